"""``codeloop arena`` end to end: real OpenAI-client calls against servers on loopback.

Two kinds of server: the fake OpenAI-compatible endpoint of codeloop.testing (a test double
whose answers are fixed, so the figures can be asserted exactly), and a real ``transformers
serve`` on a tiny local model (whose answers are whatever the random model writes), run live
and then replayed with the server stopped.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from codeloop.cli import main
from codeloop.rewards.arena import ArenaJudge
from codeloop.rewards.llm import RecordReplayCache

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "codearena"
DATA = str(FIXTURES / "CodeArena_v1.jsonl")
MAPPING = str(FIXTURES / "tasktype_to_levels.json")
JUDGED = 5  # six rows, one of 1,024+ words skipped


@pytest.fixture
def fake_server():
    from codeloop.testing.fake_openai import spawn_fake_server
    from codeloop.testing.serve import free_port

    started = []

    def start(**kwargs):
        server = spawn_fake_server(free_port(), **kwargs)
        started.append(server)
        return server

    yield start
    for server in started:
        server.kill()


def _summary(out: Path) -> dict:
    return json.loads((out / "summary.json").read_text())


def test_live_run_against_fake_servers_then_resume_without_calls(tmp_path, fake_server, capsys):
    coder = fake_server(reply="```python\ndef f():\n    return 1\n```")
    judge = fake_server(reply="Both are fine, A a little more.\n\nFinal verdict: [[A>B]]")
    out = tmp_path / "run"
    args = [
        "arena", DATA, "--out", str(out), "--mapping", MAPPING,
        "--model", "coder", "--base-url", coder.base_url,
        "--judge", "judge-model", "--judge-base-url", judge.base_url,
        "--judge-cache", str(tmp_path / "judge.jsonl"), "--workers", "2"]
    assert main(args) == 0
    summary = _summary(out)
    assert summary["skipped_too_long"] == 1
    entry = summary["policies"]["openai:coder"]
    overall = entry["overall"]
    # [[A>B]] in both games: the baseline wins game 1, the policy game 2: every question a tie
    assert overall["n"] == JUDGED and overall["ties"] == JUDGED and overall["score"] == 0.5
    assert overall["tie_rate_ci"] == [1.0, 1.0]
    assert set(entry["by_language"]) == {"Python", "JavaScript", "Go", "Haskell", "unknown"}
    assert entry["by_class"]["Development and Programming"]["n"] == 3
    assert entry["by_class"]["unmapped"]["n"] == 2
    assert entry["by_subclass"]["Code Debugging"]["n"] == 1
    report = (out / "report.md").read_text()
    assert "By language" in report and "openai:coder" in report
    assert len(coder.stats()) == JUDGED and len(judge.stats()) == 2 * JUDGED
    rows = [json.loads(line) for line in (out / "arena.jsonl").read_text().splitlines()]
    assert {r["result"] for r in rows} == {"tie"} and len(rows) == JUDGED
    # the policy saw the whole chat, system message included
    go = next(s for s in coder.stats() if "read a file" in json.dumps(s))
    assert go["body"]["messages"][0]["role"] == "system"

    assert main(args) == 0  # resumed: nothing left to do
    assert len(coder.stats()) == JUDGED and len(judge.stats()) == 2 * JUDGED
    assert _summary(out) == summary
    assert "score %" in capsys.readouterr().out


def _record_judgements(tmp_path: Path, answers: dict[str, str]) -> Path:
    """Records judge answers (scripted per question) into a cache file, as a live run would."""
    from codeloop.envs.tasks.loaders.codearena import load_codearena

    labels = {"60670a8d9b1e39dd845fb1639d0d8b86": ("B>>A", "A>>B"),   # win
              "a1b2c3d4e5f60718293a4b5c6d7e8f90": ("A>B", "A=B"),     # loss
              "2": ("A=B", "A=B"),                                   # tie
              "ffff0000ffff0000ffff0000ffff0000": ("B>A", "A>B"),     # win
              "1234abcd1234abcd1234abcd1234abcd": ("nothing", "A>B")}  # unjudged

    class Scripted:
        model = "judge-model"

        def __init__(self, texts):
            self.texts = list(texts)

        def complete(self, messages, **params):
            return self.texts.pop(0)

    cache_path = tmp_path / "judge.jsonl"
    for q in load_codearena(DATA):
        if q.too_long:
            continue
        first, second = labels[q.id]
        texts = ([f"[[{first}]]"] if first != "nothing" else ["no label", "still none"])
        texts.append(f"[[{second}]]")
        judge = ArenaJudge(Scripted(texts), RecordReplayCache(cache_path, "record"),
                           attempts=2)
        judge.judge(q.question, answers[q.id], q.baseline)
    return cache_path


def test_recorded_answers_replayed_with_mixed_outcomes(tmp_path):
    from codeloop.envs.tasks.loaders.codearena import load_codearena

    answers = {q.id: f"answer to {q.id}" for q in load_codearena(DATA) if not q.too_long}
    answers_file = tmp_path / "results.jsonl"
    answers_file.write_text("".join(json.dumps({"id": k, "response": v}) + "\n"
                                    for k, v in answers.items()))
    cache = _record_judgements(tmp_path, answers)
    out = tmp_path / "replayed"
    assert main(["arena", DATA, "--out", str(out), "--answers", f"mine={answers_file}",
                 "--judge", "judge-model", "--judge-cache", str(cache),
                 "--judge-cache-mode", "replay", "--mapping", MAPPING]) == 0
    overall = _summary(out)["policies"]["mine"]["overall"]
    assert (overall["wins"], overall["ties"], overall["losses"], overall["unjudged"]) == \
        (2, 1, 1, 1)
    assert overall["score"] == (2 * 2 + 1) / (2 * 4)
    low, high = overall["score_ci"]
    assert 0.0 <= low <= overall["score"] <= high <= 1.0

    published = tmp_path / "published"
    assert main(["arena", DATA, "--out", str(published), "--answers", f"mine={answers_file}",
                 "--judge", "judge-model", "--judge-cache", str(cache),
                 "--judge-cache-mode", "replay", "--unreadable-as-tie"]) == 0
    assert _summary(published)["policies"]["mine"]["overall"]["wins"] == 3  # 0 + 1 points


def test_questions_that_cannot_be_judged_are_errored_not_lost_and_retried(tmp_path, capsys):
    from codeloop.envs.tasks.loaders.codearena import load_codearena

    answers = {q.id: "x" for q in load_codearena(DATA) if not q.too_long}
    answers_file = tmp_path / "results.jsonl"
    answers_file.write_text("".join(json.dumps({"id": k, "response": v}) + "\n"
                                    for k, v in answers.items()))
    out = tmp_path / "run"
    empty_cache = tmp_path / "empty.jsonl"
    base = ["arena", DATA, "--out", str(out), "--answers", f"mine={answers_file}",
            "--judge", "judge-model", "--judge-cache"]
    assert main([*base, str(empty_cache), "--judge-cache-mode", "replay"]) == 1
    err = capsys.readouterr().err
    assert "every question errored" in err and "rerun the same command" in err
    entry = _summary(out)["policies"]["mine"]
    assert entry["errored"] == JUDGED and entry["overall"]["n"] == 0
    assert entry["overall"]["losses"] == 0 and "CacheMiss" in entry["errors"][0]

    cache = _record_judgements(tmp_path, answers)
    assert main([*base, str(cache), "--judge-cache-mode", "replay"]) == 0
    entry = _summary(out)["policies"]["mine"]
    assert entry["errored"] == 0 and entry["overall"]["n"] == 4


def test_bad_configurations_are_clear_errors(tmp_path, capsys):
    assert main(["arena", DATA, "--out", str(tmp_path / "a"), "--judge", "j"]) == 2
    assert "nothing to judge" in capsys.readouterr().err
    assert main(["arena", DATA, "--out", str(tmp_path / "b"), "--judge", "j",
                 "--answers", "broken"]) == 2
    assert "NAME=FILE" in capsys.readouterr().err
    bad = tmp_path / "bad.jsonl"
    bad.write_text("{nope\n")
    assert main(["arena", str(bad), "--out", str(tmp_path / "c"), "--judge", "j",
                 "--answers", f"x={bad}"]) == 2
    assert "bad.jsonl:1" in capsys.readouterr().err


@pytest.mark.slow
@pytest.mark.network
def test_real_server_live_then_replayed_with_the_server_stopped(tmp_path):
    pytest.importorskip("torch")
    from codeloop.testing.serve import served_model
    from codeloop.testing.tiny_model import build_tiny_model

    model_dir = build_tiny_model(tmp_path / "tiny")
    cache = tmp_path / "judge.jsonl"
    live = tmp_path / "live"
    with served_model(model_dir) as server:
        name = str(server.model)
        assert main(["arena", DATA, "--out", str(live), "--model", name, "--base-url",
                     server.base_url, "--max-tokens", "12", "--judge", name,
                     "--judge-base-url", server.base_url, "--judge-max-tokens", "12",
                     "--judge-cache", str(cache), "--workers", "1", "--limit", "3"]) == 0
    policy = f"openai:{name}"
    replayed = tmp_path / "replayed"
    assert main(["arena", DATA, "--out", str(replayed), "--answers",
                 f"{policy}={live / 'arena.jsonl'}#{policy}", "--judge", name,
                 "--judge-cache", str(cache), "--judge-cache-mode", "replay",
                 "--judge-max-tokens", "12", "--limit", "3"]) == 0
    assert (live / "summary.json").read_bytes() == (replayed / "summary.json").read_bytes()
    entry = _summary(live)["policies"][policy]
    assert entry["errored"] == 0
    assert entry["overall"]["n"] + entry["overall"]["unjudged"] == 3
