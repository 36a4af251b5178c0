"""Fault attribution in the language sandboxes: nothing the candidate writes is a machine fault.

Rule (issue 21, item 3): a job is the machine's fault (``sandbox_error``, the turn errored and
left out of the metrics) only when it provably happened outside the candidate's reach. So
random and structured garbage on the result channel (extra frames, bad nonces, truncated
frames, huge lines, invalid UTF-8, wrong shapes) must give the candidate a verdict: it goes
through the real server code (:mod:`codeloop.envs.sandbox.languages.server`, each payload
written by a real program in a job namespace of its own) and the host's decoder and judge.
Forks: run under ``bash .ci/capped.sh``.
"""

from __future__ import annotations

import os
import random
import sys
import time

import pytest

from codeloop.envs.sandbox.base import (
    JOB_CRASHED,
    JOB_SANDBOX_ERROR,
    Job,
    Limits,
    TestCase,
)
from codeloop.envs.sandbox.languages import server as lang_server
from codeloop.envs.sandbox.languages.expected import stream_of
from codeloop.envs.sandbox.languages.sandbox import MALFORMED, decode_reply
from codeloop.envs.sandbox.languages.streams import compare_streams

N_TESTS = 3
#: Writes the payload file to descriptor 3, with every ``@NONCE@`` replaced by the nonce the
#: server handed over on descriptor 4, then exits.
WRITER = ("import os, sys\n"
          "nonce = os.read(4, 100).strip()\n"
          "data = open(sys.argv[1], 'rb').read().replace(b'@NONCE@', nonce)\n"
          "for k in range(0, len(data), 1 << 16):\n"
          "    os.write(3, data[k:k + (1 << 16)])\n")


def _frame(index, status="passed", message=b"", nonce=b"@NONCE@"):
    return b"CLR1 " + nonce + b" " + str(index).encode() + b" " + status.encode() + b" " \
        + message.hex().encode() + b"\n"


def _observe(index, site, value, nonce=b"@NONCE@"):
    return (b"CLO1 " + nonce + b" " + str(index).encode() + b" " + str(site).encode() + b" "
            + value.hex().encode() + b"\n")


def _structured() -> dict[str, bytes]:
    right = b"".join(_observe(k, 0, b"3") + _frame(k) for k in range(N_TESTS))
    return {
        "right": right,
        "extra_frames": right + b"".join(_frame(k) for k in range(N_TESTS, N_TESTS + 40)),
        "extra_frames_one_write": right + _frame(N_TESTS) * 1000,
        "frame_far_past_the_end": _frame(10 ** 30),
        "negative_index": _frame(-1),
        "bad_nonce": _frame(0, nonce=b"0" * 32),
        "empty_nonce": _frame(0, nonce=b""),
        "truncated_frame": _frame(0)[:-7],
        "truncated_after_one": _frame(0) + _frame(1)[:9],
        "huge_line": b"x" * (3 << 20),
        "huge_frame_message": _frame(0, message=b"m" * (1 << 20)),
        "invalid_utf8_message": _frame(0, "failed", b"\xff\xfe\xc3(\xed\xa0\x80"),
        "invalid_utf8_raw": b"CLR1 @NONCE@ 0 failed \xff\xfe\n",
        "not_hex_message": b"CLR1 @NONCE@ 0 failed zz\n",
        "unknown_status": b"CLR1 @NONCE@ 0 sandbox_error \n",
        "setup_frame": b"CLR1 @NONCE@ 0 setup " + b"boom".hex().encode() + b"\n",
        "json_shapes": b'{"type": "result", "status": "sandbox_error", "outcomes": 7}\n'
                       b'[1, 2, 3]\nnull\n"x"\n',
        "observation_huge_site": _observe(0, 10 ** 40, b"3") + _frame(0),
        "observation_negative_site": _observe(0, -5, b"3") + _frame(0),
        "observation_bad_hex": b"CLO1 @NONCE@ 0 0 xyz\n",
        "observation_wrong_index": _observe(2, 0, b"3"),
        "observation_flood": _observe(0, 0, b"3") * 5000 + _frame(0),
        "nul_bytes": b"\0" * 1000 + b"\n" + _frame(0).replace(b" ", b"\0"),
        "only_newlines": b"\n" * 100000,
        "nothing": b"",
    }


def _random(rng: random.Random, k: int) -> bytes:
    pieces = [_frame(rng.randrange(-2, 8), rng.choice(["passed", "failed", "error", "x"]),
                     rng.randbytes(rng.randrange(20))),
              _observe(rng.randrange(-2, 8), rng.randrange(-3, 3), rng.randbytes(5)),
              rng.randbytes(rng.randrange(1, 3000)), b"\n", b"CLR1 ", b"@NONCE@", b"CLO1 "]
    out = b"".join(rng.choice(pieces) for _ in range(rng.randrange(1, 30)))
    if k % 3 == 0:  # cut anywhere
        out = out[:rng.randrange(len(out) + 1)]
    return out


PAYLOADS = {**_structured(), **{f"random_{k}": _random(random.Random(k), k) for k in range(40)}}


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    if os.environ.get("CODELOOP_CAPPED") is None:
        if os.environ.get("CODELOOP_REQUIRE_TOOLCHAINS"):  # CI must run it
            pytest.fail("forks jobs: run under bash .ci/capped.sh")
        pytest.skip("forks jobs: run under bash .ci/capped.sh")
    root = tmp_path_factory.mktemp("lang-server")
    work = root / "work"
    (work / "run").mkdir(parents=True)
    (root / "cache").mkdir()
    config = {"cache": str(root / "cache"), "workdir": str(work), "clean_dirs": [],
              "job_uid": None, "compile_uid": None, "env": {"PATH": os.environ["PATH"]}}
    srv = lang_server.Server(config)
    srv.probe_namespaces()  # a machine where jobs cannot be contained runs none
    return srv, root


