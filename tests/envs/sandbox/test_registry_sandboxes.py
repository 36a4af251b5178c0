"""Sandbox backends on the one Registry (issue 26, item 2): both forms of register, the
``codeloop.sandboxes`` entry-point group, "did you mean" on a typo, and what to install when
the docker backend's package is missing. No backend is started here."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from codeloop import registry as registry_module
from codeloop.envs.sandbox import available_sandboxes, make_sandbox, register_sandbox
from codeloop.envs.sandbox.base import Job, JobResult
from codeloop.envs.sandbox.pool import SandboxUnavailable
from codeloop.envs.sandbox.registry import SANDBOXES
from codeloop.registry import Registry, UnknownName

PLUGIN = '''
"""A distribution that plugs a sandbox backend into codeloop, for tests."""


class Plugged:
    """A plugged backend."""

    name = "plugged"

    def __init__(self, **options):
        self.options = options

    def run(self, job):
        raise NotImplementedError

    def close(self):
        pass


def impostor(**options):
    raise AssertionError("an entry point never replaces a built-in backend")
'''


class _Recording:
    """A backend that records its options (no job runs: this is about choosing by name)."""

    name = "recording"

    def __init__(self, **options: object) -> None:
        self.options = options

    def run(self, job: Job) -> JobResult:
        raise NotImplementedError

    def close(self) -> None:
        pass


def test_sandboxes_are_a_registry_with_their_own_entry_point_group():
    assert isinstance(SANDBOXES, Registry) and SANDBOXES.group == "codeloop.sandboxes"
    assert {"local", "bwrap", "unshare", "subprocess", "docker", "java", "java-cold"} <= set(
        available_sandboxes())
    assert SANDBOXES.help("local")  # every built-in says what it is


def test_a_typo_says_which_backend_was_meant():
    with pytest.raises(UnknownName) as info:
        make_sandbox("bwarp")
    message = str(info.value)
    assert message.startswith("unknown sandbox 'bwarp'; choose one of ")
    assert "did you mean 'bwrap'?" in message and "unshare" in message
    assert isinstance(info.value, ValueError)  # callers that catch ValueError still do


def test_register_as_a_call_and_as_a_decorator():
    try:
        assert register_sandbox("recording", _Recording, help="records") is _Recording

        @SANDBOXES.register("recording-2")
        def second(**options: object) -> _Recording:
            return _Recording(twice=True, **options)

        made = make_sandbox("recording", workers=2)
        assert isinstance(made, _Recording) and made.options == {"workers": 2}
        assert make_sandbox("recording-2").options == {"twice": True}  # type: ignore[attr-defined]
        assert {"recording", "recording-2"} <= set(available_sandboxes())
    finally:
        SANDBOXES.unregister("recording")
        SANDBOXES.unregister("recording-2")
    assert "recording" not in available_sandboxes()


@pytest.fixture
def site(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    path = tmp_path / "site"
    path.mkdir()
    monkeypatch.syspath_prepend(str(path))  # importlib.metadata finds it as an installed one
    registry_module.forget_loaded()
    yield path
    registry_module.forget_loaded()


def test_a_backend_plugs_in_through_the_entry_point_group(site: Path):
    (site / "sandbox_plugin_demo.py").write_text(PLUGIN)
    info = site / "sandbox_plugin_demo-0.1.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: sandbox-plugin-demo\n"
                                   "Version: 0.1\n")
    (info / "entry_points.txt").write_text("[codeloop.sandboxes]\n"
                                           "plugged = sandbox_plugin_demo:Plugged\n"
                                           "bwrap = sandbox_plugin_demo:impostor\n")
    try:
        made = make_sandbox("plugged", workers=1)
        assert type(made).__name__ == "Plugged" and made.options == {"workers": 1}  # type: ignore[attr-defined]
        assert "plugged" in available_sandboxes()
        assert SANDBOXES.help("plugged") == "A plugged backend."
        assert SANDBOXES["bwrap"].__name__ == "BwrapSandbox"  # built-ins win
    finally:
        SANDBOXES.unregister("plugged")


def test_docker_without_its_package_says_what_to_install(monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setitem(sys.modules, "docker", None)  # `import docker` now fails
    with pytest.raises(SandboxUnavailable, match="pip install docker"):
        make_sandbox("docker")
