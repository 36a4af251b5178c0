"""Whose fault: bytes the candidate writes never make a machine fault (issue 21, item 3).

A ``sandbox_error`` is retried and then leaves the turn out of every metric, so a failing
model that could cause one would remove its failures from IA/CA/IFR. The rule: a fault is
the machine's only when it provably happened outside the candidate's reach (before its
process got the code); whatever arises from its bytes is its verdict. These tests throw
random and structured garbage at every Python-side decoder of candidate bytes (the examiner's
wire decoding, on its own and through a real sandbox; the host's frame reader) and assert the
status is never a machine fault.
"""

from __future__ import annotations

import base64
import json
import os
import random
import threading

import pytest

from codeloop.envs.sandbox import Job, TestCase
from codeloop.envs.sandbox.base import JOB_PROTOCOL_ERROR, JOB_SANDBOX_ERROR
from codeloop.envs.sandbox.harness import MAGIC
from codeloop.envs.sandbox.protocol import result_from_frames
from codeloop.envs.sandbox.wire import (
    CALL_MAGIC,
    CallTimeout,
    Peer,
    PeerLost,
    ProtocolError,
)
from codeloop.envs.sandbox.wire_proxies import _Ref
from tests.envs.sandbox.conftest import build

#: What the examiner may raise on candidate bytes (a protocol error, a lost or late process).
CHANNEL_FAULTS = (ProtocolError, PeerLost, CallTimeout)

#: Tags of the wire format, so that the structured garbage reaches deep into the decoders.
TAGS = ["@", "A", "R", "H", "X", "Y", "b", "B", "c", "t", "T", "d", "D", "L", "S", "F",
        "i", "r", "s", "z", "q", "e", "f", "o", "g", "m", "?", ""]


def _garbage_value(rng: random.Random, depth: int = 0):
    """A random JSON value shaped like the wire's values (tags, node lists, handles)."""
    roll = rng.random()
    if depth > 4 or roll < 0.3:
        return rng.choice([None, True, False, 0, -1, 1 << 70, 1.5, float("inf"), "", "x",
                           "\ud800", "abs", [], {}])
    if roll < 0.6:
        return {rng.choice(TAGS): _garbage_value(rng, depth + 1)}
    if roll < 0.85:
        return [_garbage_value(rng, depth + 1) for _ in range(rng.randrange(0, 7))]
    return {rng.choice(TAGS): [rng.randrange(-2, 5), rng.choice(["c", "f", "o", "g", "m", "?"]),
                               _garbage_value(rng, depth + 1)]}


def _garbage_nodes(rng: random.Random):
    return [[rng.choice(["L", "D", "S", "T", "F", "?"]),
             [_garbage_value(rng, 2) for _ in range(rng.randrange(0, 5))]]
            for _ in range(rng.randrange(0, 5))]


def _message(body: bytes) -> bytes:
    return CALL_MAGIC + len(body).to_bytes(4, "big") + body


def _garbage_messages(rng: random.Random, kind: str) -> bytes:
    """One hostile write on the call channel: raw bytes, or a message of a twisted shape."""
    roll = rng.random()
    if roll < 0.15:
        return bytes(rng.randrange(256) for _ in range(rng.randrange(1, 40)))
    if roll < 0.25:
        return _message(bytes(rng.randrange(256) for _ in range(rng.randrange(0, 40))))
    if kind == "s":
        names = [rng.choice(["f", "abs", "x", 1, None]) for _ in range(rng.randrange(0, 3))]
        msg = ["s", rng.choice([True, False, 1, None]), rng.choice(["", "m", 3]),
               rng.choice([[names, [_garbage_value(rng) for _ in names]], [names], {}, "x"]),
               rng.choice(["", "out\ud800", 7]), _garbage_nodes(rng)]
    else:
        msg = [rng.choice(["r", "e", "t", "q", "z"]), rng.choice([1, 2, "1", None]),
               _garbage_value(rng), rng.choice(["", "\udfff", 5]), _garbage_nodes(rng),
               rng.choice([[], [[0, [1, 2]]], [[{"A": 0}, []]], "x", [[5, [[1], 2]]]])]
        if rng.random() < 0.2:
            msg = msg[:rng.randrange(0, 6)]
    if rng.random() < 0.1:
        return _message(json.dumps(msg).encode()[: rng.randrange(1, 30)])
    return _message(json.dumps(msg).encode())


