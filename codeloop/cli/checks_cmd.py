"""``codeloop checks list|accuracy|agreement``: checkers, their accuracy, judge agreement."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from codeloop.cli import CliError


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Registers ``checks``."""
    p = sub.add_parser("checks", help="list checkers; measure their accuracy on labelled code")
    csub = p.add_subparsers(dest="checks_command", metavar="ACTION", required=True)
    lp = csub.add_parser("list", help="every check kind with its parameters")
    lp.add_argument("--json", action="store_true")
    lp.set_defaults(func=cmd_list)
    ap = csub.add_parser("accuracy", help="per-checker agreement with the labelled corpus "
                         "(exit 1 below 100%%)")
    ap.add_argument("--kind", action="append", help="only these kinds (repeatable)")
    ap.add_argument("--verbose", "-v", action="store_true", help="show every disagreement")
    ap.add_argument("--json", action="store_true")
    ap.set_defaults(func=cmd_accuracy)
    gp = csub.add_parser(
        "agreement", help="agreement of the LLM judge with human labels (JSONL file)",
        description="Each line of LABELS: {\"code\": ..., \"instruction\": ..., \"checklist\": "
                    "[...], \"reference\": optional, \"label\": true|false}. Prints agreement, "
                    "Cohen's kappa and the unparseable count.")
    gp.add_argument("labels", nargs="?", default=None,
                    help="JSONL file of labelled items (or use --rule-labelled)")
    gp.add_argument("--rule-labelled", nargs="?", const="bank", default=None, metavar="TASKS",
                    help="measure on rule-checkable instructions of these tasks (default: the "
                         "bank), labelled by the rules' own verdicts, one yes/no question each")
    gp.add_argument("--limit", type=int, default=None, help="only the first N items")
    gp.add_argument("--model", required=True, help="model name at the endpoint")
    gp.add_argument("--base-url", default=None, help="OpenAI-compatible endpoint")
    gp.add_argument("--cache", default=None, help="record/replay cache file (JSONL)")
    gp.add_argument("--cache-mode", default="auto", choices=("auto", "record", "replay"))
    gp.add_argument("--max-tokens", type=int, default=None, metavar="N",
                    help="the judge's answer budget (default: the rubric judge's, 400)")
    gp.add_argument("--timeout", type=float, default=None, metavar="SECONDS",
                    help="per-request timeout (default: the client's, 60 s)")
    gp.add_argument("--json", action="store_true")
    gp.set_defaults(func=cmd_agreement)


def cmd_list(args: argparse.Namespace) -> int:
    """Prints every check kind."""
    from codeloop.rewards.checks.spec import TEST_KIND
    from codeloop.rewards.checks.static import RULE_CHECKABLE, STATIC_RULES

    rows: list[dict[str, Any]] = [
        {"kind": TEST_KIND, "how": "sandbox", "summary": "unit tests run in the sandbox",
         "params": {"tests": "list of test sources"}}]
    for kind, rule in STATIC_RULES.items():
        rows.append({"kind": kind, "how": "rule" if kind in RULE_CHECKABLE else "llm judge",
                     "summary": rule.summary, "params": dict(rule.params)})
    from codeloop.rewards.checks.lang import LANG_RULES

    for kind, lang_rule in LANG_RULES.items():
        rows.append({"kind": kind, "how": "rule on a tree-sitter tree: "
                     + ", ".join(lang_rule.languages), "summary": lang_rule.summary,
                     "params": dict(lang_rule.params)})
    if args.json:
        print(json.dumps(rows, indent=2))
        return 0
    for row in rows:
        print(f"{row['kind']}  [{row['how']}]\n  {row['summary']}")
        for name, text in row["params"].items():
            print(f"    {name}: {text}")
    return 0


def cmd_accuracy(args: argparse.Namespace) -> int:
    """Prints the per-checker accuracy table; exit 1 when any checker is below 100%."""
    from codeloop.rewards.checks.corpus import measure
    from codeloop.rewards.checks.corpus_lang import measure as measure_lang
    from codeloop.rewards.checks.lang import LANG_RULES
    from codeloop.rewards.checks.static import RULE_CHECKABLE

    kinds = args.kind or list(RULE_CHECKABLE) + list(LANG_RULES)
    unknown = [k for k in kinds if k not in RULE_CHECKABLE and k not in LANG_RULES]
    if unknown:
        raise CliError(f"unknown rule kind(s): {', '.join(unknown)}")
    results: dict[str, Any] = dict(measure([k for k in kinds if k in RULE_CHECKABLE]))
    # Language rules: one row per rule and language (``lang_naming[java]``).
    results.update({f"{k}[{lang}]": acc for (k, lang), acc in
                    measure_lang([k for k in kinds if k in LANG_RULES]).items()})
    if args.json:
        print(json.dumps({k: {"passing": a.passing, "failing": a.failing, "agreed": a.agreed,
                              "accuracy": a.accuracy, "evasions": a.evasions,
                              "wrong": [c.where for c, _, _ in a.wrong]}
                          for k, a in results.items()}, indent=2))
    else:
        print(f"{'checker':<16} {'pass':>5} {'fail':>5} {'agree':>6} {'accuracy':>9} "
              f"{'evasions':>9}")
        for kind, acc in results.items():
            print(f"{kind:<16} {acc.passing:>5} {acc.failing:>5} {acc.agreed:>6} "
                  f"{100 * acc.accuracy:>8.1f}% {acc.evasions:>9}")
            if args.verbose:
                for case, got, reason in acc.wrong:
                    print(f"    {case.where}: labelled {'pass' if case.expected else 'fail'}, "
                          f"checker says {'pass' if got else 'fail'} ({reason}) - {case.note}")
        total = sum(a.total for a in results.values())
        agreed = sum(a.agreed for a in results.values())
        print(f"{'all':<16} {sum(a.passing for a in results.values()):>5} "
              f"{sum(a.failing for a in results.values()):>5} {agreed:>6} "
              f"{100 * agreed / max(total, 1):>8.1f}% "
              f"{sum(a.evasions for a in results.values()):>9}")
    thin = [k for k, a in results.items()
            if min(a.passing, a.failing) < getattr(a, "min_cases", 10)]
    if thin:
        print(f"fewer than 10 passing + 10 failing examples: {', '.join(thin)}", file=sys.stderr)
    ok = all(a.total and a.agreed == a.total for a in results.values()) and not thin
    return 0 if ok else 1


def cmd_agreement(args: argparse.Namespace) -> int:
    """Measures the rubric judge against labels."""
    from codeloop.rewards.judge import measure_agreement, read_labels
    from codeloop.rewards.llm import ChatModel, RecordReplayCache

    if (args.labels is None) == (args.rule_labelled is None):
        raise CliError("give a LABELS file or --rule-labelled [TASKS], not both")
    try:
        if args.rule_labelled is not None:
            from codeloop.envs.tasks import load_tasks
            from codeloop.envs.tasks.rule_labels import rule_labelled_items

            items = rule_labelled_items(load_tasks(args.rule_labelled))
        else:
            items = read_labels(args.labels)
    except (OSError, ValueError) as exc:
        raise CliError(str(exc)) from exc
    items = items[: args.limit] if args.limit is not None else items
    model = ChatModel(args.model, base_url=args.base_url,
                      **({"timeout_s": args.timeout} if args.timeout is not None else {}))
    cache = RecordReplayCache(args.cache, args.cache_mode) if args.cache else None
    report = measure_agreement(items, model, cache, max_tokens=args.max_tokens)
    if args.json:
        print(json.dumps(report.to_dict(), indent=2))
    else:
        print(report.text())
    return 0
