"""The runner: parallelism bounds, torn files, locks, manifests, resume rules, progress."""

from __future__ import annotations

import json
import threading
import time

import pytest

from codeloop.agents.policies import PolicyError, ReferencePolicy
from codeloop.envs.sandbox import make_sandbox
from codeloop.envs.tasks import dump_tasks, load_tasks
from codeloop.runner import (
    EPISODES_FILE,
    BoundedSandbox,
    EvalConfig,
    RunLockedError,
    _run_lock,
    auto_workers,
    read_episodes,
    run_eval,
)


@pytest.fixture(autouse=True)
def skip_html_reports(monkeypatch):
    """Skips the end-of-run HTML/plot reports (seconds per run; tested with the reporting code).

    Runs in child processes still write them.
    """
    import codeloop.reporting

    monkeypatch.setattr(codeloop.reporting, "write_run_reports", lambda out, summary, eps: [])


PINNED: dict[str, str] = {}


@pytest.fixture(scope="module", autouse=True)
def pinned_tasks(tmp_path_factory):
    """A fixed copy of the first bank task: the bank grows while the tests run."""
    path = tmp_path_factory.mktemp("tasks") / "tasks.jsonl"
    dump_tasks(load_tasks("bank")[:1], path)
    PINNED["file"] = str(path)
    return path


def config(tmp_path, **kw) -> EvalConfig:
    base = dict(policies=["reference", "stubborn"], out=str(tmp_path), tasks=PINNED["file"],
                episodes_per_task=2, workers=2)
    base.update(kw)
    return EvalConfig(**base)


@pytest.fixture(scope="module")
def finished_run(tmp_path_factory):
    out = tmp_path_factory.mktemp("run")
    result = run_eval(config(out), progress=False)
    return out, result


def test_manifest_records_config_versions_seeds_and_git(finished_run):
    out, result = finished_run
    manifest = json.loads((out / "manifest.json").read_text())
    assert manifest["config"]["policies"] == ["reference", "stubborn"]
    assert manifest["versions"]["python"] and "gymnasium" in manifest["versions"]
    assert manifest["git_revision"] is None or len(manifest["git_revision"]) == 40
    seeds = manifest["seeds"]
    assert seeds["run_seed"] == 0
    recorded = {s for task_seeds in seeds["episode_seeds"].values() for s in task_seeds}
    assert recorded == {e.seed for e in result.episodes}
    assert manifest["complete"] is True
    assert manifest["invocations"][-1]["ran"] == len(result.episodes)
    # What the time limits meant (CPU time since this field exists; wall clock before).
    assert manifest["sandbox_limits"]["clock"] == "cpu"
    assert manifest["sandbox_limits"]["test_timeout_s"] == 3.0
    assert manifest["sandbox_limits"]["wall_factor"] == 4.0


def test_summary_has_per_run_usage(finished_run):
    out, _ = finished_run
    summary = json.loads((out / "summary.json").read_text())
    assert summary["reference"]["usage"]["episodes"] == 2
    assert summary["reference"]["usage"]["turns"] > 0


