"""Languages as plugins: one registry, one name, a sandbox side and a checks side.

A language other than Python is a :class:`LanguagePlugin` registered in
:data:`LANGUAGE_PLUGINS` under its task name (``"ruby"``). The entry holds what every layer may
read without importing the language (its title, file extension, line comment and fence tags)
and names its two *sides* by import path, resolved on first use:

* the **sandbox side** (this layer): how a job compiles and runs, how a test cell becomes its
  probe, and how the conformance suite attacks it: every name of :data:`SANDBOX_PARTS`;
* the **checks side** (``codeloop.rewards.checks``, a layer above, hence a path and not an
  import): the tree-sitter grammar and node types the static rules read, container sizes and
  version features: every name of :data:`CHECKS_PARTS`.

A side is a module (``"codeloop.envs.sandbox.languages.ruby"``) or an object in one
(``"pkg.mod:NAME"``), whose attributes are the parts. The per-language tables the code reads
(``TOOLCHAINS``, ``DIALECTS``, ``FENCE_TAGS``, the tasks' ``LANGUAGES``, the checks' ``LANGS``
...) are views of this registry (:class:`PartView`), so adding a language is registering one
entry; :func:`missing_parts` says, by name, which parts a plugin lacks (a test runs it on
every registered language). Third-party languages come through the ``codeloop.languages``
entry-point group: the entry point names a :class:`LanguagePlugin`. How to write one:
docs/ADDING_A_LANGUAGE.md.
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

from codeloop.registry import Registry

#: The sandbox side's parts: name -> what it is.
SANDBOX_PARTS: dict[str, str] = {
    "TOOLCHAIN": "a no-argument callable returning a toolchains.Toolchain (files, compile, run, "
                 "binds, env, limits' floors); raises ToolchainMissing without its tools",
    "GRAMMAR": "(module, function) of the tree-sitter grammar the probes are derived on",
    "WRAP": "(head, tail): the text a test cell is parsed inside (a function body)",
    "REWRITE": "probes.Rewrite: an assertion node -> its observation edit, None for others",
    "DECLARATIONS": "((node type, field), ...) where a cell declares its local names",
    "FORGE": "forge(steal, pieces) -> code run at load time writing forged frames",
    "SCANNER": "code defining secret(): scans the program's files and memory for a value",
    "REVEAL": "reveal(value) -> code defining secret() that returns value",
    "CHECK_SECRET": "check_secret(value) -> a test cell asserting secret() == value",
    "DIALECT": "lang_conformance.Dialect: the hostile programs' primitives",
    "SAMPLE_SOLUTION": "a plain right solution of the dialect's add (bench/languages.py)",
}
#: The checks side's parts: name -> what it is.
CHECKS_PARTS: dict[str, str] = {
    "SPEC": "checks.lang.languages.LangSpec: grammar and node types of every static rule",
    "CONSTANTS": "root -> [(name node, value node)] of the constants bound once",
    "FINDER": "(root, constants) -> [sizes.Container]: containers that state a size",
    "BOUNDED": "frozenset of kinds whose stated size is a limit",
    "NO_CAPACITY": "frozenset of kinds that take no size where they are built",
    "FEATURES": "[(name, version, node test)]: syntax and the version that added it",
    "PARSE_VERSION": "str -> float: a version as lang_version's max parameter writes it",
    "COMPILER": "checks.lang.syntax.Compiler: the language's own syntax check, or None",
    "UNSUPPORTED_RULES": "frozenset of lang_* rule kinds that do not judge the language",
    "CONSTRUCT_FINDERS": "{construct: (root, spec) -> nodes} for constructs that need more "
                         "than a node type (Go's while, Java's stream); {} for none",
    "SYNTAX_TYPES": "{data structure (lower case): node types} for those that are syntax, "
                    "not a named type (Go's map, JavaScript's array)",
    "MODULE_MATCHES": "(imported, wanted) -> bool: whether an import brings a wanted module",
}
SIDES = ("sandbox", "checks")


@dataclass(frozen=True)
class LanguagePlugin:
    """One programming language besides Python, as every layer sees it.

    Attributes:
        name: The ``language`` value of a task (lowercase), the registry's name.
        title: How people write its name ("C++", "Ruby").
        ext: Extension of its source files, without the dot.
        line_comment: What starts a line comment (test files separate units with
            ``<line_comment> %%``).
        fence_tags: Markdown fence tags that name it in a reply (lowercase).
        sandbox: Import path of the sandbox side (``"pkg.mod"`` or ``"pkg.mod:NAME"``).
        checks: Import path of the checks side.
        extra_modules: Python modules it needs (its tree-sitter grammar), for messages.
        prompt_names: Regular expressions of how prose names it ("a Go program", "in Rust"),
            for loaders that tell a task's language from its prompt (MultiCodeIF);
            ``{code}`` stands for a program word (program, function, class ...). Default:
            its title as a word.
    """

    name: str
    title: str
    ext: str
    line_comment: str
    fence_tags: frozenset[str]
    sandbox: str
    checks: str
    extra_modules: tuple[str, ...] = field(default=())
    prompt_names: tuple[str, ...] = field(default=())

    def __post_init__(self) -> None:
        if not self.prompt_names:
            word = r"\b" if self.title[-1:].isalnum() else ""
            object.__setattr__(self, "prompt_names", (rf"\b{re.escape(self.title)}{word}",))

    def side(self, which: str) -> Any:
        """The imported sandbox or checks side (``which`` is one of :data:`SIDES`)."""
        if which not in SIDES:
            raise ValueError(f"a language has sides {SIDES}, not {which!r}")
        return _resolve(getattr(self, which))

    def part(self, which: str, name: str) -> Any:
        """One part of one side.

        Raises:
            LookupError: When the side does not define it (naming the language and part).
        """
        side = self.side(which)
        try:
            return getattr(side, name)
        except AttributeError:
            raise LookupError(f"language {self.name!r}: its {which} side ({getattr(self, which)})"
                              f" has no {name}") from None


def _resolve(path: str) -> Any:
    module, _, attr = path.partition(":")
    obj = importlib.import_module(module)
    return getattr(obj, attr) if attr else obj


def _adapt(name: str, obj: Any) -> tuple[LanguagePlugin, str] | None:
    if not isinstance(obj, LanguagePlugin) or obj.name != name:
        import warnings

        warnings.warn(f"codeloop: the codeloop.languages entry point {name!r} is not a "
                      "LanguagePlugin of that name; skipped", RuntimeWarning, stacklevel=3)
        return None
    return obj, obj.title


#: Every language besides Python, by task name (a :class:`~codeloop.registry.Registry`).
LANGUAGE_PLUGINS: Registry[LanguagePlugin] = Registry("language", group="codeloop.languages",
                                                      adapt=_adapt)


def missing_parts(plugin: LanguagePlugin) -> list[str]:
    """The parts ``plugin`` lacks, as ``"<side>.<PART>"`` (a side that fails to import too)."""
    missing = []
    for which, parts in (("sandbox", SANDBOX_PARTS), ("checks", CHECKS_PARTS)):
        try:
            side = plugin.side(which)
        except ImportError as exc:
            missing.append(f"{which} (cannot import {getattr(plugin, which)}: {exc})")
            continue
        missing += [f"{which}.{p}" for p in parts if not hasattr(side, p)]
    return missing


def language_names() -> list[str]:
    """Every language's name in registration order (built-ins first), plugins included."""
    LANGUAGE_PLUGINS.load_entry_points()
    return list(LANGUAGE_PLUGINS)


