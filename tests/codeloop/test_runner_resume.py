"""Kill -9 and resume: no episode lost, none run twice, and the same summary.json.

The interrupted run is a real `codeloop eval` process killed with SIGKILL twice, at different
points, while its episodes are in flight (the model is the fake OpenAI server with a fixed
latency so that the run lasts long enough to be killed mid-way, and model calls are in flight
when it dies).
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from codeloop.envs.tasks import dump_tasks, load_tasks
from codeloop.runner import EvalConfig, run_eval
from codeloop.testing.fake_openai import spawn_fake_server
from codeloop.testing.serve import free_port

pytestmark = [pytest.mark.slow, pytest.mark.network]

EPISODES_PER_TASK = 2
LIMIT = 2


@pytest.fixture(autouse=True)
def skip_html_reports(monkeypatch):
    """Skips the end-of-run HTML/plot reports (seconds per run; tested with the reporting code).

    Runs in child processes still write them.
    """
    import codeloop.reporting

    monkeypatch.setattr(codeloop.reporting, "write_run_reports", lambda out, summary, eps: [])


def count_lines(path: Path) -> int:
    try:
        return path.read_bytes().count(b"\n")
    except FileNotFoundError:
        return 0


PINNED: dict[str, str] = {}


@pytest.fixture(scope="module", autouse=True)
def pinned_tasks(tmp_path_factory):
    """A fixed copy of the first bank tasks: the bank grows while the tests run."""
    path = tmp_path_factory.mktemp("tasks") / "tasks.jsonl"
    dump_tasks(load_tasks("bank")[:LIMIT], path)
    PINNED["file"] = str(path)


def eval_args(out: Path, base_url: str) -> list[str]:
    return ["eval", "--policy", "reference", "--policy", "openai:fake", "--base-url", base_url,
            "--tasks", PINNED["file"], "--episodes-per-task", str(EPISODES_PER_TASK),
            "--workers", "3", "--out", str(out), "--no-progress"]


def start_eval(out: Path, base_url: str) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-m", "codeloop", *eval_args(out, base_url)],
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                            start_new_session=True)


def kill_after(proc: subprocess.Popen, path: Path, lines: int, timeout_s: float = 90) -> int:
    deadline = time.monotonic() + timeout_s
    while count_lines(path) < lines and proc.poll() is None and time.monotonic() < deadline:
        time.sleep(0.01)
    assert proc.poll() is None, "the run finished before it could be killed"
    os.killpg(proc.pid, signal.SIGKILL)
    proc.wait()
    return count_lines(path)


def test_kill_9_twice_then_resume_equals_an_uninterrupted_run(tmp_path):
    server = spawn_fake_server(free_port(), latency_s=0.05)
    try:
        clean = tmp_path / "clean"
        from codeloop.cli import main

        assert main(eval_args(clean, server.base_url)) == 0
        planned = count_lines(clean / "episodes.jsonl")
        assert planned >= 4

        out = tmp_path / "killed"
        path = out / "episodes.jsonl"
        first = kill_after(start_eval(out, server.base_url), path, 1)
        second = kill_after(start_eval(out, server.base_url), path, first + 1)
        assert first < second < planned
        final = subprocess.run([sys.executable, "-m", "codeloop", *eval_args(
            out, server.base_url)], capture_output=True, text=True, timeout=180)
        assert final.returncode == 0, final.stderr
    finally:
        server.kill()

    episodes = [json.loads(x) for x in path.read_text().splitlines()]
    keys = [(e["policy"], e["task_id"], e["seed"]) for e in episodes]
    assert len(keys) == len(set(keys)) == planned  # none lost, none twice
    assert all(e["status"] == "completed" for e in episodes)
    assert (out / "summary.json").read_bytes() == (clean / "summary.json").read_bytes()
    manifest = json.loads((out / "manifest.json").read_text())
    runs = manifest["invocations"]
    assert len(runs) == 3
    assert [r["resumed_with"] for r in runs] == [0, first, second]
    assert runs[-1]["ran"] == planned - second and manifest["complete"]


def test_resume_in_process_after_partial_run_matches(tmp_path):
    """The same property through the API: stop after k episodes (an exception), resume."""
    cfg = dict(policies=["reference", "forgetful"], episodes_per_task=2, tasks=PINNED["file"],
               workers=2)
    clean = run_eval(EvalConfig(out=str(tmp_path / "a"), **cfg), progress=False)

    class Stop(Exception):
        pass

    seen = []

    def stop_after_two(episode):
        seen.append(episode)
        if len(seen) == 2:
            raise Stop

    with pytest.raises(Stop):
        run_eval(EvalConfig(out=str(tmp_path / "b"), **cfg), progress=False,
                 on_episode=stop_after_two)
    resumed = run_eval(EvalConfig(out=str(tmp_path / "b"), **cfg), progress=False)
    assert resumed.skipped >= 2 and resumed.ran + resumed.skipped == len(clean.episodes)
    assert (tmp_path / "b" / "summary.json").read_bytes() == \
        (tmp_path / "a" / "summary.json").read_bytes()
