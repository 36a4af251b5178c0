"""Toolchains: how a language's job is laid out, compiled (warm or cold) and run.

This module holds the base class and what every toolchain shares; each language's own class is
its plugin's ``TOOLCHAIN`` (:mod:`.java`, :mod:`.javascript`, :mod:`.typescript`, :mod:`.cpp`,
:mod:`.rust`, :mod:`.go`, :mod:`.ruby`), read through :data:`TOOLCHAINS`.

Everything here runs on the host and produces plain data for the in-sandbox server
(:mod:`codeloop.envs.sandbox.languages.server`): files to write, the command (or warm-compiler
request) that compiles them, and the command that runs the tests from index ``{start}``.

A test (:class:`~codeloop.envs.sandbox.base.TestCase`) is a test body in the language's idiom,
compiled into one test program with the candidate. A task's own references run the bodies as
written; a candidate's job runs each body's *probe* (:mod:`.probes`: every assertion replaced
by an observation of its actual side, the expected side gone), so the runtimes define both:

============  ===================================================================================
language      a test body
============  ===================================================================================
java          statements in a static method of a class extending ``CodeloopAssert``
              (``assertEquals``, ``assertTrue``, ``assertThrows``, ``fail``; ``assert`` with -ea)
javascript    statements of a function given a frozen ``assert`` (node:assert's functions)
typescript    the same, type-checked with the candidate (``strict``, ES2022)
cpp           statements of a ``void()`` function; ``CHECK``, ``CHECK_EQ``, ``ASSERT_EQ``,
              ``CHECK_THROWS``, and ``assert`` (mapped to ``CHECK``)
rust          statements of a ``fn()``; ``assert!``, ``assert_eq!``
go            statements of a ``func(t *codeloopT)``; ``t.ExpectEq(got, want)``,
              ``t.ExpectErr(err, "message")``, ``t.ExpectNoErr(err)``
============  ===================================================================================

Warm and cold: ``warm=True`` keeps what can be kept between jobs (a javac in a long-lived JVM,
a loaded TypeScript compiler with its parsed libraries, a precompiled C++ header, Go's build
cache, Rust's standard library linked dynamically); ``warm=False`` compiles every job from a cold
start, the way most harnesses run non-Python code.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from codeloop.envs.sandbox.base import TestCase
from codeloop.envs.sandbox.languages.plugin import PartView

RUNTIME = Path(__file__).with_name("runtime")
CACHE = "/cache"
SRC = "/work/src"
BUILD = "/work/build"


def _runtime(name: str) -> str:
    return (RUNTIME / name).read_text(encoding="utf-8")


def _real(path: str) -> str:
    return os.path.realpath(path)


#: The cores a runtime sizes its helper threads for (the JVM's JIT and GC, V8's pool, Go's
#: GOMAXPROCS). A job's time is the CPU time of its whole process tree, helper threads
#: included, so the same program must start the same threads on every machine for its
#: verdict not to depend on the machine's core count.
RUNTIME_CPUS = 2


class ToolchainMissing(RuntimeError):
    """A compiler or runtime the language needs is not installed (the message says which)."""


@dataclass
class Toolchain:
    """How one language's jobs run.

    Attributes:
        language: The language name (as in ``codeloop.envs.tasks.languages``).
        binds: Host paths shown read-only at the same place inside the sandbox.
        env: Environment of the compiler and the test program.
        setup_files: Files written under ``/cache`` when a worker starts.
        setup: Commands run in ``/cache`` when a worker starts (warm-up, precompilation).
        warm_argv: The warm compiler's command, or None.
        startup_s: Extra time the first test of a program may take (starting a JVM).
        data_extra_mb: Data-segment headroom of the runtime above the job's memory limit.
        min_processes: Threads the runtime needs (a JVM's), the floor of RLIMIT_NPROC.
        cold_cache_env: Environment variables a cold compile sets to an empty build cache of
            its own (Go's ``GOCACHE``); the host floor (:mod:`.floor`) may keep the worker's.
        prestart: A warm worker starts the next job's test program as soon as a job is done
            (:meth:`Server.prestart <codeloop.envs.sandbox.languages.server.Server.prestart>`):
            only for a runtime that reads its nonce before it opens anything of the job
            (node's and Ruby's runtimes), and a job without a compile step, whose program
            could not start before its files exist.
    """

    language: str
    binds: list[str] = field(default_factory=list)
    env: dict[str, str] = field(default_factory=dict)
    setup_files: dict[str, str] = field(default_factory=dict)
    setup: list[list[str]] = field(default_factory=list)
    warm_argv: list[str] | None = None
    startup_s: float = 0.0
    data_extra_mb: int = 0
    min_processes: int = 0
    cold_cache_env: tuple[str, ...] = ()
    prestart: bool = False

    def files(self, code: str, tests: Sequence[TestCase]) -> dict[str, str]:
        """The job's sources, relative to ``/work/src``."""
        raise NotImplementedError

    def version_argv(self) -> list[str]:
        """The command that prints the compiler's (or runtime's) version."""
        raise NotImplementedError

    def fingerprint(self) -> str:
        """What, besides a job's sources, decides what its program observes.

        The toolchain's version and the runtime's sources: a cached expected stream is reused
        only while both are unchanged (:mod:`codeloop.envs.sandbox.languages.expected`).
        """
        cached = getattr(self, "_fingerprint", None)
        if cached is None:
            out = subprocess.run(self.version_argv(), capture_output=True, text=True,
                                 check=False)
            digest = hashlib.sha256((out.stdout + out.stderr).encode())
            for name in sorted(self.setup_files):
                digest.update(name.encode() + b"\0" + self.setup_files[name].encode())
            digest.update(self.extra_runtime().encode())
            cached = self._fingerprint = digest.hexdigest()
        return cached

    def extra_runtime(self) -> str:
        """Runtime sources a job carries besides the setup files (Go's)."""
        return ""

    def compile(self, files: dict[str, str], warm: bool) -> dict[str, Any] | None:
        """The compile step: ``{"argv": [...]}`` (cold), ``{"request": ...}`` (warm) or None."""
        raise NotImplementedError

    def run(self, files: dict[str, str], warm: bool) -> list[str]:
        """The test program's command line (``{start}`` is the first test to run)."""
        raise NotImplementedError


def _need(tool: str, hint: str) -> str:
    path = shutil.which(tool)
    if not path:
        raise ToolchainMissing(f"{tool} not found: {hint}")
    return path


# -- Java ---------------------------------------------------------------------------------------


# -- JavaScript and TypeScript -------------------------------------------------------------------


# -- C++ -----------------------------------------------------------------------------------------


# -- Rust ----------------------------------------------------------------------------------------


# -- Go ------------------------------------------------------------------------------------------


#: Every language with a sandbox, by name: a view of the language registry
#: (:data:`~codeloop.envs.sandbox.languages.plugin.LANGUAGE_PLUGINS`), each plugin's
#: ``TOOLCHAIN``. Each toolchain class finds its own tools: it is built with no arguments.
TOOLCHAINS: Mapping[str, Callable[[], Toolchain]] = PartView("sandbox", "TOOLCHAIN")


def make_toolchain(language: str) -> Toolchain:
    """The toolchain of ``language``.

    Raises:
        ValueError: For a language without a sandbox.
        ToolchainMissing: When its compiler is not installed.
    """
    try:
        cls = TOOLCHAINS[language]
    except KeyError:
        raise ValueError(f"no sandbox for language {language!r} "
                         f"(known: {', '.join(TOOLCHAINS)})") from None
    return cls()
