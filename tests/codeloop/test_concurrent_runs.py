"""Several `codeloop eval` processes on one host give the same results as a lone run.

Concurrent runs shared one pids cgroup directory, which each pruned by pid liveness; a run in
another PID namespace (a container, ``unshare --pid``) saw the others' pids as dead, removed
their worker cgroups, and their workers failed to start (``cgroup.procs: Directory
nonexistent``), which was scored as failed tests. Half of the concurrent runs here start in
a PID namespace of their own when we may make one.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys

import pytest

from codeloop.envs.tasks import dump_tasks, load_tasks

CONCURRENT = 4


def _eval_cmd(tasks: str, out: str) -> list[str]:
    return [sys.executable, "-m", "codeloop", "eval", "--tasks", tasks, "--policy", "reference",
            "--policy", "stubborn", "--out", out, "--workers", "2", "--seed", "0",
            "--no-progress"]


def _own_pid_namespace_works() -> bool:
    if os.geteuid() != 0 or not shutil.which("unshare"):
        return False
    probe = subprocess.run(["unshare", "--pid", "--fork", "--mount-proc", "true"],
                           capture_output=True)
    return probe.returncode == 0


@pytest.mark.slow
def test_concurrent_evals_write_the_summary_of_a_lone_run(tmp_path):
    tasks = tmp_path / "tasks.jsonl"
    dump_tasks(load_tasks("bank")[:3], tasks)
    lone = subprocess.run(_eval_cmd(str(tasks), str(tmp_path / "lone")), capture_output=True,
                          text=True, timeout=600)
    assert lone.returncode == 0, lone.stderr[-3000:]
    expected = (tmp_path / "lone" / "summary.json").read_bytes()

    namespaced = _own_pid_namespace_works()
    procs = []
    for k in range(CONCURRENT):
        cmd = _eval_cmd(str(tasks), str(tmp_path / f"run{k}"))
        if namespaced and k % 2:
            cmd = ["unshare", "--pid", "--fork", "--mount-proc", *cmd]
        procs.append(subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                      text=True))
    for k, proc in enumerate(procs):
        _, err = proc.communicate(timeout=600)
        assert proc.returncode == 0, f"run {k}: {err[-3000:]}"
    for k in range(CONCURRENT):
        got = (tmp_path / f"run{k}" / "summary.json").read_bytes()
        assert got == expected, f"run {k} differs from the lone run"
    summary = json.loads(expected)
    assert summary["reference"]["metrics"]["CA"]["mean"] == 1.0
    assert "errored_turns" not in summary["reference"]
