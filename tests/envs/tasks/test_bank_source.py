"""The ``bank`` task source: arguments it does not take are errors, not silently ignored."""

from __future__ import annotations

import pytest

from codeloop.envs.tasks import load_tasks


def test_bank_rejects_an_argument_instead_of_loading_everything():
    with pytest.raises(ValueError, match=r"bank@binary_search"):
        load_tasks("bank:binary_search")


def test_bank_ids_select_every_translation_and_lang_narrows_them():
    ids = [t.id for t in load_tasks("bank@binary_search")]
    assert "bank/binary_search" in ids and "bank/java/binary_search" in ids
    assert [t.id for t in load_tasks("bank@lang=python,binary_search")] == ["bank/binary_search"]
