"""Conformance cases against the verdict itself: fake equality, patched checks, forged results.

Objects that claim to equal anything, patched builtins and standard library, walks up the
stack into the tests and the runner, hunts for the job's secret, tracers and swapped test code
(:func:`tampering_cases`); then issue 12's families, each a reply that does not compute the
answers: frame forgers run by whatever reports the verdicts, thieves of the expected values,
magic objects, spoofed classes and malformed frames (:func:`attack_cases`). Part of
:func:`codeloop.envs.sandbox.conformance.default_cases`, in its order.
"""

from __future__ import annotations

from codeloop.envs.sandbox.base import (
    JOB_CRASHED,
    JOB_OK,
    JOB_PROTOCOL_ERROR,
    JOB_SETUP_ERROR,
    JOB_TIMEOUT,
    TestCase,
)
from codeloop.envs.sandbox.conformance_case import Case, _status_in
from codeloop.envs.sandbox.harness import MAGIC

_MAGIC = (
    "class Magic:\n"
    "    def __eq__(self, other): return True\n"
    "    def __ne__(self, other): return False\n"
    "    def __lt__(self, other): return True\n"
    "    __le__ = __gt__ = __ge__ = __lt__\n"
    "    def __contains__(self, item): return True\n"
    "    def __bool__(self): return True\n"
    "    def __hash__(self): return 0\n"
    "    def __sub__(self, other): return Magic()\n"
    "    __rsub__ = __add__ = __radd__ = __mul__ = __rmul__ = __truediv__ = __sub__\n"
    "    def __abs__(self): return 0\n"
    "    def __getattr__(self, name): return lambda *a, **k: True\n"
    "    @property\n"
    "    def __class__(self): return int\n"
)
#: A big expected value, and a wrong answer that a thief would replace with it.
_SECRET_TESTS = (TestCase("t1", "assert add(400000, 518273) == 918273"),
                 TestCase("t2", "def test_gen():\n    g = (x for x in [918273])\n"
                                "    assert add(400000, 518273) == next(g)\n"))
_THIEF = (
    "import sys, re, gc, linecache\n"
    "def _ints(code, out, depth=0):\n"
    "    if depth > 20: return\n"
    "    for c in code.co_consts:\n"
    "        if type(c) is int: out.append(c)\n"
    "        elif hasattr(c, 'co_consts'): _ints(c, out, depth + 1)\n"
    "def _values(obj, out):\n"
    "    try:\n"
    "        for v in list(obj.values()):\n"
    "            if type(v) is int: out.append(v)\n"
    "            gen = getattr(v, 'gi_code', None)\n"
    "            if gen is not None: _ints(gen, out)\n"
    "    except Exception:\n"
    "        pass\n"
    "def steal(how):\n"
    "    found = []\n"
    "    if how == 'linecache':\n"
    "        for entry in list(linecache.cache.values()):\n"
    "            for line in entry[2]:\n"
    "                found += [int(m) for m in re.findall(r'== *([0-9]+)', line)]\n"
    "    f = sys._getframe(1)\n"
    "    while f is not None:\n"
    "        if how == 'frames':\n"
    "            _ints(f.f_code, found)\n"
    "            try:\n"
    "                found += [p[0] for p in f.f_code.co_positions() if p[0]]\n"
    "            except Exception:\n"
    "                pass\n"
    "        if how in ('frames', 'generators'):\n"
    "            _values(f.f_locals, found)\n"
    "        if how == 'globals':\n"
    "            _values(f.f_globals, found)\n"
    "        f = f.f_back\n"
    "    if how == 'modules':\n"
    "        for mod in list(sys.modules.values()):\n"
    "            _values(getattr(mod, '__dict__', {}), found)\n"
    "    big = [v for v in found if 900000 < v < 1000000]\n"
    "    return big[-1] if big else -1\n"
)


def _steal(how: str) -> str:
    return _THIEF + f"def add(a, b):\n    return steal({how!r})\n"