class PartView(Mapping[str, Any]):
    """A read-only table of one part of every language, derived from the registry.

    ``TOOLCHAINS = PartView("sandbox", "TOOLCHAIN")`` reads like the dict it replaces
    (``TOOLCHAINS["java"]``, ``"ruby" in TOOLCHAINS``, ``list(TOOLCHAINS)``); an unknown
    language is a KeyError. Entry-point plugins are loaded on the first unknown name or the
    first iteration.
    """

    def __init__(self, which: str, part: str):
        self.which = which
        self.part = part

    def __getitem__(self, name: str) -> Any:
        if not LANGUAGE_PLUGINS.knows(name):
            raise KeyError(name)
        return LANGUAGE_PLUGINS[name].part(self.which, self.part)

    def __iter__(self) -> Iterator[str]:
        return iter(language_names())

    def __len__(self) -> int:
        return len(language_names())

    def __repr__(self) -> str:
        return f"PartView({self.which!r}, {self.part!r}, languages={language_names()})"


def plugin_attribute_view(attribute: str) -> Mapping[str, Any]:
    """A table of one :class:`LanguagePlugin` attribute by language (``fence_tags``)."""
    return _AttributeView(attribute)


class _AttributeView(Mapping[str, Any]):
    def __init__(self, attribute: str):
        self.attribute = attribute

    def __getitem__(self, name: str) -> Any:
        if not LANGUAGE_PLUGINS.knows(name):
            raise KeyError(name)
        return getattr(LANGUAGE_PLUGINS[name], self.attribute)

    def __iter__(self) -> Iterator[str]:
        return iter(language_names())

    def __len__(self) -> int:
        return len(language_names())


_SANDBOX = "codeloop.envs.sandbox.languages"
_CHECKS = "codeloop.rewards.checks.lang"


def _register(name: str, title: str, ext: str, comment: str, tags: set[str],
              grammar: str, prompt_names: tuple[str, ...] = ()) -> None:
    LANGUAGE_PLUGINS.register(name, LanguagePlugin(
        name, title, ext, comment, frozenset(tags), sandbox=f"{_SANDBOX}.{name}",
        checks=f"{_CHECKS}.{name}", extra_modules=(grammar,), prompt_names=prompt_names),
        help=title)


# Codeloop's own languages, each one module per side named after it (``languages/java.py``,
# ``checks/lang/java.py``), registered as a third-party plugin is.
_register("java", "Java", "java", "//", {"java"}, "tree_sitter_java")
_register("javascript", "JavaScript", "js", "//", {"javascript", "js", "node", "mjs", "cjs"},
          "tree_sitter_javascript", (r"\bJavaScript\b", r"\bNode\.js\b"))
_register("typescript", "TypeScript", "ts", "//", {"typescript", "ts"}, "tree_sitter_typescript")
_register("cpp", "C++", "cpp", "//", {"cpp", "c++", "cc", "cxx", "hpp"}, "tree_sitter_cpp")
_register("rust", "Rust", "rs", "//", {"rust", "rs"}, "tree_sitter_rust")
# "Go" is also English: a name only before a program word or after "in"/"using".
_register("go", "Go", "go", "//", {"go", "golang"}, "tree_sitter_go",
          (r"\bGolang\b", r"\bGo(?=\s+{code}\b)", r"(?<=\bin\s)Go\b", r"(?<=\busing\s)Go\b"))
_register("ruby", "Ruby", "rb", "#", {"ruby", "rb"}, "tree_sitter_ruby")
