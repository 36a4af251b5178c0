"""Parent side of the harness protocol: decoding result frames into a :class:`JobResult`."""

from __future__ import annotations

import json
import re
import secrets
from collections.abc import Mapping
from typing import Any, TypedDict

from codeloop.envs.sandbox.base import (
    JOB_CRASHED,
    JOB_OK,
    JOB_PROTOCOL_ERROR,
    JOB_SANDBOX_ERROR,
    JOB_SETUP_ERROR,
    JOB_TIMEOUT,
    NOT_RUN,
    Job,
    JobResult,
    Limits,
    TestOutcome,
    TestStatus,
    fill_not_run,
)
from codeloop.envs.sandbox.harness import MAGIC

MAX_FRAME_BYTES = 1 << 20
#: Statuses a test result frame may carry.
TEST_STATUSES = frozenset({"passed", "failed", "error", "timeout"})


#: The address ending a default repr (``<solution.Stack object at 0x7f3a2b1c4d50>``,
#: ``<function <lambda> at 0x7f47160c6e80>``).
_ADDRESS = re.compile(r"( at )0x[0-9a-fA-F]{6,16}>")


def stable_message(message: str) -> str:
    """A test message without object addresses, which differ on every run.

    Feedback quotes these messages to the model: with addresses in them the same answer got
    a different developer message each run (and a different prompt, missing any cache).
    """
    return _ADDRESS.sub(r"\g<1>0x…>", message)


def wall_limit_message(limits: Limits) -> str:
    """Why a job its backend killed at the wall-clock backstop ended."""
    return (f"the job ran past {limits.timeout_s * limits.wall_factor:g}s of wall-clock time "
            f"({limits.wall_factor:g} times its {limits.timeout_s:g}s of CPU time) and was killed")


def new_nonce() -> str:
    """Returns a fresh secret that every genuine frame of one job must carry."""
    return secrets.token_hex(16)


class _Common(TypedDict):
    """The fields every :class:`JobResult` of one job shares, whatever its status."""

    stdout: str
    stderr: str
    duration_s: float
    backend: str
    extra: dict[str, Any]


class FrameError(ValueError):
    """The result channel held something that is not a genuine frame."""


def decode_frames(data: bytes, nonce: str) -> list[dict[str, Any]]:
    """Splits the result channel's bytes into frames and checks each carries the nonce.

    Args:
        data: Everything read from the result descriptor.
        nonce: The job's secret.

    Returns:
        The decoded frames in order (a truncated last frame is dropped: the writer died).

    Raises:
        FrameError: On bytes that are not a frame, or a frame with the wrong nonce.
    """
    frames = []
    pos = 0
    while pos < len(data):
        if data[pos:pos + 4] != MAGIC[: len(data) - pos][:4]:
            raise FrameError(f"unexpected bytes on the result channel at offset {pos}")
        if pos + 8 > len(data):
            break
        size = int.from_bytes(data[pos + 4:pos + 8], "big")
        if size > MAX_FRAME_BYTES:
            raise FrameError(f"frame of {size} bytes exceeds the limit")
        if pos + 8 + size > len(data):
            break
        try:
            frame = json.loads(data[pos + 8:pos + 8 + size])
        except (ValueError, RecursionError) as exc:
            raise FrameError(f"undecodable frame: {type(exc).__name__}") from exc
        if not isinstance(frame, dict) or frame.get("nonce") != nonce:
            raise FrameError("a frame without the job's nonce (forged result)")
        frames.append(frame)
        pos += 8 + size
    return frames


