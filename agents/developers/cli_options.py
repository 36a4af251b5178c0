"""Command-line options that configure the developer simulator (used by ``codeloop eval``)."""

from __future__ import annotations

import argparse
from typing import Any


def add_developer_arguments(parser: argparse.ArgumentParser) -> None:
    """Adds ``--developer``, ``--voice`` and friends to a parser."""
    parser.add_argument("--developer", default="static",
                        help="developer strategy (default: static)")
    parser.add_argument("--voice", default="template",
                        help="developer voice: template, or llm:MODEL (default: template)")


def developer_config_from_args(args: argparse.Namespace) -> dict[str, Any]:
    """The ``EvalConfig`` fields the developer options set.

    Returns:
        ``{"developer": ..., "voice": ..., "developer_options": {...}, "voice_options": {...}}``.
    """
    return {
        "developer": args.developer,
        "voice": args.voice,
        "developer_options": {},
        "voice_options": {},
    }
