"""Sandboxes started from a virtualenv under /tmp (where the private /tmp could hide it)."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
import venv
from pathlib import Path

import pytest

from codeloop.testing.venvs import share_site_packages

JOBS = 6

SCRIPT = textwrap.dedent(f"""
    import sys
    from codeloop.envs.sandbox import Job, TestCase, make_sandbox
    for name in ("bwrap", "unshare"):
        try:
            sb = make_sandbox(name, workers=1)
        except Exception as exc:  # the backend cannot run on this machine
            print(name, "unavailable", exc)
            continue
        src = "import fractions\\ndef f(x):\\n    return x\\n"
        test = ("import subprocess, sys\\n"
                "out = subprocess.run([sys.executable, '-c', 'print(7)'], capture_output=True,"
                " text=True).stdout\\nassert out.strip() == '7'\\nassert f(1) == 1\\n"
                "open('/tmp/scratch', 'w').write('x')\\n")
        # After the first job, each sees /tmp as the server left it after cleaning.
        for _ in range({JOBS}):
            r = sb.run(Job(src, (TestCase("t", test),), allow_exec=True))
            print(name, r.status, r.outcomes[0].status, r.outcomes[0].message or r.message)
        print(name, "worker-starts", sb.started_workers)
        sb.close()
""")


@pytest.mark.slow
@pytest.mark.parametrize("depth", ["top", "nested"])
def test_backends_keep_warm_workers_from_a_virtualenv_under_tmp(depth):
    # "nested" (/tmp/<dir>/env) put the interpreter in a plain directory of the private /tmp
    # that the server could not empty, so it retired the worker after every job (0.2 s each).
    top = Path("/tmp") / f"codeloop-venv-{os.getpid()}-{depth}"
    env_dir = top if depth == "top" else top / "env"
    venv.EnvBuilder(symlinks=True).create(env_dir)
    try:
        python = env_dir / "bin" / "python"
        # The new virtualenv sees this interpreter's packages (codeloop, installed editable,
        # included) the way site would: this may itself be a virtualenv (CI's extra Pythons).
        share_site_packages(python)
        proc = subprocess.run([str(python), "-c", SCRIPT], capture_output=True, text=True,
                              timeout=240)
        assert proc.returncode == 0, proc.stderr
        lines = [ln for ln in proc.stdout.splitlines() if ln.strip()]
        ran = [ln for ln in lines if "unavailable" not in ln and "worker-starts" not in ln]
        assert len(ran) >= JOBS, proc.stdout
        for line in ran:
            assert line.split()[1:3] == ["ok", "passed"], line
        starts = [ln.split() for ln in lines if "worker-starts" in ln]
        assert starts and all(s[2] == "1" for s in starts), starts  # one warm worker, N jobs
    finally:
        subprocess.run(["rm", "-rf", str(top)], check=False)
    assert sys.prefix != str(env_dir)
