"""Developers and training prompts ask for a code block in the task's own language.

A Go task's developer once asked for "a single ```python code block", and the training
system prompt told every task's model it was "a careful Python developer".
"""

from __future__ import annotations

from codeloop.agents.developers import make_developer
from codeloop.envs.tasks import load_tasks
from codeloop.training.data import SYSTEM_PROMPT, static_rows

PY_FORMAT = "Reply with the complete updated code in a single ```python code block."


def _opening(task):
    developer = make_developer("static")
    return developer.voice.render(task, developer.strategy.first(task, None), [])


def test_every_message_names_the_tasks_language_and_python_reads_as_before():
    by_lang = {t.language: t for t in load_tasks("bank@binary_search")}
    assert _opening(by_lang["python"]).endswith(PY_FORMAT)
    for lang in ("go", "cpp", "java", "rust", "javascript", "typescript"):
        text = _opening(by_lang[lang])
        assert text.endswith(f"in a single ```{lang} code block.") and "python" not in text


def test_training_prompts_speak_of_the_tasks_language():
    tasks = [t for t in load_tasks("bank@binary_search") if t.language in ("python", "cpp")]
    systems = {row["task_id"]: row["prompt"][0]["content"]
               for row in static_rows(tasks, turns=[1])}
    assert systems["bank/binary_search"] == (
        "You are a careful Python developer. Answer each request with the complete code in one "
        "```python code block, keeping every earlier request satisfied.")
    assert systems["bank/cpp/binary_search"].startswith("You are a careful C++ developer.")
    assert "```cpp code block" in systems["bank/cpp/binary_search"]
    assert "{language" in SYSTEM_PROMPT  # filled in per task, never sent as is
