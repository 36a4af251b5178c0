"""The labelled corpus of the language rules: ``<language>/<kind>.txt`` per rule and language.

Same plain format as :mod:`codeloop.rewards.checks.corpus` (``=== pass:``/``=== fail:`` cases,
optional ``# params:`` defaults and ``params:`` lines); the directory names the language, which
is added to every case's params. :func:`measure` runs each case through
:func:`codeloop.rewards.checks.lang.run_lang_rule` and reports agreement per rule and language.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from codeloop.rewards.checks.corpus import Case, parse_corpus_file

CORPUS_DIR = Path(__file__).parent


@dataclass
class LangAccuracy:
    """Agreement of one rule in one language with its labels."""

    kind: str
    language: str
    passing: int = 0
    failing: int = 0
    agreed: int = 0
    wrong: list[tuple[Case, bool, str]] = field(default_factory=list)
    #: Agreement is not measured against evasive rewrites here (the Python corpus's column).
    evasions: int = 0
    #: Fewest passing and failing cases a rule needs per language.
    min_cases: int = 5

    @property
    def total(self) -> int:
        """Number of cases."""
        return self.passing + self.failing

    @property
    def accuracy(self) -> float:
        """Share of cases where the rule agrees with the label."""
        return self.agreed / self.total if self.total else 0.0


def load_corpus(kinds: Iterable[str] | None = None,
                languages: Iterable[str] | None = None) -> list[tuple[str, Case]]:
    """``(language, case)`` pairs, the language's name added to each case's params."""
    want_kinds = set(kinds) if kinds is not None else None
    want_langs = set(languages) if languages is not None else None
    out = []
    for path in sorted(CORPUS_DIR.glob("*/*.txt")):
        lang = path.parent.name
        if (want_kinds is not None and path.stem not in want_kinds) or \
                (want_langs is not None and lang not in want_langs):
            continue
        for case in parse_corpus_file(path):
            params = {"language": lang, **case.params}
            out.append((lang, Case(case.kind, case.expected, case.note, params, case.code,
                                   f"{lang}/{case.where}")))
    return out


def measure(kinds: Iterable[str] | None = None,
            languages: Iterable[str] | None = None) -> dict[tuple[str, str], LangAccuracy]:
    """Per ``(kind, language)`` agreement with the labels."""
    from codeloop.rewards.checks.lang import run_lang_rule

    out: dict[tuple[str, str], LangAccuracy] = {}
    for lang, case in load_corpus(kinds, languages):
        acc = out.setdefault((case.kind, lang), LangAccuracy(case.kind, lang))
        if case.expected:
            acc.passing += 1
        else:
            acc.failing += 1
        got, reason = run_lang_rule(case.kind, case.code, case.params)
        if got == case.expected:
            acc.agreed += 1
        else:
            acc.wrong.append((case, got, reason))
    return out
