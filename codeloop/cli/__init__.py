"""The ``codeloop`` command line: ``codeloop eval``, ``codeloop tasks ...`` and friends.

Each subcommand lives in its own module ``codeloop/cli/<name>_cmd.py`` exposing
``add_parser(subparsers)`` (which sets ``func`` on its parser); a module that fails to import
because an optional extra is missing leaves its command out with a note in ``--help``.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence

from codeloop.agents.options import OptionError

COMMANDS = ("eval", "arena", "tasks", "report", "checks", "train", "bench")


def build_parser() -> argparse.ArgumentParser:
    """The top-level parser with every available subcommand."""
    parser = argparse.ArgumentParser(
        prog="codeloop",
        description="A gym for instruction-following code models: multi-turn coding episodes "
                    "with a simulated developer, sandboxed checks, metrics and rewards.",
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    missing = []
    for name in COMMANDS:
        try:
            module = importlib.import_module(f"codeloop.cli.{name}_cmd")
        except ModuleNotFoundError as exc:
            if exc.name and exc.name.startswith("codeloop.cli."):
                continue
            missing.append(f"{name} (needs {exc.name})")
            continue
        module.add_parser(sub)
    if missing:
        parser.epilog = "unavailable here: " + ", ".join(missing)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``codeloop`` command.

    ``--config FILE`` (TOML) supplies the options the command line does not give (see
    :mod:`codeloop.config_file`). The parsed namespace keeps the user's own words as
    ``cli_argv``, so that a command can print the exact command that resumes it. A module of
    an optional extra that is missing is named with the extra that installs it.
    """
    from codeloop.config_file import ConfigFileError, expand_config

    words = list(sys.argv[1:] if argv is None else argv)
    parser = build_parser()
    try:
        expanded = expand_config(parser, words)
    except ConfigFileError as exc:
        print(f"codeloop: error: {exc}", file=sys.stderr)
        return 2
    args = parser.parse_args(expanded)
    args.cli_argv = words
    if not getattr(args, "func", None):
        parser.print_help()
        return 2
    try:
        return int(args.func(args) or 0)
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        return 130
    except (CliError, OptionError) as exc:
        print(f"codeloop: error: {exc}", file=sys.stderr)
        return 2
    except ModuleNotFoundError as exc:
        from codeloop.extras import missing_extra_message

        command = " ".join(["codeloop", *(w for w in words[:2] if not w.startswith("-"))])
        message = missing_extra_message(exc, command)
        if message is None:
            raise
        print(f"codeloop: error: {message}", file=sys.stderr)
        return 2


class CliError(RuntimeError):
    """A user-facing error: printed without a traceback, exit code 2."""
