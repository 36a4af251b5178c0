"""Unit tests of the in-sandbox harness: test compilation, frames, cleaning, the host decoder."""

from __future__ import annotations

import json
import os

import pytest

from codeloop.envs.sandbox import candidate, cleanup, compile_tests, examiner, frames
from codeloop.envs.sandbox.base import JOB_OK, JOB_PROTOCOL_ERROR, Job, TestCase
from codeloop.envs.sandbox.protocol import FrameError, decode_frames, result_from_frames


def test_compile_test_calls_test_functions_once_each_and_notes_compared_values():
    src = "calls = []\ndef test_a():\n    calls.append('a')\ndef test_b():\n    calls.append('b')\n"
    ns = {"__codeloop_drop__": lambda fn: fn}
    exec(compile_tests.compile_test(src, "<t>"), ns)
    assert ns["calls"] == ["a", "b"]
    log = []
    ns = {"__codeloop_eq__": compile_tests._record_eq(log)}
    with pytest.raises(AssertionError):
        exec(compile_tests.compile_test("x = 2\nassert x + 1 == 4", "<t>"), ns)
    assert log == [(3, 4)]


def test_a_call_whose_result_the_test_drops_is_marked_and_keeps_its_evaluation_order():
    src = ("def f(*a, **k):\n    log.append(('call', a))\n    return 1\n"
           "def g():\n    log.append('func')\n    return f\n"
           "def arg():\n    log.append('arg')\n    return 2\n"
           "g()(arg(), k=arg())\n"  # dropped: marked
           "x = g()(arg())\n"  # used: as written
           "with_raises = [f(3) for _ in 'a']\n")
    log: list = []
    marked: list = []

    def drop(fn):
        marked.append(getattr(fn, "__name__", ""))
        if marked[-1] == "f":
            log.append("drop")
        return fn

    exec(compile_tests.compile_test(src, "<t>"), {"log": log, "__codeloop_drop__": drop})
    assert log == ["func", "drop", "arg", "arg", ("call", (2,)), "func", "arg", ("call", (2,)),
                   ("call", (3,))]
    assert marked.count("f") == 1 and marked.count("append") == 8  # log.append(...) too


def test_failure_message_quotes_the_failing_line_of_this_job_and_the_compared_values():
    import linecache

    name = "<test t1>"
    src = "x = 1\nassert x == 2\n"
    linecache.cache[name] = (len(src), None, src.splitlines(True), name)
    log = []
    try:
        exec(compile_tests.compile_test(src, name),
             {"__codeloop_eq__": compile_tests._record_eq(log)})
    except AssertionError as exc:
        message = compile_tests.describe(exc, name, log)
    assert message == "assertion failed: assert x == 2; got 1, expected 2"


def _frames(*payloads: dict, nonce: str = "n") -> bytes:
    out = b""
    for p in payloads:
        data = json.dumps({**p, "nonce": nonce}).encode()
        out += frames.MAGIC + len(data).to_bytes(4, "big") + data
    return out


@pytest.mark.parametrize("bad", [
    {"type": "test", "id": ["t1"], "status": "passed"},
    {"type": "test", "id": {"t1": 1}, "status": "passed"},
    {"type": "test", "id": "t1", "status": ["passed"]},
    {"type": "test", "id": "t1", "status": "passed", "message": 3},
    {"type": "test", "id": "t1", "status": "passed", "duration_s": "x"},
    {"type": "test", "id": "t1", "status": "PASSED"},
])
def test_malformed_frames_are_a_protocol_error_never_an_exception(bad):
    job = Job(code="", tests=(TestCase("t1", "pass"),))
    data = _frames({"type": "setup", "ok": True}, bad, {"type": "done"})
    result = result_from_frames(job, data, "n", timed_out=False, exit_note="", stdout="",
                                stderr="", duration_s=0.0, backend="x")
    assert result.status == JOB_PROTOCOL_ERROR and not result.outcomes[0].passed
    deep = b"[" * 100000
    result = result_from_frames(job, frames.MAGIC + len(deep).to_bytes(4, "big") + deep, "n",
                                timed_out=False, exit_note="", stdout="", stderr="",
                                duration_s=0.0, backend="x")
    assert result.status == JOB_PROTOCOL_ERROR


