"""Which language sandbox judges a non-Python task, given the caller's Python sandbox."""

from __future__ import annotations

import importlib
from dataclasses import dataclass

import pytest

evaluate_module = importlib.import_module("codeloop.rewards.checks.evaluate")


@dataclass
class _Caller:
    """Stands for the caller's Python backend: only its name is read (no worker starts)."""

    name: str


@pytest.fixture()
def fresh_cache(monkeypatch):
    cache: dict = {}
    monkeypatch.setattr(evaluate_module, "_LANG_SANDBOXES", cache)
    yield cache
    for sandbox in cache.values():
        sandbox.close()


@pytest.mark.parametrize(("caller", "expected"), [
    ("unshare", ("unshare",)), ("bwrap", ("bwrap",)),
    ("docker", ("bwrap", "unshare")), ("subprocess", ("bwrap", "unshare")),
])
def test_the_language_backend_follows_an_isolating_caller(caller, expected):
    assert evaluate_module.language_backends(_Caller(caller)) == expected


def test_a_python_job_on_unshare_gets_its_javascript_judged_on_unshare(fresh_cache):
    # A machine without bubblewrap runs Python on unshare; its language tasks must not need
    # bubblewrap (they all went to bwrap before).
    on_unshare = evaluate_module.language_sandbox(_Caller("unshare"), "javascript")
    on_bwrap = evaluate_module.language_sandbox(_Caller("bwrap"), "javascript")
    assert (on_unshare.backend, on_bwrap.backend) == ("unshare", "bwrap")
    assert evaluate_module.language_sandbox(_Caller("unshare"), "javascript") is on_unshare
    assert on_unshare.started_workers == 0  # choosing starts nothing


def test_no_backend_at_all_names_each_reason(fresh_cache, monkeypatch):
    from codeloop.envs.sandbox.pool import SandboxUnavailable

    def unavailable(language: str, backend: str = "bwrap", **_: object):
        raise SandboxUnavailable(f"{backend} cannot start here")

    monkeypatch.setattr("codeloop.envs.sandbox.languages.LanguageSandbox", unavailable)
    with pytest.raises(SandboxUnavailable, match="bwrap cannot.*unshare cannot"):
        evaluate_module.language_sandbox(_Caller("docker"), "java")
