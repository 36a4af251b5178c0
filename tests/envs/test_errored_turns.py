"""A turn the machine could not judge is errored: recorded with its reason, never scored 0.

The fault is injected through a real seam: the subprocess backend's ``command_prefix`` runs a
shell wrapper that exits before the harness starts, so no worker ever comes up.
"""

from __future__ import annotations

import json

import pytest

from codeloop.agents.policies import fenced
from codeloop.envs.code_env import CodeLoopEnv
from codeloop.envs.sandbox import Job, JobResult, SubprocessSandbox
from codeloop.rewards.averages import episode_terms
from codeloop.rewards.episode import TURN_ERRORED, Episode
from codeloop.rewards.functions import episode_return
from codeloop.rewards.metrics import METRICS, summarize

TASK = "bank/word_frequencies"
INJECTED = "injected: worker start failure"


@pytest.fixture(autouse=True)
def no_backoff(monkeypatch):
    monkeypatch.setattr("codeloop.envs.sandbox.retry.BACKOFF_S", (0.0, 0.0))


def broken_sandbox() -> SubprocessSandbox:
    """Every worker start exits 3 before the harness runs."""
    return SubprocessSandbox(workers=1, command_prefix=[
        "/bin/sh", "-c", f"echo '{INJECTED}' >&2; exit 3", "sh"])


class BrokenOnRuns:
    """Sends the listed runs (1-based) to a broken sandbox and the others to a working one."""

    name = "switch"

    def __init__(self, good, broken_runs: set[int]):
        self.good, self.broken, self.broken_runs, self.runs = good, broken_sandbox(), broken_runs, 0

    def run(self, job: Job) -> JobResult:
        self.runs += 1
        return (self.broken if self.runs in self.broken_runs else self.good).run(job)

    def close(self) -> None:
        self.broken.close()


def play_references(sandbox) -> tuple[list[tuple[float, dict]], Episode]:
    env = CodeLoopEnv(task_id=TASK, sandbox=sandbox)
    try:
        env.reset(seed=0)
        steps = []
        for ref in env.world.task.references:
            _, reward, terminated, _, info = env.step(fenced(ref))
            steps.append((reward, info))
            if terminated:
                break
        return steps, env.episode
    finally:
        env.close()


def test_an_injected_start_failure_gives_errored_turns_and_step_goes_on():
    sandbox = broken_sandbox()
    try:
        steps, episode = play_references(sandbox)
    finally:
        sandbox.close()
    assert len(steps) == len(episode.turns) > 1  # the episode went on to its end
    for (reward, info), turn in zip(steps, episode.turns, strict=True):
        assert turn.status == TURN_ERRORED and turn.errored
        assert INJECTED in turn.error and "could not start" in turn.error
        assert reward == 0.0 and INJECTED in info["errored"]
        assert info["metrics"] == {"IA": None, "CA": None, "IFR": None}
    for name, fn in METRICS.items():
        assert all(v is None for v in fn(episode)), name
    summary = next(iter(summarize([episode]).values()))
    assert summary["errored_turns"]["turns"] == len(episode.turns)
    assert summary["metrics"]["CA"]["n_per_turn"] == [0] * len(episode.turns)
    # The record keeps the state through episodes.jsonl.
    again = Episode.from_dict(json.loads(json.dumps(episode.to_dict())))
    assert [t.errored for t in again.turns] == [True] * len(episode.turns)
    assert again.turns[0].error == episode.turns[0].error


