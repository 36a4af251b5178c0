"""Command-line options that configure model-backed policies (used by ``codeloop eval``).

Only options given on the command line reach the policies, so each policy keeps its own
defaults otherwise. The same option set goes to every policy of a run; each policy takes the
options it knows (see :func:`codeloop.agents.policies.registry.make_policy`).
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from codeloop.agents.policies.registry import BUILTIN_POLICIES, available_policies
from codeloop.rewards.llm import MODES as CACHE_MODES

SECRET_OPTIONS = frozenset({"api_key"})
"""Policy options never written to a manifest or a log."""


def add_policy_arguments(parser: argparse.ArgumentParser) -> None:
    """Adds ``--policy`` and the model options to a parser."""
    names = ", ".join(available_policies())
    parser.add_argument("--policy", action="append", default=None, metavar="SPEC",
                        help=f"policy spec, repeatable: {names}; openai:MODEL, hf:PATH, "
                             f"replay:FILE[#POLICY] (default: {', '.join(BUILTIN_POLICIES)}; "
                             "with --model alone: openai:MODEL)")
    g = parser.add_argument_group("model options (openai:, hf: policies)")
    g.add_argument("--model", default=None,
                   help="model name for --policy openai (default: $OPENAI_MODEL)")
    g.add_argument("--base-url", default=None,
                   help="OpenAI-compatible endpoint, e.g. http://localhost:8000/v1 "
                        "(default: $OPENAI_BASE_URL, else the OpenAI API)")
    g.add_argument("--api-key", default=None,
                   help="API key (default: $OPENAI_API_KEY; never written to the results)")
    g.add_argument("--temperature", type=float, default=None, help="sampling temperature "
                   "(default: 0)")
    g.add_argument("--top-p", type=float, default=None, help="nucleus sampling mass")
    g.add_argument("--max-tokens", type=int, default=None,
                   help="tokens per reply (default: 1024 openai, 512 hf)")
    g.add_argument("--sampling-seed", type=int, default=None,
                   help="mixed into each sample's seed (default: none; every request already "
                        "carries its episode's seed, derived from --seed)")
    g.add_argument("--stop", action="append", default=None, metavar="TEXT",
                   help="stop sequence, repeatable (the reply ends before it)")
    g.add_argument("--extra-body", type=json_object, default=None, metavar="JSON",
                   help="extra request fields as a JSON object, e.g. '{\"top_k\": 20}'")
    g.add_argument("--model-cache", default=None, metavar="FILE",
                   help="record the model's replies to FILE (JSONL) and replay them")
    g.add_argument("--model-cache-mode", choices=CACHE_MODES, default=None,
                   help="auto: replay what is recorded, ask for the rest (default); record: "
                        "always ask; replay: never ask (no key, no server needed)")
    g.add_argument("--system-prompt", default=None, help="system message for the model")
    g.add_argument("--system-prompt-file", default=None,
                   help="read the system message from a file")
    g.add_argument("--concurrency", type=int, default=None,
                   help="model requests in flight at once (default: 16)")
    g.add_argument("--max-retries", type=int, default=None,
                   help="retries per turn on 429/5xx/timeouts/connection errors before the "
                        "episode is recorded as errored (default: 5)")
    g.add_argument("--request-timeout", type=float, default=None,
                   help="seconds per model request (default: 120)")
    g.add_argument("--device", default=None, help="hf: auto, cpu, cuda, cuda:N (default: auto)")
    g.add_argument("--dtype", default=None, help="hf: auto, float32, bfloat16, float16")
    g.add_argument("--batch-size", type=int, default=None,
                   help="hf: most prompts per generate call (default: 8)")


_OPTION_DESTS = {
    "model": "model",
    "base_url": "base_url",
    "api_key": "api_key",
    "temperature": "temperature",
    "top_p": "top_p",
    "max_tokens": "max_tokens",
    "sampling_seed": "seed",
    "stop": "stop",
    "extra_body": "extra_body",
    "model_cache": "model_cache",
    "model_cache_mode": "model_cache_mode",
    "system_prompt": "system_prompt",
    "concurrency": "concurrency",
    "max_retries": "max_retries",
    "request_timeout": "request_timeout_s",
    "device": "device",
    "dtype": "dtype",
    "batch_size": "batch_size",
}


def policy_config_from_args(args: argparse.Namespace) -> dict[str, Any]:
    """The ``EvalConfig`` fields the policy options set.

    Returns:
        ``{"policies": [...], "policy_options": {...}}``; ``policy_options`` holds only the
        options given.
    """
    options: dict[str, Any] = {}
    for dest, key in _OPTION_DESTS.items():
        value = getattr(args, dest, None)
        if value is not None:
            options[key] = value
    prompt_file = getattr(args, "system_prompt_file", None)
    if prompt_file:
        options["system_prompt"] = Path(prompt_file).read_text(encoding="utf-8")
    if args.policy:
        policies = list(args.policy)
    elif options.get("model"):
        # Named after the model, so that runs of different models stay apart in results.
        policies = [f"openai:{options['model']}"]
    else:
        policies = list(BUILTIN_POLICIES)
    return {"policies": policies, "policy_options": options}


def json_object(text: str) -> dict[str, Any]:
    """Parses ``--extra-body``: a JSON object.

    Raises:
        argparse.ArgumentTypeError: When the text is not a JSON object.
    """
    try:
        value = json.loads(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(f"not JSON: {exc}") from exc
    if not isinstance(value, dict):
        raise argparse.ArgumentTypeError(f"a JSON object is needed, not {type(value).__name__}")
    return value


def public_options(options: dict[str, Any]) -> dict[str, Any]:
    """Policy options safe to record: secrets replaced by ``"***"``."""
    return {k: ("***" if k in SECRET_OPTIONS and v else v) for k, v in options.items()}
