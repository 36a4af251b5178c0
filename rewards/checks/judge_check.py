"""The ``judge`` check kind: an LLM answers a yes/no checklist about the code.

Usable in any task for instructions no rule can verify (algorithm type, complexity, scenario,
exemplar style ...)::

    {"kind": "judge", "params": {"instruction": "...", "checklist": ["Is the sort a merge
     sort?"], "reference": "optional reference answer the judge may compare with"}}

One yes/no question per instruction (CodeAlignBench's checklist style) is the usual shape; every
item must be answered YES. The judgement goes through :class:`codeloop.rewards.judge.RubricJudge`
and its record/replay cache, so a recorded run replays offline bit for bit.

The judge is an argument, never looked up: :func:`codeloop.rewards.checks.evaluate` passes its
referee's (:attr:`codeloop.rewards.checks.referee.Referee.judge`, built once from a
:class:`~codeloop.rewards.checks.judge_config.JudgeConfig`).

No judge configured, a cache miss in replay mode, an endpoint failure or an unreadable answer
give a *not judged* unit (:attr:`codeloop.rewards.verdict.CheckResult.judged` False) whose
reason says why: it is left out of IA, CA and IFR and counted apart, never a failure.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from codeloop.rewards.checks.judge_config import ENV_VARS
from codeloop.rewards.checks.spec import Check
from codeloop.rewards.judge import UNPARSEABLE, RubricJudge
from codeloop.rewards.llm import CacheMiss, LLMError
from codeloop.rewards.verdict import CheckResult

JUDGE_KIND = "judge"
"""``Check.kind`` of LLM-judged checks."""

__all__ = ["ENV_VARS", "JUDGE_KIND", "NO_JUDGE_REASON", "NO_JUDGE_RULE_REASON", "judge_rule",
           "run_judge_check"]

NO_JUDGE_REASON = ("not judged: no LLM judge configured (codeloop eval --judge MODEL "
                   "[--judge-base-url URL] [--judge-cache FILE])")
"""The reason of a ``judge`` unit judged by a referee that holds no judge."""

NO_JUDGE_RULE_REASON = (
    "not judged: no LLM judge configured: the bare judge rule is given none (pass "
    "judge=JudgeConfig(MODEL, base_url=..., cache=...).build() to judge_rule, or judge through "
    "evaluate with a Referee that holds one, as codeloop eval --judge MODEL builds)")
"""The reason of a bare ``judge`` rule called without a judge (:func:`judge_rule`)."""


def run_judge_check(check: Check, code: str, language: str | None = None, *,
                    judge: RubricJudge | None) -> CheckResult:
    """Judges ``code`` on one ``judge`` check.

    Args:
        check: A check of kind ``judge`` (params ``instruction``, ``checklist``, ``reference``).
        code: The candidate source.
        language: The task's language, the label of the code's block in the judge's prompt
            (default: the check's own ``language`` param, else python).
        judge: The LLM judge (a referee's), or None: the unit is then *not judged*.

    Returns:
        One unit: passed or failed by the judge, or not judged with the reason.
    """
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


def judge_rule(source: str, params: Mapping[str, Any],
               judge: RubricJudge | None = None) -> tuple[bool, str]:
    """The ``judge`` static rule as ``(passed, reason)``, for callers outside ``evaluate``.

    :func:`codeloop.rewards.checks.evaluate` judges ``judge`` checks through
    :func:`run_judge_check` with its referee's judge, keeping the *not judged* state; this
    two-valued view reports it as not passed, with the reason. The judge is an argument here
    too: a bare call (``run_static("judge", ...)``, or ``judge`` None) is *not judged*, with a
    reason that says how to pass one (:data:`NO_JUDGE_RULE_REASON`). The ``CODELOOP_JUDGE_*``
    variables are never read here: they are the default of the CLI's ``--judge*`` options
    only (:mod:`codeloop.cli.judge_options`).
    """
    if judge is None:
        return False, NO_JUDGE_RULE_REASON
    result = run_judge_check(Check("judge", params), source, judge=judge)
    return result.passed, result.reason
