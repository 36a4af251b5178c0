"""The sandbox sides of the six languages written before plugins, one object per language.

Their parts live in the module of each concern (:mod:`.toolchains`, :mod:`.probes`,
:mod:`.attacks`, :mod:`..lang_conformance`), which hold them for all six; this module gathers
them per language into the shape a plugin's side has (see :mod:`.plugin`), so the registry
reads every language the same way. A new language is one module of its own instead
(:mod:`.ruby`).
"""

from __future__ import annotations

from types import SimpleNamespace

from codeloop.envs.sandbox.lang_conformance import BUILTIN_DIALECTS
from codeloop.envs.sandbox.languages import attacks, probes, toolchains


def _side(name: str, toolchain: type[toolchains.Toolchain], grammar: tuple[str, str],
          wrap: tuple[str, str], rewrite: probes.Rewrite, forge: object, scanner: str,
          reveal: object, check_secret: object) -> SimpleNamespace:
    return SimpleNamespace(
        TOOLCHAIN=toolchain, GRAMMAR=grammar, WRAP=wrap, REWRITE=rewrite,
        DECLARATIONS=probes._DECLARATIONS_BUILTIN[name], FORGE=forge, SCANNER=scanner,
        REVEAL=reveal, CHECK_SECRET=check_secret, DIALECT=BUILTIN_DIALECTS[name])


JAVA = _side("java", toolchains.Java, ("tree_sitter_java", "language"),
             ("class CodeloopCell { void cell() throws Throwable {\n", "\n} }\n"), probes._java,
             attacks._java_forge, attacks.JAVA_SCANNER, attacks._java_reveal,
             attacks._java_check_secret)
JAVASCRIPT = _side("javascript", toolchains.JavaScript, ("tree_sitter_javascript", "language"),
                   ("function codeloopCell(assert) {\n", "\n}\n"), probes._js,
                   attacks._js_forge(False), attacks.JS_SCANNER, attacks._js_reveal,
                   attacks._js_check_secret)
TYPESCRIPT = _side("typescript", toolchains.TypeScript,
                   ("tree_sitter_typescript", "language_typescript"),
                   ("function codeloopCell(assert: any): void {\n", "\n}\n"), probes._js,
                   attacks._js_forge(True), attacks.TS_SCANNER, attacks._ts_reveal,
                   attacks._js_check_secret)
CPP = _side("cpp", toolchains.Cpp, ("tree_sitter_cpp", "language"),
            ("void codeloop_cell() {\n", "\n}\n"), probes._cpp, attacks._cpp_forge,
            attacks.CPP_SCANNER, attacks._cpp_reveal, attacks._cpp_check_secret)
RUST = _side("rust", toolchains.Rust, ("tree_sitter_rust", "language"),
             ("fn codeloop_cell() {\n", "\n}\n"), probes._rust, attacks._rust_forge,
             attacks.RUST_SCANNER, attacks._rust_reveal, attacks._rust_check_secret)
GO = _side("go", toolchains.Go, ("tree_sitter_go", "language"),
           ("package main\n\nfunc codeloopCell(t *codeloopT) {\n", "\n}\n"), probes._go,
           attacks._go_forge, attacks.GO_SCANNER, attacks._go_reveal, attacks._go_check_secret)
