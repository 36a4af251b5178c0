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


def _runnable_elsewhere() -> int:
    """Tasks runnable on the machine now besides this one (the median of a few samples).

    /proc/loadavg's fourth field counts the runnable tasks of the whole machine, other PID
    namespaces (.ci/run's other sessions) included.
    """
    import time

    samples = []
    for _ in range(5):
        with open("/proc/loadavg") as fh:
            samples.append(int(fh.read().split()[3].split("/")[0]) - 1)
        time.sleep(0.05)
    return max(0, sorted(samples)[len(samples) // 2])


@pytest.fixture(scope="module")
def busy_machine():
    """Three runnable tasks per core, topped up with busy loops for the module's duration.

    How other sessions load a shared machine (the reported failures came from one): the loops
    neither fork nor signal, and are killed by their handles. Where other work already keeps
    the cores busy (.ci/run's sessions side by side), fewer loops reach the same load, and
    the loops' CPU is not taken from that work; at least one loop per core is always this
    fixture's own. Yields the number of loops.
    """
    import os
    import subprocess
    import sys
    import time

    cores = os.cpu_count() or 1
    count = max(cores, 3 * cores - _runnable_elsewhere())
    hogs = [subprocess.Popen([sys.executable, "-c", "while True: pass"],
                             start_new_session=True) for _ in range(count)]
    time.sleep(0.3)
    yield len(hogs)
    for hog in hogs:
        hog.kill()
        hog.wait()
