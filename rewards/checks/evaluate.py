"""Evaluating one answer against every active instruction.

Static checks run in-process on the parsed source; all test checks of all active
instructions go to the sandbox as ONE job, which returns a verdict per test. A task in another
language than Python (``language``) sends its tests to that language's sandbox
(:meth:`Referee.sandbox_for <codeloop.rewards.checks.referee.Referee.sandbox_for>`)
and runs its static checks as tree-sitter rules (:mod:`codeloop.rewards.checks.lang`). Such
tests are judged against the task's references (``references``): the sandbox compares what the
answer computes with what the reference computes (see
:mod:`codeloop.envs.sandbox.languages.sandbox`); a test with no reference cannot be judged, and
its job is a machine fault (the turn is errored, never failed or passed).

:func:`evaluate` is a function of its arguments alone: what judges (sandboxes, limits, the
equality rule, the LLM judge) comes in one :class:`~codeloop.rewards.checks.referee.Referee`;
no environment variable or process-wide cache is read.
"""

from __future__ import annotations

import time
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from codeloop.envs.sandbox.base import (
    JOB_SANDBOX_ERROR,
    Job,
    JobResult,
    Limits,
    Sandbox,
    TestCase,
    fill_not_run,
)
from codeloop.rewards.checks.judge_check import JUDGE_KIND, run_judge_check
from codeloop.rewards.checks.kinds import known_check_kind
from codeloop.rewards.checks.parsing import parse_code
from codeloop.rewards.checks.referee import Referee, language_backends
from codeloop.rewards.checks.spec import Check
from codeloop.rewards.checks.static import run_static
from codeloop.rewards.verdict import CheckResult, InstructionVerdict

__all__ = ["NO_CODE_REASON", "Referee", "count_units", "evaluate", "language_backends",
           "verdict_map_passed"]

NO_CODE_REASON = "no code to check: "


def _parse_any(code: str, language: str) -> tuple[Any, str]:
    """Python's tree of ``code``, or for another language a stand-in (its compiler judges it)."""
    if language == "python":
        return parse_code(code)
    return code, ""


def _run_lang_static(check: Check, code: str, language: str) -> tuple[bool, str]:
    """A static check of a non-Python answer: a tree-sitter rule, or a failure naming why."""
    from codeloop.rewards.checks.lang import LANG_RULES, run_lang_rule

    if check.kind not in LANG_RULES:
        return False, f"the rule {check.kind!r} judges Python code, not {language}"
    try:
        return run_lang_rule(check.kind, code, {"language": language, **check.params})
    except KeyError as exc:
        return False, f"the rule could not run: {exc}"


def _test_reason(status: str, message: str) -> str:
    if status == "passed":
        return "test passed"
    if status == "timeout":
        return message or "the test timed out"
    if status == "not_run":
        return message or "the test did not run"
    return message or f"test {status}"


def _short_test(source: str, limit: int = 80) -> str:
    first = next((ln.strip() for ln in source.splitlines() if ln.strip()), "")
    return first if len(first) <= limit else first[: limit - 3] + "..."


def evaluate(
    code: str | None,
    instructions: Sequence[tuple[str, Sequence[Check]]],
    referee: Referee | Sandbox | None,
    *,
    limits: Limits | None = None,
    strict_eq: bool | None = None,
    no_code_reason: str = "the reply contains no code",
    language: str = "python",
    references: Mapping[str, str] | None = None,
    trusted_code: bool = False,
) -> tuple[dict[str, InstructionVerdict], JobResult | None]:
    """Judges one answer against a list of instructions.

    Args:
        code: The candidate source, or None when the reply had none.
        instructions: ``(instruction_id, checks)`` pairs, in order.
        referee: What judges: sandboxes, limits, equality rule, LLM judge. A bare sandbox (or
            None, for static checks only) is read with ``limits`` and ``strict_eq`` by
            :meth:`Referee.of`, once per call: another language's sandbox is then started
            for this call and closed after it, so a caller judging many answers passes a
            referee.
        limits: Sandbox limits for the job (with a bare sandbox only).
        strict_eq: Strict equality in test asserts (with a bare sandbox only; default True).
        no_code_reason: Reason reported on every unit when ``code`` is None.
        language: The task's language: tests of another language than Python run in that
            language's sandbox (:meth:`Referee.sandbox_for`), static checks as its
            tree-sitter rules.
        references: For another language than Python, the reference code that passes each
            instruction's tests, by instruction id (see
            :func:`codeloop.envs.judging.instruction_references`): its observations are what
            the answer's must equal.
        trusted_code: ``code`` is the task's own reference (``reference_check``): another
            language's tests run as their original assertions, in its process. Never for an
            answer: a candidate could forge those results.

    Returns:
        The verdict of each instruction, and the sandbox job result (None when no job ran).

    Raises:
        TypeError: For a referee given with ``limits`` or ``strict_eq``.
    """
    if isinstance(referee, Referee):
        return _evaluate(code, instructions, Referee.of(referee, limits=limits,
                                                        strict_eq=strict_eq),
                         no_code_reason, language, references, trusted_code)
    with Referee.of(referee, limits=limits, strict_eq=strict_eq) as once:
        return _evaluate(code, instructions, once, no_code_reason, language, references,
                         trusted_code)


