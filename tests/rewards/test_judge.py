"""LLM judges: robust parsing, swapped-position pairwise scoring, agreement, and the real
OpenAI-compatible path (a tiny model served on loopback), replayed from the cache."""

from __future__ import annotations

import json

import pytest

from codeloop.rewards.judge import (
    UNPARSEABLE,
    AgreementReport,
    LabelledItem,
    PairwiseJudge,
    RubricJudge,
    combine_games,
    pairwise_rates,
    parse_pairwise,
    parse_rubric,
    read_labels,
)
from codeloop.rewards.llm import CacheMiss, ChatModel, RecordReplayCache


@pytest.mark.parametrize(("text", "n", "status"), [
    ("1. YES\n2. YES\nVERDICT: PASS", 2, "pass"),
    ("1. YES\n2. NO\nVERDICT: FAIL", 2, "fail"),
    ("1) yes\n2) no", 2, "fail"),
    ("- Item 1: **Yes**\n- Item 2: Yes", 2, "pass"),
    ("Item 1 - YES, it uses a heap.\nItem 2 - NO: it sorts.", 2, "fail"),
    ('{"answers": ["YES", "YES"], "verdict": "PASS"}', 2, "pass"),
    ('Sure: {"answers": [true, false]}', 2, "fail"),
    ("Yes.", 1, "pass"),
    ("NO - it is quadratic.", 1, "fail"),
    ("Thinking... the loop is fine.\nVERDICT: pass", 3, "pass"),
    ("", 1, UNPARSEABLE),
    ("ĠĠ the the of ) ) ]]", 2, UNPARSEABLE),
    ("1. YES", 2, UNPARSEABLE),
    ("I cannot tell.", 1, UNPARSEABLE),
])
def test_parse_rubric(text, n, status):
    got, answers, reason = parse_rubric(text, n)
    assert got == status, (text, reason)
    if status == UNPARSEABLE:
        assert "no YES/NO" in reason


@pytest.mark.parametrize(("text", "label"), [
    ("Both work but A handles empty input. [[A>B]]", "A>B"),
    ("[[B>>A]]", "B>>A"),
    ("Verdict: [[ A = B ]]", "A=B"),
    ("first [[A>B]] then, on reflection, [[B>A]]", "B>A"),
    ("A<B", "B>A"),
    ("A<<B", "B>>A"),
    ("AB>BA nonsense", None),
    ("gibberish", None),
    ("[[A>A]]", None),
])
def test_parse_pairwise(text, label):
    assert parse_pairwise(text) == label


def test_swapped_games_cancel_position_bias():
    # A judge that always prefers position A: the candidate wins game 1, loses game 2.
    assert combine_games("A>B", "A>B") == ("tie", 0.0)
    assert combine_games("A>>B", "B>>A") == ("win", 2.0)
    assert combine_games("A=B", "A>B") == ("loss", -0.5)
    assert combine_games(None, "A>B") == (UNPARSEABLE, 0.0)


def test_pairwise_rates():
    from codeloop.rewards.judge import PairwiseVerdict

    vs = [PairwiseVerdict(s, (None, None), 0.0, ("", "")) for s in
          ("win", "win", "tie", UNPARSEABLE)]
    assert pairwise_rates(vs) == {"win": 0.5, "tie": 0.25, "loss": 0.0, UNPARSEABLE: 0.25}


def test_agreement_report_kappa():
    r = AgreementReport(n=4, agreed=3, confusion={"tp": 2, "tn": 1, "fp": 1, "fn": 0})
    assert r.agreement == 0.75
    assert r.kappa == pytest.approx(0.5)
    assert "75.0%" in r.text()


def test_read_labels(tmp_path):
    f = tmp_path / "labels.jsonl"
    f.write_text(json.dumps({"code": "x", "instruction": "use DP", "label": True}) + "\n")
    (item,) = read_labels(f)
    assert item.checklist == ("use DP",) and item.label
    f.write_text('{"code": "x"}\n')
    with pytest.raises(ValueError, match="labels.jsonl:1"):
        read_labels(f)


def test_replay_without_a_recording_is_a_clear_miss(tmp_path):
    judge = RubricJudge(None, RecordReplayCache(tmp_path / "c.jsonl", "replay"))
    with pytest.raises(CacheMiss):
        judge.judge("x = 1", "use DP", ["Does it use DP?"])


def test_judge_from_env():
    from codeloop.rewards.checks.judge_config import JudgeConfig

    assert JudgeConfig.from_env({}).build() is None
    j = JudgeConfig.from_env({"CODELOOP_JUDGE_MODEL": "m",
                              "CODELOOP_JUDGE_BASE_URL": "http://x/v1"}).build()
    assert j is not None and j.model is not None
    assert j.model.model == "m" and j.cache is None


