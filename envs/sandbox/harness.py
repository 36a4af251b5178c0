"""The in-sandbox side: a warm fork-server and the test runner of one job (standard library only).

This file is sent to an interpreter inside the sandbox (see :data:`BOOTSTRAP`) and executed in a
private namespace; it is also importable on the host for its constants and :func:`strict_eq`.

**Server** (:func:`serve`). Reads length-prefixed JSON messages on standard input and answers
on standard output. The first message configures it; it then pre-imports common modules and
answers ``ready``. For each ``run`` message it forks one child, relays the child's result
frames, standard output and standard error (capped), enforces the job's wall-clock limit,
kills every process the job left behind, empties the work directories, and answers
``result``. When it is PID 1 of a private PID namespace (bubblewrap, unshare, Docker) the
job's processes cannot signal it, and ``kill(-1)`` reaches exactly the job's leftovers.

**Child** (:func:`_child`). Drops to the job's user when the server runs as root, sets
resource limits relative to its current size, compiles everything, then arms audit hooks and
runs the candidate module and each test in its main thread, each through a *boot generator*:
a generator whose code calls ``exec(TEST, ns)`` with ``exec`` and ``TEST`` as constants, then
yields once. A generator stands suspended at that yield only if the test code returned
normally, whatever candidate code did in between. The verdicts are read from those generators
by a reporter thread started before any candidate code: it alone holds the job's nonce and a
private tuple of the generators, and nothing of it is reachable from the job's thread (frames
of other threads and ``gc`` are refused by the audit hook). So candidate code that walks up its
frames can disturb the runner, but never make a test pass.

Result frames on the result descriptor are ``MAGIC + 4-byte big-endian length + JSON``, each
with the nonce. The parent accepts a job as finished only on a ``done`` frame; the exit code
is never read.
"""

from __future__ import annotations

import ast
import builtins
import os
import signal
import sys
import time
import warnings

MAGIC = b"\x00CLR"
#: The child's descriptor for result frames.
RESULT_FD = 3

#: Command-line bootstrap: reads the harness source from stdin (length line, then source) with
#: unbuffered reads (the messages that follow must stay in the pipe) and executes it in a
#: private namespace, so no file of the host needs to be visible inside.
BOOTSTRAP = (
    "import os\n"
    "h = b''\n"
    "while not h.endswith(b'\\n'):\n"
    "    c = os.read(0, 1)\n"
    "    if not c: raise SystemExit(0)\n"
    "    h += c\n"
    "n = int(h); s = b''\n"
    "while len(s) < n:\n"
    "    c = os.read(0, n - len(s))\n"
    "    if not c: raise SystemExit(0)\n"
    "    s += c\n"
    "exec(compile(s, '<codeloop-harness>', 'exec'),"
    " {'__name__': '__codeloop_harness__', '__builtins__': __builtins__})\n"
)

_PLAIN_SCALARS = (int, float, complex, str, bytes, bool, type(None))
_PLAIN_CONTAINERS = (list, tuple, set, frozenset, dict)

#: Modules imported once per worker so that jobs do not pay for them: what solutions to
#: function-level tasks commonly import. Every fork copies the server's page tables and
#: memory mappings, so each module costs every job a little (about 1 us per mapping, and
#: ``hashlib``, ``shutil``, ``socket``, ``uuid`` or ``pathlib`` bring 5 to 30 mappings and up
#: to half a megabyte each); those are left to the rare jobs that import them. Not here
#: either: ``threading`` and ``random`` (and ``subprocess``, ``tempfile`` and
#: ``statistics``, which import them) register at-fork hooks that run Python code in every
#: child, copying some hundred pages of the server per job.
PREIMPORT = (
    "abc", "array", "base64", "bisect", "collections", "collections.abc", "contextlib",
    "copy", "csv", "dataclasses", "datetime", "decimal", "enum", "fractions", "functools",
    "heapq", "inspect", "io", "itertools", "json", "keyword", "math", "numbers", "operator",
    "re", "string", "textwrap", "traceback", "types", "typing", "unicodedata",
    "urllib.parse", "warnings", "weakref", "_posixsubprocess",
)
#: Modules the server must not hold (see :data:`PREIMPORT`); checked at start.
FORK_HOOKED = ("threading", "random")

#: Interpreter flags of the server: isolated, and without ``site``, whose ``.pth`` files may
#: import anything (here they import ``threading`` and ``random``). :func:`_add_site_packages`
#: puts the site-packages directories on the path without running those files.
INTERPRETER_FLAGS = ("-I", "-S")

# Audit events refused to candidate code, in any thread.
_ALWAYS_BLOCKED = frozenset({
    "gc.get_objects", "gc.get_referrers", "gc.get_referents",  # walking to the runner's objects
    "sys._current_frames", "sys._current_exceptions",  # the runner's frames and locals
    "sys.settrace", "sys.setprofile",  # a tracer can rewrite f_lineno and skip asserts
    "sys.addaudithook",  # a hook of its own could veto ours
    "ctypes.dlopen", "ctypes.dlsym", "ctypes.dlsym/handle", "ctypes.call_function",
    "ctypes.cdata", "ctypes.cdata/buffer", "ctypes.addressof", "ctypes.string_at",
    "ctypes.wstring_at", "ctypes.PyObj_FromPtr", "ctypes.create_string_buffer",
    "ctypes.create_unicode_buffer", "ctypes.get_errno", "ctypes.set_errno",
    "cpython.PyInterpreterState_Clear", "cpython.run_interactivehook",
})
_EXEC_EVENTS = frozenset({"os.exec", "os.posix_spawn", "os.spawn", "os.system",
                          "subprocess.Popen", "os.startfile", "pty.spawn"})
_BLOCKED_MODULES = frozenset({"ctypes", "_ctypes", "_testcapi", "_testinternalcapi",
                              "_xxsubinterpreters", "_posixsubprocess"})


class Blocked(PermissionError):
    """Raised in candidate code by the harness's audit hook."""


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


#: Helpers that candidate code can reach (as constants in test code, or through the closures
#: handed to the boot code). They are defined in a namespace of their own, so reaching them
#: gives no way into the runner's module globals; the comparison uses no global at all.
_EXPOSED_SOURCE = r"""
def sealed_plain(value, h, depth):
    # h = (type, _, _, dict, sealed_plain, log, map, set, id, scalar type ids, container
    # type ids). Types are compared by id only: ``==`` or ``in`` on types would call a
    # metaclass's rigged __eq__. Homogeneous containers of scalars are checked in C.
    kind = h[0](value)
    kid = h[8](kind)
    if kid in h[9]:
        return True
    if depth > 50 or kid not in h[10]:
        return False
    if kind is h[3]:
        if not h[7](h[6](h[8], h[6](h[0], value))) <= h[9]:
            return False  # dict keys are hashable: scalars or tuples/frozensets
        items = value.values()
    else:
        items = value
    if h[7](h[6](h[8], h[6](h[0], items))) <= h[9]:
        return True
    for v in items:
        if not h[4](v, h, depth + 1):
            return False
    return True


def sealed_eq(actual, expected, h):
    h[5].append((actual, expected))
    pa = h[4](actual, h, 0)
    pe = h[4](expected, h, 0)
    if pa or pe:
        if not (pa and pe):
            return False
    if actual == expected:
        if expected == actual:
            return True
    return False


def short(value, limit=200):
    try:
        text = repr(value)
    except BaseException:
        text = "<" + type(value).__name__ + " object>"
    if type(text) is not str:
        text = "<unprintable>"
    return text if len(text) <= limit else text[: limit - 3] + "..."


def describe(exc, filename, compared):
    import traceback
    try:
        if isinstance(exc, SystemExit):
            return "the code called sys.exit(%r)" % (exc.code,)
        if isinstance(exc, AssertionError):
            detail = str(exc)
            frames = [f for f in traceback.extract_tb(exc.__traceback__)
                      if f.filename == filename]
            line = frames[-1].line if frames else ""
            text = "assertion failed: " + line + (" (" + detail + ")" if detail else "")
            if compared:
                got, want = (short(v) for v in compared[-1])
                text += "; got " + got + ", expected " + want
            return text[:2000]
        tail = traceback.format_exception_only(type(exc), exc)[-1].strip()
        frames = traceback.extract_tb(exc.__traceback__)
        where = ""
        if frames:
            last = frames[-1]
            if last.filename in ("solution.py", filename):
                where = " at %s:%s" % (last.filename, last.lineno)
        return (tail + where)[:2000]
    except BaseException as inner:
        return type(exc).__name__ + " (undescribable: " + type(inner).__name__ + ")"


"""


