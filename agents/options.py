"""The error the agents' command-line option helpers raise.

The option helpers (``cli_options.py`` of policies and developers) sit in the agents layer, which
must not import the CLI above it; the CLI prints an :class:`OptionError` like its own errors
(one line, exit code 2).
"""

from __future__ import annotations


class OptionError(ValueError):
    """A user-facing error in command-line options: printed without a traceback."""
