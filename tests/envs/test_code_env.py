"""CodeLoopEnv: gymnasium API, registration, and verdicts for bad replies."""

from __future__ import annotations

import gymnasium as gym
import pytest
from gymnasium.utils.env_checker import check_env

import codeloop  # noqa: F401 - registers the ids
from codeloop.agents.policies import fenced
from codeloop.envs.code_env import CodeLoopEnv
from codeloop.envs.registration import ENV_IDS

TASK = "bank/word_frequencies"


@pytest.fixture
def env(local_sandbox):
    env = CodeLoopEnv(task_id=TASK, sandbox=local_sandbox)
    yield env
    env.close()


@pytest.mark.parametrize("env_id", sorted(ENV_IDS))
def test_registered_ids_pass_check_env(env_id):
    env = gym.make(env_id)
    check_env(env.unwrapped, skip_render_check=True)
    env.close()


def test_reset_returns_the_base_problem(env):
    obs, info = env.reset(seed=3)
    task = env.world.task
    assert task.prompt in obs
    assert info["active"] == ["base"] and info["turn"] == 0
    assert env.observation_space.contains(obs)


def test_reference_replies_score_one_and_terminate(env):
    env.reset(seed=0)
    refs = env.world.task.references
    for k, ref in enumerate(refs):
        obs, reward, terminated, truncated, info = env.step(fenced(ref))
        assert reward == 1.0, info["verdicts"]
        assert info["metrics"] == {"IA": 1.0, "CA": 1.0, "IFR": 0.0}
        assert terminated == (k == len(refs) - 1)
        assert not truncated
    assert obs == ""
    assert [t.turn for t in env.episode.turns] == list(range(1, len(refs) + 1))


def test_reply_without_code_gets_a_clear_failing_verdict(env):
    env.reset(seed=0)
    _, reward, terminated, _, info = env.step("I'd use a dictionary.")
    assert reward == 0.0 and not terminated
    reasons = [r["reason"] for v in info["verdicts"].values() for r in v["results"]]
    assert reasons and all("no code found in the reply" in r for r in reasons)


def test_infinite_loop_times_out_and_the_episode_goes_on(local_sandbox):
    from codeloop.envs.sandbox import Limits

    env = CodeLoopEnv(task_id=TASK, sandbox=local_sandbox,
                      limits=Limits(timeout_s=4, test_timeout_s=0.5))
    env.reset(seed=0)
    _, reward, _, _, info = env.step(fenced("def word_frequencies(text):\n    while True:\n"
                                            "        pass\n"))
    assert reward == 0.0
    reasons = " ".join(r["reason"] for r in info["verdicts"]["base"]["results"])
    assert "used more than 0.5s of CPU time" in reasons
    obs, reward, *_ = env.step(fenced(env.world.task.references[1]))
    assert reward == 1.0 and obs


def test_sys_exit_before_tests_is_a_failure(env):
    env.reset(seed=0)
    code = "import sys\nsys.exit(0)\ndef word_frequencies(text):\n    return {}\n"
    _, reward, _, _, info = env.step(fenced(code))
    assert reward == 0.0
    reasons = " ".join(r["reason"] for r in info["verdicts"]["base"]["results"])
    assert "sys.exit(0)" in reasons


def test_os_exit_is_a_crash_not_a_pass(env):
    env.reset(seed=0)
    _, reward, _, _, info = env.step(fenced("import os\nos._exit(0)\n"))
    assert reward == 0.0
    reasons = " ".join(r["reason"] for r in info["verdicts"]["base"]["results"])
    assert "without reporting" in reasons or "died" in reasons


def test_rigged_eq_does_not_pass(env):
    env.reset(seed=0)
    code = ("class Anything(dict):\n    def __eq__(self, other):\n        return True\n"
            "def word_frequencies(text):\n    return Anything()\n")
    _, reward, _, _, _ = env.step(fenced(code))
    assert reward == 0.0


def test_step_before_reset_raises(local_sandbox):
    env = CodeLoopEnv(sandbox=local_sandbox)
    with pytest.raises(RuntimeError, match="reset"):
        env.step("x")


def test_options_choose_the_task_and_unknown_ids_fail(env):
    obs, info = env.reset(options={"task_id": "word_frequencies"})
    assert info["task_id"] == TASK
    with pytest.raises(ValueError, match="unknown task id"):
        env.reset(options={"task_id": "nope"})


def test_env_pickles_mid_episode_and_the_copy_plays_on(local_sandbox):
    import pickle

    from codeloop.envs.tasks import load_tasks

    task = load_tasks("bank@word_frequencies")[0]
    env = CodeLoopEnv([task], reward="shaped")  # a backend name: copies start their own pool
    try:
        env.reset(seed=1)
        env.step(fenced(task.references[0]))
        clone = pickle.loads(pickle.dumps(env))
        try:
            assert clone.sandbox is not env.sandbox
            assert clone.world.messages == env.world.messages
            a, b = env.step(fenced(task.references[1])), clone.step(fenced(task.references[1]))
            assert (a[0], a[1], a[2], a[3]) == (b[0], b[1], b[2], b[3])
            assert a[4]["verdicts"] == b[4]["verdicts"]
        finally:
            clone.close()
    finally:
        env.close()
    # A sandbox object cannot travel: one clear error saying what to pass instead.
    held = CodeLoopEnv([task], sandbox=local_sandbox)
    with pytest.raises(TypeError, match="pass the backend name"):
        pickle.dumps(held)


def test_async_vector_env_with_shared_memory_says_why_not_and_what_to_do():
    # gymnasium's shared memory would silently hand back stale text (its buffer is decoded once,
    # at construction); the env refuses it with one clear error naming the fix.
    from codeloop.envs.tasks import load_tasks

    task = load_tasks("bank@word_frequencies")[0]
    fns = [lambda: CodeLoopEnv([task], max_rounds=2) for _ in range(2)]
    with pytest.raises(ValueError, match="shared_memory=False") as info:
        gym.vector.AsyncVectorEnv(fns)  # shared_memory=True, the default
    assert "cannot be a view" in str(info.value.__cause__)
    vec = gym.vector.AsyncVectorEnv(fns, shared_memory=False)
    try:
        obs, _ = vec.reset(seed=[1, 2])
        obs, reward, *_ = vec.step([fenced(task.references[0])] * 2)
        assert list(reward) == [1.0, 1.0] and all(o.strip() for o in obs)
    finally:
        vec.close()


def test_info_withholds_what_held_out_tests_compared(env):
    """A held-out unit's status reaches ``info``, never its reason (its call and values)."""
    env.reset(seed=0)
    wrong = fenced("def word_frequencies(text):\n    return {'the': 99}\n")
    _, _, _, _, info = env.step(wrong)
    held = [r for v in info["verdicts"].values() for r in v["results"]
            if r["check"].startswith("held-out")]
    assert held and any(r["passed"] is False for r in held)
    assert {r["reason"] for r in held} <= {"held-out test passed", "held-out test failed"}
    record = env.world.episode.turns[-1]
    kept = [r for v in record.verdicts.values() for r in v.results if r.held_out and not r.passed]
    # The record keeps the full reason (reports, the user).
    assert kept and all(r.reason not in ("held-out test failed", "") for r in kept)
