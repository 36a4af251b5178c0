"""The slowest episodes are named at the end of ``codeloop eval`` (where a run's time went)."""

from __future__ import annotations

from codeloop.episode_times import slowest_episodes, slowest_text
from codeloop.rewards.episode import Episode


def _episode(task: str, seconds: float | None, policy: str = "stubborn") -> Episode:
    metadata = {} if seconds is None else {"wall_s": seconds}
    return Episode(task_id=task, policy=policy, developer="static", metadata=metadata)


def test_the_episodes_that_took_the_time_are_named_slowest_first():
    episodes = [_episode(f"bank/t{i}", 1.0) for i in range(20)]
    episodes += [_episode("bank/dedupe", 50.0), _episode("bank/lcp", 16.0)]
    rows = slowest_episodes(episodes, n=3)
    assert [e.task_id for e, _ in rows] == ["bank/dedupe", "bank/lcp"]  # the 1 s ones are < 5%
    text = slowest_text(episodes)
    assert "86.0s of episode time" in text
    assert text.index("bank/dedupe") < text.index("bank/lcp")
    assert "58%" in text and "stubborn on bank/dedupe (static)" in text


def test_nothing_stands_out_in_an_even_run_or_without_times():
    even = [_episode(f"bank/t{i}", 2.0) for i in range(40)]
    assert slowest_text(even) == ""
    assert slowest_text([_episode("bank/a", None)]) == ""
    assert slowest_text([]) == ""