#: Setup messages of a valid outer shape whose insides raise in a naive decoder: a dict
#: keyed by a list, a set of lists, a write-back into nothing, text that cannot be encoded.
TWISTED_SETUPS = [
    ["s", True, "", [["f"], [{"@": 0}]], "", [["D", [{"@": 1}, 1]], ["L", []]]],
    ["s", True, "", [["f"], [{"@": 0}]], "", [["S", [{"@": 1}]], ["L", []]]],
    ["s", True, "", [["f"], [{"@": 0}]], "", [["F", [{"@": 1}]], ["D", []]]],
    ["s", True, "", [["f"], [{"@": 0}]], "printed \ud800 text", [["L", []]]],
    ["s", False, "failed \udfff", [[], []], "", []],
]


def _examiner_peer():
    """An examiner-side Peer and the descriptor the candidate would write its replies to."""
    rep_r, rep_w = os.pipe()
    req_r, req_w = os.pipe()
    # The requests the examiner sends are drained, so that it never blocks on a full pipe.
    def drain():
        while os.read(req_r, 65536):
            pass
        os.close(req_r)

    threading.Thread(target=drain, daemon=True).start()
    return Peer(rep_r, req_w, examiner=True), rep_w, (rep_r, req_w)


@pytest.mark.parametrize("seed", range(4))
def test_the_examiners_setup_decoding_raises_only_channel_faults(seed):
    rng = random.Random(seed)
    blobs = [_message(json.dumps(m).encode()) for m in TWISTED_SETUPS]
    blobs += [_garbage_messages(rng, "s") for _ in range(300)]
    for blob in blobs:
        peer, w, fds = _examiner_peer()
        os.write(w, blob)
        os.close(w)
        try:
            msg = peer.recv(deadline=float("inf"))
            if len(msg) == 6 and type(msg[3]) is list and len(msg[3]) == 2:
                peer.unpack(msg[3][1], msg[5])
        except CHANNEL_FAULTS:
            pass
        finally:
            for fd in fds:
                os.close(fd)


@pytest.mark.parametrize("seed", range(4))
def test_a_garbage_reply_to_a_call_raises_a_channel_fault_or_an_answer(seed):
    rng = random.Random(1000 + seed)
    for _ in range(300):
        peer, w, fds = _examiner_peer()
        os.write(w, _garbage_messages(rng, "r"))
        os.close(w)
        try:
            peer.request("call", _Ref(0), [], {})
        except CHANNEL_FAULTS:
            pass
        except BaseException as exc:  # noqa: BLE001
            # A decoded exception is the code's answer (an "e" reply): it must be exactly that,
            # never an error of the decoder.
            assert getattr(exc, "__codeloop_where__", None) is not None, repr(exc)
        finally:
            for fd in fds:
                os.close(fd)


def test_once_broken_every_later_call_fails_the_same_way():
    peer, w, fds = _examiner_peer()
    os.write(w, b"not a message at all")
    with pytest.raises(ProtocolError):
        peer.request("call", _Ref(0), [], {})
    with pytest.raises(ProtocolError):  # a test that ate the first cannot go on
        peer.request("call", _Ref(0), [], {})
    os.close(w)
    for fd in fds:
        os.close(fd)


def _frames(nonce: str, *payloads: dict) -> bytes:
    out = b""
    for p in payloads:
        data = json.dumps({**p, "nonce": nonce}).encode()
        out += MAGIC + len(data).to_bytes(4, "big") + data
    return out