_CACHE: dict = {}
#: Builtins a test may use by name; each use becomes a constant (see :func:`compile_test`).
_BUILTIN_NAMES = frozenset(n for n in builtins.__dict__ if not n.startswith("_"))


def _exposed() -> dict:
    code = _CACHE.get("exposed")
    if code is None:
        code = _CACHE["exposed"] = compile(_EXPOSED_SOURCE, "<codeloop-exposed>", "exec",
                                           dont_inherit=True)
    namespace: dict = {"__builtins__": builtins, "__name__": "__codeloop_exposed__"}
    exec(code, namespace)
    _CACHE.setdefault("exposed_ns", namespace)
    return namespace


#: Nodes that bind a name through an attribute rather than a ``Name`` in store context.
_BINDING_ATTRS = {
    "FunctionDef": ("name",), "AsyncFunctionDef": ("name",), "ClassDef": ("name",),
    "arg": ("arg",), "ExceptHandler": ("name",), "MatchAs": ("name",), "MatchStar": ("name",),
    "MatchMapping": ("rest",),
}


class _TestScan:
    """What one walk over a test's tree found (see :func:`_scan_test`)."""

    __slots__ = ("bound", "other_bound", "imports", "from_imports", "loads", "attrs", "asserts")

    def __init__(self) -> None:
        #: Names the test binds anywhere.
        self.bound: set[str] = set()
        #: Names it binds otherwise than by an import statement.
        self.other_bound: set[str] = set()
        #: ``(name, module)`` of each ``import module [as name]``.
        self.imports: list[tuple[str, str]] = []
        #: ``(name, module, attribute)`` of each ``from module import attribute [as name]``.
        self.from_imports: list[tuple[str, str, str]] = []
        #: Every load of a plain name as ``(holder, key, node)``, where ``holder[key]`` (a
        #: list) or ``holder.key`` (a node) is the slot it sits in.
        self.loads: list = []
        #: Every attribute load, the same way.
        self.attrs: list = []
        #: Every ``assert`` statement.
        self.asserts: list = []


def _scan_test(tree: ast.AST) -> _TestScan:
    """One walk over a test's tree: its bindings, imports, name and attribute loads, asserts.

    A single hand-written walk: ``ast.walk`` plus a ``NodeTransformer`` plus
    ``fix_missing_locations`` cost three times as much, and every new test is compiled in
    the server while the job waits.
    """
    found = _TestScan()
    bound, other, loads, attrs = found.bound, found.other_bound, found.loads, found.attrs
    node_type, name_type, load_type, ctx_type = ast.AST, ast.Name, ast.Load, ast.expr_context
    attr_type, assert_type, alias_type = ast.Attribute, ast.Assert, ast.alias
    import_type, from_type = ast.Import, ast.ImportFrom
    global_types = (ast.Global, ast.Nonlocal)
    binding = {getattr(ast, k): v for k, v in _BINDING_ATTRS.items() if hasattr(ast, k)}
    stack = [tree]
    while stack:
        node = stack.pop()
        kind = type(node)
        if kind is assert_type:
            found.asserts.append(node)
        elif kind is alias_type:
            bound.add((node.asname or node.name).split(".")[0])
        elif kind is import_type:
            for alias in node.names:
                if alias.asname:
                    found.imports.append((alias.asname, alias.name))
                else:
                    top = alias.name.split(".")[0]
                    found.imports.append((top, top))
        elif kind is from_type:
            if not node.level and node.module:
                found.from_imports += [(a.asname or a.name, node.module, a.name)
                                       for a in node.names if a.name != "*"]
        elif kind in global_types:
            bound.update(node.names)
            other.update(node.names)
        else:
            for attr in binding.get(kind, ()):
                value = getattr(node, attr, None)
                if value:
                    bound.add(value)
                    other.add(value)
        for field in kind._fields:
            value = getattr(node, field, None)
            # A child sits in a list (``holder[index]``) or in a field (``holder.field``).
            if type(value) is list:
                holder, slots = value, enumerate(value)
            else:
                holder, slots = node, ((field, value),)
            for key, item in slots:
                if type(item) is name_type:
                    if type(item.ctx) is load_type:
                        loads.append((holder, key, item))
                    else:
                        bound.add(item.id)
                        other.add(item.id)
                elif isinstance(item, node_type) and not isinstance(item, ctx_type):
                    if type(item) is attr_type and type(item.ctx) is load_type:
                        attrs.append((holder, key, item))
                    stack.append(item)
    return found


def _seal_assert(node: ast.Assert, tag: str) -> None:
    """Rewrites ``assert a == b`` (or ``!=``) in place to call the sealed strict comparison.

    The comparison is a constant of the code (a placeholder swapped after compiling), so no
    name lookup that candidate code could redirect is involved.
    """
    test = node.test
    if not (isinstance(test, ast.Compare) and len(test.ops) == 1
            and isinstance(test.ops[0], ast.Eq | ast.NotEq)):
        return
    where = ast.copy_location
    call = where(ast.Call(func=where(ast.Constant(f"{tag}:eq"), test),
                          args=[test.left, test.comparators[0],
                                where(ast.Constant(f"{tag}:h"), test)],
                          keywords=[]), test)
    node.test = call if isinstance(test.ops[0], ast.Eq) else where(
        ast.UnaryOp(ast.Not(), call), test)


def _swap_const(c, table: dict):
    if type(c) is str and c in table:
        return table[c]
    if hasattr(c, "co_consts"):
        return _swap_consts(c, table)
    # The compiler folds `(int, str)` into one tuple constant of placeholders.
    if type(c) is tuple:
        return tuple(_swap_const(x, table) for x in c)
    if type(c) is frozenset:
        return frozenset(_swap_const(x, table) for x in c)
    return c


def _stored_names(code) -> set[str]:
    """Global names a module's code may bind (what it could shadow among the builtins)."""
    import dis

    stores = {dis.opmap[n] for n in ("STORE_NAME", "STORE_GLOBAL", "DELETE_NAME",
                                     "IMPORT_NAME") if n in dis.opmap}
    extended = dis.opmap["EXTENDED_ARG"]
    names: set[str] = set()
    todo = [code]
    while todo:
        co = todo.pop()
        raw, co_names, ext = co.co_code, co.co_names, 0
        for i in range(0, len(raw), 2):
            op, arg = raw[i], raw[i + 1] | ext
            ext = (arg << 8) if op == extended else 0
            if op in stores and arg < len(co_names):
                names.add(co_names[arg])
        todo.extend(c for c in co.co_consts if hasattr(c, "co_code"))
    return {n.split(".")[0] for n in names}


def _swap_consts(code, table: dict):
    return code.replace(co_consts=tuple(_swap_const(c, table) for c in code.co_consts))


