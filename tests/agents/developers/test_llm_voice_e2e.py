"""The LLM voice end to end against a real OpenAI-compatible server, then replayed offline.

A tiny random-weight chat model is built offline and served with ``transformers serve`` on
loopback; the voice talks to it through the ``openai`` client exactly as to a hosted endpoint.
The model writes gibberish (or nothing), which is fine: what is tested is the real HTTP path,
the guard's verdict on every message (kept, or rejected and replaced by the template), the
record of each intervention, and that the run replays identically from the cache file once the
server is stopped. The CLI path (``codeloop eval ... --voice llm:MODEL``) is tested the same way.
"""

from __future__ import annotations

import json

import pytest
from conftest import PLAIN, STRINGS, ScriptPolicy, bank_tasks

from codeloop.agents.developers import Developer, LLMVoice
from codeloop.agents.developers.dynamic import DynamicStrategy
from codeloop.agents.policies import make_policy
from codeloop.episode_loop import play_episode
from codeloop.rewards.interactive import interventions

pytestmark = [pytest.mark.slow, pytest.mark.network]


def comparable(ep):
    data = ep.to_dict()
    data["metadata"] = {k: v for k, v in data["metadata"].items() if k != "wall_s"}
    for turn in data["turns"]:
        turn["timings"] = {}
        for v in turn["verdicts"].values():
            for r in v["results"]:
                r["duration_s"] = 0
    return data


def cli_messages(out):
    eps = [json.loads(x) for x in (out / "episodes.jsonl").read_text().splitlines()]
    return [[t["developer_message"] for t in ep["turns"]] for ep in eps], eps


@pytest.fixture(scope="module")
def tiny_model(tmp_path_factory):
    pytest.importorskip("transformers")
    from codeloop.testing.tiny_model import build_tiny_model

    # Greedy decoding of random weights yields only newlines (every message would be
    # rejected as empty); sampling makes varied gibberish so the kept-message path runs too.
    return build_tiny_model(tmp_path_factory.mktemp("tiny") / "model", sampling=True)


def test_llm_voice_against_transformers_serve_then_replay(tiny_model, sandbox, toy, tmp_path):
    from codeloop.cli import main
    from codeloop.testing.serve import served_model

    cache = tmp_path / "voice.jsonl"
    cli_cache = tmp_path / "cli-voice.jsonl"
    bank = bank_tasks(1)
    # (task, coder, persona, rounds): small, since each call costs seconds on a busy CPU.
    plays = [(toy, ScriptPolicy([PLAIN, PLAIN, STRINGS]), "novice", 3),
             (toy, ScriptPolicy([PLAIN]), "expert", 2),
             (bank[0], make_policy("stubborn"), "terse-reviewer", 2)]

    def run(voice_for):
        out = []
        for task, policy, persona, rounds in plays:
            ep = play_episode(task, policy, Developer(DynamicStrategy(), voice_for(persona)),
                              sandbox, seed=11, max_rounds=rounds)
            assert ep.status == "completed", ep.error
            out.append(ep)
        return out

    cli_args = ["eval", "--policy", "stubborn", "--tasks", "bank", "--limit", "1",
                "--developer", "dynamic", "--feedback", "failing-tests", "--persona", "novice",
                "--voice-cache", str(cli_cache), "--workers", "1", "--no-progress",
                "--max-rounds", "2", "--voice-max-tokens", "12"]
    with served_model(tiny_model) as served:
        live_voices = []

        def live(persona):
            v = LLMVoice(served.model, persona=persona, base_url=served.base_url, cache=cache,
                         temperature=1.0, max_tokens=12, regenerations=1)
            live_voices.append(v)
            return v

        recorded = run(live)
        outcomes = [a["outcome"] for ep in recorded for t in ep.turns
                    for a in t.decision["meta"]["voice"]["attempts"]]
        assert "ok" in outcomes, outcomes  # some gibberish was kept as the message
        assert sum(v.stats["calls"] for v in live_voices) > 0
        assert sum(v.stats["replayed"] for v in live_voices) == 0  # all went over HTTP
        rc = main([*cli_args, "--voice", f"llm:{served.model}", "--voice-base-url",
                   served.base_url, "--out", str(tmp_path / "cli-live")])
        assert rc == 0
        url, model = served.base_url, served.model
    assert served.process.poll() is not None  # the server is gone from here on

    for ep in recorded:
        for turn in ep.turns:
            notes = turn.decision["meta"]["voice"]
            assert notes["persona"] in ("novice", "expert", "terse-reviewer")
            assert 1 <= len(notes["attempts"]) <= 2
            assert {a["outcome"] for a in notes["attempts"]} <= {"ok", "leak", "empty",
                                                                 "too_long"}
            assert notes["source"] == ("llm" if notes["attempts"][-1]["outcome"] == "ok"
                                       else "template")
        counts = interventions(ep)
        assert counts["llm_messages"] + counts["fallbacks"] == counts["messages"]
    assert cache.exists() and len(cache.read_text().splitlines()) > 0

    replay_voices = []

    def replay(persona):
        v = LLMVoice(model, persona=persona, base_url=url, cache=cache, cache_mode="replay",
                     temperature=1.0, max_tokens=12, regenerations=1)
        replay_voices.append(v)
        return v

    replayed = run(replay)
    assert [comparable(e) for e in replayed] == [comparable(e) for e in recorded]
    assert all(v.stats["calls"] == v.stats["replayed"] for v in replay_voices)

    rc = main([*cli_args, "--voice", f"llm:{model}", "--voice-base-url", url,
               "--voice-cache-mode", "replay", "--out", str(tmp_path / "cli-replay")])
    assert rc == 0
    live_msgs, live_eps = cli_messages(tmp_path / "cli-live")
    replay_msgs, replay_eps = cli_messages(tmp_path / "cli-replay")
    assert live_msgs == replay_msgs and len(live_msgs) == 1
    assert all(ep["status"] == "completed" for ep in live_eps + replay_eps)
    assert live_eps[0]["developer"] == f"dynamic[failing-tests]/llm:{model}[novice]"
    assert all("voice" in t["decision"]["meta"] for t in live_eps[0]["turns"])
