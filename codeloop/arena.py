"""CodeArena runs: answers from each policy, judged pairwise against a baseline.

``codeloop arena`` (see :mod:`codeloop.cli.arena_cmd`) drives :func:`run_arena`:

1. load the questions (:mod:`codeloop.envs.tasks.loaders.codearena`), skipping those of 1,024
   words or more as the published evaluation does (counted in the summary);
2. collect each policy's answer to each question: generated greedily through any policy spec
   (``openai:MODEL``, ``hf:PATH`` ...), or read from a file of recorded answers;
3. take the baseline's answer from the row (``<baseline>_response``), from a file, or from a
   named baseline policy;
4. judge both games (:class:`codeloop.rewards.arena.ArenaJudge`) through the record/replay cache;
5. write ``arena.jsonl`` (one line per policy and question, appended and synced as each is
   judged, so a killed run resumes where it stopped), ``summary.json`` (a pure function of
   ``arena.jsonl``: win/tie/loss rates and the score with question-bootstrap intervals, overall
   and per class, subclass and language) and ``report.md``.

A question whose answer or judgement failed for good (the API is down, a replay cache lacks the
call) is recorded as ``errored`` with the reason and left out of the figures, never counted as
a loss; running the same command again retries it.
"""

from __future__ import annotations

import json
import os
import threading
from collections import defaultdict
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import asdict, dataclass, field
from functools import partial
from pathlib import Path
from typing import Any

from codeloop.agents.policies import TurnContext, make_policy
from codeloop.agents.policies.base import Policy, as_reply
from codeloop.envs.tasks.loaders.codearena import (
    DEFAULT_BASELINE,
    ArenaQuestion,
    load_codearena,
    read_answers,
)
from codeloop.report.stats import bootstrap_ratio_ci
from codeloop.rewards.arena import (
    LOSS,
    TIE,
    UNJUDGED,
    WIN,
    ArenaJudge,
    arena_figures,
    score_parts,
)
from codeloop.rewards.llm import CacheMiss, ChatModel, LLMError, RecordReplayCache

RESULTS_FILE = "arena.jsonl"
ERRORED = "errored"


@dataclass
class ArenaConfig:
    """What a CodeArena run does.

    Attributes:
        data: The CodeArena JSONL file.
        out: The output directory (resumed when it holds an earlier run of the same config).
        policies: Policy specs whose answers are generated (``openai:MODEL``, ``hf:PATH`` ...).
        answers: Recorded answers instead of (or beside) generated ones: ``{name: path}`` of
            JSONL files of ``{"id", "response"}`` rows (the published ``results.jsonl``).
        policy_options: Options for the policies (model, base_url, temperature ...).
        baseline: ``row`` (the row's ``<baseline_name>_response``), ``file:PATH`` or
            ``policy:SPEC``.
        baseline_name: Which row field holds the baseline (``<name>_response``).
        mapping: A ``tasktype_to_levels.json`` file for classes and subclasses.
        judge_model: The judge's model name (required, in replay mode too: it is in the keys).
        judge_base_url: The judge's endpoint.
        judge_cache: The judge's record/replay cache file.
        judge_cache_mode: ``auto``, ``record`` or ``replay``.
        judge_temperature: The judge's temperature (published: 0.2).
        judge_max_tokens: The judge's answer budget per call.
        judge_attempts: Answers per game at most (published: 2).
        unreadable_as_tie: Count unreadable games as 0 points, as the published code does.
        workers: Questions answered and judged at once.
        limit: Only the first N questions (after skipping too-long ones).
        n_boot: Bootstrap replicates for the intervals.
    """

    data: str
    out: str
    policies: list[str] = field(default_factory=list)
    answers: dict[str, str] = field(default_factory=dict)
    policy_options: dict[str, Any] = field(default_factory=dict)
    baseline: str = "row"
    baseline_name: str = DEFAULT_BASELINE
    mapping: str | None = None
    judge_model: str = ""
    judge_base_url: str | None = None
    judge_cache: str | None = None
    judge_cache_mode: str = "auto"
    judge_temperature: float = 0.2
    judge_max_tokens: int = 4096
    judge_attempts: int = 2
    unreadable_as_tie: bool = False
    workers: int = 4
    limit: int | None = None
    n_boot: int = 2000