def test_torn_last_line_is_cut_off_and_the_episode_rerun(finished_run, tmp_path):
    out, result = finished_run
    lines = (out / EPISODES_FILE).read_text().splitlines(keepends=True)
    (tmp_path / EPISODES_FILE).write_text("".join(lines[:-1]) + lines[-1][: len(lines[-1]) // 2])
    resumed = run_eval(config(tmp_path), progress=False)
    assert resumed.ran == 1 and resumed.skipped == len(lines) - 1
    assert resumed.summary == result.summary
    assert len((tmp_path / EPISODES_FILE).read_text().splitlines()) == len(lines)


def test_a_complete_last_line_without_newline_is_finished(finished_run, tmp_path):
    out, result = finished_run
    text = (out / EPISODES_FILE).read_text()
    lines = text.splitlines()
    (tmp_path / EPISODES_FILE).write_text("\n".join(lines[:-1]))  # last record lost, no "\n"
    resumed = run_eval(config(tmp_path), progress=False)
    assert resumed.ran == 1
    assert len(read_episodes(tmp_path / EPISODES_FILE)) == len(lines)
    assert resumed.summary == result.summary


def test_the_runs_episodes_are_the_files_without_reading_it_again(finished_run, tmp_path,
                                                                  monkeypatch):
    # A resumed run whose file holds a superseded record (the first one, recorded twice: the
    # later one counts) and lacks its last: the runner's episodes and summary.json are those of
    # the file, read once (when planned), not again after the episodes (2 s on the main job).
    import codeloop.runner as runner
    from codeloop.report.summary import run_summary
    from codeloop.run.plan import latest_per_key

    out, result = finished_run
    lines = (out / EPISODES_FILE).read_text().splitlines(keepends=True)
    (tmp_path / EPISODES_FILE).write_text("".join([lines[0], *lines[:-1]]))
    reads = []
    real = runner.read_episodes
    monkeypatch.setattr(runner, "read_episodes",
                        lambda *a, **kw: reads.append(a) or real(*a, **kw))
    resumed = run_eval(config(tmp_path), progress=False)
    assert resumed.ran == 1 and len(reads) == 1
    on_file = latest_per_key(read_episodes(tmp_path / EPISODES_FILE))
    assert [e.to_dict() for e in resumed.episodes] == [e.to_dict() for e in on_file]
    assert (tmp_path / "summary.json").read_text() == json.dumps(
        run_summary(on_file, {}), indent=2, sort_keys=True) + "\n"
    assert resumed.summary == result.summary


def test_a_corrupt_line_in_the_middle_is_an_error(finished_run, tmp_path):
    out, _ = finished_run
    lines = (out / EPISODES_FILE).read_text().splitlines()
    (tmp_path / EPISODES_FILE).write_text(lines[0] + "\n{broken\n" + lines[1] + "\n")
    with pytest.raises(ValueError, match=":2: corrupt"):
        read_episodes(tmp_path / EPISODES_FILE, repair=True)


def test_resume_with_a_result_changing_config_is_refused(finished_run, tmp_path):
    out, _ = finished_run
    for name in (EPISODES_FILE, "manifest.json"):
        (tmp_path / name).write_text((out / name).read_text())
    with pytest.raises(ValueError, match="max_rounds"):
        run_eval(config(tmp_path, max_rounds=2), progress=False)
    with pytest.raises(ValueError, match="temperature"):
        run_eval(config(tmp_path, policy_options={"temperature": 0.5}), progress=False)
    # More policies or more episodes are fine: only the new ones run.
    more = run_eval(config(tmp_path, policies=["reference", "stubborn", "forgetful"]),
                    progress=False)
    assert more.ran == 2 and more.skipped == 4


def test_two_runs_cannot_write_the_same_directory(tmp_path):
    with _run_lock(tmp_path):
        with pytest.raises(RunLockedError, match="another codeloop run"):
            run_eval(config(tmp_path), progress=False)


def test_retry_errored_replays_only_errored_episodes(tmp_path):
    class Flaky:
        name = "flaky"

        def __init__(self, fail: bool):
            self.fail = fail

        def act(self, messages, context):
            if self.fail:
                raise PolicyError("endpoint down")
            return ReferencePolicy().act(messages, context)

    cfg = config(tmp_path, policies=["flaky"])
    first = run_eval(cfg, policies={"flaky": Flaky(True)}, progress=False)
    assert first.summary["flaky"]["errored"] == 2
    again = run_eval(cfg, policies={"flaky": Flaky(False)}, progress=False)
    assert again.ran == 0  # errored episodes count as done by default
    cfg.retry_errored = True
    fixed = run_eval(cfg, policies={"flaky": Flaky(False)}, progress=False)
    assert fixed.ran == 2
    assert fixed.summary["flaky"]["errored"] == 0 and fixed.summary["flaky"]["episodes"] == 2


def test_sandbox_jobs_are_bounded_while_policies_overlap(tmp_path):
    """Eight episodes in flight wait on a slow 'model' together; sandbox jobs stay <= 2."""
    state = {"in": 0, "max": 0, "policy_in": 0, "policy_max": 0}
    lock = threading.Lock()

    class CountingSandbox:
        name = "counting"

        def __init__(self):
            self.inner = make_sandbox("local")

        def run(self, job):
            with lock:
                state["in"] += 1
                state["max"] = max(state["max"], state["in"])
            try:
                return self.inner.run(job)
            finally:
                with lock:
                    state["in"] -= 1

        def close(self):
            self.inner.close()

    class SlowReference(ReferencePolicy):
        def act(self, messages, context):
            with lock:
                state["policy_in"] += 1
                state["policy_max"] = max(state["policy_max"], state["policy_in"])
            time.sleep(0.05)
            with lock:
                state["policy_in"] -= 1
            return super().act(messages, context)

    sandbox = CountingSandbox()
    try:
        run_eval(config(tmp_path, policies=["slow"], episodes_per_task=8, workers=8,
                        sandbox_slots=2),
                 policies={"slow": SlowReference()}, sandbox=sandbox, progress=False)
    finally:
        sandbox.close()
    assert state["max"] <= 2
    assert state["policy_max"] >= 4


def test_bounded_sandbox_delegates():
    inner = make_sandbox("local")
    bounded = BoundedSandbox(inner, 1)
    assert bounded.name == inner.name and bounded.slots == 1
    bounded.close()


def test_auto_workers_follow_the_policies_concurrency():
    class Model:
        concurrency = 16

    assert auto_workers([ReferencePolicy()], cores=2) == 2
    assert auto_workers([ReferencePolicy(), Model()], cores=2) == 16


def test_progress_bar_shows_eta_and_live_pass_rates(tmp_path, capsys):
    run_eval(config(tmp_path), progress=True)
    err = capsys.readouterr().err
    assert "episodes" in err and "IA=" in err and "CA=" in err
    assert "<" in err  # tqdm's elapsed<remaining (ETA)


def test_unknown_backend_is_refused(tmp_path):
    with pytest.raises(ValueError, match="backend"):
        run_eval(config(tmp_path, backend="nope"), progress=False)


def test_reports_are_written_from_the_final_summary_and_episodes(tmp_path, monkeypatch):
    import codeloop.reporting

    calls = []
    monkeypatch.setattr(codeloop.reporting, "write_run_reports",
                        lambda out, summary, eps: calls.append((out, summary, list(eps))))
    result = run_eval(config(tmp_path), progress=False)
    assert len(calls) == 1
    out, summary, episodes = calls[0]
    assert out == tmp_path and summary == result.summary
    assert sorted(e.key for e in episodes) == sorted(e.key for e in result.episodes)


def test_resume_after_a_task_changed_is_refused(tmp_path):
    from dataclasses import replace

    path = tmp_path / "tasks.jsonl"
    task = load_tasks(PINNED["file"])[0]
    dump_tasks([task], path)
    run_eval(config(tmp_path / "out", tasks=str(path), policies=["reference"],
                    episodes_per_task=1), progress=False)
    dump_tasks([replace(task, prompt=task.prompt + " Be quick.")], path)
    with pytest.raises(ValueError, match="changed since this run started"):
        run_eval(config(tmp_path / "out", tasks=str(path), policies=["reference"],
                        episodes_per_task=1), progress=False)


def test_eval_command_maps_runner_and_model_options():
    from codeloop.cli import build_parser
    from codeloop.cli.eval_cmd import config_from_args

    args = build_parser().parse_args([
        "eval", "--backend", "ray", "--ray-address", "auto", "--ray-task-cpus", "0.25",
        "--sandbox-slots", "3", "--workers", "7", "--retry-errored", "--policy", "openai:m",
        "--concurrency", "7", "--api-key", "k", "--out", "x"])
    cfg = config_from_args(args)
    assert (cfg.backend, cfg.ray_address, cfg.ray_task_cpus) == ("ray", "auto", 0.25)
    assert (cfg.sandbox_slots, cfg.workers, cfg.retry_errored) == (3, 7, True)
    assert cfg.policies == ["openai:m"]
    assert cfg.policy_options == {"concurrency": 7, "api_key": "k"}


def test_manifest_masks_api_keys(tmp_path):
    from codeloop.runner import public_config

    run_eval(config(tmp_path, policy_options={"api_key": "sk-very-secret"}), progress=False)
    assert "sk-very-secret" not in (tmp_path / "manifest.json").read_text()
    masked = public_config(config(tmp_path, voice_options={"api_key": "sk-voice"}))
    assert masked["voice_options"]["api_key"] == "***"


def test_bad_developer_options_fail_before_any_episode(tmp_path):
    with pytest.raises(ValueError, match="developer"):
        run_eval(config(tmp_path, developer_options={"no_such_option": 1}), progress=False)
    assert not (tmp_path / "episodes.jsonl").exists()
