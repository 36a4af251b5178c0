"""Task-file validation: malformed input is rejected with file, line and field."""

from __future__ import annotations

import json

import pytest

from codeloop.envs.tasks import TaskFormatError, dump_tasks, load_task_file, load_tasks


def good_task(**overrides):
    task = {
        "id": "t/one",
        "entry_point": "f",
        "prompt": "Write f(x) returning x + 1.",
        "base_checks": [{"kind": "tests", "params": {"tests": ["assert f(1) == 2"]}}],
        "instructions": [
            {"id": "doc", "category": "docstring", "text": "Add a docstring.",
             "checks": [{"kind": "docstring", "params": {}}]},
            {"id": "ext", "category": "functionality_extension", "text": "Add step.",
             "checks": [{"kind": "tests", "params": {"tests": ["assert f(1, 2) == 3"]}}],
             "supersedes": ["base"]},
        ],
    }
    task.update(overrides)
    return task


def write(tmp_path, *objs, raw_lines=()):
    path = tmp_path / "tasks.jsonl"
    lines = [json.dumps(o) for o in objs] + list(raw_lines)
    path.write_text("\n".join(lines) + "\n")
    return path


def error_of(path) -> TaskFormatError:
    with pytest.raises(TaskFormatError) as info:
        load_task_file(path)
    return info.value


def test_good_file_loads_and_round_trips(tmp_path):
    path = write(tmp_path, good_task())
    (task,) = load_task_file(path)
    assert task.instructions[1].supersedes == ("base",)
    assert task.active_after(["base", "doc", "ext"]) == ("doc", "ext")
    out = tmp_path / "again.jsonl"
    dump_tasks([task], out)
    assert load_task_file(out)[0] == task


def test_invalid_json_names_file_and_line(tmp_path):
    path = write(tmp_path, good_task(), raw_lines=["{not json"])
    err = error_of(path)
    assert err.line == 2 and str(path) in str(err) and "invalid JSON" in str(err)


@pytest.mark.parametrize(
    ("mutate", "field", "words"),
    [
        (lambda t: t.pop("prompt"), "prompt", "required field is missing"),
        (lambda t: t.update(entry_point=3), "entry_point", "must be a string"),
        (lambda t: t.update(colour="red"), "colour", "unknown field"),
        (lambda t: t["instructions"][0].update(category="vibes"), "instructions[0].category",
         "unknown category"),
        (lambda t: t["instructions"][0]["checks"][0].update(kind="pep9"),
         "instructions[0].checks[0].kind", "unknown check kind 'pep9'"),
        (lambda t: t["base_checks"][0]["params"].update(tests=["assert f(1) =="]),
         "base_checks[0].params.tests[0]", "does not parse"),
        (lambda t: t["instructions"][1].update(supersedes=["later"]),
         "instructions[1].supersedes", "not an earlier instruction"),
        (lambda t: t["instructions"][1].update(id="doc"), "instructions[1].id", "duplicate"),
        (lambda t: t.update(references=["x = 1\n"]), "references", "one reference per turn"),
        (lambda t: t.update(instructions="nope"), "instructions", "must be a list"),
    ],
)
def test_malformed_fields_are_named(tmp_path, mutate, field, words):
    task = good_task()
    mutate(task)
    path = write(tmp_path, good_task(id="t/zero"), task)
    err = error_of(path)
    assert err.line == 2
    assert err.field == field
    assert words in str(err)
    assert f"{path}:2: {field}:" in str(err)


def test_duplicate_task_ids(tmp_path):
    err = error_of(write(tmp_path, good_task(), good_task()))
    assert err.line == 2 and "duplicate task id" in str(err)


def test_load_tasks_spec_with_id_filter(tmp_path):
    path = write(tmp_path, good_task(), good_task(id="t/two"))
    assert [t.id for t in load_tasks(f"{path}@two")] == ["t/two"]
    with pytest.raises(ValueError, match="no task with id nope"):
        load_tasks(f"{path}@nope")
    with pytest.raises(ValueError, match="unknown task source"):
        load_tasks("no-such-source")
