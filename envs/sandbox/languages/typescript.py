"""TypeScript's sandbox side (a language plugin: see :mod:`.plugin` for the parts).

JavaScript's (:mod:`.javascript`) with types: test bodies are the same, type-checked with the
candidate (``strict``, ES2022) by tsc per job (cold) or by a node process holding the compiler
and its parsed libraries (warm); the emitted JavaScript runs like a JavaScript job.
"""

from __future__ import annotations

import json
import os
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from codeloop.envs.sandbox.base import TestCase
from codeloop.envs.sandbox.languages import javascript
from codeloop.envs.sandbox.languages.attacks import _lit
from codeloop.envs.sandbox.languages.javascript import _JS_EXPORT, JavaScript, _js_tests
from codeloop.envs.sandbox.languages.toolchains import (
    BUILD,
    CACHE,
    SRC,
    ToolchainMissing,
    _runtime,
)

# -- toolchain ------------------------------------------------------------------------------------

#: The compiler options of every TypeScript job, warm or cold.
TS_OPTIONS = {"target": "es2022", "lib": ["es2022"], "strict": True, "noEmitOnError": True,
              "types": [], "rootDir": SRC, "outDir": BUILD, "skipLibCheck": True,
              "module": "none"}


def typescript_dir() -> str | None:
    """The ``typescript`` npm package: ``$CODELOOP_TYPESCRIPT``, else codeloop's npm cache."""
    candidates = [os.environ.get("CODELOOP_TYPESCRIPT", ""),
                  os.path.expanduser("~/.cache/codeloop-ts/node_modules/typescript")]
    for path in candidates:
        if path and Path(path, "lib", "tsc.js").is_file():
            return os.path.realpath(path)
    return None


class TypeScript(JavaScript):
    """tsc per job (cold) or a node process holding the compiler and its libraries (warm).

    The emitted JavaScript runs like a JavaScript job.
    """

    def __init__(self) -> None:
        super().__init__()
        ts = typescript_dir()
        if not ts:
            raise ToolchainMissing(
                "the typescript npm package was not found: `npm install --prefix "
                "~/.cache/codeloop-ts typescript@5.6.3` or set CODELOOP_TYPESCRIPT")
        self.language = "typescript"
        # Its program runs what the compile step writes: a failed compile would waste it.
        self.prestart = False
        self.ts = ts
        self.binds = [ts]
        self.setup_files.update({"ts/env.d.ts": _runtime("env.d.ts"),
                                 "ts/tsc_server.js": _runtime("tsc_server.js")})
        self.warm_argv = [self.node, "--max-old-space-size=1024", f"{CACHE}/ts/tsc_server.js", ts]

    def files(self, code: str, tests: Sequence[TestCase]) -> dict[str, str]:
        """See :class:`Toolchain`."""
        return {"solution.ts": _JS_EXPORT.sub(r"\1", code), "tests.ts": _js_tests(tests, True)}

    def version_argv(self) -> list[str]:
        """See :class:`Toolchain`: node's version and the TypeScript package's."""
        return [self.node, "-p", "process.version + ' ' + require(process.argv[1]).version",
                f"{self.ts}/package.json"]

    def _inputs(self) -> list[str]:
        return [f"{SRC}/solution.ts", f"{SRC}/tests.ts", f"{CACHE}/ts/env.d.ts"]

    def compile(self, files: dict[str, str], warm: bool) -> dict[str, Any] | None:
        """See :class:`Toolchain`."""
        if warm:
            return {"request": {"files": self._inputs(), "options": TS_OPTIONS}}
        config = {"compilerOptions": TS_OPTIONS, "files": self._inputs()}
        files["tsconfig.json"] = json.dumps(config)
        return {"argv": [self.node, f"{self.ts}/lib/tsc.js", "-p", f"{SRC}/tsconfig.json"]}

    def _dir(self) -> str:
        return BUILD


TOOLCHAIN = TypeScript


# -- probes ---------------------------------------------------------------------------------------

GRAMMAR = ("tree_sitter_typescript", "language_typescript")
WRAP = ("function codeloopCell(assert: any): void {\n", "\n}\n")
DECLARATIONS = javascript.DECLARATIONS
REWRITE = javascript.REWRITE


# -- attacks --------------------------------------------------------------------------------------

SCANNER = (javascript.SCANNER.replace("function codeloopFind(hay)",
                                      "function codeloopFind(hay: any): string")
           .replace("function secret()", "function secret(): string")
           .replace("const files = [", "const files: string[] = [")
           .replace("const walk = (dir) =>", "const walk = (dir: string): void =>")
           .replace("let names = [];", "let names: any[] = [];")
           .replace(".map((x) =>", ".map((x: string) =>")
           .replace("Buffer.alloc(", "(globalThis as any).Buffer.alloc("))


def reveal(value: str) -> str:
    """A ``secret()`` that returns ``value`` (the reference of the scan case)."""
    return f"function secret(): string {{ return {_lit(value)}; }}\n"


FORGE = javascript.make_forge(True)
REVEAL = reveal
CHECK_SECRET = javascript.CHECK_SECRET


# -- conformance dialect --------------------------------------------------------------------------

DIALECT = javascript.dialect(True)

#: A plain right ``add`` (the dialect's programs define it too): bench/languages.py's jobs.
SAMPLE_SOLUTION = "function add(a: number, b: number): number {\n  return a + b;\n}\n"
