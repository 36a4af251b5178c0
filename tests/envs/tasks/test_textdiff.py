"""Unified diffs: made with difflib, applied strictly."""

from __future__ import annotations

import json

import pytest

from codeloop.envs.tasks.build_bank import BANK_PATH
from codeloop.envs.tasks.textdiff import DiffError, apply_diff, make_diff

OLD = "a\nb\nc\nd\ne\nf\n"
NEW = "a\nB\nc\nd\ne\nf\ng\n"


def test_every_bank_turn_round_trips_through_a_diff():
    for line in BANK_PATH.read_text(encoding="utf-8").splitlines():
        refs = json.loads(line)["references"]
        for old, new in zip(refs, refs[1:], strict=False):
            for context in (0, 1, 3):
                assert apply_diff(old, make_diff(old, new, old_name="a", new_name="b",
                                                 context=context)) == new


def test_insertions_at_the_start_and_into_an_empty_text():
    assert apply_diff(OLD, make_diff(OLD, "z\n" + OLD, old_name="a", new_name="b",
                                     context=0)) == "z\n" + OLD
    assert apply_diff("", make_diff("", "x\n", old_name="a", new_name="b")) == "x\n"


def test_a_context_line_stripped_of_its_space_still_counts():
    diff = make_diff("a\n\nb\n", "a\n\nc\n", old_name="a", new_name="b")
    assert apply_diff("a\n\nb\n", diff.replace("\n \n", "\n\n")) == "a\n\nc\n"


def test_a_changed_base_is_refused_with_the_diff_line():
    diff = make_diff(OLD, NEW, old_name="a", new_name="b", context=1)
    with pytest.raises(DiffError, match="does not apply: expected 'b'") as info:
        apply_diff(OLD.replace("b", "x"), diff)
    assert info.value.line == diff.splitlines().index("-b") + 1


@pytest.mark.parametrize(("diff", "message"), [
    ("--- a\n+++ b\n", "no hunk"),
    ("--- a\n+++ b\nhello\n", r"expected a ---/\+\+\+ header or a hunk"),
    ("--- a\n+++ b\n@@ -1,2 +1,2 @@\n a\n", "hunk is short"),
    ("--- a\n+++ b\n@@ -1 +1 @@\n*a\n", "must start with"),
    ("--- a\n+++ b\n@@ -40 +40 @@\n-a\n+b\n", "past the end"),
    ("--- a\n+++ b\n@@ -3 +3 @@\n-c\n+C\n@@ -1 +1 @@\n-a\n+A\n", "overlaps or precedes"),
])
def test_malformed_diffs(diff, message):
    with pytest.raises(DiffError, match=message):
        apply_diff(OLD, diff)


def test_texts_must_end_with_a_newline():
    with pytest.raises(DiffError, match="does not end with a newline"):
        make_diff("a\n", "b", old_name="a", new_name="b")
