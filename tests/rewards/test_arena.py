"""CodeArena's judging protocol: labels, game order, re-asking, outcomes and figures.

The judge here is a scripted stand-in for the chat endpoint (a test double: the protocol's
decisions, not a model's quality, are under test). The end-to-end tests against real servers
are in tests/codeloop/test_arena_cli.py.
"""

from __future__ import annotations

import itertools

import pytest

from codeloop.rewards.arena import (
    FINISH_PROMPT,
    LOSS,
    TIE,
    UNJUDGED,
    WIN,
    ArenaJudge,
    arena_figures,
    outcome,
    policy_points,
    read_label,
    score_parts,
)
from codeloop.rewards.llm import RecordReplayCache


class Scripted:
    """A chat endpoint answering from a list, recording what it was sent."""

    model = "scripted-judge"

    def __init__(self, answers):
        self.answers = list(answers)
        self.calls = []

    def complete(self, messages, **params):
        self.calls.append([dict(m) for m in messages])
        return self.answers.pop(0)


def test_read_label_one_none_or_conflicting():
    assert read_label("blah [[A>B]]") == ("A>B", False)
    assert read_label("[[A>B]] and again [[A>B]]") == ("A>B", False)
    assert read_label("no verdict here") == (None, True)
    assert read_label("[[A>B]] ... actually [[B>A]]") == (None, False)
    assert read_label("[[]] [[A=B]]") == ("A=B", False)


@pytest.mark.parametrize("label, for_a", [
    ("A>>B", 2), ("B<<A", 2), ("A>B", 1), ("B<A", 1), ("A=B", 0),
    ("A<B", -1), ("B>A", -1), ("A<<B", -2), ("B>>A", -2)])
def test_points_follow_the_side_of_the_policy(label, for_a):
    assert policy_points(label, policy_is_a=True) == for_a
    assert policy_points(label, policy_is_a=False) == -for_a


def test_unknown_labels_give_no_points():
    assert policy_points("A>>>B", True) is None and policy_points(None, False) is None


def _published_outcome(label1, label2):
    """The published rule, restated: game 1 has the baseline as A, game 2 the policy as A;
    strong = 2, weak = 1 points; the sum's sign decides; anything else counts 0."""
    strong_a, weak_a = {"A>>B", "B<<A"}, {"A>B", "B<A"}
    strong_b, weak_b = {"A<<B", "B>>A"}, {"A<B", "B>A"}

    def a_points(label):
        return (2 if label in strong_a else 1 if label in weak_a else
                -2 if label in strong_b else -1 if label in weak_b else 0)

    total = -a_points(label1) + a_points(label2)
    return "win" if total > 0 else "tie" if total == 0 else "loss"


LABELS = ["A>>B", "A>B", "A=B", "A<B", "A<<B", "B>A", "B>>A"]


@pytest.mark.parametrize("label1, label2", list(itertools.product(LABELS, LABELS)))
def test_outcomes_agree_with_the_published_rule_on_every_label_pair(label1, label2):
    judge = ArenaJudge(Scripted([f"... [[{label1}]]", f"... [[{label2}]]"]))
    verdict = judge.judge("q", "answer", "baseline")
    assert verdict.result == _published_outcome(label1, label2)


def test_game_one_shows_the_baseline_as_a_and_game_two_swaps():
    chat = Scripted(["[[A>B]]", "[[A>B]]"])
    verdict = ArenaJudge(chat).judge("the question", "POLICY-ANSWER", "BASELINE-ANSWER")
    first, second = (call[1]["content"] for call in chat.calls)
    assert first.index("BASELINE-ANSWER") < first.index("POLICY-ANSWER")
    assert second.index("POLICY-ANSWER") < second.index("BASELINE-ANSWER")
    assert "the question" in first
    # game 1: baseline better (-1 for the policy); game 2: policy better (+1): a tie
    assert [g.points for g in verdict.games] == [-1, 1] and verdict.result == TIE


def test_a_game_without_a_label_is_asked_again_with_the_conversation():
    chat = Scripted(["I think A is good.", "Final: [[B>>A]]", "[[A>B]]"])
    verdict = ArenaJudge(chat, attempts=2).judge("q", "p", "b")
    assert len(chat.calls) == 3
    retry = chat.calls[1]
    assert retry[-2] == {"role": "assistant", "content": "I think A is good."}
    assert retry[-1] == {"role": "user", "content": FINISH_PROMPT}
    assert verdict.games[0].label == "B>>A" and verdict.games[0].attempts == 2
    assert verdict.total == 2 + 1 and verdict.result == WIN


def test_unreadable_games_leave_the_question_unjudged_or_count_zero_when_asked():
    answers = ["no label", "still none", "[[A>B]]"]
    verdict = ArenaJudge(Scripted(answers), attempts=2).judge("q", "p", "b")
    assert verdict.games[0].label is None and verdict.result == UNJUDGED
    published = ArenaJudge(Scripted(answers), attempts=2, unreadable_as_tie=True)
    assert published.judge("q", "p", "b").result == WIN  # 0 + 1


def test_conflicting_labels_are_not_asked_again():
    chat = Scripted(["[[A>B]] or maybe [[B>A]]", "[[A=B]]"])
    verdict = ArenaJudge(chat).judge("q", "p", "b")
    assert len(chat.calls) == 2 and verdict.result == UNJUDGED


def test_judgements_replay_from_the_cache_without_the_endpoint(tmp_path):
    cache_path = tmp_path / "judge.jsonl"
    live = ArenaJudge(Scripted(["[[A>>B]]", "[[A=B]]"]), RecordReplayCache(cache_path, "auto"))
    first = live.judge("q", "p", "b")

    class Down(Scripted):
        def complete(self, messages, **params):
            raise AssertionError("replay must not call the endpoint")

    replayed = ArenaJudge(Down([]), RecordReplayCache(cache_path, "replay")).judge("q", "p", "b")
    assert replayed == first and first.result == LOSS


def test_figures_and_score():
    figures = arena_figures([WIN, WIN, TIE, LOSS, UNJUDGED])
    assert figures["n"] == 4 and figures["unjudged"] == 1
    assert figures["win_rate"] == 0.5 and figures["tie_rate"] == 0.25
    assert figures["score"] == (2 * 2 + 1) / (2 * 4)
    assert arena_figures([])["score"] is None
    assert score_parts([WIN, TIE, LOSS, UNJUDGED]) == ([2.0, 1.0, 0.0], [2.0, 2.0, 2.0])
    assert outcome(3) == WIN and outcome(0) == TIE and outcome(-1) == LOSS