def compile_test(source: str, name: str, strict: bool, shadowed: set, tag: str, sealed: tuple):
    """Compiles one test: sealed asserts, folded builtins, ``test_*`` functions called.

    Args:
        source: The test's Python source.
        name: Its filename in tracebacks.
        strict: Route ``==`` asserts through the sealed strict comparison.
        shadowed: Names the candidate module defines (they shadow builtins, as in Python).
        tag: A random prefix that marks placeholder constants.
        sealed: ``(comparison function, its helper tuple)`` placed in the code as constants.

    Returns:
        A code object to run in the test's namespace, and the builtin names it uses that were
        folded into it (a candidate defining one of them needs the test compiled again).

    Raises:
        SyntaxError: When the test does not parse.
    """
    import linecache

    linecache.cache[name] = (len(source), None, source.splitlines(True), name)
    tree = ast.parse(source, filename=name)
    calls = [n.name for n in tree.body
             if isinstance(n, ast.FunctionDef) and n.name.startswith("test")]
    scan = _scan_test(tree)
    table: dict = {}
    # Stdlib names the test imports, and what it reads from them, become constants first:
    # candidate code could patch ``math.isclose`` (modules are shared) as it can builtins.
    _fold_imports(scan, tag, table)
    # `super` stays a name: zero-argument super() needs the compiler to see it to make the
    # method's __class__ cell.
    builtin_names, skip = _BUILTIN_NAMES, scan.bound.union(shadowed, ("super",))
    folded = set()
    for holder, key, node in scan.loads:
        name_id = node.id
        if name_id in builtin_names and name_id not in skip:
            folded.add(name_id)
            _put(holder, key, ast.copy_location(ast.Constant(f"{tag}:b:{name_id}"), node))
    if strict:
        for node in scan.asserts:
            _seal_assert(node, tag)
    if calls:
        # One tuple built before any test function runs: code called by the first cannot
        # swap the others for no-ops.
        tree.body.extend(ast.parse(
            "for __codeloop_fn__ in (" + "".join(f"{c}, " for c in calls) + "):\n"
            "    __codeloop_fn__()\n").body)
    with warnings.catch_warnings():
        # The placeholders are string constants in call position until swapped below.
        warnings.simplefilter("ignore", SyntaxWarning)
        code = compile(tree, name, "exec", dont_inherit=True, optimize=0)
    table.update({f"{tag}:b:{k}": builtins.__dict__[k] for k in folded})
    table[f"{tag}:eq"], table[f"{tag}:h"] = sealed
    return _swap_consts(code, table), frozenset(folded)


def _put(holder, key, node) -> None:
    """Puts ``node`` in a slot found by :func:`_scan_test`."""
    if type(holder) is list:
        holder[key] = node
    else:
        setattr(holder, key, node)


def _fold_imports(scan: _TestScan, tag: str, table: dict) -> None:
    """Turns what a test reads from the stdlib modules it imports into constants.

    For a name bound only by ``import m [as n]`` or ``from m import a [as n]``, where ``m``
    is a standard-library module the server has loaded (so its contents are pristine), each
    read of ``n``, ``n.x`` or ``n.x.y`` becomes the object itself, resolved now. The import
    statements still run. Anything else (other modules, attributes that do not exist yet,
    names the test also binds otherwise) stays as written.
    """
    stdlib = getattr(sys, "stdlib_module_names", frozenset())
    targets: dict[str, object] = {}
    seen: dict[str, int] = {}
    entries = [(n, m, None) for n, m in scan.imports] + list(scan.from_imports)
    for name, module, attr in entries:
        seen[name] = seen.get(name, 0) + 1
        loaded = sys.modules.get(module)
        if loaded is None or module.split(".")[0] not in stdlib:
            continue
        if attr is None:
            targets[name] = loaded
        elif hasattr(loaded, attr):
            targets[name] = getattr(loaded, attr)
        elif f"{module}.{attr}" in sys.modules:
            targets[name] = sys.modules[f"{module}.{attr}"]
    targets = {n: v for n, v in targets.items()
               if seen[n] == 1 and n not in scan.other_bound}
    if not targets:
        return
    resolved = []
    for holder, key, node in scan.attrs:
        parts, base = [], node
        while type(base) is ast.Attribute:
            parts.append(base.attr)
            base = base.value
        if type(base) is not ast.Name or base.id not in targets:
            continue
        value, ok = targets[base.id], True
        for part in reversed(parts):
            try:
                value = getattr(value, part)
            except Exception:  # noqa: BLE001 - absent (or raising): left to run time
                ok = False
                break
        if ok:
            resolved.append((len(parts), holder, key, node, value))
    # Outermost first: ``os.path.join`` whole, not ``os.path`` then a lookup of ``join``.
    resolved.sort(key=lambda r: -r[0])
    for _, holder, key, node, value in resolved:
        placeholder = f"{tag}:m:{len(table)}"
        table[placeholder] = value
        _put(holder, key, ast.copy_location(ast.Constant(placeholder), node))
    for holder, key, node in scan.loads:
        if node.id in targets:
            placeholder = f"{tag}:m:{len(table)}"
            table[placeholder] = targets[node.id]
            _put(holder, key, ast.copy_location(ast.Constant(placeholder), node))


def _boot_function(target):
    """A generator function ``boot(ns)`` that runs ``exec(target, ns)``, then yields once.

    ``exec`` and ``target`` are constants of its code, so nothing in any namespace can change
    what it runs; the generator is suspended at its yield only if ``target`` returned normally.
    """
    import types

    body = _CACHE.get("boot")
    if body is None:
        src = "def boot(ns):\n    __EXEC__(__TARGET__, ns)\n    yield\n"
        module = compile(src, "<codeloop-boot>", "exec", dont_inherit=True, optimize=0)
        code = next(c for c in module.co_consts if hasattr(c, "co_code"))
        names = code.co_names
        # __EXEC__ and __TARGET__ are global loads; make them the two constants appended
        # below. Relinked once per server; each boot function only swaps in its constants.
        n = len(code.co_consts)
        body = _CACHE["boot"] = _relink(code, {names.index("__EXEC__"): n,
                                               names.index("__TARGET__"): n + 1})
    consts = body.co_consts + (exec, target)
    return types.FunctionType(body.replace(co_consts=consts), {"__builtins__": builtins})


def _relink(code, global_to_const: dict):
    """Rewrites ``LOAD_GLOBAL name`` into ``LOAD_CONST`` (keeping the NULL push of 3.11)."""
    import dis

    ops = bytearray(code.co_code)
    load_global = dis.opmap["LOAD_GLOBAL"]
    load_const = dis.opmap["LOAD_CONST"]
    push_null = dis.opmap.get("PUSH_NULL")
    nop = dis.opmap["NOP"]
    out = bytearray()
    i = 0
    caches = getattr(dis, "_inline_cache_entries", None)
    while i < len(ops):
        op, arg = ops[i], ops[i + 1]
        if op == load_global and (arg >> 1) in global_to_const:
            const = global_to_const[arg >> 1]
            if arg & 1 and push_null is not None:
                # 3.11: LOAD_GLOBAL with the low bit set also pushes NULL first.
                out += bytes([push_null, 0])
                out += bytes([load_const, const])
                n_cache = caches[load_global] if caches else 0
                # Keep the code length: the NULL push takes the first cache slot.
                out += bytes([nop, 0]) * (n_cache - 1) if n_cache else b""
                i += 2 + 2 * n_cache
                continue
            out += bytes([load_const, const])
            n_cache = caches[load_global] if caches else 0
            out += bytes([nop, 0]) * n_cache
            i += 2 + 2 * n_cache
            continue
        out += bytes([op, arg])
        i += 2
    return code.replace(co_code=bytes(out))


def _encoder():
    """The server's JSON encoder for frames (made once; children inherit it).

    Children capture it before any candidate code runs; being a C object or a closure, it
    cannot be changed from Python afterwards.
    """
    enc = _CACHE.get("encoder")
    if enc is None:
        enc = _CACHE["encoder"] = _make_encoder()
    return enc


def _make_encoder():
    """Returns a JSON encoder for frames, built only on functions captured now.

    CPython's C encoder when there is one (frames are flat dicts of exact built-in types, so
    it calls no Python code; its ``default`` only maps an unexpected value to a marker), else
    the same output from Python.
    """
    from _json import encode_basestring_ascii as esc

    try:
        from _json import make_encoder

        c_encode = make_encoder(None, lambda _: "<invalid>", esc, None, ":", ",", False, False,
                                True)
        join_all = "".join

        def c_enc(obj) -> str:
            return join_all(c_encode(obj, 0))

        return c_enc
    except (ImportError, TypeError):
        pass
    frepr, irepr, join, kind_of = float.__repr__, int.__repr__, ",".join, type

    def enc(obj) -> str:
        kind = kind_of(obj)
        if kind is str:
            return esc(obj)
        if kind is bool:
            return "true" if obj else "false"
        if obj is None:
            return "null"
        if kind is int:
            return irepr(obj)
        if kind is float:
            return frepr(obj)
        if kind is dict:
            return "{" + join([esc(k) + ":" + enc(v) for k, v in obj.items()]) + "}"
        return esc("<invalid>")

    return enc


