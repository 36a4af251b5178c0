"""Command-line options that configure the LLM judge of ``judge`` checks.

``codeloop eval`` and ``codeloop train grpo`` take them. Without ``--judge``, ``judge`` checks
are reported as *not judged*: left out of IA, CA and IFR and counted apart in the summary and
the report, never counted as failures. The ``CODELOOP_JUDGE_MODEL``,
``CODELOOP_JUDGE_BASE_URL``, ``CODELOOP_JUDGE_CACHE`` and ``CODELOOP_JUDGE_CACHE_MODE``
variables set the default of these options, and nothing else: read once, here, into the run's
config (and its manifest), never while judging.
"""

from __future__ import annotations

import argparse
from typing import Any

from codeloop.rewards.checks.judge_config import JudgeConfig


def add_judge_arguments(parser: argparse.ArgumentParser) -> None:
    """Adds ``--judge``, ``--judge-base-url``, ``--judge-cache`` and ``--judge-cache-mode``."""
    g = parser.add_argument_group("LLM judge (checks of kind judge)")
    g.add_argument("--judge", default=None, metavar="MODEL",
                   help="model that answers judge checks' checklists (default: "
                        "$CODELOOP_JUDGE_MODEL, else none, so they are reported as not judged; "
                        "the other options default to $CODELOOP_JUDGE_BASE_URL, _CACHE and "
                        "_CACHE_MODE)")
    g.add_argument("--judge-base-url", default=None, metavar="URL",
                   help="OpenAI-compatible endpoint of the judge (key: OPENAI_API_KEY)")
    g.add_argument("--judge-cache", default=None, metavar="FILE",
                   help="record/replay cache of judgements (JSONL; share it to replay)")
    g.add_argument("--judge-cache-mode", default=None, choices=("auto", "record", "replay"),
                   help="auto: replay when recorded else call; replay: never call")


def judge_config_from_args(args: argparse.Namespace) -> dict[str, Any]:
    """The ``EvalConfig.judge`` options given on the command line.

    With no judge option at all, the ``CODELOOP_JUDGE_*`` variables give them
    (:meth:`JudgeConfig.from_env`, read now, once).

    Raises:
        codeloop.cli.CliError: When endpoint or cache options are given without ``--judge``.
    """
    from codeloop.cli import CliError

    given = (args.judge, args.judge_base_url, args.judge_cache, args.judge_cache_mode)
    try:  # the options map onto one JudgeConfig, whose checks are the only ones
        if not any(given):
            return JudgeConfig.from_env().to_dict()
        judge = JudgeConfig(model=args.judge, base_url=args.judge_base_url,
                            cache=args.judge_cache, cache_mode=args.judge_cache_mode)
    except ValueError as exc:
        raise CliError(str(exc)) from exc
    return judge.to_dict()
