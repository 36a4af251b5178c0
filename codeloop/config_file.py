"""``--config run.toml``: any long option of a command, read from a TOML file.

Keys are the long option names without the dashes, with ``-`` or ``_`` (``max-tokens`` or
``max_tokens``); values are TOML values: strings, numbers, booleans for on/off flags, arrays
for repeatable options (``policy = ["reference", "openai:gpt-4o"]``), tables for JSON options
(``extra-body = {top_k = 20}``). Options given on the command line override the file: the file
is turned into arguments placed before the user's own, and a repeatable option given on the
command line replaces the file's list instead of adding to it. So argparse checks and converts
every value, exactly as if it had been typed.
"""

from __future__ import annotations

import argparse
import json
import tomllib
from collections.abc import Sequence
from pathlib import Path
from typing import Any

CONFIG_OPTION = "--config"


class ConfigFileError(ValueError):
    """The config file cannot be read, or names an option the command does not have."""


def config_path(argv: Sequence[str]) -> str | None:
    """The value of ``--config`` in ``argv`` (``--config FILE`` or ``--config=FILE``), if any."""
    for i, token in enumerate(argv):
        if token == "--":
            break
        if token == CONFIG_OPTION and i + 1 < len(argv):
            return argv[i + 1]
        if token.startswith(CONFIG_OPTION + "="):
            return token.split("=", 1)[1]
    return None


def load_config_file(path: str | Path) -> dict[str, Any]:
    """The TOML file's top-level table.

    Raises:
        ConfigFileError: When the file is missing or not valid TOML.
    """
    try:
        with open(path, "rb") as fh:
            return tomllib.load(fh)
    except FileNotFoundError as exc:
        raise ConfigFileError(f"config file {path} not found") from exc
    except tomllib.TOMLDecodeError as exc:
        raise ConfigFileError(f"{path}: not valid TOML: {exc}") from exc


def expand_config(parser: argparse.ArgumentParser, argv: Sequence[str]) -> list[str]:
    """``argv`` with the options of its ``--config`` file inserted after the command words.

    Args:
        parser: The top-level parser (subcommands are followed to the one ``argv`` names).
        argv: The command line, without the program name.

    Returns:
        The arguments to parse; ``argv`` itself (as a list) when it names no config file.

    Raises:
        ConfigFileError: For an unreadable file or a key that is no option of the command.
    """
    argv = list(argv)
    path = config_path(argv)
    if path is None:
        return argv
    leaf, n_words = _command_parser(parser, argv)
    values = load_config_file(path)
    inserted: list[str] = []
    for key, value in values.items():
        option = "--" + str(key).replace("_", "-")
        action = leaf._option_string_actions.get(option)
        if action is None or option == CONFIG_OPTION or not option.startswith("--"):
            known = sorted(o[2:] for o in leaf._option_string_actions
                           if o.startswith("--") and o not in (CONFIG_OPTION, "--help"))
            raise ConfigFileError(f"{path}: {key!r} is not an option of `{leaf.prog}` "
                                  f"(options: {', '.join(known)})")
        if _given(action, argv[n_words:]):
            continue  # the command line wins
        inserted += _tokens(action, option, value, path, key)
    return [*argv[:n_words], *inserted, *argv[n_words:]]


def _command_parser(parser: argparse.ArgumentParser,
                    argv: Sequence[str]) -> tuple[argparse.ArgumentParser, int]:
    """The (sub)parser the command words of ``argv`` lead to, and how many words they are."""
    current, n = parser, 0
    while n < len(argv):
        subs = [a for a in current._actions if isinstance(a, argparse._SubParsersAction)]
        if not subs or argv[n] not in subs[0].choices:
            break
        current = subs[0].choices[argv[n]]
        n += 1
    return current, n


def _given(action: argparse.Action, argv: Sequence[str]) -> bool:
    """True when the user's own arguments set this option."""
    return any(token == opt or token.startswith(opt + "=")
               for token in argv for opt in action.option_strings if opt.startswith("--"))


def _tokens(action: argparse.Action, option: str, value: Any, path: str, key: str) -> list[str]:
    """The command-line words that give ``option`` the TOML ``value``."""
    if action.nargs == 0:  # an on/off flag
        if not isinstance(value, bool):
            raise ConfigFileError(f"{path}: {key} is an on/off flag: use true or false")
        if isinstance(action, argparse.BooleanOptionalAction):
            return [option if value else "--no-" + option[2:]]
        return [option] if value else []
    items = value if isinstance(value, list) else [value]
    if isinstance(action, argparse._AppendAction):
        return [w for item in items for w in (option, _word(item))]
    if action.nargs in ("*", "+") or isinstance(action.nargs, int):
        return [option, *(_word(item) for item in items)]
    return [option, _word(value)]


def _word(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (dict, list)):
        return json.dumps(value)
    return str(value)
