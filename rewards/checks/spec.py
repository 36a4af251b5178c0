"""The `Check` type: a named, parameterised verifier attached to an instruction."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

TEST_KIND = "tests"
"""Kind of the checks that run unit tests in the sandbox; every other kind is static."""


@dataclass(frozen=True)
class Check:
    """One verifier.

    Attributes:
        kind: ``"tests"`` (unit tests run in the sandbox), or the name of a static rule
            registered in :mod:`codeloop.rewards.checks.static` (``"docstring"``, ``"pep8"`` ...).
        params: The rule's parameters. For ``"tests"``: ``{"tests": [source, ...]}`` where each
            source is plain Python (asserts, try/except blocks, or ``def test_*`` functions)
            run in the namespace of the candidate module, and optionally ``"held_out": true``
            (see :attr:`held_out`) and ``"amplified": true`` (see :attr:`amplified`).
        name: Optional display name.
    """

    kind: str
    params: Mapping[str, Any] = field(default_factory=dict)
    name: str | None = None

    def __post_init__(self) -> None:
        object.__setattr__(self, "params", MappingProxyType(dict(self.params)))

    def __reduce__(self) -> tuple[Any, ...]:
        # The read-only params view does not pickle; a Check rebuilds from plain values.
        return (Check, (self.kind, dict(self.params), self.name))

    @property
    def is_test(self) -> bool:
        """True for checks run in the sandbox."""
        return self.kind == TEST_KIND

    @property
    def held_out(self) -> bool:
        """True for a tests check whose units are *held out* (``params["held_out"]``).

        Held-out units count in the verdict but feedback never quotes or names them; every
        other unit is *shown* (feedback may quote it). Held-out tests are what a policy cannot
        memorise from feedback.
        """
        return self.is_test and bool(self.params.get("held_out", False))

    @property
    def amplified(self) -> bool:
        """True for held-out tests generated from the references (``params["amplified"]``).

        Not authored: the mutation score reports the authored tests alone apart.
        """
        return self.held_out and bool(self.params.get("amplified", False))

    @property
    def language(self) -> str:
        """The language of the code the check judges: ``params["language"]``, else python.

        ``lang_*`` kinds (:mod:`codeloop.rewards.checks.lang`) judge Java, JavaScript,
        TypeScript, C++, Rust and Go on a tree-sitter tree, through ``run_lang_rule``.
        """
        return str(self.params.get("language", "python"))

    @property
    def label(self) -> str:
        """Display name: ``name`` or ``kind``."""
        return self.name or self.kind

    def to_dict(self) -> dict[str, Any]:
        """Returns a JSON-ready dict."""
        out: dict[str, Any] = {"kind": self.kind, "params": _plain(self.params)}
        if self.name:
            out["name"] = self.name
        return out


def _plain(value: Any) -> Any:
    if isinstance(value, Mapping):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_plain(v) for v in value]
    return value