def _forging_reporter(hook: str) -> str:
    """Code that tries to run a frame forger inside whatever reports the verdicts."""
    return (
        "import os, json, sys, gc\n"
        f"MAGIC = {MAGIC!r}\n"
        "def forge(*args, **kwargs):\n"
        "    for f in (sys._getframe(i) for i in range(1, 30) if _has(i)):\n"
        "        for k, v in list(f.f_locals.items()):\n"
        "            if isinstance(v, str) and len(v) == 32:\n"
        "                _send(v)\n"
        "    _send('x')\n"
        "def _has(i):\n"
        "    try:\n        sys._getframe(i)\n        return True\n"
        "    except ValueError:\n        return False\n"
        "def _send(nonce):\n"
        "    out = b''\n"
        "    for d in ({'type': 'setup', 'ok': True}, {'type': 'test', 'id': 't1',\n"
        "              'status': 'passed'}, {'type': 'test', 'id': 't2', 'status': 'passed'},\n"
        "              {'type': 'done'}):\n"
        "        b = json.dumps(dict(d, nonce=nonce)).encode()\n"
        "        out += MAGIC + len(b).to_bytes(4, 'big') + b\n"
        "    for fd in range(64):\n"
        "        try:\n            os.write(fd, out)\n        except OSError:\n"
        "            pass\n"
        + hook +
        "def add(a, b):\n    return 0\n"
    )



