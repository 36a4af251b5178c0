"""Task directories: reading, writing, and every malformed directory naming file, line and field."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from codeloop.envs.tasks import TaskFormatError
from codeloop.envs.tasks.build_bank import BANK_DIR, BANK_PATH, bank_objects
from codeloop.envs.tasks.languages import get_language
from codeloop.envs.tasks.sources import load_tasks
from codeloop.envs.tasks.task_dir import (
    find_task_dirs,
    join_units,
    read_task_dir,
    split_units,
)
from codeloop.envs.tasks.task_dir_write import (
    main,
    reference_files,
    rewrite_references,
    write_task_dir,
)

PY = get_language("python")


def _bank_object(name: str = "slugify") -> dict:
    for line in BANK_PATH.read_text(encoding="utf-8").splitlines():
        obj = json.loads(line)
        if obj["id"] == f"bank/{name}":
            return obj
    raise KeyError(name)


@pytest.fixture()
def task_dir(tmp_path: Path) -> Path:
    """A copy of one bank task directory to break."""
    target = tmp_path / "slugify"
    shutil.copytree(BANK_DIR / "python" / "slugify", target)
    return target


def _error(directory: Path) -> TaskFormatError:
    with pytest.raises(TaskFormatError) as info:
        read_task_dir(directory)
    return info.value


def test_a_bank_directory_reads_as_its_compiled_line():
    assert read_task_dir(BANK_DIR / "python" / "slugify") == _bank_object()


def test_write_then_read_round_trips_and_stores_later_turns_as_diffs(tmp_path):
    obj = _bank_object("merge_intervals")
    write_task_dir(obj, tmp_path / "t")
    assert read_task_dir(tmp_path / "t") == obj
    names = {p.name for p in (tmp_path / "t" / "reference").iterdir()}
    assert "turn_01.py" in names and any(n.endswith(".diff") for n in names)
    with pytest.raises(FileExistsError):
        write_task_dir(obj, tmp_path / "t")


def test_expand_then_compact_restores_the_same_files(task_dir):
    before = {p: p.read_bytes() for p in task_dir.rglob("*") if p.is_file()}
    assert rewrite_references(task_dir, compact=False) > 0
    assert not list(task_dir.rglob("*.diff"))
    assert read_task_dir(task_dir) == _bank_object()
    assert main(["compact", str(task_dir)]) == 0
    assert {p: p.read_bytes() for p in task_dir.rglob("*") if p.is_file()} == before


def test_the_bank_is_stored_compact():
    for directory in find_task_dirs(BANK_DIR):
        obj = read_task_dir(directory)
        stored = {p.relative_to(directory).as_posix(): p.read_text(encoding="utf-8")
                  for p in (directory / "reference").rglob("*") if p.is_file()}
        assert stored == reference_files(obj, get_language(obj["language"])), directory


def test_bank_directories_sit_at_language_and_name(tmp_path):
    root = tmp_path / "bank"
    shutil.copytree(BANK_DIR / "python" / "slugify", root / "python" / "not_slugify")
    with pytest.raises(TaskFormatError, match=r"belongs in .*python/slugify") as info:
        bank_objects(root)
    assert info.value.field == "id" and info.value.path.endswith("not_slugify/task.toml")


def test_task_directories_load_as_task_specs(task_dir):
    assert [t.id for t in load_tasks(str(task_dir))] == ["bank/slugify"]
    assert [t.id for t in load_tasks("bank-dir:slugify,python/two_sum")] == \
        ["bank/slugify", "bank/two_sum"]
    with pytest.raises(FileNotFoundError, match="no bank task directory"):
        load_tasks("bank-dir:python/no_such_task")


# ----------------------------------------------------------------------- malformed directories

def test_missing_task_toml(task_dir):
    (task_dir / "task.toml").unlink()
    err = _error(task_dir)
    assert err.path.endswith("slugify/task.toml") and "missing file" in str(err)


def test_missing_tests_file_names_the_file(task_dir):
    (task_dir / "tests" / "empty_slug.py").unlink()
    err = _error(task_dir)
    assert err.path.endswith("tests/empty_slug.py")
    assert "missing file (the tests of 'empty_slug')" in str(err)


def test_missing_reference_turn(task_dir):
    for name in ("turn_04.py", "turn_04.diff"):
        (task_dir / "reference" / name).unlink(missing_ok=True)
    err = _error(task_dir)
    assert "reference/turn_04.py" in err.path and "the reference of turn 4" in str(err)


def test_bad_toml_names_the_line(task_dir):
    toml = task_dir / "task.toml"
    lines = toml.read_text(encoding="utf-8").splitlines()
    lines[2] = 'entry_point = "slugify'
    toml.write_text("\n".join(lines) + "\n", encoding="utf-8")
    err = _error(task_dir)
    assert (Path(err.path).name, err.line) == ("task.toml", 3)
    assert str(err).startswith(f"{toml}:3: invalid TOML")


def test_unknown_top_level_field_names_file_line_and_field(task_dir):
    toml = task_dir / "task.toml"
    text = toml.read_text(encoding="utf-8")
    toml.write_text(text.replace('entry_point = "slugify"\n',
                                 'entry_point = "slugify"\nentrypoint = "x"\n'), encoding="utf-8")
    err = _error(task_dir)
    assert (err.field, err.line) == ("entrypoint", 4)
    assert "unknown field" in str(err)


def test_unknown_instruction_field_and_bad_category_name_their_line(task_dir):
    toml = task_dir / "task.toml"
    text = toml.read_text(encoding="utf-8")
    lines = text.splitlines()
    second = [i for i, line in enumerate(lines) if line == "[[instructions]]"][1]
    lines.insert(second + 2, "priority = 1")
    toml.write_text("\n".join(lines) + "\n", encoding="utf-8")
    err = _error(task_dir)
    assert (err.field, err.line) == ("instructions[1].priority", second + 3)
    toml.write_text(text.replace('category = "edge_case_handling"', 'category = "pep9"'),
                    encoding="utf-8")
    err = _error(task_dir)
    assert err.field == "instructions[2].category" and "unknown category 'pep9'" in str(err)
    assert text.splitlines()[err.line - 1] == 'category = "edge_case_handling"'


def test_references_are_files_not_toml_fields(task_dir):
    toml = task_dir / "task.toml"
    toml.write_text('references = ["x"]\n' + toml.read_text(encoding="utf-8"), encoding="utf-8")
    err = _error(task_dir)
    assert (err.field, err.line) == ("references", 1) and "files under reference/" in str(err)


def test_tests_params_in_toml_are_refused(task_dir):
    toml = task_dir / "task.toml"
    text = toml.read_text(encoding="utf-8")
    toml.write_text(text.replace('base_checks = [{ kind = "tests" }]',
                                 'base_checks = [{ kind = "tests", params = { tests = ["1"] } }]'),
                    encoding="utf-8")
    err = _error(task_dir)
    assert err.field == "base_checks[0].params" and "tests/base.py" in str(err)


def test_a_test_unit_that_does_not_parse_names_the_test_file_and_line(task_dir):
    path = task_dir / "tests" / "base.py"
    path.write_text(path.read_text(encoding="utf-8") + "\n# %%\nx = 1\nassert slugify('x' ==\n",
                    encoding="utf-8")
    err = _error(task_dir)
    # The file's shown units form check 0 (its '# %% held-out' units check 1): the new unit,
    # under a plain marker, is the second shown one.
    assert err.path == str(path) and err.field == "base_checks[0].params.tests[1]"
    assert err.line == len(path.read_text(encoding="utf-8").splitlines())
    assert "does not parse" in str(err)


def test_text_before_the_first_marker(task_dir):
    path = task_dir / "tests" / "base.py"
    path.write_text("x = 1\n" + path.read_text(encoding="utf-8"), encoding="utf-8")
    err = _error(task_dir)
    assert (err.path, err.line) == (str(path), 1) and "before the first '# %%'" in str(err)


def test_a_diff_that_no_longer_applies_names_its_line(task_dir):
    first = task_dir / "reference" / "turn_01.py"
    first.write_text(first.read_text(encoding="utf-8").replace("slug=''", "slug = ''"),
                     encoding="utf-8")
    err = _error(task_dir)
    assert err.path.endswith("reference/turn_02.diff") and err.field == "references[1]"
    assert err.line > 0 and "does not apply" in str(err)


def test_a_reference_without_a_final_newline(task_dir):
    path = task_dir / "reference" / "turn_01.py"
    path.write_text(path.read_text(encoding="utf-8").rstrip("\n"), encoding="utf-8")
    err = _error(task_dir)
    assert (err.path, err.field) == (str(path), "references[0]")
    assert "must end with a newline" in str(err)


def test_both_a_full_file_and_a_diff_for_one_turn(task_dir):
    (task_dir / "reference" / "turn_02.py").write_text("x = 1\n", encoding="utf-8")
    err = _error(task_dir)
    assert "both reference/turn_02.py and reference/turn_02.diff" in str(err)


def test_stray_files_are_errors(task_dir):
    stray = task_dir / "tests" / "no_such_instruction.py"
    stray.write_text("assert True\n", encoding="utf-8")
    err = _error(task_dir)
    assert err.path == str(stray) and "unexpected file" in str(err)
    stray.unlink()
    (task_dir / "reference" / "turn_09.py").write_text("x = 1\n", encoding="utf-8")
    assert _error(task_dir).path.endswith("reference/turn_09.py")


def test_unknown_language(task_dir):
    toml = task_dir / "task.toml"
    toml.write_text(toml.read_text(encoding="utf-8").replace('language = "python"',
                                                             'language = "cobol"'),
                    encoding="utf-8")
    err = _error(task_dir)
    assert (err.field, err.line) == ("language", 2) and "unknown language 'cobol'" in str(err)


def test_a_task_in_another_language_reads_with_its_own_extension_and_marker(tmp_path):
    directory = tmp_path / "java" / "add"
    (directory / "tests").mkdir(parents=True)
    (directory / "reference").mkdir()
    (directory / "task.toml").write_text(
        'id = "bank/java/add"\nlanguage = "java"\nentry_point = "Add"\n'
        'prompt = "Write a class Add with static int add(int a, int b)."\n'
        'base_checks = [{ kind = "tests" }]\n', encoding="utf-8")
    (directory / "tests" / "base.java").write_text(
        "// %%\ncheck(Add.add(1, 2) == 3);\n\n// %%\ncheck(Add.add(-1, 1) == 0);\n",
        encoding="utf-8")
    source = "class Add {\n    static int add(int a, int b) { return a + b; }\n}\n"
    (directory / "reference" / "turn_01.java").write_text(source, encoding="utf-8")
    obj = read_task_dir(directory)
    assert obj["language"] == "java" and obj["references"] == [source]
    assert obj["base_checks"][0]["params"]["tests"] == ["check(Add.add(1, 2) == 3);",
                                                        "check(Add.add(-1, 1) == 0);"]
    assert bank_objects(tmp_path)[0]["id"] == "bank/java/add"


# ----------------------------------------------------------------------- test units

def test_units_split_and_join_round_trip():
    units = ["assert f(1) == 1", "def test_x():\n    assert f(2) == 2\n\n    assert f(3) == 3"]
    text = join_units(units, PY)
    assert [u for _, u in split_units(text, PY)] == units
    assert [line for line, _ in split_units(text, PY)] == [2, 5]
    assert split_units("assert f(1)\n", PY) == [(1, "assert f(1)")]
    assert split_units("# %%\n\nassert 1\n   \n\n# %%\nassert 2\n", PY) == \
        [(3, "assert 1"), (7, "assert 2")]
    with pytest.raises(ValueError, match="empty test unit"):
        split_units("# %%\nassert 1\n# %%\n\n", PY)
