"""Backends for the sandbox tests: every one that can run here; the others skip with why."""

from __future__ import annotations

import pytest

from codeloop.envs.sandbox import SandboxUnavailable, make_sandbox

BACKENDS = ["bwrap", "unshare", "subprocess", "docker"]


def build(name: str, workers: int = 1):
    """Builds a backend and proves it with a trivial job, or skips with the reason."""
    import os

    if name == "docker" and os.geteuid() != 0 and not os.environ.get("DOCKER_HOST"):
        # .ci/nonroot.sh: the engine CI starts is root's (its socket mode 0660 root:root).
        pytest.skip("docker sandbox: the Docker engine needs root (or the docker group); "
                    "this run is a non-root user's")
    try:
        sandbox = make_sandbox(name, workers=workers)
    except SandboxUnavailable as exc:
        pytest.skip(f"{name} sandbox unavailable here: {exc}")
    from codeloop.envs.sandbox.local import _probe

    why = _probe(sandbox)
    if why is not None:
        sandbox.close()
        if name == "docker":
            pytest.skip(f"docker sandbox cannot run a job here: {why}")
        pytest.fail(f"{name} sandbox starts but cannot run a trivial job: {why}")
    return sandbox


@pytest.fixture(scope="module", params=BACKENDS)
def backend(request):
    """Each backend in turn (one worker, so that probes land on the same worker)."""
    sandbox = build(request.param)
    yield sandbox
    sandbox.close()


def pytest_collection_modifyitems(config, items):
    """Language tests skip, with the reason, where the ``langs`` extra (tree-sitter) is absent.

    With ``CODELOOP_REQUIRE_TOOLCHAINS`` set (as the main CI run does) they run and fail.
    """
    import importlib.util
    import os

    if os.environ.get("CODELOOP_REQUIRE_TOOLCHAINS") or importlib.util.find_spec("tree_sitter"):
        return
    skip = pytest.mark.skip(reason="language tests need the langs extra: "
                                   "pip install 'codeloop[langs]'")
    for item in items:
        if item.path.name.startswith(("test_lang_", "test_languages")):
            item.add_marker(skip)


@pytest.fixture(scope="module")
def busy_machine():
    """Three busy loops per core, each in a session of its own, for the module's duration.

    How other sessions load a shared machine (the reported failures came from one): the loops
    neither fork nor signal, and are killed by their handles.
    """
    import os
    import subprocess
    import sys
    import time

    hogs = [subprocess.Popen([sys.executable, "-c", "while True: pass"],
                             start_new_session=True) for _ in range(3 * (os.cpu_count() or 1))]
    time.sleep(0.3)
    yield len(hogs)
    for hog in hogs:
        hog.kill()
        hog.wait()
