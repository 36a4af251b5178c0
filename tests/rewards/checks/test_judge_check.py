"""The ``judge`` check kind: judged through the record/replay cache, or *not judged*.

The judge's answers here are recorded answers replayed from a cache file (mode ``replay``, the
endpoint never called): the test double the record/replay cache of ``rewards/llm.py`` is for.
A live judge against ``transformers serve`` is exercised in tests/rewards/test_judge.py.
"""

from __future__ import annotations

import json

import pytest

from codeloop.rewards.checks import evaluate
from codeloop.rewards.checks.judge_check import ENV_VARS, NO_JUDGE_REASON, run_judge_check
from codeloop.rewards.checks.judge_config import JudgeConfig
from codeloop.rewards.checks.spec import Check
from codeloop.rewards.episode import Episode, TurnRecord
from codeloop.rewards.judge import RubricJudge
from codeloop.rewards.llm import ChatModel, RecordReplayCache, cache_key
from codeloop.rewards.metrics import summarize
from codeloop.rewards.verdict import NOT_JUDGED, CheckResult, InstructionVerdict

CODE = ("def fib(n):\n    a, b = 0, 1\n    for _ in range(n):\n        a, b = b, a + b\n"
        "    return a\n")
PARAMS = {"instruction": "Use dynamic programming",
          "checklist": ["Does the code build the answer bottom-up?"],
          "reference": "python;dynamic programming"}


@pytest.fixture(autouse=True)
def _no_judge(monkeypatch):
    for var in ENV_VARS:
        monkeypatch.delenv(var, raising=False)


def _record(path, answer: str, code: str = CODE) -> None:
    judge = RubricJudge(ChatModel("judge-model"), RecordReplayCache(path, "record"))
    request = judge.cache_request(code, PARAMS["instruction"], PARAMS["checklist"],
                                  PARAMS["reference"])
    judge.cache.put(cache_key(request), request, answer)


def test_no_judge_configured_is_not_judged():
    result = run_judge_check(Check("judge", PARAMS), CODE, judge=None)
    assert not result.judged and result.status == NOT_JUDGED
    assert result.reason == NO_JUDGE_REASON


@pytest.mark.parametrize(("answer", "passed"), [("1. YES\nVERDICT: PASS", True),
                                                 ("1. NO\nVERDICT: FAIL", False)])
def test_recorded_judgements_replay(tmp_path, answer, passed):
    cache = tmp_path / "judge.jsonl"
    _record(cache, answer)
    judge = JudgeConfig("judge-model", base_url="http://127.0.0.1:9/v1", cache=str(cache),
                        cache_mode="replay").build()
    result = run_judge_check(Check("judge", PARAMS), CODE, judge=judge)
    assert result.judged and result.passed is passed
    assert result.reason.startswith("LLM judge:")


def test_cache_miss_and_unreadable_answer_are_not_judged(tmp_path):
    cache = tmp_path / "judge.jsonl"
    config = JudgeConfig("judge-model", cache=str(cache), cache_mode="replay")
    miss = run_judge_check(Check("judge", PARAMS), CODE, judge=config.build())
    assert not miss.judged and "could not answer" in miss.reason
    _record(cache, "I think it is fine")
    unreadable = run_judge_check(Check("judge", PARAMS), CODE, judge=config.build())
    assert not unreadable.judged and "unreadable" in unreadable.reason


def test_a_config_rejects_options_without_model():
    with pytest.raises(ValueError, match="need --judge"):
        JudgeConfig(None, cache="x.jsonl")
    # The variables without a model name no judge, as they always did.
    assert JudgeConfig.from_env({"CODELOOP_JUDGE_CACHE": "x.jsonl"}) == JudgeConfig()


def test_evaluate_keeps_the_not_judged_state(local_sandbox):
    instructions = [("base", [Check("tests", {"tests": ["assert fib(10) == 55"]})]),
                    ("algo", [Check("judge", PARAMS, name="algorithm (LLM judge)")])]
    verdicts, _ = evaluate(CODE, instructions, local_sandbox)
    assert verdicts["base"].passed
    algo = verdicts["algo"]
    assert algo.status == NOT_JUDGED and not algo.passed and algo.n_units == 0
    assert algo.n_not_judged == 1 and "NOT JUDGED" in algo.summary()
    back = InstructionVerdict.from_dict(json.loads(json.dumps(algo.to_dict())))
    assert back.status == NOT_JUDGED


def _turn(n: int, focus: str, verdicts: dict[str, InstructionVerdict]) -> TurnRecord:
    return TurnRecord(turn=n, kind="instruction", focus=focus, introduced=(focus,),
                      active=tuple(verdicts), developer_message="", reply="", code="x = 1",
                      extraction_note="", verdicts=verdicts)


