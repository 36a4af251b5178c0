"""The replay policy: the record format, rescoring an earlier run, and clear misses."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from codeloop.agents.policies import PolicyError, TurnContext, make_policy
from codeloop.agents.policies.replay_policy import ReplayPolicy, iter_replay_records
from codeloop.envs.tasks import dump_tasks, load_tasks
from codeloop.runner import EvalConfig, run_eval


@pytest.fixture(scope="module")
def task():
    return load_tasks("bank")[0]


def ctx(task, turn: int, seed: int | None = 5) -> TurnContext:
    return TurnContext(task=task, turn=turn, focus="base", given=("base",), active=("base",),
                       seed=seed)


def write_jsonl(path, rows):
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))
    return path


def test_reply_records_are_keyed_by_task_and_turn(tmp_path, task):
    path = write_jsonl(tmp_path / "r.jsonl", [
        {"task_id": task.id, "turn": 1, "reply": "one"},
        {"task_id": task.id, "turn": 2, "response": "two"},
    ])
    policy = make_policy(f"replay:{path}")
    assert policy.name == f"replay:{path}"
    assert policy.act([], ctx(task, 1)).text == "one"
    assert policy.act([], ctx(task, 2)).text == "two"


def test_missing_reply_names_task_and_turn(tmp_path, task):
    path = write_jsonl(tmp_path / "r.jsonl", [{"task_id": task.id, "turn": 1, "reply": "x"}])
    with pytest.raises(PolicyError) as err:
        ReplayPolicy(str(path)).act([], ctx(task, 3))
    assert f"task {task.id} turn 3" in str(err.value) and str(path) in str(err.value)


def test_short_task_ids_and_seeds_are_matched(tmp_path, task):
    short = task.id.rsplit("/", 1)[-1]
    path = write_jsonl(tmp_path / "r.jsonl", [
        {"task_id": short, "turn": 1, "reply": "seed5", "seed": 5},
        {"task_id": short, "turn": 1, "reply": "seed6", "seed": 6},
    ])
    policy = ReplayPolicy(str(path))
    assert policy.act([], ctx(task, 1, seed=6)).text == "seed6"
    with pytest.raises(PolicyError, match="seeds \\[5, 6\\]"):
        policy.act([], ctx(task, 1, seed=99))


def test_a_single_recorded_seed_replays_under_another_run_seed(tmp_path, task):
    path = write_jsonl(tmp_path / "r.jsonl", [{"task_id": task.id, "turn": 1, "reply": "a",
                                               "seed": 5}])
    assert ReplayPolicy(str(path)).act([], ctx(task, 1, seed=1234)).text == "a"


def test_conflicting_records_need_a_policy_filter(tmp_path, task):
    path = write_jsonl(tmp_path / "r.jsonl", [
        {"task_id": task.id, "turn": 1, "reply": "a", "policy": "p1"},
        {"task_id": task.id, "turn": 1, "reply": "b", "policy": "p2"},
    ])
    with pytest.raises(ValueError, match="#POLICY"):
        ReplayPolicy(str(path))
    assert ReplayPolicy(f"{path}#p2").act([], ctx(task, 1)).text == "b"
    with pytest.raises(ValueError, match="no records of policy 'p3'"):
        ReplayPolicy(f"{path}#p3")


def test_malformed_lines_are_reported_with_line_numbers(tmp_path):
    path = tmp_path / "bad.jsonl"
    path.write_text('{"task_id": "t", "turn": 1, "reply": "x"}\n{"task_id": "t"}\n')
    with pytest.raises(ValueError, match="bad.jsonl:2"):
        list(iter_replay_records(path))
    path.write_text("not json\n")
    with pytest.raises(ValueError, match="bad.jsonl:1: not JSON"):
        list(iter_replay_records(path))
    with pytest.raises(FileNotFoundError):
        ReplayPolicy(str(tmp_path / "missing.jsonl"))


def test_replaying_an_earlier_run_reproduces_its_summary(tmp_path):
    tasks = tmp_path / "tasks.jsonl"  # pinned: the bank grows while the tests run
    dump_tasks(load_tasks("bank")[:2], tasks)
    first = run_eval(EvalConfig(policies=["reference", "forgetful"], out=str(tmp_path / "a"),
                                episodes_per_task=2, tasks=str(tasks)), progress=False)
    episodes = tmp_path / "a" / "episodes.jsonl"
    spec = f"replay:{episodes}#forgetful"
    second = run_eval(EvalConfig(policies=[spec], out=str(tmp_path / "b"),
                                 episodes_per_task=2, tasks=str(tasks)), progress=False)
    assert second.summary[spec]["errored"] == 0
    assert second.summary[spec]["metrics"] == first.summary["forgetful"]["metrics"]
    replies_a = sorted((e.task_id, e.seed, t.turn, t.reply) for e in first.episodes
                       if e.policy == "forgetful" for t in e.turns)
    replies_b = sorted((e.task_id, e.seed, t.turn, t.reply) for e in second.episodes
                       for t in e.turns)
    assert replies_a == replies_b


def test_a_truncated_replay_file_errors_the_episode_with_task_and_turn(tmp_path, task):
    path = write_jsonl(tmp_path / "r.jsonl", [
        {"task_id": task.id, "turn": 1, "reply": ref}
        for ref in task.references[:1]
    ])
    result = run_eval(EvalConfig(policies=[f"replay:{path}"], out=str(tmp_path / "o"),
                                 tasks=f"bank@{task.id.rsplit('/', 1)[-1]}"), progress=False)
    ep = result.episodes[0]
    assert ep.status == "errored" and len(ep.turns) == 1
    assert f"task {task.id} turn 2" in ep.error


# ------------------------------------------------ CodeIF-Bench n-round: a gap is never asked

CODEIF = Path(__file__).parents[2] / "fixtures" / "codeif_bench"

# Passes task 17's base tests, Exception Handling, Code Standard and Code Complexity (radon
# 3), but not Edge Case Handling (side 0 must give 0).
SQUARE_NO_EDGE = '''def square_perimeter(a):
    if not isinstance(a, (int, float)):
        raise TypeError("a must be a number")
    if a == 0:
        return None
    return 4 * a
'''


@pytest.mark.slow
def test_native_n_round_never_judges_a_later_round_on_the_requirement_it_never_asked(tmp_path):
    """A published n-round conversation with no Edge Case Handling record never asked it (the
    harness' later prompts carry only the requirements it asked): the later rounds' answers,
    which do not handle side 0, are judged on what was asked, and pass."""
    reply = f"Updated:\n\n```python\n{SQUARE_NO_EDGE}```\n"
    for sub in ("base", "n"):
        (tmp_path / sub).mkdir()
    base = write_jsonl(tmp_path / "base" / "m.jsonl", [{"task_id": 17, "completion": reply}])
    n_file = write_jsonl(tmp_path / "n" / "m_n.jsonl", [
        {"task_id": 17, "requirement": r, "completion": reply}
        for r in ("Exception Handling", "Code Standard", "Code Complexity")])
    spec = f"replay:{base},{n_file}"
    result = run_eval(EvalConfig(policies=[spec], out=str(tmp_path / "o"), tasks=(
        f"codeif-bench:{CODEIF / 'standalone.jsonl'}?mode=n-round@17")), progress=False)
    (ep,) = result.episodes
    assert [t.focus for t in ep.turns] == ["base", "exception_handling", "edge_case_handling",
                                           "code_standard", "code_complexity"]
    gap = ep.turns[2]
    assert gap.errored and "never asked" in str(gap.error) and "edge_case_handling" in \
        str(gap.error)
    for turn in ep.turns[3:]:
        assert "edge_case_handling" not in turn.active and turn.verdicts
        assert all(v.passed for v in turn.verdicts.values()), turn.focus
    assert [x["instruction"] for x in ep.metadata["never_asked"]] == ["edge_case_handling"]
    n_round = result.summary[spec]["codeif_bench"]["n-round"]
    assert n_round["n"] == 3 and n_round["pass_rate"] == 1.0
    # Under --compat the harness' positional pairing is kept: nothing is retired, and the
    # record at position 1 is judged on Edge Case Handling, as the harness judges it.
    compat = run_eval(EvalConfig(policies=[spec], out=str(tmp_path / "c"), strict_eq=False,
                                 tasks=f"codeif-bench:{CODEIF / 'standalone.jsonl'}"
                                       f"?mode=n-round&compat=codeif-bench@17"), progress=False)
    (ep_c,) = compat.episodes
    assert "never_asked" not in ep_c.metadata
    assert ep_c.turns[2].verdicts["edge_case_handling"].passed is False


def test_compat_pairing_by_position_with_only_results_files_says_to_give_the_raw_file(tmp_path):
    """A results file regroups records by requirement, so it cannot be paired by position: the
    round is unanswered and the reason names the remedy, rather than playing the labelled
    record silently."""
    (tmp_path / "n").mkdir()
    write_jsonl(tmp_path / "n" / "m_n.jsonl_Exception Handling_results.jsonl", [
        {"task_id": 17, "requirement": "Exception Handling", "completion": "def f(): pass\n",
         "result": "passed", "passed": True}])
    (task,) = [t for t in load_tasks(f"codeif-bench:{CODEIF / 'standalone.jsonl'}"
                                     f"?mode=n-round&compat=codeif-bench")
               if t.id.endswith("/17")]
    reply = ReplayPolicy(str(tmp_path / "n")).act([], ctx(task, 2))
    assert reply.text == "" and "give the raw output file" in reply.meta["unanswered"]
