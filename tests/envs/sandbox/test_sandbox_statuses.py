"""Test and job statuses are StrEnums whose values are the old strings (issue 26 item 5).

A member is a ``str``: the harness's frames, the language server's replies, reasons built with
f-strings and JSON carry exactly the text they carried before, and what the host builds from
them is the enum. A value outside the enum is refused where a result is built.
"""

from __future__ import annotations

import json

import pytest

from codeloop.envs.sandbox import base
from codeloop.envs.sandbox.base import Job, JobResult, JobStatus, TestCase, TestOutcome, TestStatus
from codeloop.envs.sandbox.harness import MAGIC
from codeloop.envs.sandbox.protocol import result_from_frames

# The statuses as the code wrote them before the enums (bare strings).
OLD_TEST = {"PASSED": "passed", "FAILED": "failed", "ERROR": "error", "TIMEOUT": "timeout",
            "NOT_RUN": "not_run"}
OLD_JOB = {"JOB_OK": "ok", "JOB_SETUP_ERROR": "setup_error", "JOB_TIMEOUT": "timeout",
           "JOB_CRASHED": "crashed", "JOB_PROTOCOL_ERROR": "protocol_error",
           "JOB_SANDBOX_ERROR": "sandbox_error"}


def test_the_old_names_are_the_members_and_write_the_old_text():
    for names, enum in ((OLD_TEST, TestStatus), (OLD_JOB, JobStatus)):
        assert [m.value for m in enum] == list(names.values())
        for name, old in names.items():
            member = getattr(base, name)
            assert type(member) is enum and member == old
            assert (str(member), f"{member}", json.dumps(member)) == (old, old, json.dumps(old))


def _frames(nonce: str, *payloads: dict[str, object]) -> bytes:
    out = b""
    for p in payloads:
        data = json.dumps({**p, "nonce": nonce}).encode()
        out += MAGIC + len(data).to_bytes(4, "big") + data
    return out


def test_a_result_read_from_the_harness_frames_holds_the_enums():
    job = Job(code="x = 1", tests=(TestCase("t0", "pass"), TestCase("t1", "pass")))
    nonce = "n" * 32
    data = _frames(nonce, {"type": "setup", "ok": True},
                   {"type": "test", "id": "t0", "status": "timeout", "message": "slow",
                    "duration_s": 0.1}, {"type": "done"})
    result = result_from_frames(job, data, nonce, timed_out=False, exit_note="exited",
                                stdout="", stderr="", duration_s=0.0, backend="test")
    assert type(result.status) is JobStatus
    assert [(type(o.status), o.status) for o in result.outcomes] == \
        [(TestStatus, "timeout"), (TestStatus, "not_run")]
    # A forged status in a frame is still a protocol error, never an exception.
    forged = _frames(nonce, {"type": "setup", "ok": True},
                     {"type": "test", "id": "t0", "status": "passd", "message": "",
                      "duration_s": 0.1}, {"type": "done"})
    assert result_from_frames(job, forged, nonce, timed_out=False, exit_note="exited",
                              stdout="", stderr="", duration_s=0.0,
                              backend="test").status is JobStatus.PROTOCOL_ERROR


def test_plain_strings_still_build_results():
    outcome = TestOutcome("t", "failed", "assert 1 == 2")
    result = JobResult("ok", (outcome,))
    assert outcome.status is TestStatus.FAILED and result.status is JobStatus.OK
    assert not outcome.passed and TestOutcome("t", "passed").passed
    # The job's timeout and a test's are one text, so they still compare equal.
    assert JobStatus.TIMEOUT == TestStatus.TIMEOUT == "timeout"


@pytest.mark.parametrize("build", [
    lambda: TestOutcome("t", "pass"),
    lambda: TestOutcome("t", "ok"),
    lambda: JobResult("passed", ()),
    lambda: JobResult("sandbox error", ()),
])
def test_a_value_outside_the_enum_is_refused(build):
    with pytest.raises(ValueError):
        build()
