"""Evaluating one answer against every active instruction.

Static checks run in-process on the parsed source; all test checks of all active
instructions go to the sandbox as ONE job, which returns a verdict per test.
"""

from __future__ import annotations

import time
from collections.abc import Mapping, Sequence
from dataclasses import replace

from codeloop.envs.sandbox.base import Job, JobResult, Limits, Sandbox, TestCase
from codeloop.rewards.checks.judge_check import JUDGE_KIND, run_judge_check
from codeloop.rewards.checks.parsing import parse_code
from codeloop.rewards.checks.spec import Check
from codeloop.rewards.checks.static import run_static
from codeloop.rewards.verdict import CheckResult, InstructionVerdict

NO_CODE_REASON = "no code to check: "


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
    sandbox: Sandbox,
    *,
    limits: Limits | None = None,
    strict_eq: bool = True,
    no_code_reason: str = "the reply contains no code",
) -> tuple[dict[str, InstructionVerdict], JobResult | None]:
    """Judges one answer against a list of instructions.

    Args:
        code: The candidate source, or None when the reply had none.
        instructions: ``(instruction_id, checks)`` pairs, in order.
        sandbox: Where test checks run.
        limits: Sandbox limits for the job.
        strict_eq: Use strict equality in test asserts (see :mod:`codeloop.envs.sandbox.harness`).
        no_code_reason: Reason reported on every unit when ``code`` is None.

    Returns:
        The verdict of each instruction, and the sandbox job result (None when no job ran).
    """
    if code is None:
        verdicts = {
            iid: InstructionVerdict(iid, tuple(
                CheckResult(name, False, NO_CODE_REASON + no_code_reason)
                for name, _ in _units(checks)
            ))
            for iid, checks in instructions
        }
        return verdicts, None

    tree, parse_error = parse_code(code)  # never raises: hostile code is a verdict

    tests: list[TestCase] = []
    for iid, checks in instructions:
        for ci, check in enumerate(checks):
            if check.is_test:
                for ti, source in enumerate(check.params.get("tests", [])):
                    tid = f"{iid}#{ci}.{ti}"
                    tests.append(TestCase(tid, source))

    result: JobResult | None = None
    if tests and tree is not None:
        result = sandbox.run(Job(code=code, tests=tuple(tests), limits=limits or Limits(),
                                 strict_eq=strict_eq))

    verdicts: dict[str, InstructionVerdict] = {}
    for iid, checks in instructions:
        results: list[CheckResult] = []
        for ci, check in enumerate(checks):
            if check.is_test:
                for ti, source in enumerate(check.params.get("tests", [])):
                    name = f"test {ti + 1}: {_short_test(source)}"
                    if tree is None:
                        results.append(CheckResult(name, False, parse_error))
                        continue
                    assert result is not None
                    outcome = result.outcome(f"{iid}#{ci}.{ti}")
                    if outcome is None:
                        results.append(CheckResult(name, False, "the sandbox lost this test"))
                    else:
                        results.append(CheckResult(
                            name, outcome.passed, _test_reason(outcome.status, outcome.message),
                            outcome.duration_s))
            else:
                t1 = time.perf_counter()
                if tree is not None and check.kind == JUDGE_KIND:
                    # Three-valued: the judge may leave the unit not judged.
                    judged = run_judge_check(check, code)
                    results.append(replace(judged, duration_s=time.perf_counter() - t1))
                    continue
                if tree is None:
                    passed, reason = False, parse_error
                else:
                    passed, reason = run_static(check.kind, code, tree, check.params)
                results.append(CheckResult(check.label, passed, reason,
                                           time.perf_counter() - t1))
        verdicts[iid] = InstructionVerdict(iid, tuple(results))
    return verdicts, result


def _units(checks: Sequence[Check]) -> list[tuple[str, Check]]:
    out = []
    for check in checks:
        if check.is_test:
            for ti, source in enumerate(check.params.get("tests", [])):
                out.append((f"test {ti + 1}: {_short_test(source)}", check))
        else:
            out.append((check.label, check))
    return out


def count_units(checks: Sequence[Check]) -> int:
    """Number of check units (tests and static rules) in a list of checks."""
    return len(_units(checks))


def verdict_map_passed(verdicts: Mapping[str, InstructionVerdict]) -> dict[str, bool]:
    """Instruction id -> passed, for logs and decisions."""
    return {k: v.passed for k, v in verdicts.items()}
