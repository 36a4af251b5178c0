"""The in-sandbox test harness (runs inside the sandbox, standard library only).

Protocol, parent -> harness: on standard input, one JSON object
``{"nonce", "code", "tests": [{"id", "source"}], "test_timeout_s", "strict_eq", "memory_mb",
"max_open_files", "max_file_size_mb"}``. The harness reads it whole, then replaces standard input with
``/dev/null`` so that candidate code blocking on input gets end-of-file.

Protocol, harness -> parent: frames on the result descriptor (``--result-fd``), each
``MAGIC + 4-byte big-endian length + JSON``; every frame carries the job's nonce. The parent
accepts a job as finished only on a ``done`` frame with the right nonce and a verdict for every
test. Garbage on the descriptor is a protocol error; no frame is a crash. The exit code is
never read.
"""

from __future__ import annotations

import ast
import builtins
import json
import linecache
import os
import signal
import sys
import time
import traceback
import types

MAGIC = b"\x00CLR"
_PLAIN_SCALARS = (int, float, complex, str, bytes, bool, type(None))
_PLAIN_CONTAINERS = (list, tuple, set, frozenset, dict)


class _TestTimeout(BaseException):
    """Raised by the alarm handler; a BaseException so a bare ``except Exception`` can't eat it."""


def _is_plain(value: object, depth: int = 0) -> bool:
    kind = type(value)
    if kind in _PLAIN_SCALARS:
        return True
    if depth > 50 or kind not in _PLAIN_CONTAINERS:
        return False
    if kind is dict:
        return all(_is_plain(k, depth + 1) and _is_plain(v, depth + 1) for k, v in value.items())
    return all(_is_plain(v, depth + 1) for v in value)


def strict_eq(actual: object, expected: object) -> bool:
    """Equality that a rigged ``__eq__`` cannot satisfy.

    When either side is built only from plain built-in values, the other must be too (no
    subclasses, no custom objects anywhere inside), and then ``==`` holds in both directions.
    """
    if _is_plain(actual) or _is_plain(expected):
        if not (_is_plain(actual) and _is_plain(expected)):
            return False
    return bool(actual == expected) and bool(expected == actual)


class _StrictAsserts(ast.NodeTransformer):
    """Rewrites ``assert a == b`` (and ``!=``) in tests to go through :func:`strict_eq`."""

    def visit_Assert(self, node: ast.Assert) -> ast.AST:
        test = node.test
        original = node
        if (
            isinstance(test, ast.Compare)
            and len(test.ops) == 1
            and isinstance(test.ops[0], ast.Eq | ast.NotEq)
        ):
            call = ast.Call(
                func=ast.Name("__codeloop_strict_eq__", ast.Load()),
                args=[test.left, test.comparators[0]],
                keywords=[],
            )
            new_test = call if isinstance(test.ops[0], ast.Eq) else ast.UnaryOp(ast.Not(), call)
            node = ast.Assert(test=new_test, msg=node.msg)
        return ast.copy_location(node, original)


def _compile_test(source: str, strict: bool, name: str) -> types.CodeType:
    # Register the source so tracebacks can quote the failing line.
    linecache.cache[name] = (len(source), None, source.splitlines(True), name)
    tree = ast.parse(source, filename=name)
    if strict:
        tree = ast.fix_missing_locations(_StrictAsserts().visit(tree))
    return compile(tree, name, "exec")


def _set_limits(job: dict) -> None:
    try:
        import resource
    except ImportError:  # pragma: no cover - not on Linux
        return
    # Address space relative to our current size: an absolute cap below the interpreter's
    # own size would make every answer fail.
    try:
        with open("/proc/self/statm") as fh:
            pages = int(fh.read().split()[0])
        current = pages * os.sysconf("SC_PAGE_SIZE")
        cap = current + int(job.get("memory_mb", 1024)) * 1024 * 1024
        resource.setrlimit(resource.RLIMIT_AS, (cap, cap))
    except (OSError, ValueError):
        pass
    for limit, value in (
        (resource.RLIMIT_NOFILE, int(job.get("max_open_files", 256))),
        (resource.RLIMIT_FSIZE, int(job.get("max_file_size_mb", 16)) * 1024 * 1024),
        (resource.RLIMIT_CORE, 0),
    ):
        try:
            soft, hard = resource.getrlimit(limit)
            value = value if hard == resource.RLIM_INFINITY else min(value, hard)
            resource.setrlimit(limit, (value, value))
        except (OSError, ValueError):
            pass


