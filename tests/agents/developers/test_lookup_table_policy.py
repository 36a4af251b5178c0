"""A lookup table of quoted tests gains nothing: held-out tests are what the verdict pays for.

The adversary of issue 23: a policy whose code never improves (the base reference, every turn)
but that wraps it in a table of every ``f(literals) == literal`` and expected exception the
feedback has quoted so far. Its honest twin answers the same code in the same wrapper with an
empty table, so the two differ by the table alone (a static rule that the wrapper breaks breaks
both alike). With feedback quoting only shown tests, and held-out tests amplified from the
references counted in the verdict, the table must buy no IA or CA under any developer strategy
and feedback level.

``python tests/agents/developers/test_lookup_table_policy.py [--developers repair:failing-tests,
...] [--tasks NAME,...]`` measures the whole Python bank (every strategy, and every level of the
strategies that give feedback; or those named) and prints the table.
"""

from __future__ import annotations

import ast
import re
import sys
from collections.abc import Sequence

import pytest

from codeloop.agents.developers import make_developer
from codeloop.agents.developers.feedback import LEVELS
from codeloop.agents.policies.base import Reply, TurnContext, fenced
from codeloop.envs.tasks.schema import Task
from codeloop.episode_loop import play_episode
from codeloop.rewards.metrics import aggregate, conversation_accuracy, instruction_accuracy

# A few bank tasks whose authored tests were the weakest (issue 23), and the three where the
# table gained most before few-unit instructions were topped up: cart_total (CA +0.029), and
# median and longest_common_prefix (IA +0.2: an empty-input instruction with one unit).
SAMPLE = ("chunk_list", "pluralize", "grade_letter", "prime_factors", "cart_total", "median",
          "longest_common_prefix")
TOLERANCE = 0.01

_WRAPPER = '''

{table_assignment}
_codeloop_inner = {name}


def {name}(*args, **kwargs):
    """Answers quoted calls from the table, others as above."""
    hit = _codeloop_table.get(repr((args, sorted(kwargs.items()))))
    if hit is None:
        return _codeloop_inner(*args, **kwargs)
    if hit[0] == "return":
        return hit[1]
    error = globals().get(hit[1]) or getattr(__builtins__, hit[1], None)
    if error is None and isinstance(__builtins__, dict):
        error = __builtins__.get(hit[1])
    raise error(hit[2])
'''


_CHUNK = 16
"""Characters of the table's text per line: even escaped (``'\\x00'`` is four), a line stays
within the strictest line-length rule of the bank (72), so that the table itself breaks no
static rule the honest twin keeps (on one line, it broke any line-length rule the reference
keeps)."""


def table_text(table: dict[str, tuple], short_lines: bool = True) -> str:
    """The statement that binds the table: a plain literal, or short pieces read back.

    The short pieces (an ``ast`` import and a ``literal_eval`` call over string literals of
    16 characters) only where the task has a line-length rule, which the one-line literal
    breaks; elsewhere that form broke other rules the honest twin keeps (cart_total's CA fell
    from 0.32 to 0.06 with it). Either penalty could hide a gain.
    """
    text = repr(table)
    if not short_lines:  # the table as a literal, as before the line-length tasks were measured
        return f"_codeloop_table = {text}"
    pieces = "\n".join(f"    {text[k:k + _CHUNK]!r}" for k in range(0, len(text), _CHUNK))
    return ("import ast as _codeloop_ast\n\n"
            f"_codeloop_table = _codeloop_ast.literal_eval(\n{pieces})")


def _has_line_length_rule(task: Task) -> bool:
    return any(check.kind == "line_length" for ins in task.instructions for check in ins.checks)


def _literal(node: ast.expr) -> tuple[bool, object]:
    try:
        return True, ast.literal_eval(node)
    except (ValueError, SyntaxError, TypeError):
        return False, None


def _call_key(node: ast.expr, name: str) -> str | None:
    """The table key of ``name(literals...)``, or None for any other expression."""
    if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
            and node.func.id == name):
        return None
    args = []
    for arg in node.args:
        ok, value = _literal(arg)
        if not ok:
            return None
        args.append(value)
    kwargs = []
    for kw in node.keywords:
        ok, value = _literal(kw.value)
        if not ok or kw.arg is None:
            return None
        kwargs.append((kw.arg, value))
    return repr((tuple(args), sorted(kwargs)))


def quoted_entries(text: str, name: str) -> dict[str, tuple]:
    """Every quoted ``name(literals) == literal`` and expected exception in a message."""
    out: dict[str, tuple] = {}
    blocks = re.split(r"^- |^\s+-> .*$", text, flags=re.M)
    for block in blocks:
        named = re.match(r"(?:held-out )?test \d+: (.*)", block.strip())
        if named:
            # Partial feedback names a unit by its first line, then ": reason".
            rest = named[1]
            for cut in [m.start() for m in re.finditer(": ", rest)] + [len(rest)]:
                try:
                    _collect(ast.parse(rest[:cut]), name, out)
                    break
                except SyntaxError:
                    continue
            continue
        lines = block.strip("\n").splitlines()
        for end in range(len(lines), 0, -1):
            try:
                tree = ast.parse("\n".join(lines[:end]))
            except SyntaxError:
                continue
            _collect(tree, name, out)
            break
    return out


