"""The CodeArena loader on a fixture in the published shape, odd cases included.

The fixture (written for these tests; the dataset is not redistributed here) has: ``messages``
as a list and as the string of a Python list (the dataset card's shape), a row without ``id``,
a leading system message, a task type with a hyphen and capitals, ``programming_language`` as a
list and as a string, a task type the mapping does not know, only the generic ``baseline``
field, a question of 1,024+ words, and a row with no ``meta`` and no language.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from codeloop.envs.tasks.loaders.codearena import (
    UNMAPPED,
    load_codearena,
    load_levels,
    read_answers,
    wash_tag,
)
from codeloop.envs.tasks.schema import TaskFormatError

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures" / "codearena"
DATA = FIXTURES / "CodeArena_v1.jsonl"
MAPPING = FIXTURES / "tasktype_to_levels.json"


@pytest.fixture(scope="module")
def questions():
    return {q.id: q for q in load_codearena(DATA, mapping=MAPPING)}


def test_every_row_loads_with_its_odd_cases(questions):
    assert len(questions) == 6
    hexrow = questions["60670a8d9b1e39dd845fb1639d0d8b86"]
    assert hexrow.task_type == "code snippet"  # "Code-Snippet" washed as the published code does
    assert hexrow.category == ("Development and Programming", "Code Management")
    assert hexrow.languages == ("Python",) and hexrow.difficulty == "easy"
    assert hexrow.baseline.startswith("```python")


def test_messages_given_as_the_string_of_a_python_list(questions):
    row = questions["a1b2c3d4e5f60718293a4b5c6d7e8f90"]
    assert row.messages[0]["role"] == "user"
    assert row.question.startswith("move gradient chart")
    assert row.languages == ("JavaScript",)  # "['JavaScript']" as a string


def test_rows_without_id_are_numbered_by_position_and_system_messages_are_passed_over(questions):
    row = questions["2"]
    assert len(row.messages) == 2 and row.messages[0]["role"] == "system"
    assert row.question.startswith("How do I read a file")
    assert row.language == "Go"


def test_unknown_task_types_and_the_generic_baseline_field(questions):
    row = questions["ffff0000ffff0000ffff0000ffff0000"]
    assert row.category == (UNMAPPED, UNMAPPED)
    assert row.baseline.startswith("A monad")
    bare = questions["1234abcd1234abcd1234abcd1234abcd"]
    assert bare.task_type == "" and bare.category == (UNMAPPED, UNMAPPED)
    assert bare.language == "unknown"


def test_questions_of_1024_words_or_more_are_marked_too_long(questions):
    assert [q.id for q in questions.values() if q.too_long] == ["0000111122223333444455556666777f"]


def test_without_a_mapping_everything_is_unmapped():
    assert {q.category for q in load_codearena(DATA)} == {(UNMAPPED, UNMAPPED)}


def test_another_baseline_field_is_read_when_named():
    qs = load_codearena(DATA, baseline_name="no-such-model")
    # only the row with the generic field keeps a baseline
    assert [q.id for q in qs if q.baseline is not None] == ["ffff0000ffff0000ffff0000ffff0000"]


def test_as_task_carries_the_question(questions):
    task = questions["2"].as_task()
    assert task.id == "codearena/2" and task.language == "go" and not task.instructions


@pytest.mark.parametrize("line, field", [
    ('{"id": "x", "messages": []}', "messages"),
    ('{"id": "x", "messages": "not a list ["}', "messages"),
    ('{"id": "x", "messages": [{"role": "user"}]}', "messages[0]"),
    ('{"id": "x", "messages": [{"role": "user", "content": "q"}], '
     '"gpt-4-turbo-2024-04-09_response": 3}', "gpt-4-turbo-2024-04-09_response"),
])
def test_malformed_rows_name_file_line_and_field(tmp_path, line, field):
    path = tmp_path / "bad.jsonl"
    path.write_text('{"id": "ok", "messages": [{"role": "user", "content": "q"}]}\n' + line + "\n")
    with pytest.raises(TaskFormatError) as err:
        load_codearena(path)
    assert err.value.line == 2 and err.value.field == field and str(path) in str(err.value)


def test_duplicate_ids_and_bad_json_are_errors(tmp_path):
    row = '{"id": "a", "messages": [{"role": "user", "content": "q"}]}\n'
    dup = tmp_path / "dup.jsonl"
    dup.write_text(row + row)
    with pytest.raises(TaskFormatError, match="already used on line 1"):
        load_codearena(dup)
    bad = tmp_path / "bad.jsonl"
    bad.write_text(row + "{not json\n")
    with pytest.raises(TaskFormatError, match="bad.jsonl:2"):
        load_codearena(bad)


def test_mapping_shape_is_checked(tmp_path):
    assert load_levels(MAPPING)["code snippet"] == ("Development and Programming",
                                                    "Code Management")
    bad = tmp_path / "m.json"
    bad.write_text(json.dumps({"debugging": ["Development"]}))
    with pytest.raises(TaskFormatError) as err:
        load_levels(bad)
    assert err.value.field == "debugging"
    assert wash_tag("Code-Review") == "code review"


def test_recorded_answers_in_the_published_and_in_our_shape(tmp_path):
    published = tmp_path / "results.jsonl"
    published.write_text(json.dumps({"id": "a", "response": "A"}) + "\n"
                         + json.dumps({"response": "B"}) + "\n")
    assert read_answers(published) == {"a": "A", "1": "B"}
    ours = tmp_path / "arena.jsonl"
    ours.write_text("\n".join(json.dumps(r) for r in [
        {"policy": "p", "id": "a", "answer": "pa", "result": "win"},
        {"policy": "q", "id": "a", "answer": "qa", "result": "tie"},
        {"policy": "q", "id": "b", "result": "errored", "error": "x"}]) + "\n")
    assert read_answers(f"{ours}#q") == {"a": "qa"}
    missing = tmp_path / "m.jsonl"
    missing.write_text(json.dumps({"id": "a"}) + "\n")
    with pytest.raises(TaskFormatError, match="response"):
        read_answers(missing)
