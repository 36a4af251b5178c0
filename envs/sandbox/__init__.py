"""Sandboxes that run untrusted candidate code and its tests."""

from envs.sandbox.base import (
    Job,
    JobResult,
    Limits,
    Sandbox,
    TestCase,
    TestOutcome,
)
from envs.sandbox.local import SubprocessSandbox
from envs.sandbox.registry import available_sandboxes, make_sandbox

__all__ = [
    "Job",
    "JobResult",
    "Limits",
    "Sandbox",
    "SubprocessSandbox",
    "TestCase",
    "TestOutcome",
    "available_sandboxes",
    "make_sandbox",
]