def result_from_frames(
    job: Job,
    data: bytes,
    nonce: str,
    *,
    timed_out: bool,
    exit_note: str,
    stdout: str,
    stderr: str,
    duration_s: float,
    backend: str,
    extra: Mapping[str, Any] | None = None,
) -> JobResult:
    """Turns what a backend collected into a :class:`JobResult`.

    Args:
        job: The job that ran.
        data: Bytes read from the result channel.
        nonce: The job's secret.
        timed_out: Whether the backend killed the job at its wall-clock limit.
        exit_note: How the process ended (e.g. ``"killed by signal 9"``), for messages.
        stdout: Captured standard output.
        stderr: Captured standard error.
        duration_s: Wall time.
        backend: Backend name.
        extra: Backend details.

    Returns:
        The job's result: ``ok`` only with a genuine ``done`` frame.
    """
    common: _Common = {"stdout": stdout, "stderr": stderr, "duration_s": duration_s,
                       "backend": backend, "extra": dict(extra or {})}
    try:
        frames = decode_frames(data, nonce)
    except FrameError as exc:
        why = f"result channel tampered with: {exc}"
        return JobResult(JOB_PROTOCOL_ERROR, fill_not_run(job.tests, {}, why), why, **common)
    reported: dict[str, TestOutcome] = {}
    setup: dict[str, Any] | None = None
    done = False
    lost = over = ""
    test_ids = {t.id for t in job.tests}
    for frame in frames:
        kind = frame.get("type")
        if kind == "setup":
            setup = frame
        elif kind == "test":
            # Only the examiner writes frames, but a frame is checked field by field anyway: a
            # malformed one is a protocol error, never an exception out of run().
            tid, status = frame.get("id"), frame.get("status")
            message, seconds = frame.get("message", ""), frame.get("duration_s", 0.0)
            if type(tid) is not str or tid not in test_ids or type(status) is not str \
                    or status not in TEST_STATUSES \
                    or type(message) is not str or type(seconds) not in (int, float):
                why = "a malformed test result frame (forged result)"
                return JobResult(JOB_PROTOCOL_ERROR, fill_not_run(job.tests, {}, why), why,
                                 **common)
            if tid in reported:
                why = f"duplicate result for test {tid} (forged result)"
                return JobResult(JOB_PROTOCOL_ERROR, fill_not_run(job.tests, {}, why), why,
                                 **common)
            plain = frame.get("plain")
            if type(plain) is str:  # a profile run on the task's reference (Job.profile)
                common["extra"].setdefault("plain", {})[tid] = tuple(
                    n for n in plain.split(",")
                    if n and all(part.isidentifier() for part in n.split(".")))
            reported[tid] = TestOutcome(id=tid, status=TestStatus(status),
                                        message=stable_message(message[:4000]),
                                        duration_s=float(seconds))
        elif kind == "lost":
            lost = str(frame.get("message", ""))[:2000] or "the code's process ended"
            if frame.get("retired") is True:  # after a timeout: not a crash of the code
                common["extra"]["retired_after_timeout"] = True
        elif kind == "stopped":  # the last test retired the process (memo.py)
            common["extra"]["stopped"] = {
                "message": str(frame.get("message", ""))[:2000] or "the code's process ended",
                "retired": frame.get("retired") is True}
        elif kind == "spent":  # CPU seconds the job's processes used (retry.run_resuming)
            for field in ("cpu_s", "wall_s"):  # wall_s: its waits for a CPU aside
                value = frame.get(field)
                if isinstance(value, int | float) and type(value) is not bool and value >= 0:
                    common["extra"][field] = float(value)
        elif kind == "over_budget":  # the examiner stopped: the job used up its CPU time
            over = str(frame.get("message", ""))[:500] or "the job ran out of time"
        elif kind == "harness_error":
            if frame.get("after_code") is not False:
                # The examiner failed on something that may have come from the code (every
                # examiner frame from a harness that says otherwise reads as after the code):
                # the code's verdict, so a failure can never turn into an errored turn.
                why = ("the examiner could not go on with what the code's process sent: "
                       + str(frame.get("message", ""))[-1500:])
                return JobResult(JOB_PROTOCOL_ERROR, fill_not_run(job.tests, reported, why),
                                 why, **common)
            why = "the sandbox's examiner failed: " + str(frame.get("message", ""))[-1500:]
            return JobResult(JOB_SANDBOX_ERROR, fill_not_run(job.tests, {}, why), why,
                             **common)
        elif kind == "done":
            done = True
    if setup is not None and not setup.get("ok"):
        why = f"the code failed to load: {setup.get('message', '')}"
        return JobResult(JOB_SETUP_ERROR, fill_not_run(job.tests, {}, why), why, **common)
    if timed_out or over:
        why = over or wall_limit_message(job.limits)
        return JobResult(JOB_TIMEOUT, fill_not_run(job.tests, reported, why), why, **common)
    if lost and done:
        return JobResult(JOB_CRASHED, fill_not_run(job.tests, reported, lost), lost, **common)
    if not done or len(reported) != len(job.tests):
        why = "the process ended without reporting its results " + f"({exit_note})"
        if setup is None:
            why = "the process died before the code was loaded " + f"({exit_note})"
        return JobResult(JOB_CRASHED, fill_not_run(job.tests, reported, why), why, **common)
    outcomes = fill_not_run(job.tests, reported, "not reported")
    assert all(o.status != NOT_RUN for o in outcomes)
    return JobResult(JOB_OK, outcomes, "", **common)
