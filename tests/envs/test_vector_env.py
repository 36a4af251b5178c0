"""CodeLoopEnv under gymnasium.vector.SyncVectorEnv and AsyncVectorEnv.

Each sub-env plays whole episodes with the reference answers (built from the ``info`` the env
returns, as an agent would), through the vector API's autoreset.
"""

from __future__ import annotations

from functools import partial

import gymnasium as gym
import numpy as np
import pytest

from codeloop.agents.policies import ReferencePolicy, TurnContext
from codeloop.envs.code_env import CodeLoopEnv
from codeloop.envs.tasks import load_tasks

N_ENVS = 2
MAX_ROUNDS = 3


@pytest.fixture(scope="module")
def task():
    return load_tasks("bank")[0]


def make_fns(task):
    return [partial(CodeLoopEnv, tasks=[task], max_rounds=MAX_ROUNDS) for _ in range(N_ENVS)]


def reference_actions(task, info, n: int) -> list[str]:
    """The reference reply for each sub-env's current round, from its info."""
    policy = ReferencePolicy()
    actions = []
    for i in range(n):
        context = TurnContext(task=task, turn=int(info["turn"][i]) + 1, focus=info["focus"][i],
                              given=tuple(info["given"][i]), active=tuple(info["active"][i]))
        actions.append(policy.act([], context).text)
    return actions


def play(vec, task) -> tuple[list[list[float]], list[str]]:
    """Plays until every sub-env finished one episode; returns per-env rewards and obs."""
    obs, info = vec.reset(seed=[10 + i for i in range(N_ENVS)])
    assert isinstance(obs, tuple) and len(obs) == N_ENVS and all(isinstance(o, str) for o in obs)
    first_obs = list(obs)
    rewards: list[list[float]] = [[] for _ in range(N_ENVS)]
    finished = np.zeros(N_ENVS, dtype=bool)
    for _ in range(MAX_ROUNDS + 1):
        obs, reward, terminated, truncated, info = vec.step(reference_actions(task, info, N_ENVS))
        for i in range(N_ENVS):
            if not finished[i]:
                rewards[i].append(float(reward[i]))
        finished |= terminated | truncated
        if finished.all():
            break
    assert finished.all()
    return rewards, first_obs


def test_sync_vector_env_plays_reference_episodes(task):
    vec = gym.vector.SyncVectorEnv(make_fns(task))
    try:
        assert vec.num_envs == N_ENVS
        rewards, obs = play(vec, task)
    finally:
        vec.close()
    assert all(r and all(x == 1.0 for x in r) for r in rewards)
    assert all(task.entry_point in o for o in obs)


def test_async_vector_env_matches_sync(task):
    # shared_memory=False: gymnasium's shared memory stores Text as indices into the space's
    # charset, and a developer's message is arbitrary Unicode; observations are pickled instead.
    vec = gym.vector.AsyncVectorEnv(make_fns(task), shared_memory=False)
    try:
        rewards, obs = play(vec, task)
    finally:
        vec.close()
    sync = gym.vector.SyncVectorEnv(make_fns(task))
    try:
        sync_rewards, sync_obs = play(sync, task)
    finally:
        sync.close()
    assert rewards == sync_rewards and obs == sync_obs
    assert all(all(x == 1.0 for x in r) for r in rewards)


def test_autoreset_starts_a_new_episode(task):
    vec = gym.vector.SyncVectorEnv(make_fns(task))
    try:
        obs, info = vec.reset(seed=0)
        done = np.zeros(N_ENVS, dtype=bool)
        while not done.all():
            obs, _, term, trunc, info = vec.step(reference_actions(task, info, N_ENVS))
            done = term | trunc
        # Next step: the finished sub-envs reset (NEXT_STEP autoreset), action ignored.
        obs, reward, term, trunc, info = vec.step(["ignored"] * N_ENVS)
        assert all(task.entry_point in o for o in obs)
        assert list(reward) == [0.0] * N_ENVS and not term.any()
        assert list(info["turn"]) == [0] * N_ENVS
    finally:
        vec.close()
