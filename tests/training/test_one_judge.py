"""One judging path and one definition of each logged per-episode average (issue 16, point 3),
and CodeLoopReward's None for rows that are not codeloop rows (point 5). The sandbox runs for
real; no trainer is needed."""

from __future__ import annotations

import pytest

pytest.importorskip("datasets")

from codeloop.agents.developers import make_developer  # noqa: E402
from codeloop.agents.policies.base import fenced  # noqa: E402
from codeloop.envs.tasks import load_tasks  # noqa: E402
from codeloop.envs.world import CodingWorld  # noqa: E402
from codeloop.rewards.averages import episode_terms, expected_turns  # noqa: E402
from codeloop.rewards.functions import episode_return, reward_terms  # noqa: E402
from codeloop.training.environment import environment_terms, make_environment_factory  # noqa: E402
from codeloop.training.rewards import CodeLoopReward  # noqa: E402

WRONG = "```python\ndef word_frequencies(text):\n    return {}\n```"


def _outcomes(record):
    # Everything a verdict says, without the wall-clock durations.
    return {iid: [(r.check, r.passed, r.reason) for r in v.results]
            for iid, v in record.verdicts.items()}


@pytest.fixture(scope="module")
def task():
    return load_tasks("bank@word_frequencies")[0]


def test_world_and_static_reward_give_the_same_verdicts(task, local_sandbox):
    # The live world and the static-mode reward judge the same reply at the same round alike.
    world = CodingWorld(task, make_developer("static"), local_sandbox, seed=0)
    world.open()
    world.submit(fenced(task.references[0]))
    live = world.submit(WRONG).record
    reward = CodeLoopReward([task], "conversation", sandbox=local_sandbox)
    offline = reward.episode_for(task.id, 2, WRONG).turns[-1]
    assert _outcomes(offline) == _outcomes(live) and _outcomes(live)
    assert (offline.code, offline.extraction_note) == (live.code, live.extraction_note)
    assert offline.reward == pytest.approx(live.reward)


def test_tool_env_and_rollout_log_the_same_averages(task, local_sandbox):
    # An episode the model abandons after one answer: the logged terms divide by the expected
    # turns, as the paid return does (they used to divide by the turns played in tools mode).
    Env = make_environment_factory([task], "conversation", sandbox=local_sandbox)
    env = Env()
    env.reset(task_id=task.id)
    env.submit_code(task.references[0])
    logged = environment_terms(env)
    episode = env._world.episode
    n = expected_turns(task.n_turns)
    assert n > 1
    first = reward_terms(episode, ("conversation", "format"))
    assert logged["conversation"] == pytest.approx(first["conversation"] / n)
    assert logged["format"] == pytest.approx(first["format"] / n)
    assert logged["return"] == pytest.approx(env.get_reward())
    assert logged["return"] == pytest.approx(episode_return(episode, n))
    # The rollout (multiturn mode) computes its logged terms with the same function.
    rollout = episode_terms(episode, env._config.terms, n)
    assert {k: logged[k] for k in rollout} == pytest.approx(rollout)


def test_codeloop_reward_leaves_foreign_rows_to_other_reward_functions(task, local_sandbox):
    reward = CodeLoopReward([task], "conversation", sandbox=local_sandbox)
    metrics, extra = {}, {}
    out = reward(prompts=[[], [], []], completions=[fenced(task.references[0]), "hi", WRONG],
                 task_id=[task.id, None, None], turn=[1, None, 3],
                 log_metric=metrics.__setitem__, log_extra=extra.__setitem__)
    assert out[0] == pytest.approx(1.0) and out[1] is None and out[2] is None
    # Completions-table columns stay aligned with the batch; means cover codeloop rows only.
    assert extra["codeloop/reward"] == [1.0, None, None]
    assert metrics["codeloop/reward"] == pytest.approx(1.0)
    # A dataset without codeloop's columns at all: every reward is None.
    assert reward(prompts=[[]], completions=["x"], answer=["42"]) == [None]