def test_not_judged_is_left_out_of_the_metrics_and_counted():
    ok = InstructionVerdict("base", (CheckResult("t1", True, ""), CheckResult("t2", False, "")))
    nj = InstructionVerdict("algo", (CheckResult("judge", False, NO_JUDGE_REASON,
                                                 judged=False),))
    failed = InstructionVerdict("algo", (CheckResult("judge", False, "NO"),))
    ep_nj = Episode("t", "p", "static", 0, [_turn(1, "base", {"base": ok}),
                                            _turn(2, "algo", {"base": ok, "algo": nj})])
    ep_fail = Episode("t", "q", "static", 0, [_turn(1, "base", {"base": ok}),
                                              _turn(2, "algo", {"base": ok, "algo": failed})])
    summary = summarize([ep_nj, ep_fail])
    # Not judged: turn 2's IA is left out, CA counts only the judged units (1 of 2).
    assert summary["p"]["metrics"]["IA"]["n_per_turn"] == [1, 0]
    assert summary["p"]["metrics"]["CA"]["per_turn"] == [0.5, 0.5]
    assert summary["p"]["not_judged"] == {"units": 1, "instructions": 1}
    # The same verdict judged NO is a failure.
    assert summary["q"]["metrics"]["IA"]["per_turn"] == [0.0, 0.0]
    assert summary["q"]["metrics"]["CA"]["per_turn"] == [0.5, pytest.approx(1 / 3)]
    assert "not_judged" not in summary["q"]


def test_eval_options_configure_the_judge_and_compat_means_plain_eq():
    from codeloop.cli import CliError, build_parser
    from codeloop.cli.eval_cmd import config_from_args

    parser = build_parser()
    args = parser.parse_args(["eval", "--tasks", "codeif-bench:x.jsonl", "--compat",
                              "codeif-bench", "--judge", "m", "--judge-cache", "c.jsonl",
                              "--judge-cache-mode", "replay", "--policy", "stubborn"])
    config = config_from_args(args)
    assert config.judge == {"model": "m", "cache": "c.jsonl", "cache_mode": "replay"}
    assert config.strict_eq is False and config.tasks == "codeif-bench:x.jsonl?compat=codeif-bench"
    with pytest.raises(CliError, match="need --judge"):
        config_from_args(parser.parse_args(["eval", "--judge-cache", "c.jsonl"]))


@pytest.mark.slow
def test_eval_with_a_recorded_judge_judges_multicodeif_llm_types(tmp_path):
    """`codeloop eval --judge` end to end, the judge's answer replayed from its cache."""
    from pathlib import Path

    from codeloop.cli import main
    from codeloop.envs.tasks import load_tasks
    from codeloop.rewards.extract import extract_code

    multi = Path(__file__).parents[2] / "fixtures" / "multicodeif"
    spec = f"multicodeif:{multi / 'single_level' / 'algorithm_type.json'}?subset=all"
    replies = multi / "results" / "single_level" / "model-a"
    (task,) = load_tasks(spec)
    (check,) = task.base_checks
    reply = json.loads((replies / "algorithm_type_model-a_20250601_120000.json").read_text())
    code = extract_code(reply[0]["response"][0][1], task.entry_point).code
    cache = tmp_path / "judge.jsonl"
    judge = RubricJudge(ChatModel("judge-model"), RecordReplayCache(cache, "record"))
    request = judge.cache_request(code, check.params["instruction"],
                                  list(check.params["checklist"]), check.params["reference"])
    judge.cache.put(cache_key(request), request, "1. YES\nVERDICT: PASS")

    def run(out: str, *extra: str) -> dict:
        assert main(["eval", "--tasks", spec, "--policy", f"replay:{replies}", "--out",
                     str(tmp_path / out), "--no-progress", "--workers", "1", *extra]) == 0
        (summary,) = json.loads((tmp_path / out / "summary.json").read_text()).values()
        return summary

    judged = run("judged", "--judge", "judge-model", "--judge-base-url", "http://127.0.0.1:9/v1",
                 "--judge-cache", str(cache), "--judge-cache-mode", "replay")
    assert judged["metrics"]["IA"]["per_turn"] == [1.0] and "not_judged" not in judged
    for var in ENV_VARS:  # the first run set them for the process
        import os

        os.environ.pop(var, None)
    unjudged = run("unjudged")
    assert unjudged["not_judged"] == {"units": 1, "instructions": 1}
    assert unjudged["metrics"]["IA"]["n_per_turn"] == [0]  # left out, not failed
