"""The developers never read the machine's faults or unjudged instructions as the model's failures.

Errored turns are produced for real, not by a test double: the jobs of the chosen rounds go to
a subprocess sandbox whose ``command_prefix`` is a shell wrapper that exits before the harness
starts, so no worker ever comes up (the seam ``tests/envs/test_errored_turns.py`` uses). *Not
judged* verdicts are real too: a ``judge`` check with no LLM judge configured.
"""

from __future__ import annotations

import pytest
from conftest import ALL, PLAIN, STRINGS, STRINGS_DOC, TOY, ScriptPolicy, toy_task

from codeloop.agents.developers import Developer, LLMVoice, make_developer
from codeloop.agents.developers.dynamic import DynamicStrategy
from codeloop.agents.developers.feedback import build_feedback
from codeloop.agents.policies.base import fenced
from codeloop.envs.sandbox import Job, JobResult, SubprocessSandbox
from codeloop.episode_loop import play_episode
from codeloop.rewards.checks.judge_check import ENV_VARS
from codeloop.rewards.episode import TURN_ERRORED, TurnRecord
from codeloop.rewards.verdict import CheckResult, InstructionVerdict

INJECTED = "injected: worker start failure"
# Words of the machine's error that must never reach the model.
MACHINE_WORDS = (INJECTED, "could not start", "sandbox")

JUDGED_INSTRUCTION = {
    "id": "readable", "category": "code_standard",
    "text": "Make the code read like a textbook example.",
    "checks": [{"kind": "judge", "params": {
        "instruction": "Make the code read like a textbook example.",
        "checklist": ["Does the code read like a textbook example?"]}}]}


@pytest.fixture(autouse=True)
def no_backoff_no_judge(monkeypatch):
    monkeypatch.setattr("codeloop.envs.sandbox.retry.BACKOFF_S", (0.0, 0.0))
    for name in ENV_VARS:  # judge checks are then not judged, for real
        monkeypatch.delenv(name, raising=False)


class Switch:
    """Runs jobs on a working sandbox, or, while ``broken``, on one whose workers never start."""

    name = "switch"

    def __init__(self, good):
        self.good = good
        self.bad = SubprocessSandbox(workers=1, command_prefix=[
            "/bin/sh", "-c", f"echo '{INJECTED}' >&2; exit 3", "sh"])
        self.broken = False

    def run(self, job: Job) -> JobResult:
        return (self.bad if self.broken else self.good).run(job)

    def close(self) -> None:
        self.bad.close()


@pytest.fixture
def switch(sandbox):
    sw = Switch(sandbox)
    yield sw
    sw.close()


class BreakingPolicy(ScriptPolicy):
    """A scripted coder whose answers in ``broken_turns`` are judged on the broken machine.

    The switch stays broken until the next answer, so the developer's probe after a broken
    round runs on the broken machine too.
    """

    def __init__(self, answers, switch: Switch, broken_turns: set[int]):
        super().__init__(answers)
        self.switch, self.broken_turns = switch, broken_turns

    def act(self, messages, context):
        self.switch.broken = context.turn in self.broken_turns
        return super().act(messages, context)


def play(task, policy, sandbox, strategy="dynamic", voice=None, **options):
    developer = (Developer(make_developer(strategy, strategy_options=options).strategy, voice)
                 if voice is not None else make_developer(strategy, strategy_options=options))
    ep = play_episode(task, policy, developer, sandbox, seed=0)
    assert ep.status == "completed", ep.error
    return ep


def assert_no_machine_text(ep):
    for turn in ep.turns[1:]:
        for word in MACHINE_WORDS:
            assert word not in turn.developer_message, (turn.turn, turn.developer_message)


def with_judged(first: bool = False):
    instructions = ([JUDGED_INSTRUCTION, *TOY["instructions"]] if first
                    else [*TOY["instructions"], JUDGED_INSTRUCTION])
    return toy_task(instructions=instructions)


# ----------------------------------------------------------------------------- dynamic


def test_dynamic_gives_no_feedback_on_an_errored_instruction_round(toy, switch):
    ep = play(toy, BreakingPolicy([PLAIN, STRINGS, STRINGS_DOC, ALL], switch, {2}), switch)
    assert ep.turns[1].status == TURN_ERRORED and ep.turns[1].focus == "strings"
    third = ep.turns[2]
    assert (third.kind, third.focus) == ("instruction", "doc")
    assert third.decision["drop"] == [] and "strings" in third.active
    assert "could not be judged" in third.decision["reason"]
    assert third.decision["meta"]["errored_turn"] == 2
    assert INJECTED not in str(third.decision)  # the record of the turn keeps the error
    assert_no_machine_text(ep)


def test_dynamic_drops_nothing_after_an_errored_feedback_round(toy, switch):
    ep = play(toy, BreakingPolicy([PLAIN, PLAIN, STRINGS, STRINGS_DOC, ALL], switch, {3}),
              switch)
    assert [(t.kind, t.focus) for t in ep.turns][:4] == [
        ("instruction", "base"), ("instruction", "strings"), ("feedback", "strings"),
        ("instruction", "doc")]
    assert ep.turns[2].errored
    assert ep.turns[3].decision["drop"] == [] and "strings" in ep.turns[3].active
    assert_no_machine_text(ep)


