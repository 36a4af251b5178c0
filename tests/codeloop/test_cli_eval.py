"""`codeloop eval` and `codeloop tasks` end to end on the bundled bank."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from codeloop.cli import main


@pytest.fixture(scope="module")
def run_dir(tmp_path_factory):
    out = tmp_path_factory.mktemp("run")
    assert main(["eval", "--out", str(out), "--no-progress"]) == 0
    return out


def test_eval_writes_the_run_files(run_dir):
    for name in ("episodes.jsonl", "summary.json", "manifest.json", "report.md"):
        assert (run_dir / name).exists(), name
    episodes = [json.loads(line) for line in (run_dir / "episodes.jsonl").read_text().splitlines()]
    assert {e["policy"] for e in episodes} == {"reference", "stubborn", "forgetful"}
    turn = episodes[0]["turns"][0]
    for key in ("developer_message", "reply", "code", "verdicts", "active", "focus"):
        assert key in turn


def test_reference_is_perfect_on_every_turn(run_dir):
    summary = json.loads((run_dir / "summary.json").read_text())
    ref = summary["reference"]["metrics"]
    assert all(v == 1.0 for v in ref["IA"]["per_turn"])
    assert all(v == 1.0 for v in ref["CA"]["per_turn"])
    assert all(v == 0.0 for v in ref["IFR"]["per_turn"])


def test_baselines_are_told_apart(run_dir):
    summary = json.loads((run_dir / "summary.json").read_text())
    stubborn = summary["stubborn"]["metrics"]
    forgetful = summary["forgetful"]["metrics"]
    assert stubborn["IA"]["per_turn"][0] == 1.0
    assert all(v == 0.0 for v in stubborn["IA"]["per_turn"][1:])
    assert stubborn["CA"]["mean"] < 1.0
    assert forgetful["IFR"]["mean"] > 0.0
    assert forgetful["CA"]["mean"] < summary["reference"]["metrics"]["CA"]["mean"]


def test_eval_resumes_without_rerunning(run_dir, capsys):
    before = (run_dir / "episodes.jsonl").read_text()
    assert main(["eval", "--out", str(run_dir), "--no-progress"]) == 0
    assert (run_dir / "episodes.jsonl").read_text() == before
    assert "0 episodes run" in capsys.readouterr().out


def test_malformed_task_file_is_a_clear_error(tmp_path, capsys):
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"id": "x", "prompt": "p"}\n')
    assert main(["eval", "--tasks", str(bad), "--out", str(tmp_path / "o"),
                 "--no-progress"]) == 2
    err = capsys.readouterr().err
    assert f"{bad}:1: entry_point: required field is missing" in err
    assert main(["tasks", "validate", str(bad)]) == 1


def test_tasks_list_and_show(capsys):
    assert main(["tasks", "list"]) == 0
    assert "bank/word_frequencies" in capsys.readouterr().out
    assert main(["tasks", "show", "word_frequencies"]) == 0
    assert "Turn 2" in capsys.readouterr().out


def test_console_script_runs():
    proc = subprocess.run([sys.executable, "-m", "codeloop", "tasks", "list"],
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert "tasks" in proc.stdout


FIXTURES = __import__("pathlib").Path(__file__).resolve().parents[1] / "fixtures"


def test_compat_flag_reaches_the_codeif_bench_loader(tmp_path, capsys):
    from codeloop.cli.eval_cmd import tasks_with_compat
    from codeloop.envs.tasks import load_tasks

    data = FIXTURES / "codeif_bench" / "standalone.jsonl"
    spec = tasks_with_compat(f"codeif-bench:{data}", "codeif-bench")
    assert spec == f"codeif-bench:{data}?compat=codeif-bench"
    checks = [c for t in load_tasks(spec) for i in t.instructions for c in i.checks
              if c.kind == "pep8"]
    assert checks and all(c.params.get("compat") == "codeif-bench" for c in checks)
    assert main(["eval", "--tasks", "bank", "--compat", "codeif-bench", "--out",
                 str(tmp_path / "o"), "--no-progress"]) == 2
    assert "applies only to codeif-bench" in capsys.readouterr().err


def test_docker_sandbox_without_an_engine_is_a_clear_error(tmp_path, monkeypatch, capsys):
    # Points the Docker client at a socket where no engine listens, even when CI runs one.
    monkeypatch.setenv("DOCKER_HOST", f"unix://{tmp_path}/no-engine.sock")
    code = main(["eval", "--sandbox", "docker", "--policy", "reference", "--limit", "1",
                 "--out", str(tmp_path / "o"), "--no-progress"])
    err = capsys.readouterr().err
    assert code == 2
    assert "codeloop: error:" in err and "Traceback" not in err
    assert "docker" in err.lower()


def test_baselines_on_tasks_without_references_fail_up_front(tmp_path, capsys):
    data = FIXTURES / "codeif_bench" / "standalone.jsonl"
    from codeloop.envs.tasks import load_tasks

    if all(t.references for t in load_tasks(f"codeif-bench:{data}")):
        pytest.skip("the fixture carries references")
    code = main(["eval", "--tasks", f"codeif-bench:{data}", "--out", str(tmp_path / "o"),
                 "--no-progress"])
    err = capsys.readouterr().err
    assert code == 2
    assert "have no reference solutions" in err and "--model" in err
    assert not (tmp_path / "o" / "episodes.jsonl").exists()