def _short(value: object, limit: int = 200) -> str:
    try:
        text = repr(value)
    except BaseException:  # noqa: BLE001 - a hostile __repr__
        text = f"<{type(value).__name__} object>"
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _describe(exc: BaseException, filename: str, compared: list | None = None) -> str:
    if isinstance(exc, SystemExit):
        return f"the code called sys.exit({exc.code!r})"
    if isinstance(exc, AssertionError):
        detail = str(exc)
        frames = [f for f in traceback.extract_tb(exc.__traceback__) if f.filename == filename]
        line = frames[-1].line if frames else ""
        text = f"assertion failed: {line}" + (f" ({detail})" if detail else "")
        if compared:
            got, want = (_short(v) for v in compared[-1])
            text += f"; got {got}, expected {want}"
        return text
    tail = traceback.format_exception_only(type(exc), exc)[-1].strip()
    frames = traceback.extract_tb(exc.__traceback__)
    where = ""
    if frames:
        last = frames[-1]
        if last.filename in ("solution.py", filename):
            where = f" at {last.filename}:{last.lineno}"
    return f"{tail}{where}"[:2000]


def main(argv: list[str]) -> int:
    """Runs one job; see the module docstring for the protocol."""
    fd = int(argv[argv.index("--result-fd") + 1])
    write = os.write
    dumps = json.dumps
    raw = sys.stdin.buffer.read()
    job = json.loads(raw)
    del raw
    nonce = job.pop("nonce")
    devnull = os.open(os.devnull, os.O_RDONLY)
    os.dup2(devnull, 0)
    os.close(devnull)

    def send(payload: dict) -> None:
        payload["nonce"] = nonce
        data = dumps(payload).encode()
        frame = MAGIC + len(data).to_bytes(4, "big") + data
        view = memoryview(frame)
        while view:
            view = view[write(fd, view):]

    test_timeout = float(job.get("test_timeout_s", 3.0))
    strict = bool(job.get("strict_eq", True))
    tests = job.get("tests", [])
    _set_limits(job)

    def on_alarm(signum, frame):  # noqa: ARG001 - signal handler signature
        raise _TestTimeout()

    signal.signal(signal.SIGALRM, on_alarm)
    pristine_builtins = dict(builtins.__dict__)

    module = types.ModuleType("solution")
    module.__file__ = "solution.py"
    sys.modules["solution"] = module
    started = time.perf_counter()
    try:
        code = compile(job["code"], "solution.py", "exec")
        signal.setitimer(signal.ITIMER_REAL, test_timeout)
        try:
            exec(code, module.__dict__)
        finally:
            signal.setitimer(signal.ITIMER_REAL, 0)
    except _TestTimeout:
        send({"type": "setup", "ok": False, "message": f"importing the code took longer than "
              f"{test_timeout:g}s"})
        send({"type": "done"})
        return 0
    except BaseException as exc:  # noqa: BLE001 - any failure of the candidate is a verdict
        send({"type": "setup", "ok": False, "message": _describe(exc, "solution.py")})
        send({"type": "done"})
        return 0
    send({"type": "setup", "ok": True, "duration_s": time.perf_counter() - started})

    for test in tests:
        # Undo whatever the candidate did to builtins (e.g. replacing AssertionError or print).
        builtins.__dict__.clear()
        builtins.__dict__.update(pristine_builtins)
        name = f"<test {test['id']}>"
        namespace = dict(module.__dict__)
        namespace["__name__"] = "__codeloop_test__"
        compared: list = []

        def recording_eq(actual, expected, _log=compared):
            _log.append((actual, expected))
            return strict_eq(actual, expected)

        namespace["__codeloop_strict_eq__"] = recording_eq
        before = set(namespace)
        t0 = time.perf_counter()
        status, message = "passed", ""
        try:
            compiled = _compile_test(test["source"], strict, name)
            signal.setitimer(signal.ITIMER_REAL, test_timeout)
            try:
                exec(compiled, namespace)
                for key in [k for k in namespace if k not in before and k.startswith("test")]:
                    if callable(namespace[key]):
                        namespace[key]()
            finally:
                signal.setitimer(signal.ITIMER_REAL, 0)
        except _TestTimeout:
            status, message = "timeout", f"the test ran longer than {test_timeout:g}s"
        except AssertionError as exc:
            status, message = "failed", _describe(exc, name, compared)
        except SyntaxError as exc:
            status, message = "error", f"the test itself does not parse: {exc}"
        except BaseException as exc:  # noqa: BLE001
            status, message = "error", _describe(exc, name)
        send({
            "type": "test",
            "id": test["id"],
            "status": status,
            "message": message,
            "duration_s": time.perf_counter() - t0,
        })
    send({"type": "done"})
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main(sys.argv))
    except BaseException:  # noqa: BLE001 - the parent reports a crash from missing frames
        os._exit(3)