class ArenaError(ValueError):
    """A run that cannot start (bad configuration or data); the message says what to fix."""


def _judge(config: ArenaConfig) -> ArenaJudge:
    if not config.judge_model:
        raise ArenaError("a CodeArena run needs a judge: --judge MODEL (the model name is part "
                         "of the cache keys, so replaying needs it too)")
    cache = (RecordReplayCache(config.judge_cache, config.judge_cache_mode)
             if config.judge_cache else None)
    model = ChatModel(config.judge_model, base_url=config.judge_base_url)
    return ArenaJudge(model, cache, temperature=config.judge_temperature,
                      max_tokens=config.judge_max_tokens, attempts=config.judge_attempts,
                      unreadable_as_tie=config.unreadable_as_tie)


def _answer(policy: Policy, question: ArenaQuestion) -> str:
    context = TurnContext(task=question.as_task(), turn=1, focus="base", given=("base",),
                          active=("base",), seed=0)
    return as_reply(policy.act(list(question.messages), context)).text


AnswerSource = Callable[[ArenaQuestion], str]


def _baseline_source(config: ArenaConfig) -> AnswerSource:
    kind, _, arg = config.baseline.partition(":")
    if kind == "row":
        def from_row(q: ArenaQuestion) -> str:
            if q.baseline is None:
                raise ArenaError(f"question {q.id} (line {q.line}) has no "
                                 f"{config.baseline_name}_response field; pass --baseline "
                                 "file:PATH or --baseline policy:SPEC")
            return q.baseline
        return from_row
    if kind == "file" and arg:
        answers = read_answers(arg)

        def from_file(q: ArenaQuestion) -> str:
            if q.id not in answers:
                raise ArenaError(f"{arg} has no answer for question {q.id}")
            return answers[q.id]
        return from_file
    if kind == "policy" and arg:
        policy = make_policy(arg, **config.policy_options)
        return lambda q: _answer(policy, q)
    raise ArenaError(f"--baseline must be row, file:PATH or policy:SPEC, got {config.baseline!r}")


def _answer_sources(config: ArenaConfig) -> dict[str, AnswerSource]:
    sources: dict[str, AnswerSource] = {}
    for spec in config.policies:
        policy = make_policy(spec, **config.policy_options)
        sources[policy.name] = partial(_answer, policy)
    for name, path in config.answers.items():
        recorded = read_answers(path)

        def from_file(q: ArenaQuestion, recorded: Mapping[str, str] = recorded,
                      path: str = path) -> str:
            if q.id not in recorded:
                raise ArenaError(f"{path} has no answer for question {q.id}")
            return recorded[q.id]
        sources[name] = from_file
    if not sources:
        raise ArenaError("nothing to judge: give --policy SPEC (or --model) or --answers "
                         "NAME=FILE")
    return sources


def _config_fingerprint(config: ArenaConfig) -> dict[str, Any]:
    keep = asdict(config)
    for key in ("out", "workers", "n_boot", "judge_cache", "judge_cache_mode"):
        keep.pop(key)
    keep["policy_options"] = {k: v for k, v in config.policy_options.items() if k != "api_key"}
    return keep


