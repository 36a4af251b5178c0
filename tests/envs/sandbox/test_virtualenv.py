"""Sandboxes started from a virtualenv under /tmp (where the private /tmp could hide it)."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
import venv
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[3]

SCRIPT = textwrap.dedent("""
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
        for _ in range(2):  # the second job sees /tmp as the server left it after cleaning
            r = sb.run(Job(src, (TestCase("t", test),), allow_exec=True))
            print(name, r.status, r.outcomes[0].status, r.outcomes[0].message or r.message)
        sb.close()
""")


@pytest.mark.slow
def test_backends_work_from_a_virtualenv_under_tmp(tmp_path):
    env_dir = Path("/tmp") / f"codeloop-venv-{os.getpid()}"
    venv.EnvBuilder(system_site_packages=True, symlinks=True).create(env_dir)
    try:
        python = env_dir / "bin" / "python"
        proc = subprocess.run([str(python), "-c", SCRIPT], capture_output=True, text=True,
                              timeout=240, env={**os.environ, "PYTHONPATH": str(REPO)})
        assert proc.returncode == 0, proc.stderr
        lines = [ln for ln in proc.stdout.splitlines() if ln.strip()]
        ran = [ln for ln in lines if "unavailable" not in ln]
        assert ran, proc.stdout
        for line in ran:
            assert line.split()[1:3] == ["ok", "passed"], line
    finally:
        subprocess.run(["rm", "-rf", str(env_dir)], check=False)
    assert sys.prefix != str(env_dir)