def test_a_lost_frame_makes_a_crash_with_the_judges_reason():
    job = Job(code="", tests=(TestCase("t1", "pass"), TestCase("t2", "pass")))
    data = _frames({"type": "setup", "ok": True},
                   {"type": "test", "id": "t1", "status": "passed"},
                   {"type": "lost", "message": "the code's process ended during test t2"},
                   {"type": "done"})
    result = result_from_frames(job, data, "n", timed_out=False, exit_note="", stdout="",
                                stderr="", duration_s=0.0, backend="x")
    assert result.status == "crashed" and result.outcomes[0].passed
    assert result.outcomes[1].status == "not_run" and "during test t2" in result.message
    ok = _frames({"type": "setup", "ok": True}, {"type": "test", "id": "t1", "status": "passed"},
                 {"type": "test", "id": "t2", "status": "failed"}, {"type": "done"})
    assert result_from_frames(job, ok, "n", timed_out=False, exit_note="", stdout="", stderr="",
                              duration_s=0.0, backend="x").status == JOB_OK


def test_frames_need_the_nonce():
    frame = b'{"type": "done", "nonce": "right"}'
    good = frames.MAGIC + len(frame).to_bytes(4, "big") + frame
    assert decode_frames(good, "right")[0]["type"] == "done"
    with pytest.raises(FrameError):
        decode_frames(good, "wrong")
    with pytest.raises(FrameError):
        decode_frames(b"garbage" + good, "right")


def test_scan_done_matches_the_reporter_done_frame_only():
    enc = frames._encoder()

    def frame(payload: dict) -> bytes:
        data = enc(payload).encode()
        return frames.MAGIC + len(data).to_bytes(4, "big") + data

    done = frames._done_frame("right")
    tests = frame({"type": "test", "id": "a", "status": "passed", "nonce": "right"})
    genuine = frame({"type": "done", "nonce": "right"})
    assert frames._scan_done(bytearray(tests + genuine), 0, done) == (len(tests + genuine), True)
    forged = frame({"type": "done", "nonce": "wrong"})
    assert frames._scan_done(bytearray(tests + forged), 0, done)[1] is False
    # A partial frame waits for more bytes; garbage stops the scan without a verdict.
    assert frames._scan_done(bytearray(tests + genuine[:-1]), 0, done) == (len(tests), False)
    assert frames._scan_done(bytearray(b"junk" + genuine), 0, done)[1] is False


def test_frame_encoder_writes_plain_json_and_marks_unexpected_values():
    enc = frames._encoder()
    frame = {"type": "test", "id": "t\u00e9\n", "ok": True, "none": None, "n": -3,
             "s": 0.25, "odd": object()}
    text = enc(frame)
    assert text.isascii()
    assert json.loads(text) == {**frame, "odd": "<invalid>"}


def test_clean_dir_empties_deep_unreadable_trees_without_following_links(tmp_path):
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "keep").write_text("x")
    work = tmp_path / "work"
    work.mkdir()
    fd = os.open(work, os.O_RDONLY)
    for _ in range(2500):  # deeper than recursion (or PATH_MAX) allows
        os.mkdir("d", dir_fd=fd)
        inner = os.open("d", os.O_RDONLY, dir_fd=fd)
        os.close(fd)
        fd = inner
    os.close(fd)
    (work / "a").mkdir()
    (work / "a" / "f").write_text("")
    os.chmod(work / "a", 0)
    os.symlink(outside, work / "link")
    removed, empty = cleanup._clean_dir(str(work))
    assert (removed, empty) == (3, True)
    assert os.listdir(work) == [] and (outside / "keep").read_text() == "x"


def test_compile_candidate_gives_a_reason_for_every_pathological_source():
    # Compiled in the server (under 64 KB): it must answer fast, with a message, never crash.
    sources = ["x = " + "1+" * 30000 + "1\n", "f = " + "lambda: " * 5000 + "0\n",
               "x = " + "-" * 60000 + "1\n", "x = " + "[" * 5000 + "]" * 5000 + "\n"]
    for source in sources:
        code, error, _ = compile_tests.compile_candidate(source)
        assert code is None and error.startswith("the code does not compile: ")
        assert len(error) > len("the code does not compile: ") + 5, error




def test_a_jobs_processes_set_signal_handlers_without_the_enum_wrapper():
    # signal.signal converts its answer to an enum: in a freshly forked process that code
    # costs copied pages (half a millisecond per job); _signal.signal is the same call in C.
    import inspect

    for fn in (candidate._candidate, examiner._examine_run):
        source = inspect.getsource(fn).replace("_signal.signal(", "")
        assert "signal.signal(" not in source, fn.__name__