def run_arena(config: ArenaConfig, *, progress: Callable[[str], None] | None = None
              ) -> dict[str, Any]:
    """Runs (or resumes) a CodeArena evaluation and writes its files.

    Returns:
        The summary (also written to ``summary.json``).

    Raises:
        ArenaError: For a configuration that cannot run (no judge, no policy, a resumed
            directory holding another configuration's results).
    """
    out = Path(config.out)
    out.mkdir(parents=True, exist_ok=True)
    manifest_path = out / "manifest.json"
    fingerprint = _config_fingerprint(config)
    if manifest_path.exists():
        earlier = json.loads(manifest_path.read_text(encoding="utf-8")).get("config")
        if earlier != fingerprint:
            raise ArenaError(f"{out} holds a run with another configuration; use another --out")
    manifest_path.write_text(json.dumps({"kind": "codearena", "config": fingerprint},
                                        indent=2, sort_keys=True) + "\n", encoding="utf-8")

    questions = load_codearena(config.data, baseline_name=config.baseline_name,
                               mapping=config.mapping)
    kept = [q for q in questions if not q.too_long]
    if config.limit is not None:
        kept = kept[: config.limit]
    judge = _judge(config)
    baseline = _baseline_source(config)
    sources = _answer_sources(config)
    results_path = out / RESULTS_FILE
    # A question is done once its latest line is not errored (a rerun retries errored ones).
    done = {(r["policy"], r["id"]) for r in _latest_rows(results_path)
            if r.get("result") != ERRORED}
    lock = threading.Lock()

    def play(name: str, question: ArenaQuestion) -> None:
        row: dict[str, Any] = {"policy": name, "id": question.id,
                               "class": question.category[0], "subclass": question.category[1],
                               "language": question.language, "task_type": question.task_type}
        try:
            answer = sources[name](question)
            base = baseline(question)
            verdict = judge.judge(question.question, answer, base)
            row.update(answer=answer, baseline=base, result=verdict.result,
                       total=verdict.total, games=[g.to_dict() for g in verdict.games])
        except (LLMError, CacheMiss, ArenaError, OSError, RuntimeError) as exc:
            row.update(result=ERRORED, error=f"{type(exc).__name__}: {exc}")
        line = json.dumps(row, ensure_ascii=False, sort_keys=True) + "\n"
        with lock, results_path.open("a", encoding="utf-8") as fh:
            fh.write(line)
            fh.flush()
            os.fsync(fh.fileno())
        if progress:
            progress(f"{name} {question.id}: {row['result']}")

    todo = [(name, q) for name in sources for q in kept if (name, q.id) not in done]
    with ThreadPoolExecutor(max_workers=max(1, config.workers)) as pool:
        for future in [pool.submit(play, name, q) for name, q in todo]:
            future.result()

    summary = summarize_arena(_latest_rows(results_path), skipped_too_long=len(questions)
                              - len([q for q in questions if not q.too_long]),
                              n_boot=config.n_boot)
    (out / "summary.json").write_text(json.dumps(summary, indent=2, sort_keys=True) + "\n",
                                      encoding="utf-8")
    (out / "report.md").write_text(render_arena_markdown(summary), encoding="utf-8")
    return summary


def _latest_rows(path: Path) -> list[dict[str, Any]]:
    """The last line per (policy, id): a retried question replaces its errored line."""
    rows: dict[tuple[str, str], dict[str, Any]] = {}
    if path.exists():
        with path.open(encoding="utf-8") as fh:
            for line in fh:
                try:
                    row = json.loads(line)
                except ValueError:
                    continue
                rows[(row["policy"], row["id"])] = row
    return [rows[k] for k in sorted(rows)]


def _with_intervals(results: Sequence[str], n_boot: int) -> dict[str, Any]:
    figures = arena_figures(results)
    judged = [r for r in results if r in (WIN, TIE, LOSS)]
    for key, value in (("win_rate", WIN), ("tie_rate", TIE), ("loss_rate", LOSS)):
        _, low, high = bootstrap_ratio_ci([float(r == value) for r in judged], [1.0] * len(judged),
                                          n_boot=n_boot)
        figures[f"{key}_ci"] = [low, high] if judged else None
    sums, counts = score_parts(judged)
    _, low, high = bootstrap_ratio_ci(sums, counts, n_boot=n_boot)
    figures["score_ci"] = [low, high] if judged else None
    return figures


