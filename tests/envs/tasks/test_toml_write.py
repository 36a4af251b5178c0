"""The task.toml writer: what it writes reads back byte for byte."""

from __future__ import annotations

import tomllib

import pytest

from codeloop.envs.tasks.toml_write import WIDTH, dumps, string

TRICKY = [
    "plain",
    'say "hi" \\ then \\n literally',
    "ends with a quote\"",
    "tab\there and a bell \x07 and é 日本",
    "line one\nline two\n",
    "word " * 60,
    "a  double  space  " * 10 + "x",
    "trailing backslash \\",
    ("x" * 150) + " y",
]


@pytest.mark.parametrize("text", TRICKY)
def test_strings_read_back_exactly(text):
    assert tomllib.loads(f"v = {string(text)}\n")["v"] == text


def test_long_prose_wraps_within_the_width():
    text = string("word " * 60 + "end")
    assert text.startswith('"""\n')
    assert all(len(line) <= WIDTH for line in text.splitlines())


def test_documents_with_tables_and_arrays_of_tables():
    doc = {"id": "x", "n": 3, "ok": True, "f": 0.5,
           "checks": [{"kind": "forbid", "params": {"constructs": ["loop"] * 30}}],
           "metadata": {"k": "v", "quoted key": 1},
           "instructions": [{"id": "a", "checks": [{"kind": "tests"}]}, {"id": "b"}]}
    text = dumps(doc, table_arrays=("instructions",))
    assert tomllib.loads(text) == doc
    assert "[[instructions]]" in text and "[metadata]" in text and "[[checks]]" not in text


def test_values_toml_cannot_hold_are_refused():
    with pytest.raises(TypeError, match="NoneType"):
        dumps({"x": None})
