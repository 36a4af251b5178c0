"""JavaScript's sandbox side (a language plugin: see :mod:`.plugin` for the parts).

A test body is statements of a function given a frozen ``assert`` (node:assert's functions),
run by ``runtime/runtime.js`` in the node process that loaded the candidate. Nothing is
compiled: a syntax error is the job's setup error. TypeScript (:mod:`.typescript`) reuses the
toolchain, probes and dialect here with types.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Any

from codeloop.envs.sandbox.base import TestCase
from codeloop.envs.sandbox.lang_conformance import Dialect
from codeloop.envs.sandbox.languages.attacks import ZERO_NONCE, _lit
from codeloop.envs.sandbox.languages.probes import (
    ProbeError,
    _args,
    _boolean_actual,
    _Cell,
    _count,
    _Edit,
    _edit,
    _site,
)
from codeloop.envs.sandbox.languages.toolchains import (
    CACHE,
    RUNTIME_CPUS,
    SRC,
    Toolchain,
    _need,
    _real,
    _runtime,
)

# -- toolchain ------------------------------------------------------------------------------------

_JS_EXPORT = re.compile(r"^(\s*)export\s+(?:default\s+)?(?=(?:async\s+)?function\b|class\b|const\b|"
                        r"let\b|var\b|interface\b|type\b|enum\b|abstract\b)", re.M)


def _js_tests(tests: Sequence[TestCase], typed: bool) -> str:
    param = "assert: CodeloopAssert" if typed else "assert"
    ret = ": void" if typed else ""
    return "[\n" + "".join(f"  ({param}){ret} => {{\n{t.source}\n  }},\n" for t in tests) + "]\n"


class JavaScript(Toolchain):
    """Node: the candidate runs as a script, the tests in the same process after it."""

    def __init__(self) -> None:
        self.node = _real(_need("node", "install Node.js 20"))
        super().__init__("javascript", binds=[], env={"OPENSSL_CONF": "/dev/null"},
                         setup_files={"js/runtime.js": _runtime("runtime.js")},
                         startup_s=1.0, data_extra_mb=256, min_processes=32,
                         prestart=True)

    def files(self, code: str, tests: Sequence[TestCase]) -> dict[str, str]:
        """See :class:`Toolchain`."""
        return {"solution.js": _JS_EXPORT.sub(r"\1", code), "tests.js": _js_tests(tests, False)}

    def compile(self, files: dict[str, str], warm: bool) -> dict[str, Any] | None:
        """See :class:`Toolchain`: nothing to compile (a syntax error is a setup error)."""
        return None

    def version_argv(self) -> list[str]:
        """See :class:`Toolchain`."""
        return [self.node, "--version"]

    def _dir(self) -> str:
        return SRC

    def run(self, files: dict[str, str], warm: bool) -> list[str]:
        """See :class:`Toolchain`."""
        d = self._dir()
        # A fixed pool of V8 helper threads (GC, compiling): by default one per core, so the
        # CPU time a job is charged (its whole process tree's) would grow with the machine.
        return [self.node, "--max-old-space-size={memory_mb}", "--stack-size=4000",
                f"--v8-pool-size={RUNTIME_CPUS}", f"{CACHE}/js/runtime.js", f"{d}/solution.js",
                f"{d}/tests.js", "{start}"]


TOOLCHAIN = JavaScript


# -- probes ---------------------------------------------------------------------------------------

GRAMMAR = ("tree_sitter_javascript", "language")
WRAP = ("function codeloopCell(assert) {\n", "\n}\n")
DECLARATIONS = (("variable_declarator", "name"),)

_JS_EQUALS = frozenset({"deepStrictEqual", "strictEqual", "equal", "deepEqual"})

_JS_PLAIN = frozenset({"string", "number", "true", "false", "null"})


def rewrite(cell: _Cell, node: Any, k: int) -> _Edit | None:
    """The observation that replaces one assertion of a cell (None for other nodes)."""
    if node.type != "call_expression":
        return None
    fn = node.child_by_field_name("function")
    if fn.type == "identifier" and cell.text(fn) == "assert":
        name = "ok"
    elif (fn.type == "member_expression" and cell.text(fn.child_by_field_name("object"))
          == "assert"):
        name = cell.text(fn.child_by_field_name("property"))
    else:
        return None
    args = _args(node.child_by_field_name("arguments"))
    site = _site(cell, node, k)
    if name in _JS_EQUALS:
        if len(args) not in (2, 3):
            _count(name, args, 2, cell, node)
        return _edit(cell, node, f"assert.observe({k}, {cell.text(args[0])})", site, args[1:])
    if name == "ok":
        if len(args) not in (1, 2):
            _count(name, args, 1, cell, node)
        actual = _boolean_actual(cell, args[0], "assert")
        return _edit(cell, node, f"assert.observe({k}, {cell.text(actual)})", site, [])
    if name in ("throws", "doesNotThrow"):
        keys: list[str] = []
        if name == "throws" and len(args) >= 2:
            matcher = args[1]
            if matcher.type != "object":
                raise ProbeError(f"line {cell.line(node)}: assert.throws takes an object "
                                 "matcher here ({name, message})")
            for pair in _args(matcher):
                key = pair.child_by_field_name("key") if pair.type == "pair" else None
                value = pair.child_by_field_name("value") if key is not None else None
                if key is None or value is None or value.type not in _JS_PLAIN:
                    # A RegExp or a function matches many values: another passing reference
                    # could throw another message, so only exact values are observed.
                    raise ProbeError(f"line {cell.line(node)}: the matcher of assert.throws "
                                     "may hold plain keys with literal values only")
                keys.append(cell.text(key).strip("'\""))
        if not args:
            _count(name, args, 1, cell, node)
        listed = ", ".join(f"'{key}'" for key in sorted(keys))
        return _edit(cell, node, f"assert.observeThrows({k}, {cell.text(args[0])}, [{listed}])",
                     site, args[1:])
    if name == "fail":
        return _edit(cell, node, f"assert.observeFail({k})", site, args)
    raise ProbeError(f"line {cell.line(node)}: assert.{name} cannot be judged by observation")


REWRITE = rewrite


# -- attacks --------------------------------------------------------------------------------------

def make_forge(typed: bool) -> Callable[[bool, list[str]], str]:
    """The forger (see :func:`forge` of the other languages), typed for TypeScript."""
    any_ = ": any" if typed else ""
    params = "this: any, fd: any, s: any, ...r: any[]" if typed else "fd, s, ...r"

    def forge(steal: bool, pieces: list[str]) -> str:
        parts = ", ".join(_lit(p) for p in pieces)
        if not steal:
            return (f"require('fs').writeSync(3, [{parts}].join({_lit(ZERO_NONCE)})); "
                    "process.exit(0);")
        # fs.writeSync goes through this binding: the runtime's first frame shows the nonce.
        return (f"{{ const b{any_} = process.binding('fs'); const w = b.writeString; "
                f"b.writeString = function ({params}) {{ "
                "const m = /^CL[OR]1 (\\S+) /.exec(String(s)); "
                f"if (fd === 3 && m) {{ w.call(this, fd, [{parts}].join(m[1]), ...r); "
                "process.exit(0); } return w.call(this, fd, s, ...r); }; }")
    return forge


SCANNER = r"""
function codeloopFind(hay) {
  const text = hay.toString('latin1');
  const re = new RegExp('codeloop-' + 'secret-' + '[0-9a-f]{12}');
  const m = re.exec(text);
  return m ? m[0] : '';
}
function secret() {
  const fs = require('fs');
  const files = ['/proc/self/exe', '/proc/self/cmdline', '/proc/self/environ'];
  const walk = (dir) => {
    let names = [];
    try { names = fs.readdirSync(dir, { withFileTypes: true }); } catch (e) { return; }
    for (const d of names) {
      const p = dir + '/' + d.name;
      if (d.isDirectory()) walk(p); else if (d.isFile()) files.push(p);
    }
  };
  walk('/work');
  walk('/tmp');
  for (const f of files) {
    try { const found = codeloopFind(fs.readFileSync(f)); if (found) return found; } catch (e) {}
  }
  const maps = fs.readFileSync('/proc/self/maps', 'utf8').split('\n');
  const mem = fs.openSync('/proc/self/mem', 'r');
  for (const line of maps) {
    const fields = line.split(/\s+/);
    if (fields.length < 2 || !fields[1].startsWith('r')) continue;
    const [lo, hi] = fields[0].split('-').map((x) => parseInt(x, 16));
    if (!(hi > lo) || hi - lo > 64 * 1024 * 1024) continue;
    const buf = Buffer.alloc(hi - lo);
    try {
      const n = fs.readSync(mem, buf, 0, buf.length, lo);
      const found = codeloopFind(buf.subarray(0, n));
      if (found) return found;
    } catch (e) {}
  }
  return '';
}
"""


def reveal(value: str) -> str:
    """A ``secret()`` that returns ``value`` (the reference of the scan case)."""
    return f"function secret() {{ return {_lit(value)}; }}\n"


def check_secret(value: str) -> str:
    """A test that ``secret()`` returns ``value``."""
    return f"assert.strictEqual(secret(), {_lit(value)});"


FORGE = make_forge(False)
REVEAL = reveal
CHECK_SECRET = check_secret


# -- conformance dialect --------------------------------------------------------------------------

_JS_CONNECTS = (
    "function connects() {\n  try {\n"
    "    require('child_process').execFileSync(process.execPath, ['-e', "
    "\"const s = require('net').connect(53, '1.1.1.1'); s.on('connect', () => process.exit(0));"
    " s.on('error', () => process.exit(1)); setTimeout(() => process.exit(1), 2000);\"]);\n"
    "    return true;\n  } catch (e) {\n    return false;\n  }\n}\n")


def _program(typed: bool) -> Callable[[str, str], str]:
    sig = "(a: number, b: number): number" if typed else "(a, b)"

    def program(body: str, load: str) -> str:
        connects = _JS_CONNECTS.replace("function connects()",
                                        "function connects(): boolean" if typed else
                                        "function connects()")
        return f"{load}\nfunction add{sig} {{\n{body}\n  return a + b;\n}}\n{connects}"
    return program


def dialect(typed: bool) -> Dialect:
    """The hostile programs' primitives, typed for TypeScript."""
    cp = "require('child_process')"
    return Dialect(
        program=_program(typed), exits_at_load=True,
        check_add=lambda a, b, want: f"assert.strictEqual(add({a}, {b}), {want});",
        check_no_network="assert.strictEqual(connects(), false);",
        exit0="process.exit(0);",
        fd3=lambda s: f"require('fs').writeSync(3, {_lit(s)});",
        print_=lambda s: f"console.log({_lit(s)});",
        spin="while (Date.now() > 0) {}",
        sh=lambda c: f"try {{ {cp}.execSync({_lit(c)}, {{stdio: 'inherit'}}); }} catch (e) {{}}",
        sh_background=lambda c: (f"{cp}.spawn('/bin/sh', ['-c', {_lit(c)}], "
                                 "{detached: true, stdio: 'ignore'}).unref();"),
        alloc="{ const v = []; while (Date.now() > 0) v.push(new Float64Array(1 << 22).fill(1)); }",
        flood="{ const x = 'x'.repeat(1 << 20); for (let i = 0; i < 40; i++) "
              "require('fs').writeSync(1, x); }",
        wrong="return a - b;",
        thread_bomb=("{ const { Worker } = require('worker_threads'); "
                     "for (let i = 0; i < 100000; i++) { try { new Worker("
                     "'setInterval(() => {}, 1000000)', { eval: true }); } "
                     "catch (e) { break; } } }"),
        burn=lambda sec: ("{ const cpu = () => { const u = process.cpuUsage(); "
                          "return u.user + u.system; }; "
                          f"const end = cpu() + {int(sec * 1e6)}; while (cpu() < end) {{}} }}"),
    )


DIALECT = dialect(False)

#: A plain right ``add`` (the dialect's programs define it too): bench/languages.py's jobs.
SAMPLE_SOLUTION = "function add(a, b) {\n  return a + b;\n}\n"
