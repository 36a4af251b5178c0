"""A task's language: validated in the schema, filtered in `tasks list`, kept in episodes and
broken down in the run summary."""

from __future__ import annotations

import json
import shutil

import pytest

from codeloop.cli import main
from codeloop.envs.tasks import TaskFormatError, dump_tasks, load_tasks, task_from_dict
from codeloop.envs.tasks.build_bank import BANK_DIR
from codeloop.rewards.episode import Episode
from codeloop.runner import EvalConfig, run_eval


def _obj(**extra):
    return {"id": "t/x", "entry_point": "f", "prompt": "Write f.",
            "base_checks": [{"kind": "tests", "params": {"tests": ["assert f() == 1"]}}],
            "instructions": [], **extra}


def test_language_defaults_to_python_and_unknown_ones_are_errors():
    assert task_from_dict(_obj()).language == "python"
    assert task_from_dict(_obj(language="rust")).language == "rust"
    with pytest.raises(TaskFormatError, match="unknown language 'Python'") as info:
        task_from_dict(_obj(language="Python"), path="t.jsonl", line=4)
    assert (info.value.path, info.value.line, info.value.field) == ("t.jsonl", 4, "language")


def test_tests_of_other_languages_are_not_compiled_as_python():
    obj = _obj(language="java")
    obj["base_checks"][0]["params"]["tests"] = ["int x = F.f();"]
    assert task_from_dict(obj).base_checks[0].params["tests"] == ["int x = F.f();"]
    with pytest.raises(TaskFormatError, match="does not parse"):
        task_from_dict({**obj, "language": "python"})


def test_tasks_list_filters_by_language(tmp_path, capsys):
    root = tmp_path / "bank"
    shutil.copytree(BANK_DIR / "python" / "slugify", root / "python" / "slugify")
    toml = root / "python" / "slugify" / "task.toml"
    shutil.copytree(root / "python" / "slugify", root / "rust" / "slugify")
    (root / "rust" / "slugify" / "task.toml").write_text(
        toml.read_text(encoding="utf-8").replace('language = "python"', 'language = "rust"')
        .replace('id = "bank/slugify"', 'id = "bank/rust/slugify"'), encoding="utf-8")
    # Amplified held-out units exist for Python tasks only (their values come from running
    # the Python references); the Rust copy keeps its authored tests.
    shutil.rmtree(root / "rust" / "slugify" / "heldout", ignore_errors=True)
    for ref in (root / "rust" / "slugify" / "reference").rglob("*.py"):
        ref.rename(ref.with_suffix(".rs"))
    for test in (root / "rust" / "slugify" / "tests").glob("*.py"):
        test.write_text(test.read_text(encoding="utf-8").replace("# %%", "// %%"),
                        encoding="utf-8")
        test.rename(test.with_suffix(".rs"))
    assert main(["tasks", "list", "--tasks", str(root), "--language", "rust"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("bank/rust/slugify\trust\t7 instructions") and out[-1] == "1 tasks"
    assert main(["tasks", "list", "--tasks", str(root)]) == 0
    assert capsys.readouterr().out.splitlines()[-1] == "2 tasks"


def test_episodes_record_the_language_and_old_records_read_as_python():
    episode = Episode(task_id="t", policy="p", developer="d", language="go")
    assert Episode.from_dict(json.loads(episode.to_json_line())).language == "go"
    old = {k: v for k, v in episode.to_dict().items() if k != "language"}
    assert Episode.from_dict(old).language == "python"


@pytest.mark.slow
def test_a_run_records_languages_and_summarises_per_language(tmp_path, monkeypatch):
    import codeloop.reporting

    monkeypatch.setattr(codeloop.reporting, "write_run_reports", lambda out, summary, eps: [])
    tasks = tmp_path / "tasks.jsonl"
    dump_tasks(load_tasks("bank@slugify"), tasks)
    result = run_eval(EvalConfig(policies=["reference"], out=str(tmp_path / "run"),
                                 tasks=str(tasks), episodes_per_task=1, workers=1),
                      progress=False)
    assert [e.language for e in result.episodes] == ["python"]
    line = json.loads((tmp_path / "run" / "episodes.jsonl").read_text().splitlines()[0])
    assert line["language"] == "python"
    summary = result.summary["reference"]
    assert summary["by_language"]["python"]["episodes"] == 1
    assert summary["by_language"]["python"]["metrics"] == summary["metrics"]
