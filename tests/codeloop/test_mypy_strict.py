"""mypy --strict covers all of codeloop but the in-sandbox files (issue 26 item 5).

pyproject.toml turns --strict's per-module flags on for ``codeloop.*`` and off again only for
an exemption list. These tests keep that list to the in-sandbox programs (harness.SOURCES, and
the language sandbox's server, languages/server.SOURCES), so a new module is strict by default
and nobody exempts one quietly. ``.ci/typecheck`` runs mypy.
"""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

from codeloop.envs.sandbox.harness import SOURCES
from codeloop.envs.sandbox.languages.server import SOURCES as SERVER_SOURCES

PYPROJECT = Path(__file__).resolve().parents[2] / "pyproject.toml"
#: --strict's per-module flags, as mypy 2.4 documents them, with their strict values.
STRICT_FLAGS = {
    "disallow_any_generics": True, "disallow_subclassing_any": True,
    "disallow_untyped_calls": True, "disallow_untyped_defs": True,
    "disallow_incomplete_defs": True, "check_untyped_defs": True,
    "disallow_untyped_decorators": True, "warn_unused_ignores": True, "warn_return_any": True,
    "implicit_reexport": False, "strict_equality": True, "extra_checks": True,
}
#: The language sandbox's in-sandbox program (languages/server.SOURCES), exempt like the harness.
LANGUAGE_SERVER = {f"codeloop.envs.sandbox.languages.{name.removesuffix('.py')}"
                   for name in SERVER_SOURCES}


def _mypy() -> dict[str, Any]:
    config: dict[str, Any] = tomllib.loads(PYPROJECT.read_text())["tool"]["mypy"]
    return config


def _overrides() -> list[dict[str, Any]]:
    overrides: list[dict[str, Any]] = _mypy()["overrides"]
    return overrides


def _modules(override: dict[str, Any]) -> set[str]:
    module = override["module"]
    return {module} if isinstance(module, str) else set(module)


def test_all_of_codeloop_is_strict():
    strict = [o for o in _overrides() if "codeloop.*" in _modules(o)]
    assert len(strict) == 1, "one override makes codeloop.* strict"
    assert {k: strict[0].get(k) for k in STRICT_FLAGS} == STRICT_FLAGS
    assert _mypy()["warn_redundant_casts"] is True  # --strict's one global flag


def test_only_the_in_sandbox_files_are_exempt():
    in_sandbox = {f"codeloop.envs.sandbox.{name.removesuffix('.py')}" for name in SOURCES}
    exempt = [o for o in _overrides()
              if any(m.startswith("codeloop") for m in _modules(o)) and "codeloop.*" not in
              _modules(o)]
    assert len(exempt) == 1, [sorted(_modules(o)) for o in exempt]
    assert _modules(exempt[0]) == in_sandbox | LANGUAGE_SERVER
    # Exempt means mypy's defaults: every strict flag back to its non-strict value.
    assert {k: exempt[0].get(k) for k in STRICT_FLAGS} == {
        k: not v for k, v in STRICT_FLAGS.items()}
