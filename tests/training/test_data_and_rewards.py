"""Training data, the TRL-signature reward object, the tool environment and the rollout's
template checks, without a trainer (fast; the sandbox runs for real)."""

from __future__ import annotations

import pytest

pytest.importorskip("datasets")

from codeloop.agents.policies.base import fenced  # noqa: E402
from codeloop.envs.tasks import load_tasks  # noqa: E402
from codeloop.training.conversation import conversation_until, scripted_turns  # noqa: E402
from codeloop.training.data import (  # noqa: E402
    episode_dataset,
    split_tasks,
    static_dataset,
    static_rows,
    task_split,
)
from codeloop.training.environment import (  # noqa: E402
    OVER_MESSAGE,
    TOOL_ANSWER_FORMAT,
    environment_terms,
    make_environment_factory,
    tool_developer,
)
from codeloop.training.rewards import CodeLoopReward, EnvironmentTerms, EpisodeReward  # noqa: E402
from codeloop.training.sft import sft_rows  # noqa: E402


@pytest.fixture(scope="module")
def task():
    # word_frequencies is the bank's exemplar: references and solo references for every turn.
    return load_tasks("bank@word_frequencies")[0]


def test_scripted_turns_follow_the_static_developer(task):
    script = scripted_turns(task)
    assert len(script) == task.n_turns
    assert script[0].focus == "base"
    assert [s.focus for s in script[1:]] == [i.id for i in task.instructions]
    assert script[1].message.startswith("One more change: ")


def test_static_rows_hold_the_conversation_so_far(task):
    rows = static_rows([task])
    assert len(rows) == task.n_turns
    row = rows[2]  # turn 3
    assert (row["task_id"], row["turn"], row["n_turns"]) == (task.id, 3, task.n_turns)
    roles = [m["role"] for m in row["prompt"]]
    assert roles == ["system", "user", "assistant", "user", "assistant", "user"]
    assert row["prompt"][2]["content"] == fenced(task.references[0])
    assert row["prompt"][4]["content"] == fenced(task.references[1])
    # A history window keeps the latest exchange only.
    short = conversation_until(task, 3, system_prompt=None, history=1)
    assert [m["role"] for m in short] == ["user", "assistant", "user"]
    assert short[1]["content"] == fenced(task.references[1])
    ds = static_dataset([task], turns=[1, 2])
    assert ds.column_names == ["prompt", "task_id", "language", "turn", "focus", "n_turns"]
    assert ds["language"] == ["python", "python"]
    assert ds["turn"] == [1, 2]


def test_episode_dataset_opening_or_placeholder(task):
    ds = episode_dataset([task], repeats=3)
    assert len(ds) == 3 and ds["task_id"] == [task.id] * 3
    assert ds[0]["prompt"][-1]["content"] == scripted_turns(task)[0].message
    tools = episode_dataset([task], opening=False, system_prompt=None)
    assert tools[0]["prompt"] == [{"role": "user", "content": ""}]


def test_rows_and_rewards_carry_the_task_language(local_sandbox):
    import shutil

    java = load_tasks("bank@lang=java,roman_to_int")[0]
    rows = static_rows([java], turns=[2])
    assert rows[0]["language"] == "java"
    # Earlier answers in the prompt are fenced in the task's language.
    assert rows[0]["prompt"][2]["content"] == fenced(java.references[0], "java")
    assert "```java\n" in rows[0]["prompt"][2]["content"]
    assert episode_dataset([java])["language"] == ["java"]
    assert {r["language"] for r in sft_rows([java])} == {"java"}
    from codeloop.envs.sandbox.local import bwrap_path

    if shutil.which("javac") is None or bwrap_path() is None:
        pytest.skip("the Java sandbox needs javac and bubblewrap")
    reward = CodeLoopReward([java], "shaped", sandbox=local_sandbox)
    episode = reward.episode_for(java.id, 2, fenced(java.references[1], "java"))
    assert episode.language == "java"
    assert episode.turns[-1].verdicts["case_and_space"].passed
    stubborn = reward.episode_for(java.id, 2, fenced(java.references[0], "java"))
    assert not stubborn.turns[-1].verdicts["case_and_space"].passed


def test_split_is_stable_and_never_empty():
    from codeloop.envs.tasks.schema import Task

    tasks = [Task(id=f"x/{i}", prompt="p", entry_point="f", base_checks=(), instructions=())
             for i in range(40)]
    train, held = split_tasks(tasks, 0.25)
    assert len(train) + len(held) == 40 and held and train
    assert {t.id for t in held} == {t.id for t in tasks if task_split(t.id, 0.25) == "heldout"}
    # Adding tasks does not move existing ones.
    train2, held2 = split_tasks(tasks + [Task(id="x/new", prompt="p", entry_point="f",
                                              base_checks=(), instructions=())], 0.25)
    assert {t.id for t in held} <= {t.id for t in held2}
    # Two tasks: one on each side whatever the hash says.
    a, b = split_tasks(tasks[:2], 0.01)
    assert len(a) == 1 and len(b) == 1


