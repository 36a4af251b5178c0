"""The uids jobs run under as root: unique, drawn apart from examiners' and compilers' uids."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys

import pytest

from codeloop.envs.sandbox.harness import EXAMINER_UID_OFFSET
from codeloop.envs.sandbox.worker_process import JOB_UID_BASE, JOB_UID_SLOTS, job_uid

#: What envs/sandbox/languages/sandbox.py adds to a worker's job uid for its compiler.
COMPILE_UID_OFFSET = 1_500_000

needs_root = pytest.mark.skipif(os.geteuid() != 0, reason="jobs get uids of their own only as root")


def test_the_job_judge_and_compiler_bands_never_meet():
    jobs = range(JOB_UID_BASE, JOB_UID_BASE + JOB_UID_SLOTS)
    examiners = range(jobs.start + EXAMINER_UID_OFFSET, jobs.stop + EXAMINER_UID_OFFSET)
    compilers = range(jobs.start + COMPILE_UID_OFFSET, jobs.stop + COMPILE_UID_OFFSET)
    assert jobs.stop <= examiners.start and examiners.stop <= compilers.start
    assert JOB_UID_BASE >= 65536  # above every uid a distribution hands out


@needs_root
def test_a_process_never_gives_one_uid_twice():
    uids = [job_uid(0) for _ in range(5000)]
    assert len(set(uids)) == len(uids)
    assert all(JOB_UID_BASE <= u < JOB_UID_BASE + JOB_UID_SLOTS for u in uids)


@needs_root
@pytest.mark.skipif(shutil.which("unshare") is None, reason="needs util-linux unshare")
def test_processes_with_the_same_pid_get_different_uids():
    # Each process is pid 1 of a PID namespace of its own, as in two containers or two
    # .ci/capped.sh runs: uids derived from the pid were equal there.
    code = ("import os; from codeloop.envs.sandbox.worker_process import job_uid;"
            "print(os.getpid(), *(job_uid(0) for _ in range(8)))")
    outs = [subprocess.run(["unshare", "--pid", "--fork", "--mount-proc", sys.executable, "-c",
                            code], capture_output=True, text=True, timeout=120, check=True).stdout
            for _ in range(2)]
    pids = [out.split()[0] for out in outs]
    uids = [set(out.split()[1:]) for out in outs]
    assert pids == ["1", "1"]
    assert not uids[0] & uids[1]
