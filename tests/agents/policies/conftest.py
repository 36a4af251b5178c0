"""Fixtures for the model-backed policies: a tiny local chat model and OpenAI-style servers."""

from __future__ import annotations

import pytest

from codeloop.testing.fake_openai import spawn_fake_server
from codeloop.testing.serve import free_port


@pytest.fixture(scope="session")
def tiny_model_dir(tmp_path_factory):
    """A random-weight chat model with a locally trained tokenizer (built offline, ~5 s)."""
    pytest.importorskip("torch")
    from codeloop.testing.tiny_model import build_tiny_model

    return build_tiny_model(tmp_path_factory.mktemp("tiny-model"))


@pytest.fixture
def fake_server():
    """Starts fake OpenAI-compatible servers (child processes) and kills them after the test.

    The real server (`transformers serve`) cannot be made to fail on cue; this one answers
    429/500, stalls, or dies exactly when a fault test needs it to.
    """
    started = []

    def start(port: int | None = None, **kwargs):
        server = spawn_fake_server(port or free_port(), **kwargs)
        started.append(server)
        return server

    yield start
    for server in started:
        server.kill()


@pytest.fixture(autouse=True)
def skip_html_reports(monkeypatch):
    """Skips the end-of-run HTML/plot reports (seconds per run; tested with the reporting code).

    These tests are about policies and the files the runner writes; the runner's call of
    `write_run_reports` is checked in tests/codeloop/test_runner.py.
    """
    import codeloop.reporting

    monkeypatch.setattr(codeloop.reporting, "write_run_reports", lambda out, summary, eps: [])
