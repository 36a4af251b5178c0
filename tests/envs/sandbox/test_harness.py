"""Unit tests of the in-sandbox harness pieces that run without a sandbox."""

from __future__ import annotations

import builtins
import json
import os

import pytest

from codeloop.envs.sandbox import harness
from codeloop.envs.sandbox.protocol import FrameError, decode_frames


def _sealed():
    eq, h = harness._sealed()
    return eq, h, h[5]


def test_strict_eq_rejects_rigged_objects():
    class Yes:
        def __eq__(self, other):
            return True

    class Int(int):
        def __eq__(self, other):
            return True

    assert harness.strict_eq([1, {"a": (2, 3)}], [1, {"a": (2, 3)}])
    assert not harness.strict_eq(Yes(), 3)
    assert not harness.strict_eq(3, Yes())
    assert not harness.strict_eq(Int(0), 3)
    assert not harness.strict_eq([Yes()], [3])


def test_sealed_eq_ignores_metaclass_eq_and_logs_operands():
    eq, h, log = _sealed()

    class Meta(type):
        def __eq__(cls, other):
            return True

        __hash__ = type.__hash__

    class Fake(metaclass=Meta):
        def __eq__(self, other):
            return True

        __hash__ = object.__hash__

    assert eq((1, [2.0]), (1, [2.0]), h)
    assert not eq(Fake(), 3, h)
    assert log[-1][1] == 3


def test_sealed_eq_checks_nested_and_large_containers():
    eq, h, _ = _sealed()

    class Yes:
        def __eq__(self, other):
            return True

        def __hash__(self):
            return 1

    big = list(range(100000))
    assert eq(big, list(big), h)
    assert not eq(big[:-1] + [Yes()], big, h)
    assert eq({"a": [1, (2, 3)], 4: {5}}, {"a": [1, (2, 3)], 4: {5}}, h)
    assert not eq({"a": [1, (2, Yes())]}, {"a": [1, (2, 3)]}, h)
    assert not eq({Yes(): 1}, {1: 1}, h)


def test_sealed_eq_uses_no_globals():
    exposed = harness._exposed()
    eq, h = exposed["sealed_eq"], harness._sealed()[1][:4] + (exposed["sealed_plain"],) + \
        harness._sealed()[1][5:]
    # Clearing the globals of the exposed helpers must not change what they compute.
    eq.__globals__.clear()
    assert eq([1, 2], [1, 2], h)
    assert not eq([1, 2], [1, 3], h)


def test_compile_test_folds_builtins_and_seals_asserts():
    eq, h, _ = _sealed()
    code, folded = harness.compile_test("assert len(x) == 3", "<t>", True, set(), "TAG", (eq, h))
    assert folded == {"len"}  # only what the test uses
    consts = code.co_consts
    assert builtins.len in consts and eq in consts and h in consts
    namespace = {"x": [1, 2, 3], "__builtins__": {"len": lambda v: 99}}
    exec(code, namespace)  # the rigged len in the namespace is not used
    with pytest.raises(AssertionError):
        exec(code, {"x": [], "__builtins__": {"len": lambda v: 3}})


def test_compile_test_keeps_builtin_names_the_test_binds_itself():
    eq, h, _ = _sealed()
    # Bound by a match capture, a parameter and an import alias: plain names, not builtins.
    src = ("match 5:\n    case len:\n        pass\nassert len == 5\n"
           "def f(sum):\n    return sum\nassert f(3) == 3\n"
           "from math import floor as min\nassert min(2.5) == 2\n")
    code, folded = harness.compile_test(src, "<t>", True, set(), "TAG", (eq, h))
    assert folded == set()
    exec(code, {"__builtins__": builtins})


def test_compile_test_keeps_names_the_module_shadows():
    eq, h, _ = _sealed()
    code, _ = harness.compile_test("assert sum(1) == 5", "<t>", True, {"sum"}, "TAG", (eq, h))
    exec(code, {"sum": lambda v: 5})


def test_compile_test_keeps_zero_argument_super_and_builtin_tuples():
    eq, h, _ = _sealed()
    src = ("class L(list):\n    def pop(self, *a):\n        return super().pop(*a)\n"
           "assert L([1, 2]).pop() == 2\n"
           "kinds = (int, str)\nassert isinstance(1, kinds) and 2.0.__class__ in {float}\n")
    exec(harness.compile_test(src, "<t>", True, set(), "TAG", (eq, h))[0],
         {"__builtins__": builtins})


def test_compile_test_calls_test_functions_once_each():
    eq, h, _ = _sealed()
    src = "calls = []\ndef test_a():\n    calls.append('a')\ndef test_b():\n    calls.append('b')\n"
    ns: dict = {}
    exec(harness.compile_test(src, "<t>", True, set(), "TAG", (eq, h))[0], ns)
    assert ns["calls"] == ["a", "b"]


