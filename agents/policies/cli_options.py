"""Command-line options that configure model-backed policies (used by ``codeloop eval``)."""

from __future__ import annotations

import argparse
from typing import Any

from agents.policies.registry import BUILTIN_POLICIES


def add_policy_arguments(parser: argparse.ArgumentParser) -> None:
    """Adds ``--policy`` and the model options to a parser."""
    parser.add_argument("--policy", action="append", default=None, metavar="SPEC",
                        help="policy spec, repeatable "
                             f"(default: {', '.join(BUILTIN_POLICIES)})")


def policy_config_from_args(args: argparse.Namespace) -> dict[str, Any]:
    """The ``EvalConfig`` fields the policy options set.

    Returns:
        ``{"policies": [...], "policy_options": {...}}``.
    """
    return {"policies": list(args.policy or BUILTIN_POLICIES), "policy_options": {}}
