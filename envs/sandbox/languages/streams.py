"""Comparing observation streams on the host: the candidate's against the reference's.

(Not the LLM judge of ``codeloop.rewards.checks``, nor the Python sandbox's examiner process:
this is plain comparison of two streams of observed values.)

A test passes iff the candidate's program completed it and its observation stream equals the
reference's: the same sites in the same order with the same canonical values (a site with a
tolerance compares its floats within it). Everything here runs on the host, after the
candidate's process is gone; the failure message quotes the original assertion of the first
site that differs, with ``got <candidate value>, want <reference value>``.
"""

from __future__ import annotations

import re

from codeloop.envs.sandbox.base import TestOutcome, TestStatus
from codeloop.envs.sandbox.languages.expected import Stream
from codeloop.envs.sandbox.languages.probes import Probe, Site

SHOW = 200


def _short(text: str) -> str:
    return text if len(text) <= SHOW else text[: SHOW - 3] + "..."


def _same(site: Site | None, got: str, want: str) -> bool:
    if got == want:
        return True
    if site is None or site.tolerance is None:
        return False
    try:
        return abs(float(got) - float(want)) <= site.tolerance
    except ValueError:
        return False


def _quote(site: Site | None) -> str:
    if site is None:
        return "an assertion the test does not have"
    first = re.sub(r"\s*\n\s*", " ", site.assertion)  # one line; literals keep their spaces
    return f"{_short(first)} (line {site.line})"


def first_difference(probe: Probe, got: Stream, want: Stream) -> str:
    """Why ``got`` is not ``want``, or ``""`` when they match."""
    sites = {s.index: s for s in probe.sites}
    for k in range(max(len(got), len(want))):
        if k >= len(got):
            site, value = want[k]
            return f"{_quote(sites.get(site))}: not reached, want {_short(value)}"
        if k >= len(want):
            site, value = got[k]
            return (f"{_quote(sites.get(site))}: got {_short(value)}, where the reference "
                    "observed nothing more")
        (gsite, gval), (wsite, wval) = got[k], want[k]
        if gsite != wsite:
            return (f"{_quote(sites.get(wsite))}: want {_short(wval)}, but the code reached "
                    f"{_quote(sites.get(gsite))} with {_short(gval)}")
        if not _same(sites.get(gsite), gval, wval):
            return f"{_quote(sites.get(gsite))}: got {_short(gval)}, want {_short(wval)}"
    return ""


def compare_streams(test_id: str, probe: Probe, status: str, message: str,
                    duration_s: float, got: Stream, want: Stream) -> TestOutcome:
    """The outcome of one test from the candidate's run of its probe and the reference's stream.

    Args:
        test_id: The test's id.
        probe: Its probe.
        status: What the candidate's run reported (``passed`` means it completed the test).
        message: The run's message (the error or timeout, when it did not complete).
        duration_s: Seconds the test took.
        got: The candidate's observations.
        want: The reference's observations.

    Returns:
        ``passed``, ``failed`` (a value differs), or the run's own ``error``/``timeout``.
    """
    difference = first_difference(probe, got, want)
    if status == "passed":
        if not difference:
            return TestOutcome(test_id, TestStatus.PASSED, "", duration_s)
        return TestOutcome(test_id, TestStatus.FAILED, difference, duration_s)
    where = ""
    if difference and len(got) < len(want) and got == want[:len(got)]:
        # It stopped with everything right so far: name the first site it did not reach.
        site, value = want[len(got)]
        where = (f" before {_quote({s.index: s for s in probe.sites}.get(site))}, "
                 f"want {_short(value)}")
    elif difference:
        where = f" ({difference})"
    why = message or f"the test ended with {status}"
    return TestOutcome(test_id, TestStatus(status) if status != "failed" else TestStatus.ERROR,
                       _short(why) + where, duration_s)
