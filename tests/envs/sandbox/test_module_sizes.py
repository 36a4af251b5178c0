"""The sandbox's modules keep one job each, and the in-sandbox ones stay one coherent program."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

from codeloop.envs.sandbox.harness import SOURCES
from codeloop.envs.sandbox.pool import HARNESS_SOURCE

SANDBOX = Path(__file__).resolve().parents[3] / "envs" / "sandbox"
MAX_LINES = 800
#: Modules allowed past MAX_LINES, each with its reason (languages/ is counted below, with its
#: own in-sandbox program, the language server). None now: conformance.py's case catalogue is
#: split by threat family (conformance_processes, _isolation, _tampering, _verdicts).
KNOWN_LONG: dict[str, str] = {}
#: The test of the imports only the host runs (inside, ``__name__`` is ``__codeloop_harness__``).
HOST_GUARD = ast.dump(ast.parse('__name__ != "__codeloop_harness__"', mode="eval").body)


def test_no_sandbox_module_is_over_the_limit_but_the_known_catalogues():
    sizes = {p.name: len(p.read_text().splitlines()) for p in SANDBOX.glob("*.py")}
    over = {name: n for name, n in sizes.items() if n > MAX_LINES and name not in KNOWN_LONG}
    assert not over, f"split these along their seams (or list them with a reason): {over}"
    # An exception that got short is taken off the list, so the list stays true.
    assert all(sizes.get(name, 0) > MAX_LINES for name in KNOWN_LONG), sizes


def _top_level(path: Path) -> tuple[list[ast.stmt], list[ast.stmt]]:
    """A source's statements but its host guard's, and the host-only imports under that guard."""
    tree = ast.parse(path.read_text())
    guarded = [node for node in tree.body if isinstance(node, ast.If)
               and ast.dump(node.test) == HOST_GUARD]
    return [n for n in tree.body if n not in guarded], [s for g in guarded for s in g.body]


def test_the_in_sandbox_program_is_its_sources_in_order():
    assert SOURCES[-1] == "harness.py"  # it runs serve() when its top level ends
    parts = [(SANDBOX / name).read_text().replace("from __future__ import annotations\n", "")
             for name in SOURCES]
    assert HARNESS_SOURCE == "\n".join(parts).encode()


def test_in_sandbox_sources_import_only_the_standard_library_and_earlier_sources():
    # Inside, the sources run in one namespace in SOURCES order and nothing of codeloop can be
    # imported; on the host each imports what it uses under the guard. A guarded import of a
    # later source would be a name the sandbox does not have yet at that point.
    stdlib = sys.stdlib_module_names
    for index, name in enumerate(SOURCES):
        plain, guarded = _top_level(SANDBOX / name)
        assert guarded or name != "harness.py", "the host guard is not found as written"
        for node in (n for top in plain for n in ast.walk(top)):  # function bodies too
            if isinstance(node, ast.Import):
                roots = [alias.name.split(".")[0] for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                roots = [(node.module or "").split(".")[0]]
            else:
                continue
            assert all(r in stdlib or r == "__future__" for r in roots), (name, roots)
        earlier = {f"codeloop.envs.sandbox.{s[:-3]}" for s in SOURCES[:index]}
        for node in guarded:
            assert isinstance(node, ast.ImportFrom) and node.module in earlier, \
                (name, ast.unparse(node))


def test_no_two_in_sandbox_sources_define_the_same_name():
    # One namespace inside: a second definition would silently replace the first for both.
    seen: dict[str, str] = {}
    for name in SOURCES:
        plain, _ = _top_level(SANDBOX / name)
        for node in plain:
            if isinstance(node, ast.FunctionDef | ast.ClassDef):
                names = [node.name]
            elif isinstance(node, ast.Assign | ast.AnnAssign):
                targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                names = [n.id for t in targets for n in ast.walk(t)
                         if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store)]
            else:
                continue
            for defined in names:
                assert seen.setdefault(defined, name) == name, (defined, seen[defined], name)


# -- the language server: its own in-sandbox program, shipped like the harness ------------------

LANGUAGES = SANDBOX / "languages"


def _server_sources() -> tuple[str, ...]:
    from codeloop.envs.sandbox.languages.server import SOURCES as SERVER_SOURCES

    return SERVER_SOURCES


def test_no_language_module_is_over_the_limit():
    sizes = {p.name: len(p.read_text().splitlines()) for p in LANGUAGES.glob("*.py")}
    over = {name: n for name, n in sizes.items() if n > MAX_LINES}
    assert not over, f"split these along their seams: {over}"


def test_the_language_server_is_its_sources_in_order():
    from codeloop.envs.sandbox.languages.sandbox import SERVER_SOURCE

    sources = _server_sources()
    assert sources[-1] == "server.py"  # it runs serve() when its top level ends
    assert SERVER_SOURCE == b"\n".join((LANGUAGES / name).read_bytes() for name in sources)
    # Every file of the server's package that the server imports on the host is shipped.
    for name in sources:
        _, guarded = _top_level(LANGUAGES / name)
        for node in guarded:
            assert isinstance(node, ast.ImportFrom)
            assert f"{(node.module or '').rsplit('.', 1)[-1]}.py" in sources, ast.unparse(node)


def test_language_server_sources_import_only_the_standard_library_and_earlier_sources():
    stdlib = sys.stdlib_module_names
    sources = _server_sources()
    for index, name in enumerate(sources):
        plain, guarded = _top_level(LANGUAGES / name)
        for node in (n for top in plain for n in ast.walk(top)):
            if isinstance(node, ast.Import):
                roots = [alias.name.split(".")[0] for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                roots = [(node.module or "").split(".")[0]]
            else:
                continue
            assert all(r in stdlib for r in roots), (name, roots)
        earlier = {f"codeloop.envs.sandbox.languages.{s[:-3]}" for s in sources[:index]}
        for node in guarded:
            assert isinstance(node, ast.ImportFrom) and node.module in earlier, \
                (name, ast.unparse(node))


def test_no_two_language_server_sources_define_the_same_name():
    seen: dict[str, str] = {}
    for name in _server_sources():
        plain, _ = _top_level(LANGUAGES / name)
        for node in plain:
            if isinstance(node, ast.FunctionDef | ast.ClassDef):
                names = [node.name]
            elif isinstance(node, ast.Assign | ast.AnnAssign):
                targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                names = [n.id for t in targets for n in ast.walk(t)
                         if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store)]
            else:
                continue
            for defined in names:
                assert seen.setdefault(defined, name) == name, (defined, seen[defined], name)
