"""Third-party policies, developers, task sources and checks through entry points (issue 16,
point 3).

A real distribution is installed the way pip leaves one: a package and its
``.dist-info/`` (``METADATA`` and ``entry_points.txt``) in a directory on ``sys.path``
(``PYTHONPATH`` of a fresh interpreter, so ``importlib.metadata`` discovers it exactly as in a
user's environment). The CLI then runs a whole evaluation with the plugin's policy, developer
and task source, and a task file uses the plugin's check.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

PLUGIN = '''
"""A codeloop plugin distribution, for tests."""
from codeloop.agents.developers.static import StaticStrategy
from codeloop.agents.policies.scripted import ReferencePolicy
from codeloop.envs.tasks import load_tasks


def echo_policy(arg=None, **options):
    """Plays the references (a plugin policy)."""
    return ReferencePolicy()


class TwoTurns(StaticStrategy):
    """The static strategy, ending after the first instruction."""
    name = "two-turns"

    def after(self, task, turns, rng):
        from codeloop.agents.developers.base import END, Decision
        if len(turns) >= 2:
            return Decision(END, reason="plugin: two turns are enough")
        return super().after(task, turns, rng)


def few_tasks(arg):
    """Two bank tasks (a plugin task source)."""
    return load_tasks("bank@lang=python,word_frequencies,fizzbuzz")


def no_print(source, tree, params):
    """The code never calls print (a plugin check)."""
    import ast
    calls = [n for n in ast.walk(tree) if isinstance(n, ast.Call)
             and getattr(n.func, "id", None) == "print"]
    return (not calls, "print is called" if calls else "no print call")
'''

ENTRY_POINTS = """
[codeloop.policies]
echo = codeloop_plugin_demo:echo_policy

[codeloop.developers]
two-turns = codeloop_plugin_demo:TwoTurns

[codeloop.task_sources]
few = codeloop_plugin_demo:few_tasks

[codeloop.checks]
no_print = codeloop_plugin_demo:no_print
"""

SCRIPT = '''
import json, sys
from codeloop.envs.tasks.schema import load_task_file
from codeloop.envs.sandbox import make_sandbox
from codeloop.rewards.checks.evaluate import evaluate

task = load_task_file(sys.argv[1])[0]
box = make_sandbox("local")
checks = [(i.id, i.checks) for i in task.instructions]
good, _ = evaluate("def f():\\n    return 1\\n", checks, box)
bad, _ = evaluate("def f():\\n    print(1)\\n", checks, box)
box.close()
print(json.dumps([good["quiet"].passed, bad["quiet"].passed]))
'''


def _install(site: Path) -> None:
    (site / "codeloop_plugin_demo").mkdir(parents=True)
    (site / "codeloop_plugin_demo" / "__init__.py").write_text(PLUGIN)
    info = site / "codeloop_plugin_demo-0.1.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: codeloop-plugin-demo\n"
                                   "Version: 0.1\n")
    (info / "entry_points.txt").write_text(textwrap.dedent(ENTRY_POINTS))


def _run(site: Path, *args: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(
        [str(site), *filter(None, [os.environ.get("PYTHONPATH")])])}
    return subprocess.run([sys.executable, *args], env=env, capture_output=True, text=True,
                          timeout=300)


def test_cli_evaluates_with_a_plugin_policy_developer_and_task_source(tmp_path):
    site = tmp_path / "site"
    _install(site)
    out = tmp_path / "run"
    done = _run(site, "-m", "codeloop", "eval", "--tasks", "few:", "--policy", "echo",
                "--developer", "two-turns", "--out", str(out), "--workers", "1")
    assert done.returncode == 0, done.stderr[-2000:]
    episodes = [json.loads(line) for line in (out / "episodes.jsonl").read_text().splitlines()]
    assert sorted(e["task_id"] for e in episodes) == ["bank/fizzbuzz", "bank/word_frequencies"]
    assert all(len(e["turns"]) == 2 for e in episodes)  # the plugin developer's rule
    assert all(t["verdicts"]["base"]["results"][0]["passed"]
               for e in episodes for t in e["turns"])
    # Without the distribution on the path the same names are unknown.
    plain = subprocess.run([sys.executable, "-m", "codeloop", "eval", "--tasks", "few:",
                            "--policy", "echo", "--out", str(tmp_path / "x")],
                           capture_output=True, text=True, timeout=300)
    assert plain.returncode != 0 and "few" in plain.stderr


def test_task_file_uses_a_plugin_check(tmp_path):
    site = tmp_path / "site"
    _install(site)
    task = {"id": "plug/quiet", "entry_point": "f", "prompt": "Write f returning 1.",
            "base_checks": [{"kind": "tests", "params": {"tests": ["assert f() == 1"]}}],
            "instructions": [{"id": "quiet", "category": "code_standard",
                              "text": "Do not print.", "checks": [{"kind": "no_print"}]}]}
    path = tmp_path / "tasks.jsonl"
    path.write_text(json.dumps(task) + "\n")
    done = _run(site, "-c", SCRIPT, str(path))
    assert done.returncode == 0, done.stderr[-2000:]
    assert json.loads(done.stdout.strip().splitlines()[-1]) == [True, False]
