"""Issue 21's hostile replies (names, types, faults, native code, time) on bwrap and unshare."""

from __future__ import annotations

import pytest

from codeloop.envs.sandbox.conformance import check_sandbox, default_cases
from codeloop.envs.sandbox.conformance_verdicts import verdict_cases
from tests.envs.sandbox.conftest import build


@pytest.mark.parametrize("name", ["bwrap", "unshare"])
def test_every_verdict_case_conforms(name):
    sandbox = build(name)
    try:
        report = check_sandbox(sandbox, verdict_cases())
    finally:
        sandbox.close()
    assert report.ok, report.summary()
    assert not report.skipped, report.summary()


def test_the_verdict_cases_are_part_of_the_default_suite():
    names = {c.name for c in default_cases()}
    assert {c.name for c in verdict_cases()} <= names
