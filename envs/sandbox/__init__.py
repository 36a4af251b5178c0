"""Sandboxes that run untrusted candidate code and its tests.

``make_sandbox("local")`` returns the best local backend (bubblewrap, else unshare; it refuses,
saying what to install, when neither works: the unsafe ``subprocess`` runs only when named);
``make_sandbox("docker")`` uses a Docker engine.
``check_sandbox(backend)`` (:mod:`codeloop.envs.sandbox.conformance`) proves a backend against
hostile programs.
"""

from codeloop.envs.sandbox.base import (
    Job,
    JobResult,
    Limits,
    Sandbox,
    TestCase,
    TestOutcome,
)
from codeloop.envs.sandbox.conformance import check_sandbox
from codeloop.envs.sandbox.local import BwrapSandbox, SubprocessSandbox, UnshareSandbox, make_local
from codeloop.envs.sandbox.pool import ForkServerSandbox
from codeloop.envs.sandbox.registry import available_sandboxes, make_sandbox, register_sandbox
from codeloop.envs.sandbox.workers import SandboxUnavailable

__all__ = [
    "BwrapSandbox",
    "ForkServerSandbox",
    "Job",
    "JobResult",
    "Limits",
    "Sandbox",
    "SandboxUnavailable",
    "SubprocessSandbox",
    "TestCase",
    "TestOutcome",
    "UnshareSandbox",
    "available_sandboxes",
    "check_sandbox",
    "make_local",
    "make_sandbox",
    "register_sandbox",
]
