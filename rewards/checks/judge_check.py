"""The ``judge`` check kind: an LLM answers a yes/no checklist about the code.

Usable in any task for instructions no rule can verify (algorithm type, complexity, scenario,
exemplar style ...)::

    {"kind": "judge", "params": {"instruction": "...", "checklist": ["Is the sort a merge
     sort?"], "reference": "optional reference answer the judge may compare with"}}

One yes/no question per instruction (CodeAlignBench's checklist style) is the usual shape; every
item must be answered YES. The judgement goes through :class:`codeloop.rewards.judge.RubricJudge`
and its record/replay cache, so a recorded run replays offline bit for bit.

Configuration is process-wide and read from ``CODELOOP_JUDGE_*`` variables, which
:func:`configure_judge` (``codeloop eval --judge MODEL``) sets, so that every worker thread,
Ray worker and subprocess started afterwards sees the same judge.

No judge configured, a cache miss in replay mode, an endpoint failure or an unreadable answer
give a *not judged* unit (:attr:`codeloop.rewards.verdict.CheckResult.judged` False) whose
reason says why: it is left out of IA, CA and IFR and counted apart, never a failure.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Mapping
from typing import Any

from codeloop.rewards.checks.spec import Check
from codeloop.rewards.judge import UNPARSEABLE, RubricJudge, judge_from_env
from codeloop.rewards.llm import CacheMiss, LLMError
from codeloop.rewards.verdict import CheckResult

JUDGE_KIND = "judge"
"""``Check.kind`` of LLM-judged checks."""

ENV_VARS = ("CODELOOP_JUDGE_MODEL", "CODELOOP_JUDGE_BASE_URL", "CODELOOP_JUDGE_CACHE",
            "CODELOOP_JUDGE_CACHE_MODE")
"""The variables that configure the judge (model, endpoint, cache file, cache mode)."""

NO_JUDGE_REASON = ("not judged: no LLM judge configured (codeloop eval --judge MODEL "
                   "[--judge-base-url URL] [--judge-cache FILE])")

_lock = threading.Lock()
_judges: dict[tuple[str, ...], RubricJudge | None] = {}


def configure_judge(model: str | None, *, base_url: str | None = None,
                    cache: str | None = None, cache_mode: str | None = None) -> None:
    """Sets (or, with ``model=None``, clears) the process-wide judge.

    Args:
        model: The judge model's name (part of every cache key, so needed to replay too).
        base_url: Its OpenAI-compatible endpoint (default: the client's).
        cache: A JSONL record/replay cache file.
        cache_mode: ``auto``, ``record`` or ``replay``.

    Raises:
        ValueError: For an unknown cache mode, or endpoint options without a model.
    """
    if cache_mode not in (None, "auto", "record", "replay"):
        raise ValueError(f"judge cache mode must be auto, record or replay, not {cache_mode!r}")
    if model is None and (base_url or cache or cache_mode):
        raise ValueError("--judge-base-url, --judge-cache and --judge-cache-mode need --judge "
                         "MODEL")
    for var, value in zip(ENV_VARS, (model, base_url, cache, cache_mode), strict=True):
        if value:
            os.environ[var] = value
        else:
            os.environ.pop(var, None)


def configured_judge() -> RubricJudge | None:
    """The judge the ``CODELOOP_JUDGE_*`` variables describe (one per configuration), or None."""
    key = tuple(os.environ.get(v, "") for v in ENV_VARS)
    with _lock:
        if key not in _judges:
            _judges[key] = judge_from_env()
        return _judges[key]


def run_judge_check(check: Check, code: str, language: str | None = None) -> CheckResult:
    """Judges ``code`` on one ``judge`` check.

    Args:
        check: A check of kind ``judge`` (params ``instruction``, ``checklist``, ``reference``).
        code: The candidate source.
        language: The task's language, the label of the code's block in the judge's prompt
            (default: the check's own ``language`` param, else python).

    Returns:
        One unit: passed or failed by the judge, or not judged with the reason.
    """
    judge = configured_judge()
    if judge is None:
        return CheckResult(check.label, False, NO_JUDGE_REASON, judged=False)
    instruction = str(check.params.get("instruction", ""))
    checklist = [str(q) for q in check.params.get("checklist") or []] or [
        f"Does the code follow this instruction: {instruction}"]
    reference = check.params.get("reference")
    try:
        verdict = judge.judge(code, instruction, checklist,
                              str(reference) if reference is not None else None,
                              language=language or check.language)
    except (CacheMiss, LLMError) as exc:
        return CheckResult(check.label, False, f"not judged: the LLM judge could not answer: "
                                               f"{exc}", judged=False)
    if verdict.status == UNPARSEABLE:
        return CheckResult(check.label, False, f"not judged: unreadable judge answer: "
                                               f"{verdict.reason}", judged=False)
    return CheckResult(check.label, verdict.passed, f"LLM judge: {verdict.reason}")


def judge_rule(source: str, params: Mapping[str, Any]) -> tuple[bool, str]:
    """The ``judge`` static rule as ``(passed, reason)``, for callers outside ``evaluate``.

    :func:`codeloop.rewards.checks.evaluate` judges ``judge`` checks through
    :func:`run_judge_check`, which keeps the *not judged* state; this two-valued view reports
    it as not passed, with the reason.
    """
    result = run_judge_check(Check("judge", params), source)
    return result.passed, result.reason