# ---------------------------------------------------------------------------------------------
# the child: one job


_PAGE_SIZE = os.sysconf("SC_PAGE_SIZE")


def _set_limits(job: dict, isolated: bool) -> None:
    import resource

    # Address space relative to our current size: an absolute cap below the interpreter's
    # own size would make every answer fail.
    try:
        # Raw read: a buffered text file costs more than everything else here.
        fd = os.open("/proc/self/statm", os.O_RDONLY)
        try:
            pages = int(os.read(fd, 256).split()[0])
        finally:
            os.close(fd)
        current = pages * _PAGE_SIZE
        cap = current + int(job.get("memory_mb", 1024)) * 1024 * 1024
        resource.setrlimit(resource.RLIMIT_AS, (cap, cap))
    except (OSError, ValueError):
        pass
    limits = [
        (resource.RLIMIT_NOFILE, int(job.get("max_open_files", 256))),
        (resource.RLIMIT_FSIZE, int(job.get("max_file_size_mb", 16)) * 1024 * 1024),
        (resource.RLIMIT_CORE, 0),
    ]
    if isolated:
        # Counted per user (per user namespace): only meaningful when the job has a user or
        # namespace of its own. Threads count too.
        limits.append((resource.RLIMIT_NPROC, int(job.get("max_processes", 64))))
    for limit, value in limits:
        try:
            soft, hard = resource.getrlimit(limit)
            value = value if hard == resource.RLIM_INFINITY else min(value, hard)
            resource.setrlimit(limit, (value, value))
        except (OSError, ValueError):
            pass


def _is_descendant(pid: int, root: int) -> bool:
    for _ in range(512):
        if pid == root:
            return True
        if pid <= 1:
            return False
        try:
            with open(f"/proc/{pid}/stat", "rb") as fh:
                stat = fh.read()
            pid = int(stat[stat.rindex(b")") + 2:].split()[1])
        except (OSError, ValueError):
            return False
    return False


def _install_hook(allow_exec: bool, confined: bool,
                  more_modules: frozenset = frozenset()) -> None:
    blocked = _ALWAYS_BLOCKED if allow_exec else _ALWAYS_BLOCKED | _EXEC_EVENTS
    mods, err = _BLOCKED_MODULES | more_modules, Blocked
    startswith, endswith, kind_of = str.startswith, str.endswith, type
    job_root = os.getpid()
    descends = _is_descendant

    def hook(event, args):
        if event in blocked:
            raise err(f"{event} is not allowed in the sandbox")
        if event == "open":
            path = args[0]
            if kind_of(path) is bytes:
                path = path.decode("utf-8", "replace")
            if kind_of(path) is str and startswith(path, "/proc/") and (
                    endswith(path, "/mem") or endswith(path, "/pagemap")):
                raise err("reading process memory is not allowed in the sandbox")
        elif event == "import":
            if args[0] in mods:
                raise err(f"importing {args[0]} is not allowed in the sandbox")
        elif event == "object.__setattr__":
            if args[1] == "__code__":
                raise err("replacing a function's code is not allowed in the sandbox")
        elif not confined and (event == "os.kill" or event == "os.killpg"):
            # Neither a PID namespace nor a user of its own confines the job: it may signal
            # only its own processes (kill(-1) as root would reach the whole machine).
            target = args[0]
            if kind_of(target) is not int or target <= 0 or not (
                    descends(target, job_root) if event == "os.kill" else target == job_root):
                raise err("signalling processes outside the job is not allowed here")

    sys.addaudithook(hook)


def _sealed() -> tuple:
    """The sealed comparison and its helper tuple (made once per server, shared by children)."""
    sealed = _CACHE.get("sealed")
    if sealed is None:
        exposed = _exposed()
        sealed = _CACHE["sealed"] = (
            exposed["sealed_eq"],
            (type, _PLAIN_SCALARS, _PLAIN_CONTAINERS, dict, exposed["sealed_plain"], [],
             map, set, id, frozenset(map(id, _PLAIN_SCALARS)),
             frozenset(map(id, _PLAIN_CONTAINERS))),
        )
    return sealed


def precompile_tests(tests: list[dict], strict: bool) -> list[tuple]:
    """Compiles a job's tests in the server (cached across jobs).

    Test sources come from the task, not from the candidate, and compiling runs nothing.

    Returns:
        ``(code, folded, error, boot)`` per test; ``boot`` is its boot function (see
        :func:`_boot_function`), made here so that children only call it.
    """
    cache = _CACHE.setdefault("tests", {})
    if len(cache) > 20000:
        cache.clear()
    out = []
    for t in tests:
        key = (t["source"], strict, t["id"])
        hit = cache.get(key)
        if hit is None:
            name = f"<test {t['id']}>"
            try:
                code, fold = compile_test(t["source"], name, strict, set(), _CACHE_TAG, _sealed())
                hit = (code, fold, "", _boot_function(code))
            except (SyntaxError, ValueError) as exc:
                hit = (None, frozenset(), f"the test itself does not parse: {exc}", None)
            cache[key] = hit
        out.append(hit)
    return out


_CACHE_TAG = "__codeloop_" + os.urandom(8).hex()  # marks placeholder constants


#: Jobs whose candidate is up to this size are prepared (compiled, see :func:`prepare_job`)
#: by the server, before the fork: a child pays for every page it writes (copy-on-write), so
#: compiling there costs three times as much. The cap bounds what compiling untrusted source
#: may cost the server; larger ones compile in the child, under its limits. Compiling runs
#: none of the candidate's code.
SERVER_COMPILE_MAX_CHARS = 64 * 1024


def compile_candidate(source: str) -> tuple:
    """Compiles candidate code: ``(code or None, names it binds, error, warnings text)``."""
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("default")
        try:
            code = compile(source, "solution.py", "exec", dont_inherit=True, optimize=0)
            result = [code, _stored_names(code), ""]
        except (SyntaxError, ValueError, MemoryError, RecursionError) as exc:
            # The parser's stack overflow is a MemoryError without a message.
            detail = str(exc) or f"too deeply nested to parse ({type(exc).__name__})"
            result = [None, set(), f"the code does not compile: {detail}"]
    text = "".join(warnings.formatwarning(w.message, w.category, w.filename, w.lineno)
                   for w in caught)
    return (*result, text)


def _pristine_builtins() -> dict:
    """The builtins as the server has them (made once, before any job)."""
    pristine = _CACHE.get("pristine")
    if pristine is None:
        pristine = _CACHE["pristine"] = dict(builtins.__dict__)
    return pristine