def summarize_arena(rows: Sequence[Mapping[str, Any]], *, skipped_too_long: int = 0,
                    n_boot: int = 2000) -> dict[str, Any]:
    """The summary of a CodeArena run: a pure function of its result rows.

    Returns:
        Per policy: the overall figures (with 95% question-bootstrap intervals), the same per
        class, subclass and language, and the numbers of errored and unjudged questions.
    """
    by_policy: dict[str, list[Mapping[str, Any]]] = defaultdict(list)
    for row in rows:
        by_policy[str(row["policy"])].append(row)
    policies = {}
    for name in sorted(by_policy):
        items = by_policy[name]
        ok = [r for r in items if r["result"] != ERRORED]
        entry: dict[str, Any] = {
            "overall": _with_intervals([r["result"] for r in ok], n_boot),
            "errored": len(items) - len(ok),
            "errors": sorted({str(r.get("error")) for r in items if r["result"] == ERRORED})[:5],
        }
        for group in ("class", "subclass", "language"):
            groups: dict[str, list[str]] = defaultdict(list)
            for r in ok:
                groups[str(r[group])].append(r["result"])
            entry[f"by_{group}"] = {k: _with_intervals(v, n_boot)
                                    for k, v in sorted(groups.items())}
        policies[name] = entry
    return {"benchmark": "codearena", "skipped_too_long": skipped_too_long,
            "policies": policies,
            "notes": [f"questions of 1,024 words or more are skipped ({skipped_too_long} here)",
                      f"'{UNJUDGED}' questions (a game without a readable verdict label) are "
                      "left out of the rates unless --unreadable-as-tie is given",
                      "intervals: 95% percentile bootstrap over questions"]}


def _pct(value: float | None) -> str:
    return "n/a" if value is None else f"{100 * value:.1f}"


def _ci(values: Sequence[float] | None) -> str:
    if not values or any(v != v for v in values):  # NaN-safe
        return ""
    return f" [{100 * values[0]:.1f}, {100 * values[1]:.1f}]"


def _table(title: str, groups: Mapping[str, Mapping[str, Any]]) -> list[str]:
    lines = [f"#### {title}", "", "| group | n | win % | tie % | loss % | score % |",
             "|---|---:|---:|---:|---:|---:|"]
    for key, f in groups.items():
        lines.append(f"| {key} | {f['n']} | {_pct(f['win_rate'])}{_ci(f['win_rate_ci'])} | "
                     f"{_pct(f['tie_rate'])}{_ci(f['tie_rate_ci'])} | "
                     f"{_pct(f['loss_rate'])}{_ci(f['loss_rate_ci'])} | "
                     f"{_pct(f['score'])}{_ci(f['score_ci'])} |")
    return [*lines, ""]


def render_arena_markdown(summary: Mapping[str, Any]) -> str:
    """``report.md`` of a CodeArena run: leaderboard, then breakdowns per policy."""
    lines = ["# CodeArena", "",
             "Pairwise judgement against the baseline, two games per question with positions "
             "swapped. Score = (2 x wins + ties) / (2 x questions). Brackets: 95% "
             "question-bootstrap intervals.", ""]
    lines += ["| policy | questions | win % | tie % | loss % | score % | unjudged | errored |",
              "|---|---:|---:|---:|---:|---:|---:|---:|"]
    for name, entry in summary["policies"].items():
        f = entry["overall"]
        lines.append(f"| {name} | {f['n']} | {_pct(f['win_rate'])}{_ci(f['win_rate_ci'])} | "
                     f"{_pct(f['tie_rate'])}{_ci(f['tie_rate_ci'])} | "
                     f"{_pct(f['loss_rate'])}{_ci(f['loss_rate_ci'])} | "
                     f"{_pct(f['score'])}{_ci(f['score_ci'])} | {f['unjudged']} | "
                     f"{entry['errored']} |")
    lines.append("")
    for name, entry in summary["policies"].items():
        lines += [f"### {name}", ""]
        if entry["errored"]:
            lines += [f"Errored questions (left out; rerun the command to retry): "
                      f"{entry['errored']}: " + "; ".join(entry["errors"]), ""]
        lines += _table("By class", entry["by_class"])
        lines += _table("By subclass", entry["by_subclass"])
        lines += _table("By language", entry["by_language"])
    lines += ["Notes:", *[f"- {note}" for note in summary["notes"]], ""]
    return "\n".join(lines)