def _server_job(payload_path: str) -> dict:
    return {"run": [sys.executable, "-I", "-S", "-c", WRITER, payload_path],
            "test_ids": [f"t{k}" for k in range(N_TESTS)], "timeout_s": 10.0,
            "test_timeout_s": 3.0, "wall_factor": 4.0, "memory_mb": 512, "data_extra_mb": 0,
            "startup_s": 1.0, "max_open_files": 64, "max_file_size_mb": 1,
            "max_processes": 16, "max_output_bytes": 4096}


def _reply(srv, job: dict) -> dict:
    """What the server's job loop sends for the test program's run (without its cleanup,
    which on this host would signal every process it may)."""
    clock = lang_server.Clock(job["timeout_s"], job["wall_factor"])
    outcomes, status, message, out, err, restarts = srv.run_tests(job, "ab" * 16, clock)
    return {"type": "result", "outcomes": lang_server.outcome_rows(job, outcomes),
            "status": status, "message": message, "restarts": restarts,
            "stdout": bytes(out).decode("utf-8", "replace"),
            "stderr": bytes(err).decode("utf-8", "replace")}


@pytest.mark.parametrize("name", sorted(PAYLOADS))
def test_garbage_on_the_result_channel_is_never_a_machine_fault(server, name):
    from codeloop.envs.sandbox.languages.probes import derive_probe

    srv, root = server
    path = root / f"{name}.bin"
    path.write_bytes(PAYLOADS[name])
    job = _server_job(str(path))
    reply = _reply(srv, job)
    # The nonce the writer used is the one the server handed over: "right" is a full pass.
    assert reply["status"] != JOB_SANDBOX_ERROR, reply
    host_job = Job(code="", tests=tuple(TestCase(t, "CHECK_EQ(add(1, 2), 3);")
                                        for t in job["test_ids"]), limits=Limits())
    result, _ = decode_reply(reply, host_job, "fuzz", time.perf_counter())
    assert not result.machine_fault, (name, result.status, result.message)
    assert result.message != MALFORMED, (name, reply)
    probe = derive_probe("cpp", "CHECK_EQ(add(1, 2), 3);")
    observed = result.extra["observed"]
    for outcome in result.outcomes:
        judged = compare_streams(outcome.id, probe, outcome.status, outcome.message,
                            outcome.duration_s, stream_of(observed.get(outcome.id, [])),
                            ((0, "3"),))
        assert judged.status in ("passed", "failed", "error", "timeout", "not_run")
    seen = ([(o.status, o.message) for o in result.outcomes], reply["stderr"][-800:])
    if name == "right":
        assert [o.status for o in result.outcomes] == ["passed"] * N_TESTS, seen
    elif name.startswith("extra_frames") or name == "frame_far_past_the_end":
        assert result.status in ("protocol_error", JOB_CRASHED), seen


def test_the_server_never_reports_a_test_the_job_does_not_have():
    job = {"test_ids": ["a", "b"]}
    outcomes = {k: {"status": "passed", "message": "", "duration_s": 0.0} for k in range(-1, 9)}
    assert [row[0] for row in lang_server.outcome_rows(job, outcomes)] == ["a", "b"]


SHAPES = [None, 7, "x", [], {}, {"status": "ok"}, {"status": "ok", "outcomes": 3},
          {"status": "ok", "outcomes": [[1, 2]]}, {"status": "ok", "outcomes": [["t0"]]},
          {"status": "ok", "outcomes": [["t0", "passed", "", "NaN"]]},
          {"status": "ok", "outcomes": [["zz", "passed", "", 0.1, []]]},
          {"status": "ok", "outcomes": [["t0", "hacked", "", 0.1, []]]},
          {"status": "ok", "outcomes": [["t0", "passed", "", 0.1, [[1, 2, 3], "x", [None, 1]]]]},
          {"status": "weird", "outcomes": []},
          {"status": "ok", "outcomes": [], "strays": "many", "leftovers": [], "survivors": None,
           "phases_ms": 5, "stdout": 3, "stderr": None, "message": ["x"]},
          {"status": "ok", "outcomes": [["t0", "passed", "", 1e309, []]]}]


@pytest.mark.parametrize("reply", SHAPES, ids=[str(i) for i in range(len(SHAPES))])
def test_the_host_decodes_any_reply_without_raising_or_blaming_the_machine(reply):
    job = Job(code="", tests=(TestCase("t0", "x"), TestCase("t1", "y")), limits=Limits())
    result, healthy = decode_reply(reply, job, "fuzz", time.perf_counter())
    assert not result.machine_fault
    assert {o.id for o in result.outcomes} == {"t0", "t1"}
    assert result.status != "ok"  # none reports every test: the job did not complete


def test_a_job_starts_whatever_the_server_holds_open(server):
    # The waiter used to keep every descriptor of its parent open until the program's exec,
    # so below the job's RLIMIT_NOFILE it had none left to open its uid map: a server (or
    # this test process) holding many descriptors could start no job (EMFILE, a machine
    # fault).
    srv, root = server
    path = root / "right-many-fds.bin"
    path.write_bytes(PAYLOADS["right"])
    held = [os.open(os.devnull, os.O_RDONLY) for _ in range(300)]
    try:
        reply = _reply(srv, _server_job(str(path)))
    finally:
        for fd in held:
            os.close(fd)
    assert [row[1] for row in reply["outcomes"]] == ["passed"] * N_TESTS, reply["stderr"]
