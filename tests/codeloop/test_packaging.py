"""The installed distribution: one import namespace, and coexistence with generic names.

The wheel is built from this checkout and installed, with its dependencies from the package
registry, into a fresh virtualenv beside ``openai-agents`` (whose import name is ``agents``) and
run from inside a project that has its own ``envs/``, ``agents/``, ``rewards/`` and ``training/``
packages. Both sides must import.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
GENERIC = ("envs", "agents", "rewards", "training")

pytestmark = pytest.mark.slow


def _build_wheel(tmp_path: Path) -> Path:
    src = tmp_path / "src"
    shutil.copytree(REPO, src, ignore=shutil.ignore_patterns(
        ".git", "runs", "build", "dist", "*.egg-info", "__pycache__", ".venv", ".ci"))
    dist = tmp_path / "dist"
    subprocess.run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "--no-build-isolation",
                    "-w", str(dist), str(src)], check=True, cwd=tmp_path)
    (wheel,) = dist.glob("codeloop-*.whl")
    return wheel


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return _build_wheel(tmp_path_factory.mktemp("wheel"))


def test_wheel_installs_only_codeloop(wheel: Path) -> None:
    with zipfile.ZipFile(wheel) as zf:
        names = zf.namelist()
    tops = {n.split("/", 1)[0] for n in names if not n.split("/", 1)[0].endswith(".dist-info")}
    assert tops == {"codeloop"}
    for sub in GENERIC:  # every folder is inside the namespace, data files included
        assert f"codeloop/{sub}/__init__.py" in names
    assert "codeloop/py.typed" in names
    assert "codeloop/envs/tasks/data/bank.jsonl" in names
    assert "codeloop/envs/sandbox/harness.py" in names
    assert any(n.startswith("codeloop/rewards/checks/corpus/") and n.endswith(".txt")
               for n in names)


def test_fresh_venv_beside_openai_agents_and_a_project_with_generic_packages(
        wheel: Path, tmp_path: Path) -> None:
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    python = venv / "bin" / "python"
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME")}
    subprocess.run([str(python), "-m", "pip", "install", "-q", "--disable-pip-version-check",
                    str(wheel), "openai-agents"], check=True, env=env, timeout=600)

    project = tmp_path / "project"
    for name in GENERIC:
        (project / name).mkdir(parents=True)
        (project / name / "__init__.py").write_text(f"OWNER = 'project:{name}'\n")

    probe = (
        "import gymnasium as gym, codeloop\n"
        "from codeloop.envs.tasks import load_tasks\n"
        "import envs, agents, rewards, training\n"
        "assert [m.OWNER for m in (envs, agents, rewards, training)] == "
        "['project:envs', 'project:agents', 'project:rewards', 'project:training']\n"
        "assert codeloop.__file__.startswith(sys.prefix), codeloop.__file__\n"
        "gym.make('codeloop/CodeLoop-Dynamic-v0')\n"
        "assert len(load_tasks('bank')) >= 50\n"
        "print('ok')\n"
    )
    done = subprocess.run([str(python), "-c", "import sys\n" + probe], cwd=project, env=env,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "ok"

    outside = (
        "import agents, codeloop, gymnasium as gym\n"
        "assert hasattr(agents, 'Agent') and hasattr(agents, 'Runner'), agents.__file__\n"
        "gym.make('codeloop/CodeLoop-v0')\n"
        "import codeloop.agents.policies\n"
        "print('ok')\n"
    )
    done = subprocess.run([str(python), "-c", outside], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "ok"

    site = Path(subprocess.run([str(python), "-c", "import sysconfig; print(sysconfig.get_paths()"
                                "['purelib'])"], capture_output=True, text=True, check=True
                               ).stdout.strip())
    for name in GENERIC:  # nothing of ours under a generic name in site-packages
        if (site / name).exists():
            assert name == "agents" and (site / "agents" / "run.py").exists()