def prepare_job(job: dict) -> tuple:
    """Everything a job's child needs that runs none of the job's code, made in advance.

    Called by the server before the fork for candidates up to
    :data:`SERVER_COMPILE_MAX_CHARS`, otherwise in the child: compiling and building objects
    costs three times as much in the child, where every page written is copied.

    Returns:
        ``(code, setup_error, compile_warnings, module, setup_gen, runs, info, messages,
        timed_out, durations, reporter)``: the compiled candidate (or None), why it failed,
        the compiler's warnings, the module to run it in, its boot generator,
        ``(namespace, boot generator or None, filename)`` per test, ``(test ids, test
        errors, setup error, test timeout)``, the containers the runner notes outcomes in,
        and the reporter (see :func:`_make_reporter`), built but not started.
    """
    import types

    strict = bool(job.get("strict_eq", True))
    test_timeout = float(job.get("test_timeout_s", 3.0))
    sealed = _sealed()
    code, shadowed, setup_error, compile_warnings = compile_candidate(job["code"])
    precompiled = job.pop("compiled", None) or precompile_tests(job.get("tests", []), strict)
    tests = []  # (id, filename, boot function or None, error)
    # The server's tag: test sources come from the task and are compiled before any candidate
    # code runs, so a per-job tag would buy nothing (and ``import secrets`` costs a
    # millisecond in every child).
    tag = _CACHE_TAG
    for t, (tcode, fold, error, boot) in zip(job.get("tests", []), precompiled, strict=True):
        name = f"<test {t['id']}>"
        if tcode is not None and fold & shadowed:
            # The candidate defines a name the test took for a builtin: compile it again so
            # that, as in plain Python, the module's definition wins.
            tcode, _ = compile_test(t["source"], name, strict, shadowed, tag, sealed)
            boot = _boot_function(tcode)
        tests.append((t["id"], name, boot, error))
    module = types.ModuleType("solution")
    module.__file__ = "solution.py"
    mdict = module.__dict__
    mdict["__builtins__"] = builtins  # exec would otherwise take the boot function's (empty)
    # The generators are made before any candidate code; a pass is read from them alone.
    setup_gen = _boot_function(code)(mdict) if code is not None else None
    runs = tuple((dict(), boot, name) for _, name, boot, _ in tests)
    runs = tuple((ns, boot(ns) if boot is not None else None, name) for ns, boot, name in runs)
    info = (tuple(tid for tid, _, _, _ in tests), tuple(error for _, _, _, error in tests),
            setup_error, test_timeout)
    messages: dict = {}
    timed_out: set = set()
    durations: dict = {}
    # In the child, only the reporter's closure may hold the nonce: the child takes it out of
    # the job, and drops its references to the closure once the thread runs it.
    reporter = _make_reporter(str(job.get("nonce", "")), RESULT_FD, setup_gen,
                              tuple(gen for _, gen, _ in runs), info, messages, timed_out,
                              durations)
    return (code, setup_error, compile_warnings, module, setup_gen, runs, info, messages,
            timed_out, durations, reporter)


def _child(job: dict, confined: bool) -> None:
    """Runs one job in the forked child (main thread = the runner); returns when done.

    ``confined`` says whether a PID namespace or a uid of its own keeps the job away from
    other processes; when not, the audit hook refuses signals to anything outside the job.
    """
    # Compile everything before any candidate code runs: afterwards ``ast`` and ``compile``
    # could be patched by it. Most jobs come prepared by the server (see _run_job).
    import _thread

    prepared = job.pop("prepared", None) or prepare_job(job)
    job.pop("nonce", None)
    compile_warnings, module, setup_gen, runs, info, messages, timed_out, durations = \
        prepared[2:10]
    reporter = prepared[10]
    del prepared
    test_timeout = info[3]
    if compile_warnings:
        os.write(2, compile_warnings.encode("utf-8", "replace"))
    compared = _sealed()[1][5]
    pristine = _pristine_builtins()
    sys.modules["solution"] = module
    mdict = module.__dict__
    del job["tests"], job["code"]

    if not job.get("allow_exec", False):
        # ``subprocess`` stays importable, but its exec primitive (which raises no audit
        # event of its own) is gone; re-importing it is refused by the hook.
        import _posixsubprocess

        def no_exec(*args, **kwargs):
            raise Blocked("starting programs is not allowed in the sandbox")

        # ``subprocess`` binds the primitive when it is imported: a later import gets this.
        _posixsubprocess.fork_exec = no_exec
        if "subprocess" in sys.modules:
            sys.modules["subprocess"]._fork_exec = no_exec
    confined_imports = frozenset() if confined else frozenset(
        {"posix", "os", "_signal", "signal"})
    if not confined:
        # Signals through pidfds raise no audit event: without a PID namespace or a uid of
        # its own, the job gets no pidfds (re-importing the modules is refused by the hook).
        import posix

        def no_pidfd(*args, **kwargs):
            raise Blocked("pidfds are not available here")

        for mod, attr in ((os, "pidfd_open"), (posix, "pidfd_open"),
                          (signal, "pidfd_send_signal")):
            if hasattr(mod, attr):
                setattr(mod, attr, no_pidfd)

    go, sent = reporter[1], reporter[2]
    _thread.start_new_thread(reporter[0], ())
    # Candidate code can walk up to this frame: nothing here may lead to the reporter's
    # closure, which holds the nonce (the thread keeps its own reference).
    del reporter
    # From here on candidate code runs in this thread and may read every frame below it:
    # nothing here can produce a pass (the reporter, in its own thread, reads the generators).
    _install_hook(bool(job.get("allow_exec", False)), confined, confined_imports)
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    if setup_gen is not None:
        _run_gen(-1, setup_gen, "solution.py", test_timeout, messages, timed_out, durations,
                 compared)
        if setup_gen.gi_suspended:
            bdict = builtins.__dict__
            for index, (ns, gen, name) in enumerate(runs):
                if gen is None:
                    continue
                # Undo whatever the candidate did to builtins (e.g. replacing print or len).
                # The test sees them through this restored dict; those it names are constants
                # of its code anyway.
                bdict.clear()
                bdict.update(pristine)
                ns.update(mdict)
                ns["__builtins__"] = bdict
                ns["__name__"] = "__codeloop_test__"
                _run_gen(index, gen, name, test_timeout, messages, timed_out, durations,
                         compared)
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except BaseException:  # noqa: BLE001 - closed or replaced by the candidate
            pass
    go.release()
    sent.acquire(True, 5.0)


class _TestTimeout(BaseException):
    """Raised by the alarm handler; a BaseException so a bare ``except Exception`` can't eat it."""


def _on_alarm(signum, frame):  # noqa: ARG001 - signal handler signature
    raise _TestTimeout()


def _run_gen(index, gen, filename, timeout, messages, timed_out, durations, compared) -> None:
    """Runs one boot generator in this thread under an alarm; notes how it went (advisory)."""
    del compared[:]
    if signal.getsignal(signal.SIGALRM) is not _on_alarm:  # set once; again if replaced
        signal.signal(signal.SIGALRM, _on_alarm)
    t0 = time.perf_counter()
    try:
        signal.setitimer(signal.ITIMER_REAL, timeout)
        try:
            next(gen)
        finally:
            signal.setitimer(signal.ITIMER_REAL, 0)
    except _TestTimeout:
        timed_out.add(index)
    except BaseException as exc:  # noqa: BLE001 - any failure of the candidate is a verdict
        messages[index] = _exposed_describe(exc, filename, compared)
    durations[index] = time.perf_counter() - t0


def _exposed_describe(exc, filename, compared) -> str:
    return _CACHE["exposed_ns"]["describe"](exc, filename, compared)