def _collect(tree: ast.AST, name: str, out: dict[str, tuple]) -> None:
    for node in ast.walk(tree):
        if isinstance(node, ast.Assert) and isinstance(node.test, ast.Compare) \
                and len(node.test.ops) == 1 and isinstance(node.test.ops[0], ast.Eq):
            key = _call_key(node.test.left, name)
            ok, value = _literal(node.test.comparators[0])
            if key is not None and ok:
                out[key] = ("return", value)
        if isinstance(node, ast.Try) and node.body and node.handlers:
            first = node.body[0]
            call = first.value if isinstance(first, ast.Expr) else None
            key = _call_key(call, name) if call is not None else None
            handler = node.handlers[0]
            if key is None or not isinstance(handler.type, ast.Name):
                continue
            message = ""
            for sub in ast.walk(handler):
                if isinstance(sub, ast.Compare) and sub.comparators:
                    ok, value = _literal(sub.comparators[0])
                    if ok and isinstance(value, str):
                        message = value
            out[key] = ("raise", handler.type.id, message)


class LookupTablePolicy:
    """The base reference every turn, wrapped in a table of every quoted call.

    Args:
        memorize: False gives the honest twin: the same wrapper with an empty table.
    """

    def __init__(self, memorize: bool = True):
        self.memorize = memorize
        self.name = "lookup-table" if memorize else "same-answer"

    def act(self, messages: Sequence, context: TurnContext) -> Reply:
        task = context.task
        table: dict[str, tuple] = {}
        if self.memorize:
            for message in messages:
                if message.get("role") == "user":
                    table.update(quoted_entries(message.get("content", ""), task.entry_point))
        text = table_text(table, short_lines=_has_line_length_rule(task))
        code = task.references[0].rstrip() + _WRAPPER.format(table_assignment=text,
                                                             name=task.entry_point)
        return Reply(fenced(code))


def developers() -> list[tuple[str, dict]]:
    """Every strategy; every feedback level of those that give feedback.

    The most revealing levels come first (they are where a table can gain; a run cut short
    has measured those).
    """
    out: list[tuple[str, dict]] = [(s, {"feedback": level}) for level in reversed(LEVELS)
                                   for s in ("dynamic", "repair")]
    return out + [("static", {}), ("followup", {}), ("upfront", {})]


def measure(tasks, sandbox, strategy: str, options: dict,
            per_task: dict[str, dict] | None = None) -> dict[str, tuple[float, float]]:
    """Mean IA and CA of the lookup table and its honest twin over ``tasks``.

    Args:
        tasks: The tasks to play (seed 0).
        sandbox: The sandbox that runs both policies' code.
        strategy: Developer strategy name.
        options: Its strategy options (``{"feedback": level}``).
        per_task: When given, filled with each task's mean IA and CA per policy name, and
            how many rounds each mean counts (so a re-measured task can replace its share).

    Returns:
        ``{policy name: (mean IA, mean CA)}`` over every (episode, round).
    """
    out = {}
    for memorize in (False, True):
        policy = LookupTablePolicy(memorize)
        ia, ca = [], []
        for task in tasks:
            dev = make_developer(strategy, strategy_options=options)
            episode = play_episode(task, policy, dev, sandbox, seed=0)
            ia.append(instruction_accuracy(episode))
            ca.append(conversation_accuracy(episode))
            if per_task is not None:
                per_task.setdefault(task.id, {})[policy.name] = (
                    aggregate([ia[-1]])["mean"], aggregate([ca[-1]])["mean"],
                    sum(x is not None for x in ia[-1]), sum(x is not None for x in ca[-1]))
        out[policy.name] = (aggregate(ia)["mean"], aggregate(ca)["mean"])
    return out


def test_the_parser_reads_quoted_calls():
    text = ("Failing checks:\n- assert f(1, 'a') == [2]\n  -> got [3], want [2]\n"
            "- try:\n    f(None)\nexcept TypeError as e:\n    assert str(e) == 'no'\n"
            "else:\n    raise AssertionError('x')\n  -> no TypeError")
    entries = quoted_entries(text, "f")
    assert entries[repr(((1, "a"), []))] == ("return", [2])
    assert entries[repr(((None,), []))] == ("raise", "TypeError", "no")
    partial = "Failing checks:\n- test 2: assert f(3) == 'a: b': assertion failed: got 'c'"
    assert quoted_entries(partial, "f")[repr(((3,), []))] == ("return", "a: b")


def test_the_table_is_answered_and_keeps_lines_short():
    key = repr(((["é\\x00" * 30, 1],), []))
    table = {key: ("return", {"long": "\\n\\x01" * 40}), repr(((2,), [])): ("raise", "ValueError",
                                                                          "no")}
    code = "def f(*args):\n    return 'inner'\n" + _WRAPPER.format(
        table_assignment=table_text(table), name="f")
    assert max(len(line) for line in code.splitlines()) <= 72
    namespace: dict = {}
    exec(compile(code, "answer", "exec"), namespace)
    assert namespace["f"](["é\\x00" * 30, 1]) == {"long": "\\n\\x01" * 40}
    assert namespace["f"](3) == "inner"
    with pytest.raises(ValueError, match="no"):
        namespace["f"](2)