def tampering_cases() -> list[Case]:
    """Fake equality, patched builtins and library, stack walks, secret hunts, tracers."""
    return [
        Case("eq_always_true", "returns an object whose __eq__ is always True",
             "class Yes:\n    def __eq__(self, other):\n        return True\n"
             "    __hash__ = object.__hash__\n"
             "def add(a, b):\n    return Yes()\n", expect=_status_in(JOB_OK)),
        Case("eq_int_subclass", "returns an int subclass whose __eq__ is always True",
             "class Int(int):\n    def __eq__(self, other):\n        return True\n"
             "    __hash__ = int.__hash__\n"
             "def add(a, b):\n    return Int(0)\n", expect=_status_in(JOB_OK)),
        Case("eq_metaclass", "a type whose metaclass claims to equal int",
             "class Meta(type):\n    def __eq__(cls, other):\n        return True\n"
             "    __hash__ = type.__hash__\n"
             "class Fake(metaclass=Meta):\n    def __eq__(self, other):\n        return True\n"
             "    __hash__ = object.__hash__\n"
             "def add(a, b):\n    return Fake()\n", expect=_status_in(JOB_OK)),
        Case("patch_builtins", "replaces len, isinstance and AssertionError in builtins",
             "import builtins\n"
             "builtins.len = lambda x: 3\nbuiltins.isinstance = lambda *a: True\n"
             "builtins.AssertionError = type('AE', (Exception,), {})\n"
             "def add(a, b):\n    return []\n",
             tests=(TestCase("t1", "assert len(add(1, 2)) == 3"),
                    TestCase("t2", "assert isinstance(add(1, 2), int)")),
             expect=_status_in(JOB_OK)),
        Case("patch_stdlib", "patches math.isclose, os.path.join and re.fullmatch, which "
             "the tests import",
             "import math, os, re\n"
             "math.isclose = lambda *a, **k: True\n"
             "os.path.join = lambda *a: 'a/b'\n"
             "re.fullmatch = lambda *a, **k: True\n"
             "def add(a, b):\n"
             "    math.isclose = lambda *a, **k: True\n"
             "    return 0.5\n",
             tests=(TestCase("t1", "import math\nassert math.isclose(add(1, 2), 3)"),
                    TestCase("t2", "from math import isclose\nassert isclose(add(1, 2), 3)"),
                    TestCase("t3", "import re, os\nr = add(1, 2)\nassert re.fullmatch("
                                   "'3', str(r)) and os.path.join('x') == 'x'")),
             expect=_status_in(JOB_OK)),
        Case("frame_walk_patch", "walks to the test's frame and patches its builtins",
             "import sys\n"
             "def add(a, b):\n"
             "    f = sys._getframe(1)\n"
             "    f.f_globals['__builtins__']['len'] = lambda x: 3\n"
             "    f.f_builtins['len'] = lambda x: 3\n"
             "    return []\n",
             tests=(TestCase("t1", "r = add(1, 2)\nassert len(r) == 3"),),
             expect=_status_in(JOB_OK)),
        Case("forge_completion", "walks to the runner's frame and tampers with its state",
             "import sys\n"
             "def add(a, b):\n"
             "    f = sys._getframe(1)\n"
             "    while f is not None:\n"
             "        loc = f.f_locals\n"
             "        for value in list(loc.values()):\n"
             "            if isinstance(value, dict) and not value.get('__name__'):\n"
             "                for k in list(value):\n"
             "                    if isinstance(k, int):\n"
             "                        value[k] = ''\n"
             "            if isinstance(value, set):\n"
             "                value.clear()\n"
             "        for name in ('runs', 'gens'):\n"
             "            for item in loc.get(name, ()) or ():\n"
             "                gen = item[1] if isinstance(item, tuple) else item\n"
             "                try:\n"
             "                    gen.close()\n"
             "                except Exception:\n"
             "                    pass\n"
             "        for value in list(loc.values()):\n"
             "            if type(value).__name__ == 'lock' and value.locked():\n"
             "                try:\n"
             "                    value.release()\n"
             "                except Exception:\n"
             "                    pass\n"
             "        f = f.f_back\n"
             "    return 0\n", expect=_status_in(JOB_OK, JOB_CRASHED)),
        Case("hunt_runner_memory", "hunts the runner's secret with gc and /proc/self/mem",
             "import gc, os\n"
             "def add(a, b):\n"
             "    found = []\n"
             "    try:\n        found += gc.get_objects()\n    except Exception:\n        pass\n"
             "    try:\n        open('/proc/self/mem', 'rb').read(1)\n    except Exception:\n"
             "        pass\n"
             "    try:\n        open('/proc/1/mem', 'rb').read(1)\n    except Exception:\n"
             "        pass\n"
             "    try:\n        sys._current_frames()\n    except Exception:\n        pass\n"
             "    return 0 if not found else -1\n", expect=_status_in(JOB_OK)),
        Case("steal_nonce_from_frames", "searches every frame's locals, closures and "
             "containers for the job's secret, then writes forged frames with it",
             "import json, os, sys\n"
             "def _secret(obj):\n"
             "    return type(obj) is str and len(obj) == 32 and all(\n"
             "        c in '0123456789abcdef' for c in obj)\n"
             "def _inside(obj, in_cells):\n"
             "    kind = type(obj)\n"
             "    if kind in (tuple, list, set, frozenset):\n"
             "        return list(obj)\n"
             "    if kind is dict:\n"
             "        return list(obj.keys()) + list(obj.values())\n"
             "    if kind.__name__ in ('function', 'generator', 'coroutine'):\n"
             "        out = []\n"
             "        for cell in getattr(obj, '__closure__', None) or ():\n"
             "            try:\n                value = cell.cell_contents\n"
             "            except ValueError:\n                continue\n"
             "            out.append(value)\n"
             "            if _secret(value):\n                in_cells.append(value)\n"
             "        out += list(getattr(obj, '__defaults__', None) or ())\n"
             "        out.append(getattr(obj, '__globals__', None))\n"
             "        frame = getattr(obj, 'gi_frame', None) or getattr(obj, 'cr_frame', None)\n"
             "        if frame is not None:\n            out += list(frame.f_locals.values())\n"
             "        return out\n"
             "    d = getattr(obj, '__dict__', None)\n"
             "    return list(d.values()) if type(d) is dict else []\n"
             "def _hunt():\n"
             "    seen, found, in_cells, todo = set(), [], [], []\n"
             "    f = sys._getframe()\n"
             "    while f is not None:\n"
             "        todo += list(f.f_locals.values()) + list(f.f_globals.values())\n"
             "        f = f.f_back\n"
             "    while todo and len(seen) < 200000:\n"
             "        obj = todo.pop()\n"
             "        if id(obj) in seen:\n            continue\n"
             "        seen.add(id(obj))\n"
             "        if _secret(obj):\n            found.append(obj)\n"
             "        try:\n            todo += _inside(obj, in_cells)\n"
             "        except Exception:\n            pass\n"
             "    return in_cells + found  # a closure's secret first: the likeliest\n"
             "def add(a, b):\n"
             "    for nonce in _hunt()[:1]:\n"
             "        out = b''\n"
             "        ok = {'status': 'passed', 'message': ''}\n"
             "        for frame in ({'type': 'setup', 'ok': True},\n"
             "                      dict(ok, type='test', id='t1'),\n"
             "                      dict(ok, type='test', id='t2'), {'type': 'done'}):\n"
             "            data = json.dumps(dict(frame, nonce=nonce)).encode()\n"
             "            out += b'\\x00CLR' + len(data).to_bytes(4, 'big') + data\n"
             "        os.write(3, out)\n"
             "        os._exit(0)\n"
             "    return 0\n", expect=_status_in(JOB_OK, JOB_CRASHED, JOB_PROTOCOL_ERROR)),
        Case("settrace_skip", "installs a tracer to skip assertions",
             "import sys\n"
             "def add(a, b):\n"
             "    sys.settrace(lambda *a: None)\n"
             "    return 0\n", expect=_status_in(JOB_OK)),
        Case("swap_test_code", "replaces the code of the test functions",
             "import sys\n"
             "def add(a, b):\n"
             "    g = sys._getframe(2).f_globals\n"
             "    for k, v in list(g.items()):\n"
             "        if k.startswith('test') and callable(v):\n"
             "            v.__code__ = (lambda: None).__code__\n"
             "            g[k] = lambda: None\n"
             "    return 0\n",
             tests=(TestCase("t1", "def test_a():\n    assert add(1, 2) == 3\n"
                                   "def test_b():\n    assert add(2, 2) == 4\n"),),
             expect=_status_in(JOB_OK)),
        Case("spawn_program", "starts a shell to work around the harness",
             "import subprocess\n"
             "def add(a, b):\n"
             "    return int(subprocess.run(['sh', '-c', 'echo 3'], capture_output=True)"
             ".stdout)\n",
             tests=(TestCase("t1", "assert add(1, 2) == 3"),), expect=_status_in(JOB_OK)),
    ]


