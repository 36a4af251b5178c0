"""Which language sandbox judges a non-Python task, given the referee's Python sandbox."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from codeloop.envs.sandbox.base import Job, JobResult
from codeloop.envs.sandbox.languages import LanguageSandbox
from codeloop.rewards.checks.referee import Referee, language_backends


@dataclass
class _Caller:
    """Stands for the caller's Python backend: only its name is read (no worker starts)."""

    name: str

    def run(self, job: Job) -> JobResult:
        raise AssertionError("no Python job runs here")

    def close(self) -> None:
        pass


@pytest.mark.parametrize(("caller", "expected"), [
    ("unshare", ("unshare",)), ("bwrap", ("bwrap",)),
    ("docker", ("bwrap", "unshare")), ("subprocess", ("bwrap", "unshare")),
])
def test_the_language_backend_follows_an_isolating_caller(caller, expected):
    assert language_backends(_Caller(caller)) == expected


def test_a_python_job_on_unshare_gets_its_javascript_judged_on_unshare():
    # A machine without bubblewrap runs Python on unshare; its language tasks must not need
    # bubblewrap (they all went to bwrap before).
    with Referee(_Caller("unshare")) as on_unshare_ref, Referee(_Caller("bwrap")) as on_bwrap_ref:
        on_unshare = on_unshare_ref.language_sandbox("javascript")
        on_bwrap = on_bwrap_ref.language_sandbox("javascript")
        assert isinstance(on_unshare, LanguageSandbox) and isinstance(on_bwrap, LanguageSandbox)
        assert (on_unshare.backend, on_bwrap.backend) == ("unshare", "bwrap")
        assert on_unshare_ref.language_sandbox("javascript") is on_unshare
        assert on_unshare.started_workers == 0  # choosing starts nothing


def test_no_backend_at_all_names_each_reason(monkeypatch):
    from codeloop.envs.sandbox.pool import SandboxUnavailable

    def unavailable(language: str, backend: str = "bwrap", **_: object):
        raise SandboxUnavailable(f"{backend} cannot start here")

    monkeypatch.setattr("codeloop.envs.sandbox.languages.LanguageSandbox", unavailable)
    with Referee(_Caller("docker")) as referee:
        with pytest.raises(SandboxUnavailable, match="bwrap cannot.*unshare cannot"):
            referee.language_sandbox("java")
