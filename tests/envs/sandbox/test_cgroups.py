"""Per-process pids cgroup subtrees: a codeloop process never removes another live one's."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from codeloop.envs.sandbox import Job, TestCase, cgroups, local, worker_process


def _dead_pid() -> int:
    proc = subprocess.Popen([sys.executable, "-c", "pass"])
    proc.wait()
    return proc.pid


def test_only_verifiably_dead_owners_are_dead():
    me = cgroups.cgroup_owner_name()
    assert me is not None and me.startswith("p")
    ns, pid, start = me[1:].split("-")
    assert int(pid) == os.getpid()
    assert not cgroups.owner_is_dead(me)
    # The same pid with another start time: a later process reusing a dead owner's pid.
    assert cgroups.owner_is_dead(f"p{ns}-{pid}-{int(start) + 1}")
    assert cgroups.owner_is_dead(f"p{ns}-{_dead_pid()}-{start}")
    # Another PID namespace (a container, unshare --pid): its pids cannot be checked here.
    assert not cgroups.owner_is_dead(f"p{int(ns) + 1}-{_dead_pid()}-{start}")
    for odd in ("w123-7f00", "p-1-2", "cgroup.procs", "pids.max"):
        assert not cgroups.owner_is_dead(odd)


def test_stale_removal_spares_live_and_unverifiable_subtrees(tmp_path):
    me = cgroups.cgroup_owner_name()
    assert me is not None
    ns, _, start = me[1:].split("-")
    dead = f"p{ns}-{_dead_pid()}-{start}"
    foreign = f"p{int(ns) + 1}-1-{start}"
    legacy = f"w{_dead_pid()}-7f00"  # the old shared layout: no start time, so never pruned
    for name in (me, foreign, legacy):
        (tmp_path / name).mkdir()
    (tmp_path / me / "w0").mkdir()  # a live owner with no worker at this instant
    (tmp_path / dead / "w0").mkdir(parents=True)
    (tmp_path / dead / "w1").mkdir()
    assert cgroups.remove_dead_owners(tmp_path) == 1
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted([me, foreign, legacy])
    assert (tmp_path / me / "w0").is_dir()


@pytest.mark.skipif(os.geteuid() != 0 or cgroups.pids_cgroup_root() is None,
                    reason="pids cgroups need root and a pids controller")
def test_workers_go_into_this_process_subtree():
    own = cgroups.pids_cgroup_root()
    assert own is not None and os.path.basename(own) == cgroups.cgroup_owner_name()
    sandbox = local.BwrapSandbox(workers=2)
    try:
        sandbox.warm()
        groups = [w.channel.cgroup for w in sandbox.workers.idle]
        assert len(set(groups)) == 2
        for group in groups:
            assert os.path.dirname(group) == own
            with open(os.path.join(group, "cgroup.procs")) as fh:
                assert fh.read().split()  # the server is in it
    finally:
        sandbox.close()
    assert not any(os.path.exists(g) for g in groups)


@pytest.mark.skipif(os.geteuid() != 0 or cgroups.pids_cgroup_root() is None,
                    reason="pids cgroups need root and a pids controller")
def test_a_worker_cgroup_that_cannot_be_made_is_a_machine_fault(monkeypatch):
    # Injected: the worker's pids.max cannot be written (as when the cgroup vanishes).
    monkeypatch.setattr(worker_process, "_new_worker_cgroup",
                        lambda max_tasks: (_ for _ in ()).throw(OSError("injected: no cgroup")))
    monkeypatch.setattr("codeloop.envs.sandbox.retry.BACKOFF_S", (0.0, 0.0))
    sandbox = local.BwrapSandbox(workers=1)
    try:
        result = sandbox.run(Job("x = 1", (TestCase("t", "assert x == 1"),)))
    finally:
        sandbox.close()
    assert result.machine_fault and "injected: no cgroup" in result.message


@pytest.mark.skipif(os.geteuid() != 0 or cgroups.pids_cgroup_root() is None
                    or subprocess.run(["unshare", "--pid", "--fork", "--mount-proc", "true"],
                                      capture_output=True).returncode != 0,
                    reason="needs root, a pids controller and PID namespaces")
def test_a_process_in_another_pid_namespace_leaves_our_idle_worker_cgroup():
    # An empty worker cgroup of ours, as it is between its mkdir and the worker joining it.
    # A codeloop process starting in a PID namespace of its own (a container, unshare) used
    # to see our pid as dead and remove it, so that our worker then failed to start.
    idle = os.path.join(cgroups.pids_cgroup_root(), f"w{os.getpid()}-idle")
    os.mkdir(idle)
    try:
        other = subprocess.run(
            ["unshare", "--pid", "--fork", "--mount-proc", sys.executable, "-c",
             "from codeloop.envs.sandbox import cgroups; print(cgroups.pids_cgroup_root())"],
            capture_output=True, text=True, timeout=60)
        assert other.returncode == 0, other.stderr
        assert other.stdout.strip() not in ("", "None", cgroups.pids_cgroup_root())
        assert os.path.isdir(idle)
    finally:
        os.rmdir(idle)