def test_dynamic_reads_a_probe_the_machine_could_not_run_as_unknown(toy, switch):
    # Round 1 errors, and the probe after it (the base problem's successors) too.
    ep = play(toy, BreakingPolicy([STRINGS, STRINGS, STRINGS_DOC, ALL], switch, {1}), switch)
    second = ep.turns[1]
    assert (second.kind, second.focus) == ("instruction", "strings")  # no feedback on base
    # STRINGS satisfies "strings", but nobody could run its tests: unknown, so it is given.
    assert second.decision["meta"]["probe"] == {"strings": None, "doc": False, "hints": False}
    assert_no_machine_text(ep)


def test_dynamic_gives_no_feedback_and_drops_nothing_on_a_not_judged_focus(sandbox):
    task = with_judged(first=True)
    ep = play(task, ScriptPolicy([PLAIN, PLAIN, STRINGS, STRINGS_DOC, ALL]), sandbox)
    second, third = ep.turns[1], ep.turns[2]
    assert second.focus == "readable" and second.verdicts["readable"].status == "not judged"
    assert (third.kind, third.focus) == ("instruction", "strings")
    assert third.decision["drop"] == [] and "readable" in third.active
    assert "not judged" in third.decision["reason"]
    for turn in ep.turns:
        assert "textbook" not in turn.developer_message or turn.focus == "readable"


def test_dynamic_active_scope_feedback_never_reports_not_judged_instructions(sandbox):
    task = with_judged(first=True)
    ep = play(task, ScriptPolicy([PLAIN, PLAIN, PLAIN, PLAIN]), sandbox,
              feedback_scope="active", feedback="failing-tests")
    feedback = [t for t in ep.turns if t.kind == "feedback"]
    assert feedback
    for turn in feedback:
        facts = turn.decision["feedback"]
        assert "readable" not in facts.get("violated_ids", []) + facts["scope"]
        assert "textbook" not in turn.developer_message
        assert "not judged" not in turn.developer_message


# ----------------------------------------------------------------------------- repair


def test_repair_ends_on_an_errored_round_instead_of_repairing_it(toy, switch):
    ep = play(toy, BreakingPolicy([STRINGS, ALL], switch, {1}), switch, "repair",
              feedback="failing-tests")
    assert len(ep.turns) == 1 and ep.turns[0].errored
    end = ep.metadata["end"]
    assert end["kind"] == "end" and "could not be judged" in end["reason"]
    assert end["meta"] == {"repair_rounds": 0, "errored_turn": 1}
    assert INJECTED not in str(end)


def test_repair_never_repairs_a_not_judged_instruction(sandbox):
    ep = play(with_judged(), ScriptPolicy([ALL]), sandbox, "repair")
    assert len(ep.turns) == 1  # nothing violated: no repair round on what nobody judged
    assert ep.turns[0].verdicts["readable"].status == "not judged"
    end = ep.metadata["end"]
    assert end["reason"] == "every judged constraint satisfied; 1 not judged"
    assert end["meta"]["not_judged"] == ["readable"]


def test_repair_rounds_name_only_violated_instructions(sandbox):
    ep = play(with_judged(), ScriptPolicy([PLAIN, ALL]), sandbox, "repair",
              feedback="failing-tests")
    assert len(ep.turns) == 2
    repair = ep.turns[1]
    assert repair.decision["meta"]["violated"] == ["strings", "doc", "hints"]
    assert repair.decision["meta"]["not_judged"] == ["readable"]
    facts = repair.decision["feedback"]
    assert facts["violated_ids"] == ["strings", "doc", "hints"]
    assert "readable" not in facts["scope"]
    assert "textbook" not in repair.developer_message
    assert "not judged" not in repair.developer_message


def test_repair_ends_saying_so_when_nothing_could_be_judged(sandbox):
    judge_only = {"kind": "judge", "params": {"instruction": "Solve it.",
                                              "checklist": ["Is the problem solved?"]}}
    task = toy_task(base_checks=[judge_only], instructions=[JUDGED_INSTRUCTION])
    ep = play(task, ScriptPolicy([PLAIN]), sandbox, "repair")
    assert len(ep.turns) == 1
    reason = ep.metadata["end"]["reason"]
    assert reason == "no constraint of the last answer could be judged (2 not judged)"


# ----------------------------------------------------------------------------- feedback facts


def _record(verdicts, **changes) -> TurnRecord:
    base = dict(turn=1, kind="instruction", focus="base", introduced=("base",),
                active=tuple(verdicts), developer_message="", reply="", code=PLAIN,
                extraction_note="", verdicts=verdicts)
    return TurnRecord(**{**base, **changes})


def test_feedback_on_an_errored_record_reveals_nothing_about_the_answer(toy):
    why = f"the sandbox could not start: {INJECTED}"
    record = _record({"base": InstructionVerdict("base", (CheckResult("test 1", False, why),))},
                     status=TURN_ERRORED, error=why)
    facts = build_feedback(toy, record, "failing-tests", include_code=True)
    assert facts == {"level": "failing-tests", "scope": [], "passed": None,
                     "show_instruction": True, "previous_code": PLAIN}
    assert INJECTED not in str(facts)


