"""Parsing with tree-sitter, and the tree helpers every rule shares."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from codeloop.rewards.checks.lang.languages import LangSpec, language

#: Parents that carry a declaration's documentation comment in its place.
WRAPPERS = frozenset({"export_statement", "template_declaration", "declaration_list_item"})


@lru_cache(maxsize=256)
def parse(source: str, lang: str) -> Any:
    """Parses ``source`` as ``lang`` (cached: every rule of an answer shares one tree)."""
    import tree_sitter

    return tree_sitter.Parser(language(lang)).parse(source.encode("utf-8"))


def text(node: Any) -> str:
    """The source text of a node."""
    return node.text.decode("utf-8", "replace") if node is not None else ""


def walk(node: Any) -> Iterator[Any]:
    """Every node under ``node`` (itself included), in document order."""
    stack = [node]
    while stack:
        cur = stack.pop()
        yield cur
        stack.extend(reversed(cur.children))


def first_error(root: Any) -> Any | None:
    """The first syntax error (an ``ERROR`` or missing node), or None."""
    if not root.has_error:
        return None
    for node in walk(root):
        if node.type == "ERROR" or node.is_missing:
            return node
    return root


@lru_cache(maxsize=512)
def _query(lang: str, source: str) -> Any:
    import tree_sitter

    return tree_sitter.Query(language(lang), source)


def captures(lang: str, query: str, root: Any) -> list[tuple[str, Any]]:
    """``(capture name, node)`` pairs of a query, in document order."""
    import tree_sitter

    found = tree_sitter.QueryCursor(_query(lang, query)).captures(root)
    pairs = [(name, node) for name, nodes in found.items() for node in nodes]
    return sorted(pairs, key=lambda p: (p[1].start_byte, p[0]))


@dataclass(frozen=True)
class Function:
    """A function or method definition."""

    name: str
    node: Any
    parameters: Any | None
    body: Any | None

    @property
    def line(self) -> int:
        """Its first line, 1-based."""
        row: int = self.node.start_point[0]
        return row + 1

    @property
    def lines(self) -> int:
        """How many lines it spans, signature and closing brace included."""
        first: int = self.node.start_point[0]
        last: int = self.node.end_point[0]
        return last - first + 1


def _cpp_declarator(node: Any) -> Any | None:
    decl = node.child_by_field_name("declarator")
    while decl is not None and decl.type != "function_declarator":
        decl = decl.child_by_field_name("declarator")
    return decl


def function_name(node: Any) -> str:
    """A function node's name (``""`` for an anonymous one)."""
    if node.type == "function_definition":  # C++: the name sits inside the declarator
        decl = _cpp_declarator(node)
        inner = decl.child_by_field_name("declarator") if decl is not None else None
        name = text(inner)
        return name.rsplit("::", 1)[-1]
    return text(node.child_by_field_name("name"))


def functions(root: Any, spec: LangSpec, lambdas: bool = False) -> list[Function]:
    """Every function definition (and anonymous function when ``lambdas``)."""
    kinds = spec.functions | (spec.lambdas if lambdas else frozenset())
    out = []
    for node in walk(root):
        if node.type not in kinds:
            continue
        if node.type == "function_definition":
            decl = _cpp_declarator(node)
            params = decl.child_by_field_name("parameters") if decl is not None else None
        else:
            params = node.child_by_field_name("parameters")
        if params is None:  # a C++ lambda's parameters sit in its declarator
            params = next((n for c in node.children if c.type != "compound_statement"
                           for n in walk(c) if n.type == "parameter_list"), None)
        out.append(Function(function_name(node), node, params, node.child_by_field_name("body")))
    return out


def judged(fns: list[Function], spec: LangSpec, params: Any) -> list[Function]:
    """The functions a rule judges: ``names`` when given, else all but ``main`` and kin."""
    names = params.get("names")
    if names:
        return [f for f in fns if f.name in set(names)]
    return [f for f in fns if f.name not in spec.exempt_functions]


def anchor(node: Any) -> Any:
    """The node a documentation comment precedes: a declaration, or its export/template."""
    while node.parent is not None and node.parent.type in WRAPPERS:
        node = node.parent
    return node


def fmt(items: list[str], limit: int = 5) -> str:
    """A short list for a reason."""
    shown = ", ".join(items[:limit])
    return shown + (f" and {len(items) - limit} more" if len(items) > limit else "")


@dataclass(frozen=True)
class Compiler:
    """A language's own syntax check, for code tree-sitter rejects (its plugin's ``COMPILER``).

    Attributes:
        argv: The command; ``{file}`` is the source's path, ``{dir}`` a scratch directory.
        file: The source's file name, or a function of the source that names it (a Java
            public class must live in a file of its name).
        bounded_memory: Whether RLIMIT_AS bounds it (a JVM reserves more address space than
            it uses: javac's heap is capped by its own ``-Xmx`` instead).
        stderr_rejects: Whether anything on stderr is a rejection (``gofmt -e`` exits 0).
    """

    argv: tuple[str, ...]
    file: str | Callable[[str], str]
    bounded_memory: bool = True
    stderr_rejects: bool = False


