"""The test suite's own layout: pytest imports test modules by basename (no packages)."""

from collections import Counter
from pathlib import Path


def test_no_two_test_modules_share_a_name():
    names = Counter(p.name for p in Path(__file__).parent.rglob("test_*.py"))
    assert [n for n, c in names.items() if c > 1] == []