def test_feedback_lists_no_not_judged_unit_among_the_failing_checks(toy):
    units = (CheckResult("test 1", False, "AssertionError"),
             CheckResult("readable", False, "not judged: no LLM judge configured",
                         judged=False))
    record = _record({"base": InstructionVerdict("base", units)})
    facts = build_feedback(toy, record, "failing-tests")
    assert facts["violated_ids"] == ["base"]
    assert facts["failing"] == ["assert add(1, 2) == 3\n  -> AssertionError"]


# ----------------------------------------------------------------------------- the others


@pytest.mark.parametrize("strategy", ["static", "followup", "upfront"])
def test_strategies_that_read_no_verdict_say_the_same_after_an_errored_round(
        toy, sandbox, switch, strategy):
    answers = [PLAIN, STRINGS, STRINGS_DOC, ALL]
    clean = play(toy, ScriptPolicy(answers), sandbox, strategy)
    faulty = play(toy, BreakingPolicy(answers, switch, {1, 2}), switch, strategy)
    assert faulty.turns[0].errored
    assert [t.developer_message for t in faulty.turns] == \
        [t.developer_message for t in clean.turns]
    assert [t.decision for t in faulty.turns] == [t.decision for t in clean.turns]


class PromptLog:
    """TEST DOUBLE for the LLM voice's endpoint: no model says a given thing on demand, and the
    test is about what the voice is *told*; it records every prompt and answers plainly."""

    model = "log"

    def __init__(self):
        self.prompts: list[str] = []

    def complete(self, messages, **params):
        self.prompts.append("\n".join(m["content"] for m in messages))
        return "Could you take care of that next, please?"


def test_the_llm_voice_is_never_told_the_machine_error(toy, switch):
    chat = PromptLog()
    voice = LLMVoice("log", chat=chat)
    ep = play(toy, BreakingPolicy([PLAIN, STRINGS, STRINGS_DOC, ALL], switch, {2}), switch,
              voice=voice, feedback="failing-tests")
    assert ep.turns[1].errored and len(chat.prompts) == len(ep.turns)
    for prompt in chat.prompts:
        assert INJECTED not in prompt and "could not start" not in prompt
        assert "does not do what I asked" not in prompt


# ----------------------------------------------------------------------------- two agents


def test_the_developer_agent_sees_an_errored_round_as_unjudged_not_failed(toy, switch):
    from codeloop.envs.aec_env import CODER, DEVELOPER, CodeLoopAECEnv

    env = CodeLoopAECEnv(tasks=[toy], developer=Developer(DynamicStrategy(),
                                                          make_developer().voice),
                         sandbox=switch)
    env.reset(seed=0)
    env.step("")  # the developer opens
    env.step(fenced(PLAIN))
    env.step("")
    switch.broken = True
    env.step(fenced(STRINGS))
    switch.broken = False
    assert env.episode.turns[-1].errored and env.agent_selection == DEVELOPER
    brief = env.observe(DEVELOPER)
    assert "could not be judged" in brief and "machine" in brief
    assert INJECTED not in brief
    assert env.infos[CODER]["passed"] == {"base": None, "strings": None}
    assert env.infos[DEVELOPER]["decision"]["kind"] == "instruction"
    env.close()


def test_the_coder_info_says_not_judged_instructions_have_no_verdict(sandbox):
    from codeloop.envs.aec_env import CODER, DEVELOPER, CodeLoopAECEnv

    env = CodeLoopAECEnv(tasks=[with_judged(first=True)], developer="dynamic", sandbox=sandbox)
    env.reset(seed=0)
    env.step("")
    env.step(fenced(PLAIN))
    env.step("")
    env.step(fenced(PLAIN))
    assert env.infos[CODER]["passed"] == {"base": True, "readable": None}
    brief = env.observe(DEVELOPER)
    assert "Not judged" in brief and "readable" in brief
    env.close()


# ----------------------------------------------------------------------------- comparison


def test_compare_counts_errored_turns_and_not_judged_verdicts_apart(toy, sandbox, switch):
    from codeloop.agents.developers.compare import comparison, markdown

    faulty = play(toy, BreakingPolicy([PLAIN, STRINGS, STRINGS_DOC, ALL], switch, {2}), switch)
    unjudged = play(with_judged(), ScriptPolicy([ALL]), sandbox, "repair")
    rows = {r["group"]: r for r in comparison([faulty, unjudged])}
    dynamic = rows[f"script | {faulty.developer}"]
    repair = rows[f"script | {unjudged.developer}"]
    assert (dynamic["errored_turns"], dynamic["not_judged"]) == (1, 0)
    assert (repair["errored_turns"], repair["not_judged"]) == (0, 1)
    assert dynamic["IA"] == 1.0  # the errored round is left out, not a 0
    assert "errored_turns | not_judged" in markdown(list(rows.values()))