def test_an_errored_turn_is_left_out_of_metrics_and_reward_averages(local_sandbox):
    switch = BrokenOnRuns(local_sandbox, broken_runs={2})
    try:
        steps, episode = play_references(switch)
    finally:
        switch.close()
    status = [t.errored for t in episode.turns]
    assert status[1] and not any(status[:1] + status[2:])
    # The reference passes every judged turn; the errored one does not pull anything to 0.
    assert [r for r, _ in steps] == [1.0, 0.0] + [1.0] * (len(steps) - 2)
    ca = METRICS["CA"](episode)
    assert ca[1] is None and all(v == 1.0 for k, v in enumerate(ca) if k != 1)
    summary = next(iter(summarize([episode]).values()))
    for name in ("IA", "CA"):
        assert summary["metrics"][name]["mean"] == 1.0
    assert summary["metrics"]["IFR"]["mean"] == 0.0
    assert summary["errored_turns"] == {
        "turns": 1, "reasons": {next(iter(summary["errored_turns"]["reasons"])): 1}}
    assert INJECTED not in next(iter(summary["errored_turns"]["reasons"]))  # first line only
    assert episode_return(episode) == 1.0
    assert episode_return(episode, expected_turns=len(episode.turns) + 1) == pytest.approx(
        (len(episode.turns) - 1) / len(episode.turns))
    terms = episode_terms(episode, ["conversation", "instruction"])
    assert terms["conversation"] == terms["instruction"] == terms["return"] == 1.0


def test_a_run_counts_errored_turns_in_summary_and_reports(local_sandbox, tmp_path):
    from codeloop.envs.tasks import dump_tasks, load_tasks
    from codeloop.report.analysis import build_model
    from codeloop.report.data import RunData
    from codeloop.report.html import render_html
    from codeloop.report_md import render_model_markdown
    from codeloop.runner import EvalConfig, read_episodes, run_eval

    tasks = tmp_path / "tasks.jsonl"
    dump_tasks([t for t in load_tasks("bank") if t.id == TASK], tasks)
    switch = BrokenOnRuns(local_sandbox, broken_runs={2})
    try:
        run_eval(EvalConfig(policies=["reference"], out=str(tmp_path / "run"), tasks=str(tasks),
                            episodes_per_task=1, workers=1), progress=False, sandbox=switch)
    finally:
        switch.close()
    summary = json.loads((tmp_path / "run" / "summary.json").read_text())["reference"]
    assert summary["errored_turns"]["turns"] == 1
    assert summary["metrics"]["CA"]["mean"] == summary["metrics"]["IA"]["mean"] == 1.0
    report = (tmp_path / "run" / "report.md").read_text()
    assert "## Errored turns" in report and "turn 2: the sandbox could not start" in report
    episodes = read_episodes(tmp_path / "run" / "episodes.jsonl")
    model = build_model([RunData("run", episodes)], n_boot=0)
    assert len(model.errored_turns) == 1
    assert "## Errored turns" in render_model_markdown(model)
    html = render_html(model)
    assert "Errored turns (1)" in html and "errored: not judged" in html


def test_a_training_completion_the_machine_could_not_judge_gets_no_reward(local_sandbox):
    from codeloop.envs.tasks import load_tasks
    from codeloop.training.rewards import CodeLoopReward

    task = next(t for t in load_tasks("bank") if t.id == TASK)
    n_refs = len(task.references)
    # The reference episode takes the first n_refs jobs; the second completion's job fails.
    switch = BrokenOnRuns(local_sandbox, broken_runs={n_refs + 2})
    try:
        reward = CodeLoopReward([task], "conversation", sandbox=switch, workers=1)
        ref = fenced(task.references[0])
        rewards = reward([None, None], [ref, ref], task_id=[task.id, task.id], turn=[1, 1])
    finally:
        switch.close()
    assert rewards == [1.0, None]


def test_info_has_no_verdict_for_an_errored_round_but_bools_for_judged_ones(local_sandbox):
    switch = BrokenOnRuns(local_sandbox, broken_runs={2})
    try:
        steps, episode = play_references(switch)
    finally:
        switch.close()
    assert episode.turns[1].errored and not episode.turns[0].errored
    errored_info, judged_info = steps[1][1], steps[0][1]
    # None, not False: the reference did not fail, the machine did.
    assert errored_info["passed"] and set(errored_info["passed"].values()) == {None}
    assert all(v["passed"] is None for v in errored_info["verdicts"].values())
    assert set(judged_info["passed"].values()) == {True}