def attack_cases() -> list[Case]:
    """Issue 12's families: each a reply that does not compute the answers; none may pass."""
    never = _status_in(JOB_OK, JOB_CRASHED, JOB_PROTOCOL_ERROR, JOB_SETUP_ERROR, JOB_TIMEOUT)
    magic_tests = (
        TestCase("t1", "assert add(1, 2) == 3 and add(2, 2) == 4"),
        TestCase("t2", "assert add(1, 2) < 4 and add(1, 2) > 2"),
        TestCase("t3", "assert not add(1, 2) != 3"),
        TestCase("t4", "assert 3 in add(1, 2) or add(1, 2) in [3]"),
        TestCase("t5", "import math\nassert abs(add(1, 2) - 3) < 1e-9"),
        TestCase("t6", "assert isinstance(add(1, 2), int) and add(1, 2).is_integer()"),
        TestCase("t7", "import unittest\nunittest.TestCase().assertEqual(add(1, 2), 3)"),
        TestCase("t8", "from datetime import date\nassert add(1, 2) == date(2024, 1, 3)"),
        TestCase("t9", "from fractions import Fraction\nassert add(1, 2) == Fraction(3, 1)"),
        TestCase("t10", "from collections import Counter\nassert add(1, 2) == Counter(a=3)"),
        TestCase("t11", "assert sorted([add(1, 2), 3])[0] == 3"),
    )
    return [
        Case("dup2_result_fd_then_exit", "dup2 a pipe over fd 3, replace os._exit, re-send "
             "forged frames on every descriptor at exit",
             "import os\nr, w = os.pipe()\nos.dup2(w, 3)\n_real = os._exit\n"
             + _forging_reporter("") +
             "def _exit(code=0):\n    forge()\n    _real(0)\nos._exit = _exit\n"
             "import atexit\natexit.register(forge)\n", expect=never),
        Case("gc_callback_in_reporter", "a gc callback that forges frames whenever the "
             "collector runs, in any code of the process",
             _forging_reporter("gc.callbacks.append(lambda phase, info: forge())\n"
                               "gc.enable()\ngc.set_threshold(1, 1, 1)\n"), expect=never),
        Case("planted_eq_hash", "hostile __eq__/__hash__ in returned containers, run by "
             "whatever compares or hashes them",
             _forging_reporter(
                 "class Bad:\n    def __eq__(self, o):\n        forge()\n        return True\n"
                 "    def __hash__(self):\n        forge()\n        return 3\n") +
             "def add(a, b):\n    return {Bad(): [Bad()]}\n", expect=never),
        Case("finalizer_forges", "a __del__ finalizer that forges frames when collected",
             _forging_reporter("class F:\n    def __del__(self):\n        forge()\n"
                               "_keep = F()\n") +
             "def add(a, b):\n    F()\n    return 0\n", expect=never),
        Case("stdout_flush_hook", "a sys.stdout whose flush() forges frames",
             _forging_reporter("class Out:\n    def write(self, s):\n        return len(s)\n"
                               "    def flush(self):\n        forge()\n"
                               "sys.stdout = Out()\nprint('x')\n"), expect=never),
        Case("steal_linecache", "reads the tests' expected values from linecache",
             _steal("linecache"), tests=_SECRET_TESTS, expect=never),
        Case("steal_frames", "reads expected values from the caller's frames, co_consts and "
             "co_positions", _steal("frames"), tests=_SECRET_TESTS, expect=never),
        Case("steal_generator_consts", "reads expected values from generators' "
             "gi_code.co_consts", _steal("generators"), tests=_SECRET_TESTS, expect=never),
        Case("steal_test_globals", "reads expected values from the tests' f_globals",
             _steal("globals"), tests=_SECRET_TESTS, expect=never),
        Case("steal_module_dicts", "reads expected values from every module's dict",
             _steal("modules"), tests=_SECRET_TESTS, expect=never),
        Case("gc_mutates_during_compare", "a gc callback rewrites the list returned earlier "
             "into the expected one while the tests go on (and compare it)",
             "import gc\nout = [0]\ncalls = [0]\n"
             "def cb(phase, info):\n    if calls[0] > 1:\n        out[:] = [3]\n"
             "gc.callbacks.append(cb)\ngc.enable()\ngc.set_threshold(1, 1, 1)\n"
             "def add(a, b):\n    calls[0] += 1\n    if calls[0] > 1:\n"
             "        out[:] = [3]\n        return [0]\n    return out\n",
             tests=(TestCase("t1", "x = add(1, 2)\ny = add(5, 5)\n"
                                   "for _ in range(100):\n    [[] for _ in range(50)]\n"
                                   "assert x == [3]"),),
             expect=never),
        Case("magic_object_every_assert", "an object that is equal, less, greater, "
             "containing, truthy, int-classed and abs()-zero at once, against asserts that are "
             "not a lone ==, unittest helpers and datetime/Fraction/Counter expected values",
             _MAGIC + "def add(a, b):\n    return Magic()\n", tests=magic_tests, expect=never),
        Case("class_spoofing", "a __class__ property claiming int, against isinstance",
             "class Fake:\n    __class__ = property(lambda self: int)\n"
             "def add(a, b):\n    return Fake()\n",
             tests=(TestCase("t1", "assert isinstance(add(1, 2), int)"),
                    TestCase("t2", "assert type(add(1, 2)).__name__ == 'int'")), expect=never),
        Case("patch_stdlib_internals", "patches re._compile, collections.Counter.__eq__ and "
             "puts a fake random in sys.modules",
             "import re, collections, sys, types\n"
             "re._compile = lambda *a, **k: re.compile('.*')\n"
             "collections.Counter.__eq__ = lambda self, other: True\n"
             "fake = types.ModuleType('random')\nfake.randint = lambda a, b: -1\n"
             "fake.seed = lambda *a: None\nsys.modules['random'] = fake\n"
             "def add(a, b):\n    return 0 if a == -1 else 'x'\n",
             tests=(TestCase("t1", "import re\nassert re.fullmatch(r'[0-9]+', str(add(1, 2)))"),
                    TestCase("t2", "from collections import Counter\n"
                                   "assert Counter(str(add(1, 2))) == Counter('3')"),
                    TestCase("t3", "import random\nrandom.seed(1)\n"
                                   "x = random.randint(0, 10)\nassert add(x, 1) == 0")),
             expect=never),
        Case("unittest_helpers_patched", "patches unittest.TestCase.assertEqual in its process",
             "import unittest\nunittest.TestCase.assertEqual = lambda *a, **k: None\n"
             "def add(a, b):\n    return 0\n",
             tests=(TestCase("t1", "import unittest\n"
                                   "unittest.TestCase().assertEqual(add(1, 2), 3)"),),
             expect=never),
        Case("reach_into_the_examiner", "finds the examiner process and reads its memory "
             "(absolute and dir_fd-relative paths), its environment, or opens its result "
             "descriptor",
             "import os\n"
             "def _examiners():\n"
             "    out = []\n"
             "    for p in os.listdir('/proc'):\n"
             "        try:\n"
             "            if p.isdigit() and open(f'/proc/{p}/comm').read().strip() == "
             "'codeloop-exam':\n"
             "                out.append(p)\n"
             "        except OSError:\n"
             "            pass\n"
             "    return out\n"
             "def _reached(pid):\n"
             "    tries = [lambda: open(f'/proc/{pid}/mem', 'rb').read(1),\n"
             "             lambda: os.read(os.open('mem', os.O_RDONLY,\n"
             "                             dir_fd=os.open(f'/proc/{pid}', os.O_RDONLY)), 1),\n"
             "             lambda: open(f'/proc/{pid}/environ', 'rb').read(1),\n"
             "             lambda: open(f'/proc/{pid}/fd/3', 'wb')]\n"
             "    for attempt in tries:\n"
             "        try:\n"
             "            attempt()\n"
             "            return True\n"
             "        except Exception:\n"
             "            pass\n"
             "    return False\n"
             "def add(a, b):\n"
             "    return 918273 if any(_reached(p) for p in _examiners()) else -1\n",
             tests=_SECRET_TESTS, expect=never),
        Case("malformed_frames", "frames with a list where an id is expected, and other "
             "malformed fields, written with every descriptor",
             "import os, json\n"
             f"MAGIC = {MAGIC!r}\n"
             "out = b''\n"
             "for d in ({'type': 'test', 'id': ['t1'], 'status': 'passed'},\n"
             "          {'type': 'test', 'id': 't1', 'status': ['passed'], 'duration_s': 'x'},\n"
             "          {'type': ['done']}, [1, 2], 'x'):\n"
             "    b = json.dumps(d).encode()\n"
             "    out += MAGIC + len(b).to_bytes(4, 'big') + b\n"
             "    out += b'\\x01CLC' + len(b).to_bytes(4, 'big') + b\n"
             "for fd in range(64):\n"
             "    try:\n        os.write(fd, out)\n    except OSError:\n        pass\n"
             "def add(a, b):\n    return 0\n", expect=never),
    ]