def _make_reporter(nonce, res_fd, setup_gen, gens, info, messages, timed_out, durations):
    """Builds the function the reporter thread runs; returns ``(report, go, sent)``.

    Once started (in the child, before any candidate code) the thread waits for ``go``,
    reads every generator's state and writes the frames. Nothing it trusts is reachable from
    the job's thread: the nonce, the frame writer and its private tuple of generators live
    only in this closure, referenced by the thread alone.
    """
    import _thread

    write, enc, magic, join = os.write, _encoder(), MAGIC, b"".join
    kind_of, as_str, mview, size_of = type, str, memoryview, len
    gen_type, float_type = type(setup_gen) if setup_gen is not None else None, float
    ids, errors, setup_error, test_timeout = info
    go, sent = _thread.allocate_lock(), _thread.allocate_lock()
    go.acquire()
    sent.acquire()

    pending: list = []

    def send(payload: dict) -> None:
        # Frames are queued and written together by flush(): one write and one wakeup of
        # the server per job instead of one per test.
        payload["nonce"] = nonce
        data = enc(payload).encode()
        pending.append(magic + size_of(data).to_bytes(4, "big") + data)

    def flush() -> None:
        view = mview(join(pending))
        pending.clear()
        while view:
            view = view[write(res_fd, view):]

    def passed(gen) -> bool:
        return gen_type is not None and kind_of(gen) is gen_type and gen.gi_suspended is True

    def text(value, default: str) -> str:
        return value if kind_of(value) is as_str else default

    def report() -> None:
        go.acquire()
        try:
            if setup_gen is None or not passed(setup_gen):
                if setup_gen is None:
                    message = setup_error
                elif -1 in timed_out:
                    message = f"importing the code took longer than {test_timeout:g}s"
                else:
                    message = text(messages.get(-1), "the code did not finish loading")
                send({"type": "setup", "ok": False, "message": message})
                send({"type": "done"})
                return
            send({"type": "setup", "ok": True})
            for i, tid in enumerate(ids):
                gen = gens[i]
                if gen is None:
                    status, message = "error", errors[i]
                elif passed(gen):
                    status, message = "passed", ""
                elif i in timed_out:
                    status, message = "timeout", f"the test ran longer than {test_timeout:g}s"
                else:
                    message = text(messages.get(i), "")
                    if not message:
                        status, message = "error", "the test did not finish"
                    elif message.startswith("assertion"):
                        status = "failed"
                    else:
                        status = "error"
                duration = durations.get(i, 0.0)
                send({"type": "test", "id": tid, "status": status, "message": message[:4000],
                      "duration_s": duration if kind_of(duration) is float_type else 0.0})
            send({"type": "done"})
        finally:
            try:
                flush()  # also what came before a failure of this thread: a partial result
            finally:
                sent.release()

    return report, go, sent


# ---------------------------------------------------------------------------------------------
# the server


def _read_exact(fd: int, n: int) -> bytes | None:
    parts = []
    while n:
        chunk = os.read(fd, min(n, 1 << 20))
        if not chunk:
            return None
        parts.append(chunk)
        n -= len(chunk)
    return b"".join(parts)


def _send_msg(fd: int, payload: dict) -> None:
    import json

    data = json.dumps(payload).encode()
    view = memoryview(len(data).to_bytes(4, "big") + data)
    while view:
        view = view[os.write(fd, view):]


def _recv_msg(fd: int) -> dict | None:
    import json

    head = _read_exact(fd, 4)
    if head is None:
        return None
    body = _read_exact(fd, int.from_bytes(head, "big"))
    return None if body is None else json.loads(body)


def _prctl_setup() -> None:
    """Marks the server a child subreaper and non-dumpable, then forgets ctypes."""
    try:
        import ctypes

        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(36, 1, 0, 0, 0)  # PR_SET_CHILD_SUBREAPER: orphans of jobs come back to us
        libc.prctl(4, 0, 0, 0, 0)  # PR_SET_DUMPABLE 0: no /proc/<server>/mem, no ptrace
    except (ImportError, OSError, AttributeError):
        pass
    for name in [m for m in sys.modules if m == "ctypes" or m.startswith(("ctypes.", "_ctypes"))]:
        del sys.modules[name]


def _proc_table() -> dict[int, int]:
    table = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat", "rb") as fh:
                    stat = fh.read()
                table[int(entry)] = int(stat[stat.rindex(b")") + 2:].split()[1])
            except (OSError, ValueError, IndexError):
                pass
    return table


def _descendants(root: int) -> list[int]:
    table = _proc_table()
    children: dict[int, list[int]] = {}
    for pid, ppid in table.items():
        children.setdefault(ppid, []).append(pid)
    out, todo = [], list(children.get(root, ()))
    while todo:
        pid = todo.pop()
        out.append(pid)
        todo.extend(children.get(pid, ()))
    return out


def _children() -> list[int]:
    """Direct children of this process (orphaned descendants are reparented to us)."""
    pids: list[int] = []
    try:
        for task in os.listdir("/proc/self/task"):
            fd = os.open(f"/proc/self/task/{task}/children", os.O_RDONLY)
            try:
                data = b""
                while chunk := os.read(fd, 65536):
                    data += chunk
            finally:
                os.close(fd)
            pids.extend(int(p) for p in data.split())
    except OSError:
        return _descendants(os.getpid())
    return pids


def _kill_leftovers(pid_ns: bool) -> int:
    """Kills every process the job left; returns how many were reaped."""
    me = os.getpid()
    reaped = 0
    for _ in range(1000):
        while True:  # reap what already died
            try:
                pid, _ = os.waitpid(-1, os.WNOHANG)
            except ChildProcessError:
                pid = -1
            if pid <= 0:
                break
            reaped += 1
        # As PID 1 or a child subreaper, every living descendant is a child of ours or below
        # one: no children means nothing is left.
        if not _children():
            break
        if pid_ns:
            try:
                os.kill(-1, signal.SIGKILL)  # PID 1 of the namespace: everyone but us
            except ProcessLookupError:
                pass
        else:
            for pid in _descendants(me):
                try:
                    os.kill(pid, signal.SIGKILL)
                except (ProcessLookupError, PermissionError):
                    pass
        time.sleep(0.0005)
    return reaped


def _clean_dir(path: str) -> tuple[int, bool]:
    """Empties a work directory the job wrote to (its processes are all dead by now).

    Subdirectories are flattened rather than recursed into: each one's entries are moved up
    to ``path`` before it is removed, so a tree nested thousands deep (as a hostile job can
    make) needs neither recursion nor long paths nor one descriptor per level. Entries the
    job made unreadable or unwritable are opened up first: we own them or hold the
    capabilities. Mount points are skipped (the interpreter bound over a private /tmp).

    Returns:
        How many top-level entries were removed, and whether the directory is now empty
        (apart from mount points).
    """
    removed = 0
    try:
        root = os.open(path, os.O_RDONLY | os.O_DIRECTORY)
    except OSError:
        return 0, True
    serial, previous = 0, None
    try:
        try:  # the job may have taken our own rights on it away
            os.fchmod(root, os.fstat(root).st_mode & 0o7777 | 0o700)
        except OSError:
            pass
        while True:
            try:
                names = sorted(n for n in os.listdir(root)
                               if not os.path.ismount(os.path.join(path, n)))
            except OSError:
                return removed, False
            if not names:
                return removed, True
            if names == previous:
                return removed, False  # no progress: what is left cannot be removed
            previous = names
            for name in names:
                removed += not name.startswith(".codeloop-flat-")
                _remove_entry(root, name, serial)
                serial += 1_000_000
    finally:
        os.close(root)


def _remove_entry(root: int, name: str, serial: int) -> None:
    """Removes ``name`` under ``root``: a file, or a directory whose entries move up first."""
    try:
        os.unlink(name, dir_fd=root)
        return
    except IsADirectoryError:
        pass
    except OSError:
        pass
    try:
        os.chmod(name, 0o700, dir_fd=root, follow_symlinks=False)
    except (OSError, NotImplementedError):
        pass
    try:
        os.rmdir(name, dir_fd=root)
        return
    except OSError:
        pass
    try:
        fd = os.open(name, os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW, dir_fd=root)
    except OSError:
        return
    try:
        for i, child in enumerate(os.listdir(fd)):
            try:
                os.rename(child, f".codeloop-flat-{serial + i}", src_dir_fd=fd,
                          dst_dir_fd=root)
            except OSError:
                pass
    finally:
        os.close(fd)
    try:
        os.rmdir(name, dir_fd=root)
    except OSError:
        pass


def _scan_done(buf: bytearray, pos: int, done: bytes) -> tuple[int, bool]:
    """Walks whole frames from ``pos``; returns the next offset and whether ``done`` came.

    ``done`` is the exact payload of the job's genuine last frame (see :func:`_done_frame`):
    comparing bytes spares decoding every frame. This only decides when the server stops
    waiting; the host decodes and checks every frame itself.
    """
    while pos + 8 <= len(buf):
        if buf[pos:pos + 4] != MAGIC:
            return len(buf), False  # garbage: the host will say so; wait for the exit
        size = int.from_bytes(buf[pos + 4:pos + 8], "big")
        if pos + 8 + size > len(buf):
            break
        end = pos + 8 + size
        if size == len(done) and buf[pos + 8:end] == done:
            return end, True
        pos = end
    return pos, False