# ---------------------------------------------------------------- the real endpoint


@pytest.fixture(scope="module")
def tiny_model(tmp_path_factory):
    pytest.importorskip("transformers")
    from codeloop.testing.tiny_model import build_tiny_model

    # Greedy decoding of random weights yields only newlines (every message would be
    # rejected as empty); sampling makes varied gibberish so the kept-message path runs too.
    return build_tiny_model(tmp_path_factory.mktemp("tiny") / "model", sampling=True)


CODE = ("def fib(n):\n    a, b = 0, 1\n    for _ in range(n):\n        a, b = b, a + b\n"
        "    return a\n")


@pytest.mark.slow
@pytest.mark.network
def test_judges_against_transformers_serve_then_replay(tiny_model, tmp_path, capsys):
    from codeloop.cli import main
    from codeloop.testing.serve import served_model

    cache_path = tmp_path / "judge-cache.jsonl"
    labels = tmp_path / "labels.jsonl"
    labels.write_text("".join(json.dumps({"code": CODE, "instruction": "Use dynamic programming",
                                          "checklist": ["Does it build the answer bottom-up?"],
                                          "label": lab}) + "\n" for lab in (True, False)))
    with served_model(tiny_model) as served:
        model = ChatModel(served.model, base_url=served.base_url, timeout_s=120, max_retries=1)
        cache = RecordReplayCache(cache_path, "auto")
        rubric = RubricJudge(model, cache, max_tokens=24)
        live = rubric.judge(CODE, "Use dynamic programming", ["Does it build the answer "
                                                              "bottom-up?", "Is it O(n)?"])
        pair = PairwiseJudge(model, cache, max_tokens=24).compare(
            "Write fib(n).", CODE, "def fib(n):\n    return n if n < 2 else fib(n-1) + fib(n-2)\n")
        # The static `judge` rule, given its judge (it reads no variable), records too.
        from codeloop.rewards.checks.judge_check import judge_rule

        rule_params = {"instruction": "Use dynamic programming",
                       "checklist": ["Is it bottom-up?"]}
        # The test's own 24-token, 120 s judge: the config's default client (400 tokens, 60 s)
        # timed out on a busy machine. JudgeConfig.build's judge is tested in test_referee.
        rule_live = judge_rule(CODE, rule_params, judge=rubric)
        # The judge's calls above use 24 tokens and 120 s: the agreement the same (a random
        # model writing the default 400 tokens on a busy CI machine outlived the default 60 s).
        assert main(["checks", "agreement", str(labels), "--model", served.model,
                     "--base-url", served.base_url, "--cache", str(cache_path),
                     "--max-tokens", "24", "--timeout", "120"]) == 0
        agreement_live = capsys.readouterr().out
    # A random-weight model writes no readable verdict: the judges say so plainly.
    assert live.status == UNPARSEABLE and not live.passed and not live.replayed
    assert pair.status == UNPARSEABLE and pair.score == 0.0
    assert rule_live == (False, rule_live[1]) and "unreadable judge answer" in rule_live[1]
    assert "unparseable: 2" in agreement_live
    # Server gone: everything replays from the cache, identically.
    replay = RecordReplayCache(cache_path, "replay")
    # The model name is part of the cache key; in replay mode the endpoint is never called.
    offline = ChatModel(served.model, base_url="http://127.0.0.1:9/v1", max_retries=0)
    again = RubricJudge(offline, replay, max_tokens=24).judge(
        CODE, "Use dynamic programming", ["Does it build the answer bottom-up?", "Is it O(n)?"])
    assert again.replayed and (again.status, again.raw) == (live.status, live.raw)
    pair_again = PairwiseJudge(offline, replay, max_tokens=24).compare(
        "Write fib(n).", CODE, "def fib(n):\n    return n if n < 2 else fib(n-1) + fib(n-2)\n")
    assert pair_again == pair
    assert judge_rule(CODE, rule_params, judge=RubricJudge(
        offline, replay, max_tokens=24)) == rule_live
    assert main(["checks", "agreement", str(labels), "--model", served.model, "--base-url",
                 "http://127.0.0.1:9/v1", "--cache", str(cache_path),
                 "--cache-mode", "replay", "--max-tokens", "24"]) == 0
    assert capsys.readouterr().out == agreement_live


def test_labelled_item_defaults():
    item = LabelledItem("x", "i", ("q",), True)
    assert item.reference is None
