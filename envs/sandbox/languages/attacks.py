"""Attacks on judging by observation: what every language's attacks share (``lang_conformance``).

Each language plugin's sandbox side writes its own (``FORGE``, ``SCANNER``, ``REVEAL``,
``CHECK_SECRET``: :mod:`.java`, :mod:`.cpp`, :mod:`.ruby` ...); this module holds their
helpers and the tables that read them through the registry.

* ``forge(steal, pieces)``: code run before any test (a C++ global constructor, a Go ``init``,
  a Rust ``.init_array`` entry, a Java static initializer, JavaScript top-level code) that
  writes ``nonce.join(pieces)`` (observation and result frames for every test) on descriptor 3
  and exits. With ``steal`` it uses the job's real nonce: read from descriptor 4 before the
  runtime does (C++, Go, Rust), read from the runtime's class (Java), or taken from the
  runtime's own first write by patching node's fs binding (JavaScript); without, it guesses.
* ``scanner``: defines ``secret()``, which searches the program's work directories, its binary
  and its whole readable memory for ``codeloop-secret-`` followed by 12 hex digits and returns
  the first one found (the needle is built at run time so that it does not match itself).

Every program text here is a candidate's code, run in the sandbox under test only.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping

from codeloop.envs.sandbox.languages.plugin import PartView

ZERO_NONCE = "0" * 32


def _lit(text: str) -> str:
    return json.dumps(text)


def _joined(pieces: list[str], nonce: str) -> str:
    """An expression: the pieces with the variable ``nonce`` between them."""
    return f" + {nonce} + ".join(_lit(p) for p in pieces)


def reveal(language: str, value: str) -> str:
    """A ``secret()`` that returns ``value`` (the reference of the scan case)."""
    return str(PartView("sandbox", "REVEAL")[language](value))


def check_secret(language: str, value: str) -> str:
    """A test that ``secret()`` returns ``value``."""
    return str(PartView("sandbox", "CHECK_SECRET")[language](value))


#: Each language's forger and scanner: views of the language registry (each plugin's
#: ``FORGE`` and ``SCANNER``).
FORGE: Mapping[str, Callable[[bool, list[str]], str]] = PartView("sandbox", "FORGE")
SCANNER: Mapping[str, str] = PartView("sandbox", "SCANNER")