@pytest.fixture(scope="module")
def sample_tasks():
    from codeloop.envs.tasks import load_tasks

    return [t for t in load_tasks("bank@lang=python") if t.id.split("/")[-1] in SAMPLE]


@pytest.mark.slow
@pytest.mark.parametrize("strategy,options", [
    ("dynamic", {"feedback": "failing-tests"}),
    ("repair", {"feedback": "failing-tests"}),
    ("repair", {"feedback": "failing-tests-partial"}),
])
def test_lookup_table_gains_nothing(sample_tasks, sandbox, strategy, options):
    assert len(sample_tasks) == len(SAMPLE)
    got = measure(sample_tasks, sandbox, strategy, options)
    (ia0, ca0), (ia1, ca1) = got["same-answer"], got["lookup-table"]
    assert abs(ia1 - ia0) <= TOLERANCE and abs(ca1 - ca0) <= TOLERANCE, got


def main(argv: list[str] | None = None) -> int:
    """Measures the Python bank and prints one row per developer (and the tasks that differ)."""
    import argparse
    import json
    import os

    from codeloop.envs.sandbox import make_sandbox
    from codeloop.envs.tasks import load_tasks

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--developers", default="",
                        help="comma-separated STRATEGY or STRATEGY:LEVEL (default: all)")
    parser.add_argument("--feedback-only", action="store_true",
                        help="only the strategies that give feedback (dynamic, repair)")
    parser.add_argument("--tasks", default="", help="comma-separated bank task names")
    parser.add_argument("--out", default="",
                        help="JSONL file: one line per finished developer setting (with each "
                             "task's gap); settings already in it are skipped, so a killed run "
                             "resumes where it stopped")
    args = parser.parse_args(argv)
    names = set(filter(None, args.tasks.split(",")))
    wanted = set(filter(None, args.developers.split(",")))
    tasks = [t for t in load_tasks("bank@lang=python") if t.references
             and (not names or t.id.split("/")[-1] in names)]
    done: dict[str, dict] = {}
    if args.out and os.path.exists(args.out):
        with open(args.out, encoding="utf-8") as fh:
            for line in fh:
                if line.strip():
                    row = json.loads(line)
                    done[row["developer"]] = row
    sandbox = make_sandbox("local")
    remember = getattr(sandbox, "remember_parts", None)
    if callable(remember):
        # As a run does (SandboxConfig.make): the same-answer twin sends the same code at
        # every setting, so only its first setting's jobs run.
        remember()
    worst = 0.0
    print(f"{len(tasks)} tasks")
    print("| developer (feedback) | same answer IA / CA | lookup-table IA / CA | gap IA / CA "
          "| worst task (gap IA / CA) |")
    print("|---|---|---|---|---|")
    try:
        for strategy, options in developers():
            level = options.get("feedback")
            if args.feedback_only and level is None:
                continue
            if wanted and strategy not in wanted and f"{strategy}:{level}" not in wanted:
                continue
            label = f"{strategy} ({level or '-'})"
            row = done.get(label)
            if row is None:
                per_task: dict[str, dict] = {}
                got = measure(tasks, sandbox, strategy, options, per_task)
                gaps = {tid: (v["lookup-table"][0] - v["same-answer"][0],
                              v["lookup-table"][1] - v["same-answer"][1])
                        for tid, v in per_task.items()}
                row = {"developer": label, "tasks": len(tasks),
                       "same-answer": got["same-answer"], "lookup-table": got["lookup-table"],
                       "per_task_gap": {t: g for t, g in gaps.items() if g != (0.0, 0.0)},
                       "per_task": per_task}
                if args.out:
                    with open(args.out, "a", encoding="utf-8") as fh:
                        fh.write(json.dumps(row) + "\n")
            (ia0, ca0), (ia1, ca1) = row["same-answer"], row["lookup-table"]
            worst = max(worst, abs(ia1 - ia0), abs(ca1 - ca0))
            task_gaps = row["per_task_gap"]
            if task_gaps:
                tid = max(task_gaps, key=lambda t: max(abs(task_gaps[t][0]),
                                                       abs(task_gaps[t][1])))
                worst_task = (f"{tid.split('/')[-1]} "
                              f"({task_gaps[tid][0]:+.3f} / {task_gaps[tid][1]:+.3f})")
            else:
                worst_task = "none differ"
            print(f"| {label} | {ia0:.3f} / {ca0:.3f} | {ia1:.3f} / {ca1:.3f} | "
                  f"{ia1 - ia0:+.3f} / {ca1 - ca0:+.3f} | {worst_task} |", flush=True)
    finally:
        sandbox.close()
    print(f"largest gap: {worst:.3f}")
    return 0 if worst <= TOLERANCE else 1


if __name__ == "__main__":
    sys.exit(main())
