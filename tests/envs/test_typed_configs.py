"""Task specs, sandbox and judge settings as typed configs (issue 16, point 3); the strings of
the command line are sugar that maps onto them."""

from __future__ import annotations

import pickle

import pytest

from codeloop.agents.policies import fenced
from codeloop.envs.code_env import CodeLoopEnv
from codeloop.envs.sandbox.base import Limits
from codeloop.envs.sandbox.config import SandboxConfig
from codeloop.envs.tasks import load_tasks
from codeloop.envs.tasks.spec import TaskSpec
from codeloop.rewards.checks.judge_config import JudgeConfig
from codeloop.runner import EvalConfig


@pytest.mark.parametrize("text", [
    "bank", "bank@word_frequencies", "bank@lang=python,fizzbuzz", "runs/tasks.jsonl",
    "codeif-bench:data/codeif.jsonl?compat=codeif-bench&mode=dynamic@two_sum",
])
def test_task_spec_round_trips_the_cli_sugar(text):
    spec = TaskSpec.parse(text)
    assert str(spec) == text and TaskSpec.parse(str(spec)) == spec
    assert pickle.loads(pickle.dumps(spec)) == spec


def test_task_spec_fields_and_loading():
    spec = TaskSpec.parse("codeif-bench:d.jsonl?compat=codeif-bench@lang=python,two_sum")
    assert (spec.source, spec.arg, dict(spec.options), spec.ids, spec.languages) == (
        "codeif-bench", "d.jsonl", {"compat": "codeif-bench"}, ("two_sum",), ("python",))
    typed = load_tasks(TaskSpec("bank", ids=("word_frequencies", "fizzbuzz")))
    assert [t.id for t in typed] == [t.id for t in load_tasks("bank@word_frequencies,fizzbuzz")]
    with pytest.raises(ValueError):
        TaskSpec(source="")


def test_sandbox_config_drives_the_env(tmp_path):
    with pytest.raises(ValueError, match="at least 1"):
        SandboxConfig(workers=0)
    assert SandboxConfig(limits={"test_timeout_s": 0.5}).limits == Limits(test_timeout_s=0.5)
    config = SandboxConfig("local", workers=1, limits=Limits(test_timeout_s=0.5),
                           strict_eq=False)
    task = load_tasks("bank@word_frequencies")[0]
    env = CodeLoopEnv([task], sandbox=config)
    try:
        assert env.world is None and env.limits.test_timeout_s == 0.5 and not env.strict_eq
        env.reset(seed=0)
        _, reward, *_ = env.step("```python\ndef word_frequencies(text):\n    while True:\n"
                                 "        pass\n```")
        assert reward == 0.0  # the half-second test limit stopped the loop
        clone = pickle.loads(pickle.dumps(env))  # the config travels, a new pool starts
        try:
            assert clone.sandbox is not env.sandbox and clone.referee.sandbox_config == config
            assert clone.step(fenced(task.references[1]))[1] == env.step(
                fenced(task.references[1]))[1]
        finally:
            clone.close()
    finally:
        env.close()


def test_judge_config_validates_once_and_round_trips():
    with pytest.raises(ValueError, match="need --judge MODEL"):
        JudgeConfig(cache="c.jsonl")
    with pytest.raises(ValueError, match="auto, record or replay"):
        JudgeConfig("m", cache_mode="sometimes")
    judge = JudgeConfig("m", base_url="http://127.0.0.1:1/v1", cache_mode="replay")
    assert JudgeConfig.from_dict(judge.to_dict()) == judge
    assert JudgeConfig.from_dict({}) == JudgeConfig() and JudgeConfig().to_dict() == {}


def test_eval_config_reads_through_the_typed_views():
    config = EvalConfig(tasks="bank@fizzbuzz", sandbox="subprocess", test_timeout_s=1.5,
                        strict_eq=False, judge={"model": "m"})
    assert config.task_spec == TaskSpec("bank", ids=("fizzbuzz",))
    assert config.sandbox_config == SandboxConfig("subprocess", limits=Limits(test_timeout_s=1.5),
                                                  strict_eq=False)
    assert config.judge_config == JudgeConfig("m")