def _evaluate(code: str | None, instructions: Sequence[tuple[str, Sequence[Check]]],
              referee: Referee, no_code_reason: str, language: str,
              references: Mapping[str, str] | None,
              trusted_code: bool) -> tuple[dict[str, InstructionVerdict], JobResult | None]:
    verdicts: dict[str, InstructionVerdict]
    if code is None:
        verdicts = {
            iid: InstructionVerdict(iid, tuple(
                CheckResult(name, False, NO_CODE_REASON + no_code_reason,
                            held_out=check.held_out, sandboxed=check.is_test)
                for name, check in _units(checks)
            ))
            for iid, checks in instructions
        }
        return verdicts, None

    tree, parse_error = _parse_any(code, language)  # never raises: hostile code is a verdict

    tests: list[TestCase] = []
    for iid, checks in instructions:
        reference = (references or {}).get(iid)
        for ci, check in enumerate(checks):
            if check.is_test:
                for ti, source in enumerate(check.params.get("tests", [])):
                    # A Python test's reference tells the examiner where plain data is due;
                    # another language's is what the answer's observations must equal.
                    tests.append(TestCase(f"{iid}#{ci}.{ti}", source, reference=reference))

    result: JobResult | None = None
    if tests and tree is not None:
        from codeloop.envs.sandbox.workers import SandboxUnavailable

        try:
            runner = referee.sandbox_for(language)
        except SandboxUnavailable as exc:
            # A machine without the language's toolchain: the turn errors, it does not fail.
            why = f"no {language} sandbox on this machine: {exc}"
            result = JobResult(JOB_SANDBOX_ERROR, fill_not_run(tuple(tests), {}, why), why,
                               backend=f"bwrap-{language}")
        else:
            # The one call for every language: the job says what its sandbox needs.
            result = runner.run(Job(code=code, tests=tuple(tests), limits=referee.limits,
                                    strict_eq=referee.strict_eq, language=language,
                                    trusted=trusted_code))

    verdicts = {}
    for iid, checks in instructions:
        results: list[CheckResult] = []
        for ci, check in enumerate(checks):
            if check.is_test:
                held = check.held_out
                for ti, source in enumerate(check.params.get("tests", [])):
                    name = _unit_name(ti, source, held)
                    if tree is None:
                        results.append(CheckResult(name, False, parse_error, held_out=held,
                                                   sandboxed=True))
                        continue
                    assert result is not None
                    outcome = result.outcome(f"{iid}#{ci}.{ti}")
                    if outcome is None:
                        results.append(CheckResult(name, False, "the sandbox lost this test",
                                                   held_out=held, sandboxed=True))
                    else:
                        results.append(CheckResult(
                            name, outcome.passed, _test_reason(outcome.status, outcome.message),
                            outcome.duration_s, held_out=held, sandboxed=True))
            else:
                t1 = time.perf_counter()
                if tree is not None and check.kind == JUDGE_KIND:
                    # Three-valued: the judge may leave the unit not judged.
                    judged = run_judge_check(check, code, language, judge=referee.judge)
                    results.append(replace(judged, duration_s=time.perf_counter() - t1))
                    continue
                if tree is None:
                    passed, reason = False, parse_error
                elif language != "python":
                    passed, reason = _run_lang_static(check, code, language)
                else:
                    known_check_kind(check.kind)  # loads a plugin's rule on first use
                    passed, reason = run_static(check.kind, code, tree, check.params)
                results.append(CheckResult(check.label, passed, reason,
                                           time.perf_counter() - t1))
        verdicts[iid] = InstructionVerdict(iid, tuple(results))
    return verdicts, result


def _unit_name(index: int, source: str, held_out: bool) -> str:
    """A unit's name: a shown test's first line, a held-out test's number alone.

    A held-out unit's name carries nothing of its source, so that no name quoted anywhere
    (reports, partial feedback) gives its inputs away.
    """
    if held_out:
        return f"held-out test {index + 1}"
    return f"test {index + 1}: {_short_test(source)}"


def _units(checks: Sequence[Check]) -> list[tuple[str, Check]]:
    out = []
    for check in checks:
        if check.is_test:
            for ti, source in enumerate(check.params.get("tests", [])):
                out.append((_unit_name(ti, source, check.held_out), check))
        else:
            out.append((check.label, check))
    return out


def count_units(checks: Sequence[Check]) -> int:
    """Number of check units (tests and static rules) in a list of checks."""
    return len(_units(checks))


def verdict_map_passed(verdicts: Mapping[str, InstructionVerdict]) -> dict[str, bool]:
    """Instruction id -> passed, for logs and decisions."""
    return {k: v.passed for k, v in verdicts.items()}
