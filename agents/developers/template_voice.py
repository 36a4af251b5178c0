"""A deterministic template voice: the same decision always reads the same."""

from __future__ import annotations

from collections.abc import Sequence

from codeloop.agents.developers.base import FEEDBACK, INSTRUCTION, OPEN, Decision
from codeloop.envs.tasks.languages import fill_language
from codeloop.envs.tasks.schema import Task
from codeloop.rewards.episode import BASE_ID, TurnRecord
from codeloop.rewards.llm import data_block

ANSWER_FORMAT = "Reply with the complete updated code in a single ```{language} code block."


def answer_format_for(answer_format: str, task: Task) -> str:
    """The reply-format reminder for a task, in its language (see ``fill_language``)."""
    return fill_language(answer_format, task.language)


def _text(task: Task, iid: str) -> str:
    return task.prompt if iid == BASE_ID else task.instruction(iid).text


class TemplateVoice:
    """Words decisions with fixed templates.

    Args:
        answer_format: Reminder of the expected reply format, appended to every message
            (empty to leave it out); ``{language}`` stands for the task's language.
    """

    name = "template"

    def __init__(self, answer_format: str = ANSWER_FORMAT):
        self.answer_format = answer_format

    def _with_format(self, text: str, task: Task) -> str:
        if not self.answer_format:
            return text
        return f"{text}\n\n{answer_format_for(self.answer_format, task)}"

    def render(self, task: Task, decision: Decision, turns: Sequence[TurnRecord]) -> str:
        """Returns the developer's message for a decision."""
        if decision.kind == OPEN:
            extra = [_text(task, i) for i in decision.introduce if i != BASE_ID]
            if not extra:
                return self._with_format(task.prompt, task)
            reqs = "\n".join(f"- {t}" for t in extra)
            return self._with_format(f"{task.prompt}\n\nRequirements:\n{reqs}", task)
        if decision.kind == INSTRUCTION:
            parts = [_text(task, i) for i in decision.introduce if i != BASE_ID]
            lead = "One more change: " if len(parts) == 1 else "More changes:\n- "
            body = parts[0] if len(parts) == 1 else "\n- ".join(parts)
            text = lead + body
            if decision.drop:
                dropped = "; ".join(_text(task, i) for i in decision.drop)
                text = f"Let's leave this earlier request aside for now: {dropped}\n\n{text}"
            return self._with_format(text, task)
        if decision.kind == FEEDBACK:
            return self._with_format(render_feedback(task, decision), task)
        return "Thanks, that's all."


def render_feedback(task: Task, decision: Decision) -> str:
    """Words the facts a feedback decision chose to reveal (see :mod:`.feedback`).

    Only keys present in ``decision.feedback`` are worded, so the reveal level chosen by the
    strategy is exactly what the message says.
    """
    fb = decision.feedback
    if fb.get("passed") is None:
        # Level "none", or nothing in scope was judged: nothing about the answer (neither
        # praise nor a failure), just another look.
        lines = ["Please look over your code once more and improve it where needed."]
    elif fb.get("passed") is True:
        return "That works."
    else:
        lines = ["Your last answer does not do what I asked yet."]
    if fb.get("compiler_error"):
        lines.append(f"It does not even run: {fb['compiler_error']}")
    violated = fb.get("violated") or []
    if violated:
        lines.append("These requests are not met:")
        lines.extend(f"- {text}" for text in violated)
    elif fb.get("show_instruction", True) and decision.focus:
        lines.append(f"Reminder of the request: {_text(task, decision.focus)}")
    failing = fb.get("failing") or []
    if failing:
        lines.append("Failing checks:")
        lines.extend(f"- {item}" for item in failing)
    if fb.get("previous_code"):
        lines.append(f"Your previous code was:\n{data_block(fb['previous_code'], task.language)}")
    return "\n".join(lines)