def test_boot_generator_is_suspended_only_after_a_normal_return():
    harness._self_check()
    ok = harness._boot_function(compile("y = 2", "<t>", "exec"))
    ns: dict = {}
    gen = ok(ns)
    assert gen.gi_suspended is False  # not started
    next(gen)
    assert gen.gi_suspended is True and ns["y"] == 2
    bad = harness._boot_function(compile("raise SystemExit(0)", "<t>", "exec"))({})
    with pytest.raises(SystemExit):
        next(bad)
    assert bad.gi_suspended is False


def test_boot_generator_cannot_be_redirected():
    # What it runs is a constant of its code: globals, builtins and defaults do not matter.
    boot = harness._boot_function(compile("assert False", "<t>", "exec"))
    boot.__globals__["__EXEC__"] = lambda *a: None
    boot.__globals__["__TARGET__"] = compile("pass", "<t>", "exec")
    gen = boot({})
    with pytest.raises(AssertionError):
        next(gen)
    assert not gen.gi_suspended


def test_frames_need_the_nonce():
    frame = b'{"type": "done", "nonce": "right"}'
    good = harness.MAGIC + len(frame).to_bytes(4, "big") + frame
    assert decode_frames(good, "right")[0]["type"] == "done"
    with pytest.raises(FrameError):
        decode_frames(good, "wrong")
    with pytest.raises(FrameError):
        decode_frames(b"garbage" + good, "right")


def test_boot_functions_share_the_relinked_code_but_not_their_targets():
    # The relinked body is cached per server; each boot function must still run its own target.
    one = harness._boot_function(compile("v = 1", "<t>", "exec"))
    two = harness._boot_function(compile("v = 2", "<t>", "exec"))
    first, second = {}, {}
    next(one(first))
    next(two(second))
    assert (first["v"], second["v"]) == (1, 2)
    assert one.__code__.co_code == two.__code__.co_code


def test_scan_done_matches_the_reporter_done_frame_only():
    enc = harness._encoder()

    def frame(payload: dict) -> bytes:
        data = enc(payload).encode()
        return harness.MAGIC + len(data).to_bytes(4, "big") + data

    done = harness._done_frame("right")
    tests = frame({"type": "test", "id": "a", "status": "passed", "nonce": "right"})
    genuine = frame({"type": "done", "nonce": "right"})
    assert harness._scan_done(bytearray(tests + genuine), 0, done) == (len(tests + genuine), True)
    forged = frame({"type": "done", "nonce": "wrong"})
    assert harness._scan_done(bytearray(tests + forged), 0, done)[1] is False
    # A partial frame waits for more bytes; garbage stops the scan without a verdict.
    assert harness._scan_done(bytearray(tests + genuine[:-1]), 0, done) == (len(tests), False)
    assert harness._scan_done(bytearray(b"junk" + genuine), 0, done)[1] is False


def test_frame_encoder_writes_plain_json_and_marks_unexpected_values():
    enc = harness._encoder()
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
    removed, empty = harness._clean_dir(str(work))
    assert (removed, empty) == (3, True)
    assert os.listdir(work) == [] and (outside / "keep").read_text() == "x"


def test_compile_candidate_gives_a_reason_for_every_pathological_source():
    # Compiled in the server (under 64 KB): it must answer fast, with a message, never crash.
    sources = ["x = " + "1+" * 30000 + "1\n", "f = " + "lambda: " * 5000 + "0\n",
               "x = " + "-" * 60000 + "1\n", "x = " + "[" * 5000 + "]" * 5000 + "\n"]
    for source in sources:
        code, _, error, _ = harness.compile_candidate(source)
        assert code is None and error.startswith("the code does not compile: ")
        assert len(error) > len("the code does not compile: ") + 5, error


def test_compile_test_folds_what_the_test_reads_from_stdlib_modules_it_imports():
    import math
    import os.path

    eq, h, _ = _sealed()
    src = ("import math, os\nfrom math import isclose as close\n"
           "assert math.isclose(1.0, 1.0) and close(2.0, 2.0)\n"
           "assert os.path.join('a', 'b') == 'a/b'\n")
    code, _ = harness.compile_test(src, "<t>", True, set(), "TAG", (eq, h))
    consts = set()
    todo = [code]
    while todo:
        co = todo.pop()
        consts.update(id(c) for c in co.co_consts)
        todo += [c for c in co.co_consts if hasattr(c, "co_consts")]
    assert {id(math.isclose), id(os.path.join)} <= consts
    real = (math.isclose, os.path.join)
    try:  # what candidate code would do: the folded test does not see it
        math.isclose, os.path.join = (lambda *a, **k: False), (lambda *a: "")
        exec(code, {"__builtins__": builtins})
    finally:
        math.isclose, os.path.join = real


def test_compile_test_leaves_module_names_the_test_also_binds_otherwise():
    import math

    eq, h, _ = _sealed()
    src = "import math\ndef f(math):\n    return math.floor\nassert f(math) is math.floor\n"
    code, _ = harness.compile_test(src, "<t>", True, set(), "TAG", (eq, h))
    assert all(c is not math.floor for c in code.co_consts)
    exec(code, {"__builtins__": builtins})
