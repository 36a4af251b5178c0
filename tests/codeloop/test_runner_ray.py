"""`--backend ray` on a local Ray instance started as a cluster (`ray start --head`).

The run joins it by address exactly as it would join a multi-node cluster, and must write
the same files, with the same summary, as the local backend.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import time
from pathlib import Path

import pytest

from codeloop.cli import main
from codeloop.envs.tasks import dump_tasks, load_tasks
from codeloop.runner import EvalConfig, run_eval
from codeloop.testing.serve import free_port

pytestmark = [pytest.mark.slow, pytest.mark.network]
ray = pytest.importorskip("ray")


@pytest.fixture(autouse=True)
def skip_html_reports(monkeypatch):
    """Skips the end-of-run HTML/plot reports (seconds per run; tested with the reporting code).

    Runs in child processes still write them.
    """
    import codeloop.reporting

    monkeypatch.setattr(codeloop.reporting, "write_run_reports", lambda out, summary, eps: [])


@pytest.fixture(scope="module", autouse=True)
def no_ray_token_auth():
    """Ray >= 2.5x turns on token auth for new local clusters and writes ~/.ray/auth_token,
    which a later `ray start` picks up while a driver joining by address does not: keep these
    throwaway loopback clusters without it, so the tests leave nothing behind either."""
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("RAY_AUTH_MODE", "disabled")
        yield


@pytest.fixture(scope="module")
def ray_cluster(tmp_path_factory, no_ray_token_auth):
    """A Ray head node of our own (its own session, so we stop exactly what we started)."""
    exe = shutil.which("ray")
    if exe is None:
        pytest.skip("the ray CLI is not installed")
    port = free_port()
    log = tmp_path_factory.mktemp("ray") / "head.log"
    proc = subprocess.Popen(
        [exe, "start", "--head", "--port", str(port), "--num-cpus", "2", "--block",
         "--disable-usage-stats", "--include-dashboard=false"],
        stdout=log.open("wb"), stderr=subprocess.STDOUT, start_new_session=True,
        env=dict(os.environ, RAY_USAGE_STATS_ENABLED="0"))
    address = f"127.0.0.1:{port}"
    deadline = time.monotonic() + 90
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            pytest.fail(f"ray start exited:\n{log.read_text()[-2000:]}")
        if "Ray runtime started" in log.read_text(errors="replace"):
            break
        time.sleep(0.5)
    else:
        pytest.fail("the Ray head did not start in time")
    yield address
    os.killpg(proc.pid, signal.SIGTERM)
    try:
        proc.wait(timeout=3)
    except subprocess.TimeoutExpired:
        pass
    # Ray's helpers (gcs_server, raylet, workers) share the head's session: end them all.
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except ProcessLookupError:
        pass
    proc.wait()


@pytest.fixture(scope="module")
def tasks_file(tmp_path_factory):
    """A fixed copy of the first bank tasks: the bank grows while the tests run."""
    path = tmp_path_factory.mktemp("tasks") / "tasks.jsonl"
    dump_tasks(load_tasks("bank")[:2], path)
    return str(path)


def test_ray_backend_writes_the_same_files_as_local(ray_cluster, tasks_file, tmp_path):
    args = ["--policy", "reference", "--policy", "stubborn", "--episodes-per-task", "2",
            "--tasks", tasks_file, "--no-progress"]
    assert main(["eval", *args, "--out", str(tmp_path / "local")]) == 0
    assert main(["eval", *args, "--backend", "ray", "--ray-address", ray_cluster,
                 "--out", str(tmp_path / "ray")]) == 0
    local, on_ray = tmp_path / "local", tmp_path / "ray"
    for name in ("episodes.jsonl", "summary.json", "manifest.json"):
        assert (on_ray / name).exists(), name
    assert (on_ray / "summary.json").read_bytes() == (local / "summary.json").read_bytes()
    episodes = [json.loads(x) for x in (on_ray / "episodes.jsonl").read_text().splitlines()]
    assert all(e["metadata"].get("ray_node") for e in episodes)
    manifest = json.loads((on_ray / "manifest.json").read_text())
    assert manifest["config"]["backend"] == "ray" and "ray" in manifest["versions"]


def test_ray_backend_resumes_and_ships_prebuilt_policies(ray_cluster, tasks_file, tmp_path):
    from codeloop.agents.policies import ReferencePolicy

    cfg = EvalConfig(policies=["mine"], out=str(tmp_path), episodes_per_task=2, tasks=tasks_file,
                     limit=1,
                     backend="ray", ray_address=ray_cluster)
    first = run_eval(cfg, policies={"mine": ReferencePolicy()}, progress=False)
    assert first.ran == 2 and first.summary["mine"]["errored"] == 0
    lines = Path(tmp_path / "episodes.jsonl").read_text().splitlines()
    Path(tmp_path / "episodes.jsonl").write_text(lines[0] + "\n")
    again = run_eval(cfg, policies={"mine": ReferencePolicy()}, progress=False)
    assert (again.ran, again.skipped) == (1, 1)
    assert again.summary == first.summary


def test_ray_backend_without_an_address_starts_a_local_instance(tasks_file, tmp_path,
                                                                 monkeypatch):
    monkeypatch.delenv("RAY_ADDRESS", raising=False)
    cfg = EvalConfig(policies=["reference"], out=str(tmp_path), tasks=tasks_file, limit=1,
                     backend="ray")
    result = run_eval(cfg, progress=False)
    assert result.ran == 1 and result.summary["reference"]["errored"] == 0
    assert not ray.is_initialized()  # the instance it started is gone


def test_a_policy_that_cannot_be_pickled_is_a_clear_error(ray_cluster, tasks_file, tmp_path):
    import threading

    from codeloop.agents.policies import ReferencePolicy

    class Locked(ReferencePolicy):
        def __init__(self):
            self.lock = threading.Lock()

    cfg = EvalConfig(policies=["locked"], out=str(tmp_path), tasks=tasks_file, limit=1,
                     backend="ray", ray_address=ray_cluster)
    with pytest.raises(ValueError, match="cannot be shipped to Ray workers"):
        run_eval(cfg, policies={"locked": Locked()}, progress=False)


def test_an_episode_whose_worker_dies_is_lost_not_written(ray_cluster, tasks_file, tmp_path):
    from codeloop.agents.policies import ReferencePolicy

    class KillsItsWorker(ReferencePolicy):
        def act(self, messages, context):
            os._exit(1)  # the Ray worker process dies, as with a lost node

    cfg = EvalConfig(policies=["ok", "dies"], out=str(tmp_path), tasks=tasks_file, limit=1,
                     backend="ray", ray_address=ray_cluster)
    result = run_eval(cfg, policies={"ok": ReferencePolicy(), "dies": KillsItsWorker()},
                      progress=False)
    assert result.lost == 1 and result.ran == 1
    lines = (tmp_path / "episodes.jsonl").read_text().splitlines()
    assert [json.loads(x)["policy"] for x in lines] == ["ok"]
    manifest = json.loads((tmp_path / "manifest.json").read_text())
    assert manifest["complete"] is False and manifest["invocations"][-1]["lost"] == 1


def test_policies_built_on_workers_are_described_in_the_manifest(ray_cluster, tasks_file,
                                                                 tmp_path):
    from codeloop.testing.fake_openai import spawn_fake_server
    from codeloop.testing.serve import free_port

    # A fake endpoint (test double for a model server): the manifest must name its model and
    # endpoint whether the policy was built by the driver (local) or on a Ray worker.
    server = spawn_fake_server(free_port(), reply="```python\ndef f():\n    return 1\n```")
    try:
        args = ["--policy", "openai:some-model", "--base-url", server.base_url, "--tasks",
                tasks_file, "--limit", "1", "--no-progress"]
        assert main(["eval", *args, "--out", str(tmp_path / "local")]) == 0
        assert main(["eval", *args, "--backend", "ray", "--ray-address", ray_cluster,
                     "--out", str(tmp_path / "ray")]) == 0
    finally:
        server.kill()
    local = json.loads((tmp_path / "local" / "manifest.json").read_text())["policies"]
    on_ray = json.loads((tmp_path / "ray" / "manifest.json").read_text())["policies"]
    assert on_ray["openai:some-model"]["model"] == "some-model"
    assert on_ray == local
