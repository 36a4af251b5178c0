"""Shared fixtures."""

from __future__ import annotations

import pytest

from codeloop.envs.sandbox import make_sandbox
from codeloop.envs.tasks import load_tasks


@pytest.fixture(scope="session")
def bank():
    """The bundled task bank."""
    return load_tasks("bank")


@pytest.fixture(scope="session")
def local_sandbox():
    """The default local sandbox, shared by the session's tests."""
    sandbox = make_sandbox("local")
    yield sandbox
    sandbox.close()