def test_sft_rows_mix_reference_stubborn_forgetful(task):
    rows = sft_rows([task])
    by_turn = {}
    for r in rows:
        by_turn.setdefault(r["turn"], {})[r["variant"]] = r["completion"][0]["content"]
    assert set(by_turn[1]) == {"reference"}
    assert set(by_turn[2]) == {"reference", "stubborn", "forgetful"}
    assert by_turn[2]["stubborn"] == fenced(task.references[0])
    assert by_turn[2]["forgetful"] == fenced(task.instructions[0].solo_reference)
    with pytest.raises(ValueError):
        sft_rows([task], variants=("nope",))


def test_reward_object_judges_batches_and_logs_every_term(task, local_sandbox):
    reward = CodeLoopReward([task], "shaped", sandbox=local_sandbox)
    completions = [
        [{"role": "assistant", "content": fenced(task.references[2])}],  # right at turn 3
        [{"role": "assistant", "content": fenced(task.references[1])}],  # stubborn at turn 3
        [{"role": "assistant", "content": "no code, sorry"}],
        fenced(task.references[0]),  # plain-text completion at turn 1
    ]
    metrics, extra = {}, {}
    out = reward(prompts=[None] * 4, completions=completions, completion_ids=None,
                 task_id=[task.id] * 4, turn=[3, 3, 3, 1],
                 log_metric=lambda k, v: metrics.__setitem__(k, v),
                 log_extra=lambda k, v: extra.__setitem__(k, v), trainer_state=None)
    assert out[0] == pytest.approx(1.0)
    assert out[3] == pytest.approx(1.0)
    assert 0.0 < out[1] < 1.0  # keeps the earlier requests, misses the new one
    assert out[2] == 0.0
    for term in ("instruction", "conversation", "retention", "base", "format", "reward"):
        assert f"codeloop/{term}" in metrics and len(extra[f"codeloop/{term}"]) == 4
    assert extra["codeloop/instruction"] == [1.0, 0.0, 0.0, 1.0]
    assert extra["codeloop/format"][2] == 0.0
    assert metrics["codeloop/reward"] == pytest.approx(sum(out) / 4)
    assert reward.history[-1]["reward"] == pytest.approx(sum(out) / 4)
    with pytest.raises(KeyError):
        reward.episode_for("bank/nope", 1, "x")


def test_tool_environment_plays_an_episode(task, local_sandbox):
    Env = make_environment_factory([task], "conversation", sandbox=local_sandbox, max_rounds=3)
    env = Env()
    opening = env.reset(task_id=task.id, prompt=[])
    script = scripted_turns(task, tool_developer())
    assert opening == script[0].message and opening.endswith(TOOL_ANSWER_FORMAT)
    assert env.get_reward() == 0.0
    msg = env.submit_code(task.references[0])
    assert msg == script[1].message
    env.submit_code(task.references[1])
    assert env.submit_code(task.references[2]) == OVER_MESSAGE  # max_rounds=3
    assert env.submit_code("x") == OVER_MESSAGE
    assert env.get_reward() == pytest.approx(1.0)
    terms = environment_terms(env)
    assert terms["turns"] == 3 and terms["submitted"] == 1.0
    # Only submit_code is a tool: TRL exposes public functions other than reset/get_reward.
    import inspect

    public = [n for n, _ in inspect.getmembers(Env, predicate=inspect.isfunction)
              if not n.startswith("_") and n not in ("reset", "get_reward")]
    assert public == ["submit_code"]
    # An environment whose model never submits is paid 0 over the expected turns.
    idle = Env()
    idle.reset(task_id=task.id)
    assert idle.get_reward() == 0.0
    logged = {}
    assert EnvironmentTerms()(prompts=[1, 2], completions=["a", "b"], environments=[env, idle],
                              log_metric=lambda k, v: logged.__setitem__(k, v)) == [None, None]
    assert logged["codeloop/return"] == pytest.approx(0.5)
    with pytest.raises(TypeError):
        from codeloop.training.environment import CodeLoopToolEnv

        CodeLoopToolEnv()


def test_episode_reward_reads_rollout_fields():
    seen = {}
    fn = EpisodeReward()
    out = fn(prompts=[1, 2], completions=["a", "b"], codeloop_return=[0.25, 0.75],
             codeloop_terms=[{"conversation": 0.5}, {"conversation": 1.0}],
             log_metric=lambda k, v: seen.__setitem__(k, v))
    assert out == [0.25, 0.75]
    assert seen["codeloop/conversation"] == pytest.approx(0.75)
    assert seen["codeloop/return"] == pytest.approx(0.5)
    with pytest.raises(ValueError, match="EpisodeRollout"):
        fn(prompts=[1], completions=["a"])
