"""Command-line options that configure the developer simulator (used by ``codeloop eval``).

Only options the user gives reach the strategy and the voice, so each keeps its own published
defaults (e.g. ``dynamic`` reveals failing tests, ``repair`` names violated constraints), and an
option a strategy does not take is an error rather than silently ignored.
"""

from __future__ import annotations

import argparse
from typing import Any

from codeloop.agents.developers.feedback import LEVELS
from codeloop.agents.developers.llm_voice import PERSONAS
from codeloop.agents.developers.registry import available_strategies, make_developer
from codeloop.agents.options import OptionError


def add_developer_arguments(parser: argparse.ArgumentParser) -> None:
    """Adds ``--developer``, ``--voice``, ``--feedback``, ``--persona`` and friends to a parser."""
    g = parser.add_argument_group("simulated developer")
    g.add_argument("--developer", default="static",
                   help="developer strategy: " + ", ".join(available_strategies()) +
                        " (default: static)")
    g.add_argument("--voice", default="template",
                   help="developer voice: template, or llm:MODEL (default: template)")
    g.add_argument("--feedback", default=None, choices=LEVELS, metavar="LEVEL",
                   help="what feedback reveals (dynamic, repair): " + ", ".join(LEVELS))
    g.add_argument("--repair-rounds", type=int, default=None, metavar="K",
                   help="repair rounds after the first answer (repair; default 4)")
    g.add_argument("--budget-factor", type=int, default=None, metavar="F",
                   help="round budget per instruction (dynamic; default 2)")
    g.add_argument("--instructions", type=int, default=None, metavar="N",
                   help="give N instructions (repair, upfront, followup; default all)")
    g.add_argument("--all-at-once", action="store_true", default=None,
                   help="followup: every follow-up instruction in one round (default: one per "
                        "round, as CodeAlignBench gives them)")
    g.add_argument("--order", default=None, choices=("task", "random"),
                   help="instruction order (dynamic, repair, upfront, followup)")
    g.add_argument("--persona", default=None, choices=sorted(PERSONAS),
                   help="LLM voice persona (default: novice)")
    g.add_argument("--voice-base-url", default=None, metavar="URL",
                   help="OpenAI-compatible endpoint of the LLM voice (key: OPENAI_API_KEY)")
    g.add_argument("--voice-cache", default=None, metavar="FILE",
                   help="record/replay cache of LLM voice messages (JSONL; share it to replay)")
    g.add_argument("--voice-cache-mode", default=None, choices=("auto", "record", "replay"),
                   help="auto: replay when recorded else call; replay: never call")
    g.add_argument("--voice-seed", type=int, default=None, help="LLM voice seed (default 0)")
    g.add_argument("--voice-temperature", type=float, default=None)
    g.add_argument("--voice-max-tokens", type=int, default=None)
    g.add_argument("--voice-regenerations", type=int, default=None, metavar="N",
                   help="new attempts after a leaking message before the template fallback")
    g.add_argument("--voice-on-error", default=None, choices=("raise", "fallback"),
                   help="when the endpoint fails: error the episode (default) or use the template")


_STRATEGY_FLAGS = {"feedback": "feedback", "repair_rounds": "rounds",
                   "budget_factor": "budget_factor", "instructions": "instructions",
                   "order": "order", "all_at_once": "all_at_once"}
_VOICE_FLAGS = {"persona": "persona", "voice_base_url": "base_url", "voice_cache": "cache",
                "voice_cache_mode": "cache_mode", "voice_seed": "seed",
                "voice_temperature": "temperature", "voice_max_tokens": "max_tokens",
                "voice_regenerations": "regenerations", "voice_on_error": "on_error"}


def developer_config_from_args(args: argparse.Namespace) -> dict[str, Any]:
    """The ``EvalConfig`` fields the developer options set.

    Returns:
        ``{"developer": ..., "voice": ..., "developer_options": {...}, "voice_options": {...}}``
        with only the options given on the command line.

    Raises:
        codeloop.agents.options.OptionError: When LLM voice options are given with a voice
            that is not ``llm:MODEL``, or the strategy or voice rejects an option (checked
            here, before any episode runs).
    """
    strategy_options = {dst: getattr(args, src) for src, dst in _STRATEGY_FLAGS.items()
                        if getattr(args, src, None) is not None}
    voice_options = {dst: getattr(args, src) for src, dst in _VOICE_FLAGS.items()
                     if getattr(args, src, None) is not None}
    if voice_options and not args.voice.startswith("llm:"):
        raise OptionError(f"--persona and --voice-* options need --voice llm:MODEL "
                          f"(got --voice {args.voice})")
    try:
        make_developer(args.developer, args.voice, strategy_options, voice_options)
    except ValueError as exc:
        raise OptionError(str(exc)) from exc
    return {
        "developer": args.developer,
        "voice": args.voice,
        "developer_options": strategy_options,
        "voice_options": voice_options,
    }