COMPILER_TIMEOUT_S = 20.0
"""How long a compiler's syntax check may take before its answer counts as unknown."""
COMPILER_MEMORY_BYTES = 2 << 30
"""Address space of the C++, Go and JavaScript checks (a JVM reserves more; javac's heap is
capped by ``-Xmx`` instead)."""
#: What a compiler needs of the host besides ``/usr``: nothing of any user, no task data.
_COMPILER_ETC = ("/etc/alternatives", "/etc/ld.so.cache", "/etc/java-17-openjdk")


def _confined(argv: list[str], src: str) -> list[str] | None:
    """``argv`` inside bubblewrap, seeing ``/usr``, a few files of ``/etc`` and ``src`` only.

    The code under check is the candidate's: ``#include </dev/zero>`` makes g++ allocate
    without end, an ``#include`` of a host file turns the verdict into an oracle on that
    file, and templates or constexpr can keep a compiler busy. So the check runs as it would
    in a sandbox: no network, no home, no host files, nobody's uid, a PID namespace that dies
    with codeloop, CPU time and memory bounded (see :func:`_limit`). Returns None where
    bubblewrap cannot run (the check's answer is then unknown, never the host's).
    """
    from codeloop.envs.sandbox.local import bwrap_path

    bwrap = bwrap_path()
    if bwrap is None or not argv[0].startswith("/usr/"):
        return None
    cmd = [bwrap, "--unshare-all", "--unshare-user", "--uid", "65534", "--gid", "65534",
           "--die-with-parent", "--new-session", "--cap-drop", "ALL",
           "--ro-bind", "/usr", "/usr"]
    for top in ("bin", "sbin", "lib", "lib32", "lib64", "libx32"):
        path = f"/{top}"
        if os.path.islink(path):
            cmd += ["--symlink", os.readlink(path), path]
        elif os.path.isdir(path):
            cmd += ["--ro-bind", path, path]
    for path in _COMPILER_ETC:
        cmd += ["--ro-bind-try", path, path]
    cmd += ["--proc", "/proc", "--dev", "/dev", "--tmpfs", "/tmp", "--bind", src, src,
            "--chdir", src, "--clearenv", "--setenv", "PATH", "/usr/bin:/bin",
            "--setenv", "HOME", "/tmp"]
    return cmd + argv


def _limit(compiler: Compiler) -> Callable[[], None]:
    """Resource limits set in the checking process before it starts the compiler."""
    def apply() -> None:
        import resource

        cpu = int(COMPILER_TIMEOUT_S)
        resource.setrlimit(resource.RLIMIT_CPU, (cpu, cpu))
        resource.setrlimit(resource.RLIMIT_FSIZE, (16 << 20, 16 << 20))
        if compiler.bounded_memory:
            resource.setrlimit(resource.RLIMIT_AS, (COMPILER_MEMORY_BYTES,) * 2)
    return apply


@lru_cache(maxsize=256)
def compiler_accepts(source: str, lang: str) -> bool | None:
    """Whether the language's own compiler accepts ``source`` (None: no compiler to ask).

    Tree-sitter's grammars reject some valid code (tree-sitter-cpp and ``= {}`` default
    arguments), and "does not parse" is a verdict on the code, so where the grammar and the
    compiler disagree the compiler decides. Only syntax is checked (``g++ -fsyntax-only``,
    ``gofmt -e``, ``node --check``); ``javac`` also resolves names, so a Java answer it rejects
    stays rejected. Nothing is run, but the compiler reads what the code names and works as
    long as the code makes it, so it runs confined (:func:`_confined`), with a time limit and
    without the standard input.
    """
    import shutil
    import subprocess
    import tempfile

    from codeloop.envs.sandbox.languages.plugin import PartView

    found: Compiler | None = PartView("checks", "COMPILER").get(lang)
    tool = shutil.which(found.argv[0]) if found is not None else None
    if found is None or tool is None:
        return None
    argv = found.argv
    name = found.file if isinstance(found.file, str) else found.file(source)
    with tempfile.TemporaryDirectory(prefix="codeloop-syntax-") as tmp:
        os.chmod(tmp, 0o755)  # nobody's uid inside reads it
        path = f"{tmp}/{name}"
        with open(path, "w", encoding="utf-8") as fh:
            fh.write(source)
        os.chmod(path, 0o644)
        cmd = _confined([os.path.realpath(tool)] + [a.format(file=path, dir="/tmp")
                                                    for a in argv[1:]], tmp)
        if cmd is None:
            return None
        try:
            done = subprocess.run(cmd, stdin=subprocess.DEVNULL, capture_output=True,
                                  timeout=COMPILER_TIMEOUT_S, check=False,
                                  preexec_fn=_limit(found))
        except (OSError, subprocess.TimeoutExpired):
            return None
    if done.returncode != 0 and b"bwrap:" in done.stderr[:200]:
        return None  # the confinement failed to start: no answer, not a rejection
    return done.returncode == 0 and not (found.stderr_rejects and done.stderr.strip())