def _done_frame(nonce: str) -> bytes:
    """The payload of the reporter's ``done`` frame for ``nonce``, byte for byte."""
    return _encoder()({"type": "done", "nonce": nonce}).encode()


def _stdio() -> tuple:
    """Text files on descriptors 1, 2 and 0 for the children, made once per server.

    Building them costs a child a few hundred microseconds; made here they are shared
    copy-on-write. The server never writes to them, so they start each child empty.
    """
    files = _CACHE.get("stdio")
    if files is None:
        files = _CACHE["stdio"] = (open(1, "w", closefd=False, buffering=1),
                                   open(2, "w", closefd=False, buffering=1),
                                   open(0, closefd=False))
    return files


def _run_job(job: dict, cfg: dict, pid_ns: bool) -> dict:
    import base64
    import gc
    import select

    res_r, res_w = os.pipe()
    out_r, out_w = os.pipe()
    err_r, err_w = os.pipe()
    workdir = cfg["workdir"]
    started = time.monotonic()
    job["compiled"] = precompile_tests(job.get("tests", []), bool(job.get("strict_eq", True)))
    if len(job.get("code", "")) <= SERVER_COMPILE_MAX_CHARS:
        job["prepared"] = prepare_job(job)
    _stdio()
    gc.freeze()  # what this job added to the server's heap: shared, never scanned by the child
    pid = os.fork()
    forked = time.monotonic()
    if pid == 0:  # the child
        try:
            # A job lives for milliseconds: collecting would only scan (and copy) the pages
            # shared with the server. RLIMIT_AS still bounds what it allocates.
            gc.disable()
            os.setsid()
            null = os.open(os.devnull, os.O_RDWR)
            os.dup2(null, 0)
            os.dup2(out_w, 1)
            os.dup2(err_w, 2)
            os.dup2(res_w, RESULT_FD, inheritable=False)
            os.closerange(4, 1 << 16)
            uid = cfg.get("job_uid")
            os.chdir(workdir)
            for fname, text in (job.get("files") or {}).items():
                full = os.path.join(workdir, os.path.basename(fname))
                with open(full, "w") as fh:
                    fh.write(text)
                os.chmod(full, 0o444)
            if uid is not None:
                os.setgroups([])
                os.setgid(uid)
                os.setuid(uid)
            confined = pid_ns or uid is not None
            _set_limits(job, isolated=confined)
            # Made in the server on the same descriptor numbers (never written there).
            sys.stdout, sys.stderr, sys.stdin = _stdio()
            _child(job, confined)
        except BaseException:  # noqa: BLE001 - the parent sees a crash from missing frames
            try:
                import traceback

                os.write(2, ("harness error: " + traceback.format_exc()[-1500:]).encode())
            except BaseException:  # noqa: BLE001
                pass
        os._exit(0)
    for fd in (res_w, out_w, err_w):
        os.close(fd)
    cap = int(job.get("max_output_bytes", 65536))
    deadline = started + float(job.get("timeout_s", 10.0))
    bufs = {res_r: bytearray(), out_r: bytearray(), err_r: bytearray()}
    limits = {res_r: 8 << 20, out_r: cap, err_r: cap}
    dropped = {out_r: 0, err_r: 0, res_r: 0}
    poller = select.poll()
    for fd in bufs:
        poller.register(fd, select.POLLIN)
    try:
        pidfd = os.pidfd_open(pid)
        poller.register(pidfd, select.POLLIN)
    except (AttributeError, OSError):
        pidfd = -1
    open_fds = set(bufs)
    timed_out = False
    status = None
    done_frame, scan, finished = _done_frame(str(job.get("nonce", ""))), 0, False
    while True:
        remaining = deadline - time.monotonic()
        if remaining <= 0:
            timed_out = True
            break
        wait_ms = int(min(remaining, 0.05 if pidfd < 0 else remaining) * 1000) + 1
        events = poller.poll(wait_ms)
        exited = False
        for fd, _ in events:
            if fd == pidfd:
                exited = True
                continue
            chunk = os.read(fd, 65536)
            if not chunk:
                poller.unregister(fd)
                open_fds.discard(fd)
                continue
            buf = bufs[fd]
            room = limits[fd] - len(buf)
            if room > 0:
                buf += chunk[:room]
            dropped[fd] += max(0, len(chunk) - max(room, 0))
            if fd == res_r and not finished:
                scan, finished = _scan_done(buf, scan, done_frame)
        if finished:
            # The genuine last frame is in: no need to wait for the child to exit.
            exited = True
        if pidfd < 0:
            got, st = os.waitpid(pid, os.WNOHANG)
            if got:
                exited, status = True, st
        if exited or not open_fds:
            # Drain what is already written; a grandchild may keep the pipes open forever.
            for fd in list(open_fds):
                while True:
                    r, _, _ = select.select([fd], [], [], 0)
                    if not r:
                        break
                    chunk = os.read(fd, 65536)
                    if not chunk:
                        break
                    room = limits[fd] - len(bufs[fd])
                    if room > 0:
                        bufs[fd] += chunk[:room]
                    dropped[fd] += max(0, len(chunk) - max(room, 0))
            if exited:
                break
    if status is None:
        try:
            os.kill(pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        try:
            _, status = os.waitpid(pid, 0)
        except ChildProcessError:
            status = 0
    ended = time.monotonic()
    strays = _kill_leftovers(pid_ns)
    killed = time.monotonic()
    for fd in list(bufs) + ([pidfd] if pidfd >= 0 else []):
        os.close(fd)
    cleaned = [_clean_dir(d) for d in cfg.get("clean_dirs", [workdir])]
    leftovers = sum(n for n, _ in cleaned)
    if os.WIFSIGNALED(status):
        exit_note = f"killed by signal {os.WTERMSIG(status)}"
    else:
        exit_note = f"exit code {os.WEXITSTATUS(status)}"
    out, err = bytes(bufs[out_r]), bytes(bufs[err_r])
    if dropped[out_r]:
        out += f"\n[output truncated: {dropped[out_r]} more bytes]".encode()
    if dropped[err_r]:
        err += f"\n[output truncated: {dropped[err_r]} more bytes]".encode()
    return {
        "type": "result",
        "result": base64.b64encode(bytes(bufs[res_r])).decode(),
        "stdout": out.decode("utf-8", "replace"),
        "stderr": err.decode("utf-8", "replace"),
        "timed_out": timed_out,
        "exit": exit_note,
        "strays": strays,
        "leftovers": leftovers,
        # A work directory that could not be emptied would show this job's files to the
        # next one: the host replaces the worker instead.
        "retire": not all(empty for _, empty in cleaned),
        "duration_s": time.monotonic() - started,
        "phases_ms": {"fork": (forked - started) * 1e3, "job": (ended - forked) * 1e3,
                      "kill": (killed - ended) * 1e3,
                      "clean": (time.monotonic() - killed) * 1e3},
    }


def _run_tool(argv: list[str], pass_fd: int | None = None) -> None:
    """Runs a system tool (``mount``) to completion; raises OSError with its message on failure.

    ``posix_spawn`` rather than ``subprocess``, which would import ``threading`` into the
    server (see :data:`PREIMPORT`).
    """
    err_r, err_w = os.pipe()
    null = os.open(os.devnull, os.O_RDWR)
    actions = [(os.POSIX_SPAWN_DUP2, null, 0), (os.POSIX_SPAWN_DUP2, null, 1),
               (os.POSIX_SPAWN_DUP2, err_w, 2)]
    if pass_fd is not None:
        os.set_inheritable(pass_fd, True)
    try:
        pid = os.posix_spawnp(argv[0], argv, dict(os.environ), file_actions=actions)
    finally:
        os.close(err_w)
        os.close(null)
    chunks = []
    while chunk := os.read(err_r, 65536):
        chunks.append(chunk)
    os.close(err_r)
    _, status = os.waitpid(pid, 0)
    if os.waitstatus_to_exitcode(status) != 0:
        message = b"".join(chunks).decode("utf-8", "replace").strip()
        raise OSError(f"{' '.join(argv)} failed: {message or status}")


def _setup_mounts(spec: dict) -> None:
    """In a private mount namespace (unshare): read-only host, private tmpfs, hidden paths.

    Paths under a hidden directory that must stay visible (``keep``: the interpreter) are
    parked on a staging bind, the directory is covered, and they are bound back read-only.
    """
    def mount(*args: str) -> None:
        _run_tool(["mount", *args])

    mount("--make-rprivate", "/")
    if spec.get("readonly", True):
        with open("/proc/self/mountinfo") as fh:
            points = [line.split()[4] for line in fh]
        for point in sorted(set(points), key=len):
            if point.startswith(("/proc", "/sys")):
                continue
            try:
                mount("-o", "remount,bind,ro", point)
            except OSError:
                pass  # a mount we may not touch (locked): it stays as it was
    size = int(spec.get("size", 64 << 20))
    tmpfs = [p for p in spec.get("tmpfs", []) if os.path.isdir(p)]
    # Keeps under a private tmpfs (an interpreter in a virtualenv under /tmp) are held open
    # before the tmpfs covers them, and bound back through /proc/self/fd afterwards.
    held = [(k, os.open(k, os.O_PATH | os.O_DIRECTORY)) for k in spec.get("keep", [])
            if os.path.isdir(k) and any(k.startswith(t.rstrip("/") + "/") for t in tmpfs)]
    for path in tmpfs:
        mount("-t", "tmpfs", "-o", f"size={size},mode=1777", "tmpfs", path)
    for path, fd in held:
        os.makedirs(path, exist_ok=True)
        # --no-canonicalize: resolving the fd's name would find the new, empty tmpfs.
        _run_tool(["mount", "--no-canonicalize", "--bind", f"/proc/self/fd/{fd}", path],
                  pass_fd=fd)
        mount("-o", "remount,bind,ro", path)
        os.close(fd)
    hide = [p for p in spec.get("hide", []) if os.path.isdir(p)]
    keep = [k for k in spec.get("keep", [])
            if any(k == h or k.startswith(h.rstrip("/") + "/") for h in hide)]
    staged = []
    for i, path in enumerate(keep):
        stage = f"/tmp/.codeloop-keep-{i}"
        os.makedirs(stage, exist_ok=True)
        mount("--bind", path, stage)
        staged.append((path, stage))
    for path in hide:
        mount("-t", "tmpfs", "-o", "size=1048576,mode=0755", "tmpfs", path)
    for path, stage in staged:
        os.makedirs(path, exist_ok=True)
        mount("--bind", stage, path)
        mount("-o", "remount,bind,ro", path)
        try:
            _run_tool(["umount", "-l", stage])
        except OSError:
            pass
        os.rmdir(stage)
    for path in hide:
        mount("-o", "remount,ro", path)


def _add_site_packages() -> None:
    """What ``site`` would add to the path, without executing ``.pth`` files.

    Site-packages directories (a virtualenv's, and the base interpreter's when the virtualenv
    includes system packages) and the plain directory lines of their ``.pth`` files; lines
    that import code are skipped. Also the ``exit``/``quit``/``help`` builtins ``site``
    defines, since candidate scripts call ``exit()``.
    """
    import site

    prefixes = [sys.prefix]
    for folder in (os.path.dirname(sys.executable),
                   os.path.dirname(os.path.dirname(sys.executable))):
        conf = os.path.join(folder, "pyvenv.cfg")
        if os.path.isfile(conf):
            with open(conf, encoding="utf-8") as fh:
                settings = dict(line.split("=", 1) for line in fh if "=" in line)
            system = {k.strip().lower(): v.strip().lower() for k, v in settings.items()}.get(
                "include-system-site-packages", "false")
            if system == "true" and sys.base_prefix not in prefixes:
                prefixes.append(sys.base_prefix)
            break
    for sitedir in site.getsitepackages(prefixes):
        if not os.path.isdir(sitedir) or sitedir in sys.path:
            continue
        sys.path.append(sitedir)
        try:
            names = sorted(n for n in os.listdir(sitedir) if n.endswith(".pth"))
        except OSError:
            continue
        for name in names:
            try:
                with open(os.path.join(sitedir, name), encoding="utf-8") as fh:
                    lines = fh.read().splitlines()
            except (OSError, UnicodeDecodeError):
                continue
            for line in lines:
                line = line.strip()
                if not line or line.startswith(("#", "import ", "import\t")):
                    continue
                path = os.path.join(sitedir, line)
                if os.path.isdir(path) and path not in sys.path:
                    sys.path.append(path)
    site.setquit()
    site.setcopyright()
    site.sethelper()


def _uid_can_read(uid: int, path: str) -> bool:
    pid = os.fork()
    if pid == 0:
        try:
            os.setgroups([])
            os.setgid(uid)
            os.setuid(uid)
            os.listdir(path)
            os._exit(0)
        except BaseException:  # noqa: BLE001
            os._exit(1)
    _, status = os.waitpid(pid, 0)
    return os.WIFEXITED(status) and os.WEXITSTATUS(status) == 0


def _self_check() -> None:
    """Proves, on this interpreter, that boot generators tell a pass from a failure."""
    ok = _boot_function(compile("x = 1", "<check>", "exec"))({})
    next(ok)
    bad = _boot_function(compile("assert False", "<check>", "exec"))({})
    try:
        next(bad)
    except AssertionError:
        pass
    if not (ok.gi_suspended is True and bad.gi_suspended is False):
        raise RuntimeError("boot generators do not work on this interpreter")
    _sealed()
    _pristine_builtins()


def serve() -> None:
    """The fork-server loop; see the module docstring."""
    ctl_in, ctl_out = os.dup(0), os.dup(1)
    null = os.open(os.devnull, os.O_RDWR)
    os.dup2(null, 0)
    os.dup2(null, 1)
    os.close(null)
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGPIPE, signal.SIG_IGN)
    cfg = _recv_msg(ctl_in)
    if cfg is None:
        return
    if cfg.get("cpu") is not None:
        # Pinned by the pool: jobs forked here inherit it (see ForkServerSandbox.pin_cpus).
        try:
            os.sched_setaffinity(0, {int(cfg["cpu"])})
        except (AttributeError, OSError, ValueError):
            pass  # a CPU outside this sandbox's set: stay unpinned
    if cfg.get("mounts"):
        _setup_mounts(cfg["mounts"])
    _prctl_setup()
    pid_ns = os.getpid() == 1
    if sys.flags.no_site:
        _add_site_packages()
    for name in cfg.get("preimport", PREIMPORT):
        try:
            __import__(name)
        except Exception:  # noqa: BLE001 - optional conveniences
            pass
    import resource  # noqa: F401 - needed by every child, maybe after it lost read access

    os.makedirs(cfg["workdir"], exist_ok=True)
    if cfg.get("job_uid") is not None and not _uid_can_read(cfg["job_uid"],
                                                            os.path.dirname(os.__file__)):
        # The interpreter lives where that uid cannot read (e.g. under /root): imports in the
        # jobs would fail, so jobs keep the server's user.
        cfg["job_uid"] = None
    _self_check()
    import gc

    # Children share the server's heap copy-on-write: keep the collector off these objects, or
    # every job would copy the pages it touches while scanning them.
    gc.collect()
    gc.freeze()
    _send_msg(ctl_out, {"type": "ready", "pid": os.getpid(), "uid": os.getuid(),
                        "pid_ns": pid_ns, "python": sys.version.split()[0],
                        "job_uid": cfg.get("job_uid"),
                        "fork_hooked": [m for m in FORK_HOOKED if m in sys.modules]})
    while True:
        msg = _recv_msg(ctl_in)
        if msg is None or msg.get("op") == "exit":
            return
        if msg.get("op") == "ping":
            _send_msg(ctl_out, {"type": "pong"})
            continue
        _send_msg(ctl_out, _run_job(msg, cfg, pid_ns))


if __name__ == "__codeloop_harness__":
    serve()
