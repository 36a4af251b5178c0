"""Parsing a candidate's source once, with a clear reason for every way it can fail.

``ast.parse`` raises more than ``SyntaxError`` on hostile input: ``ValueError`` for NUL bytes
(Python 3.11), ``UnicodeEncodeError`` for lone surrogates, ``RecursionError`` for code nested
deeper than the parser's stack (3,000 unary minuses, a 100,000-term sum) and ``MemoryError``
for some deep nests (3,000 nested lambdas). Each is a verdict on the answer, never a crash.
"""

from __future__ import annotations

import ast

UNPARSEABLE = "the code does not parse"
"""Prefix of every parse-failure reason (the ``unparseable`` verdict)."""

MAX_CODE_CHARS = 64 * 1024
"""Longest code that is judged. Static rules cost time linear in the code (pycodestyle most:
about a second for 64 KB), so a bound keeps a degenerate reply from stalling a turn; no
task's solution comes near it."""

TOO_LONG = "the code is too long to judge"
"""Prefix of the reason given to code over :data:`MAX_CODE_CHARS`."""


def parse_code(source: str) -> tuple[ast.Module | None, str]:
    """Parses a candidate.

    Args:
        source: The candidate's source.

    Returns:
        ``(tree, "")`` on success, else ``(None, reason)`` starting with :data:`UNPARSEABLE`
        (or :data:`TOO_LONG`).
    """
    if len(source) > MAX_CODE_CHARS:
        return None, f"{TOO_LONG} ({len(source)} characters; limit {MAX_CODE_CHARS})"
    try:
        return ast.parse(source), ""
    except SyntaxError as exc:
        line = exc.lineno
        return None, f"{UNPARSEABLE}: {exc.msg}" + (f" (line {line})" if line else "")
    except UnicodeError:
        return None, f"{UNPARSEABLE}: it holds characters that are not valid Unicode " \
                     "(lone surrogates)"
    except ValueError as exc:
        return None, f"{UNPARSEABLE}: {exc}"
    except (RecursionError, MemoryError):
        return None, f"{UNPARSEABLE}: it nests deeper than the parser can follow"
