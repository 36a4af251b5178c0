"""The tests and the candidate's code, compiled; a failing test's message.

Standard library only. The server compiles each test once (:func:`precompile_tests`, cached
across jobs, never in a candidate's process) with its lone ``assert a == b`` routed through
a recorder of both sides (:func:`compile_test`, :func:`_record_eq`); the candidate's process
compiles the code (:func:`compile_candidate`); :func:`describe` words a failure from the
current job's failing line and what it compared.

One of the in-sandbox sources (``harness.SOURCES``): sent into the sandbox with the others and
executed in one namespace with them (see :data:`harness.BOOTSTRAP`); also importable on the host.
"""

from __future__ import annotations

import ast
import warnings

if __name__ != "__codeloop_harness__":  # on the host; inside, harness.SOURCES came before
    from codeloop.envs.sandbox.frames import _CACHE


def _record_eq(log: list):
    """The examiner's ``==`` for lone ``assert a == b``: notes the operands for the message."""
    def eq(actual, expected):
        log.append((actual, expected))
        return actual == expected
    return eq


def compile_test(source: str, name: str) -> object:
    """Compiles one test for the examiner: ``test_*`` functions called, ``==`` asserts noted.

    Lone ``assert a == b`` calls a helper that records both sides, so that a failure says what
    was compared. Runs nothing.

    Raises:
        SyntaxError: When the test does not parse.
    """
    tree = ast.parse(source, filename=name)
    calls = [n.name for n in tree.body
             if isinstance(n, ast.FunctionDef) and n.name.startswith("test")]
    for node in ast.walk(tree):
        if type(node) is ast.Expr and type(node.value) is ast.Call:
            # A call whose result the test drops (a bare call, one inside a ``raises``
            # block): ``__codeloop_drop__(f)(args)`` evaluates ``f``, then the arguments,
            # then calls, as ``f(args)`` does, and tells a function of the code its result
            # is not used (wire_proxies.dropping).
            call = node.value
            call.func = ast.copy_location(ast.Call(
                func=ast.copy_location(ast.Name("__codeloop_drop__", ast.Load()), call.func),
                args=[call.func], keywords=[]), call.func)
            continue
        if type(node) is not ast.Assert:
            continue
        test = node.test
        if type(test) is ast.Compare and len(test.ops) == 1 and type(test.ops[0]) is ast.Eq:
            node.test = ast.copy_location(ast.Call(
                func=ast.copy_location(ast.Name("__codeloop_eq__", ast.Load()), test),
                args=[test.left, test.comparators[0]], keywords=[]), test)
    if calls:
        # One tuple built before any test function runs.
        tree.body.extend(ast.parse(
            "for __codeloop_fn__ in (" + "".join(f"{c}, " for c in calls) + "):\n"
            "    __codeloop_fn__()\n").body)
    ast.fix_missing_locations(tree)
    return compile(tree, name, "exec", dont_inherit=True, optimize=0)


def precompile_tests(tests: list[dict]) -> list[tuple]:
    """Compiles a job's tests in the server (cached across jobs): ``(code, error)`` each.

    Test sources come from the task; the cache lives in the server and its examiners, never in
    a candidate's process (those fork from the zygote, which never sees a job).
    """
    cache = _CACHE.setdefault("tests", {})
    if len(cache) > 20000:
        cache.clear()
    out = []
    for t in tests:
        key = (t["source"], t["id"])
        hit = cache.get(key)
        if hit is None:
            try:
                hit = (compile_test(t["source"], f"<test {t['id']}>"), "")
            except (SyntaxError, ValueError, MemoryError, RecursionError) as exc:
                hit = (None, f"the test itself does not parse: {exc}")
            cache[key] = hit
        out.append(hit)
    return out


def compile_candidate(source: str) -> tuple:
    """Compiles candidate code: ``(code or None, error, warnings text)``."""
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("default")
        try:
            code = compile(source, "solution.py", "exec", dont_inherit=True, optimize=0)
            result = [code, ""]
        except (SyntaxError, ValueError, MemoryError, RecursionError) as exc:
            # The parser's stack overflow is a MemoryError without a message.
            detail = str(exc) or f"too deeply nested to parse ({type(exc).__name__})"
            result = [None, f"the code does not compile: {detail}"]
    text = "".join(warnings.formatwarning(w.message, w.category, w.filename, w.lineno)
                   for w in caught)
    return (*result, text)


def short(value, limit: int = 200) -> str:
    """``repr`` for messages, bounded (a proxy's repr asks the candidate's process)."""
    try:
        text = repr(value)
    except BaseException:  # noqa: BLE001
        text = "<" + type(value).__name__ + " object>"
    if type(text) is not str:
        text = "<unprintable>"
    return text if len(text) <= limit else text[: limit - 3] + "..."


def describe(exc: BaseException, filename: str, compared: list) -> str:
    """The failure message of a test: the failing line of THIS job's test, what was compared."""
    import traceback

    try:
        if isinstance(exc, SystemExit):
            return f"the code called sys.exit({exc.code!r})"
        if isinstance(exc, AssertionError):
            detail = str(exc)
            frames = [f for f in traceback.extract_tb(exc.__traceback__)
                      if f.filename == filename]
            line = (frames[-1].line or "") if frames else ""
            text = "assertion failed: " + line + (" (" + detail + ")" if detail else "")
            if compared:
                got, want = (short(v) for v in compared[-1])
                text += "; got " + got + ", expected " + want
            return text[:2000]
        tail = traceback.format_exception_only(type(exc), exc)[-1].strip()
        where = getattr(exc, "__codeloop_where__", "")
        if not where:
            frames = traceback.extract_tb(exc.__traceback__)
            if frames and frames[-1].filename == filename:
                where = f" at {filename}:{frames[-1].lineno}"
        return (tail + where)[:2000]
    except BaseException as inner:  # noqa: BLE001
        return type(exc).__name__ + " (undescribable: " + type(inner).__name__ + ")"
