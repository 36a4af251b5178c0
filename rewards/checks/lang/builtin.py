"""The checks sides of the six languages written before plugins, one object per language.

Their parts live in the module of each concern (:mod:`.languages`, :mod:`.sizes`,
:mod:`.version`, :mod:`.syntax`), which hold them for all six; this module gathers them per
language into the shape a plugin's side has (``codeloop.envs.sandbox.languages.plugin``), so
the registry reads every language the same way. A new language is one module of its own
instead (:mod:`.ruby`).
"""

from __future__ import annotations

from functools import partial
from types import SimpleNamespace

from codeloop.rewards.checks.lang import languages, sizes, syntax, version


def _side(name: str) -> SimpleNamespace:
    return SimpleNamespace(
        SPEC=languages.BUILTIN_LANGS[name], CONSTANTS=sizes.BUILTIN_CONSTANTS[name],
        FINDER=sizes.BUILTIN_FINDERS[name], BOUNDED=sizes.BUILTIN_BOUNDED[name],
        NO_CAPACITY=sizes.BUILTIN_NO_CAPACITY[name], FEATURES=version.BUILTIN_FEATURES[name],
        PARSE_VERSION=partial(version.builtin_parse_version, name),
        COMPILER=syntax.BUILTIN_COMPILERS.get(name), UNSUPPORTED_RULES=frozenset())


JAVA = _side("java")
JAVASCRIPT = _side("javascript")
TYPESCRIPT = _side("typescript")
CPP = _side("cpp")
RUST = _side("rust")
GO = _side("go")