@pytest.mark.parametrize("seed", range(4))
def test_the_hosts_frame_reader_never_makes_a_machine_fault_of_garbage(seed):
    rng = random.Random(2000 + seed)
    job = Job(code="x = 1", tests=(TestCase("t0", "pass"), TestCase("t1", "pass")))
    nonce = "n" * 32
    genuine = _frames(nonce, {"type": "setup", "ok": True},
                      {"type": "test", "id": "t0", "status": "passed", "message": "",
                       "duration_s": 0.1}, {"type": "done"})
    for _ in range(500):
        roll = rng.random()
        if roll < 0.3:
            data = bytes(rng.randrange(256) for _ in range(rng.randrange(0, 80)))
        elif roll < 0.6:  # a genuine stream, cut or with bytes flipped
            data = bytearray(genuine[: rng.randrange(len(genuine) + 1)])
            for _ in range(rng.randrange(0, 4)):
                if data:
                    data[rng.randrange(len(data))] = rng.randrange(256)
            data = bytes(data)
        else:  # frames without the nonce, of every shape
            data = _frames(rng.choice(["", "x", nonce[:-1]]),
                           {"type": rng.choice(["test", "setup", "harness_error", "done"]),
                            "id": _garbage_value(rng), "status": _garbage_value(rng)})
        result = result_from_frames(job, data, nonce, timed_out=rng.random() < 0.2,
                                    exit_note="exited", stdout="", stderr="",
                                    duration_s=0.0, backend="fuzz")
        assert result.status != JOB_SANDBOX_ERROR, (data, result.message)


def test_a_judge_failure_after_the_code_ran_is_the_codes_verdict():
    job = Job(code="x = 1", tests=(TestCase("t0", "pass"),))
    nonce = "n" * 32
    after = _frames(nonce, {"type": "harness_error", "message": "KeyError", "after_code": True},
                    {"type": "done"})
    unsaid = _frames(nonce, {"type": "harness_error", "message": "KeyError"}, {"type": "done"})
    before = _frames(nonce, {"type": "harness_error", "message": "no fork",
                             "after_code": False}, {"type": "done"})
    kw = {"timed_out": False, "exit_note": "", "stdout": "", "stderr": "", "duration_s": 0.0,
          "backend": "t"}
    assert result_from_frames(job, after, nonce, **kw).status == JOB_PROTOCOL_ERROR
    assert result_from_frames(job, unsaid, nonce, **kw).status == JOB_PROTOCOL_ERROR
    assert result_from_frames(job, before, nonce, **kw).status == JOB_SANDBOX_ERROR


# -- through a real sandbox: the candidate writes the garbage itself ---------------------------


def _writer(blob: bytes, when: str) -> str:
    """Candidate code that writes ``blob`` on its reply channel at import or in a call."""
    write = f"os.write(4, base64.b64decode({base64.b64encode(blob).decode()!r}))"
    if when == "import":
        return f"import base64, os\n{write}\nos._exit(0)\n"
    return (f"import base64, os\ndef f(x):\n    {write}\n    os._exit(0)\n")


@pytest.fixture(scope="module", params=["bwrap", "unshare"])
def real(request):
    sandbox = build(request.param)
    yield sandbox
    sandbox.close()


def test_garbage_from_the_candidates_process_is_never_a_machine_fault(real):
    rng = random.Random(7)
    tests = (TestCase("t0", "assert f(1) == 2"),
             TestCase("t1", "try:\n    f(2)\nexcept BaseException:\n    pass\nassert f(5) == 6\n"))
    seen = set()
    blobs = [(_message(json.dumps(m).encode()), "import") for m in TWISTED_SETUPS]
    for i in range(40):
        when = "import" if i % 2 else "call"
        blobs.append((_garbage_messages(rng, "s" if when == "import" else "r"), when))
    for blob, when in blobs:
        result = real.run(Job(code=_writer(blob, when), tests=tests))
        assert not result.machine_fault, (blob, result.message)
        assert not any(o.passed for o in result.outcomes), (blob, result.outcomes)
        seen.add(result.status)
    assert JOB_SANDBOX_ERROR not in seen
