"""The CI scripts' own guarantees that a test can observe without running the whole suite."""

import fcntl
import os
import pwd
import signal
import subprocess
import time
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
NONROOT = REPO / ".ci" / "nonroot.sh"
USER = "codeloop-ci"


def _home() -> Path:
    try:
        return Path(pwd.getpwnam(USER).pw_dir)
    except KeyError:
        pytest.skip(f"no user {USER}: .ci/nonroot.sh makes it on its first run")


def test_a_second_nonroot_run_waits_instead_of_rewriting_the_first_ones_tree():
    # Two runs of nonroot.sh share the user's copy of the tree and its venv's editable install;
    # a second run used to delete and rewrite that tree under the first one. It must wait for
    # the lock before touching anything. Whoever holds the lock (this test, or a real run
    # beside it in CI), the second run must say it waits and leave the tree alone.
    if os.geteuid() != 0:
        pytest.skip("nonroot.sh makes and switches to its user: root only")
    home = _home()
    src = home / "codeloop-ci-src"
    lock_path = home / ".codeloop-ci.lock"
    with open(lock_path, "a") as lock:
        try:
            fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            pass  # a real run holds it: the same situation, observed without taking it
        before = src.stat().st_ino if src.exists() else None
        proc = subprocess.Popen(["bash", str(NONROOT), "tests/test_suite_layout.py"],
                                stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
                                start_new_session=True)
        try:
            assert proc.stderr is not None
            line = proc.stderr.readline()  # the script's first word to stderr
            assert "waiting" in line and ".codeloop-ci.lock" in line, line
            time.sleep(1.0)  # had it gone on, the tree would be gone or replaced by now
            assert proc.poll() is None, "nonroot.sh did not wait for the lock"
            after = src.stat().st_ino if src.exists() else None
            assert after == before, "nonroot.sh touched the tree while another run held it"
        finally:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()
