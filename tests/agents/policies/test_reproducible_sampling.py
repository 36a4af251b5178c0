"""Reproducible, comparable model evaluations: per-sample seeds, stop/extra sampling fields,
the evaluated model's record/replay cache, and what the manifest says about the model.

These tests are about the client's behaviour, so they run the real `openai` client against
`codeloop.testing.fake_openai` on loopback (it records every request body); the refusal of
`seed` is that server with one handler method changed to answer as a server without seeds
does (422 "Unexpected fields in the request", the wording of `transformers serve`).
"""

from __future__ import annotations

import json
import threading

import pytest

from codeloop.agents.policies import TurnContext, make_policy
from codeloop.agents.policies.endpoint import public_url
from codeloop.agents.policies.openai_policy import OpenAIPolicy
from codeloop.envs.tasks import load_tasks
from codeloop.episode_loop import episode_seed
from codeloop.runner import EvalConfig, run_eval
from codeloop.testing.fake_openai import FakeOpenAIServer, _Handler

pytestmark = pytest.mark.network  # servers on loopback

MESSAGES = [{"role": "user", "content": "Write f."}]


def config(out, base_url, **policy_options) -> EvalConfig:
    opts = {"base_url": base_url, "backoff_base_s": 0.01, "max_retries": 1, **policy_options}
    return EvalConfig(policies=["openai:fake"], tasks="bank", limit=1, max_rounds=1,
                      episodes_per_task=3, seed=5, out=str(out), workers=3,
                      policy_options=opts)


def test_each_sample_sends_its_own_stable_seed(fake_server, tmp_path):
    server = fake_server()
    run_eval(config(tmp_path / "a", server.base_url), progress=False)
    task_id = load_tasks("bank")[0].id
    expected = {episode_seed(5 + k, task_id) for k in range(3)}
    assert {r["body"]["seed"] for r in server.stats()} == expected  # three samples, three seeds
    run_eval(config(tmp_path / "b", server.base_url), progress=False)
    again = [r["body"]["seed"] for r in server.stats()[3:]]
    assert sorted(again) == sorted(expected)  # a rerun draws the same samples


class _NoSeedHandler(_Handler):
    """Answers like a server whose request schema has no `seed` field."""

    def do_POST(self) -> None:  # noqa: N802 - http.server naming
        body = self._body()
        if "seed" in body:
            self._send(422, {"detail": "Unexpected fields in the request: {'seed'}"})
            return
        self._body = lambda: body  # the parent handler reads the body again
        super().do_POST()


@pytest.fixture
def no_seed_server():
    server = FakeOpenAIServer(0)
    server.RequestHandlerClass = _NoSeedHandler
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield server
    server.shutdown()
    server.server_close()


def test_a_server_that_refuses_seeds_is_asked_without_one(no_seed_server):
    task = load_tasks("bank")[0]
    policy = OpenAIPolicy("fake", base_url=no_seed_server.base_url, max_retries=0)
    ctx = TurnContext(task=task, turn=1, focus="base", given=("base",), active=("base",),
                      seed=11)
    reply = policy.act(MESSAGES, ctx)  # max_retries=0: the refusal was not a failed attempt
    assert "def solution" in reply.text
    assert policy.describe()["sampling"]["seed_sent"] is False
    assert "seed" not in no_seed_server.seen[-1]["body"]
    policy.act(MESSAGES, ctx)
    assert len(no_seed_server.seen) == 2  # later requests go without a seed at once


def test_stop_and_extra_body_reach_the_server(fake_server):
    server = fake_server()
    task = load_tasks("bank")[0]
    policy = make_policy("openai:fake", base_url=server.base_url, stop=["\n```\n", "END"],
                         extra_body={"top_k": 20, "repetition_penalty": 1.05})
    policy.act(MESSAGES, TurnContext(task=task, turn=1, focus="base", given=("base",),
                                     active=("base",), seed=3))
    body = server.stats()[0]["body"]
    assert body["stop"] == ["\n```\n", "END"]
    assert (body["top_k"], body["repetition_penalty"]) == (20, 1.05)


def test_model_cache_records_then_replays_with_no_server_and_no_key(fake_server, tmp_path,
                                                                      monkeypatch):
    cache = tmp_path / "model-cache.jsonl"
    server = fake_server()
    first = run_eval(config(tmp_path / "rec", server.base_url, model_cache=str(cache),
                            model_cache_mode="record", api_key="sk-rec"), progress=False)
    n_requests = len(server.stats())
    assert n_requests == 3 and len(cache.read_text().splitlines()) == 3
    server.kill()
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    monkeypatch.delenv("OPENAI_BASE_URL", raising=False)
    replayed = run_eval(EvalConfig(
        policies=["openai:fake"], tasks="bank", limit=1, max_rounds=1, episodes_per_task=3,
        seed=5, out=str(tmp_path / "replay"),
        policy_options={"model_cache": str(cache), "model_cache_mode": "replay"}),
        progress=False)
    assert replayed.summary == first.summary  # usage and finish reasons replayed too
    assert [e.turns[0].reply for e in replayed.episodes] == \
        [e.turns[0].reply for e in first.episodes]
    # Another run seed asks for other samples: not recorded, so replay errors them clearly.
    missed = run_eval(EvalConfig(
        policies=["openai:fake"], tasks="bank", limit=1, max_rounds=1, seed=99,
        out=str(tmp_path / "miss"),
        policy_options={"model_cache": str(cache), "model_cache_mode": "replay"}),
        progress=False)
    assert missed.episodes[0].status == "errored"
    assert "no recorded reply of fake" in missed.episodes[0].error


def test_manifest_names_model_endpoint_sampling_and_env_sources(fake_server, tmp_path,
                                                                monkeypatch):
    server = fake_server()
    monkeypatch.setenv("OPENAI_MODEL", "fake")
    monkeypatch.setenv("OPENAI_BASE_URL", server.base_url)
    monkeypatch.setenv("OPENAI_API_KEY", "sk-env-secret")
    run_eval(EvalConfig(policies=["openai"], tasks="bank", limit=1, max_rounds=1,
                        out=str(tmp_path / "run"),
                        policy_options={"temperature": 0.7, "max_tokens": 64, "stop": ["END"]}),
             progress=False)
    text = (tmp_path / "run" / "manifest.json").read_text()
    assert "sk-env-secret" not in text
    described = json.loads(text)["policies"]["openai"]
    assert described["model"] == "fake"
    assert described["endpoint"] == server.base_url
    assert described["sources"] == {"model": "$OPENAI_MODEL", "base_url": "$OPENAI_BASE_URL",
                                    "api_key": "$OPENAI_API_KEY"}
    sampling = described["sampling"]
    assert (sampling["temperature"], sampling["max_tokens"], sampling["stop"]) == \
        (0.7, 64, ["END"])
    assert sampling["top_p"] is None and sampling["seed_sent"] is True
    assert sampling["seed"].startswith("per sample")


def test_endpoints_lose_credentials_and_tokens():
    assert public_url("https://me:pw@proxy.example:8443/v1?api-key=abc&api-version=2024-06") \
        == "https://proxy.example:8443/v1?api-key=***&api-version=2024-06"
    assert public_url("http://127.0.0.1:8000/v1") == "http://127.0.0.1:8000/v1"
    policy = OpenAIPolicy("m", base_url="https://u:secret@h/v1?token=t0k", api_key="sk-x")
    text = json.dumps(policy.describe())
    assert "secret" not in text and "t0k" not in text and "sk-x" not in text
    assert OpenAIPolicy("m", api_key="k").describe()["endpoint"] == "https://api.openai.com/v1"


@pytest.mark.slow
def test_real_server_samples_differ_replies_cut_are_counted_and_a_run_replays(
        tiny_model_dir, tmp_path, capsys, monkeypatch):
    """`transformers serve` takes `seed` (it seeds torch per request): the samples of a task
    differ, a rerun draws the same ones, replies cut at --max-tokens count as truncated, and
    the recorded run replays with no server and no key. The server samples only when the
    generation config says so, which --extra-body passes through (its `generation_config`
    field)."""
    pytest.importorskip("fastapi")
    from codeloop.cli import main
    from codeloop.testing.serve import served_model

    cache = tmp_path / "model-cache.jsonl"

    def args(model: str, out: str, *extra: str) -> list[str]:
        return ["eval", "--model", model, "--temperature", "1.0", "--max-tokens", "8",
                "--episodes-per-task", "3", "--limit", "1", "--max-rounds", "1",
                "--workers", "1", "--concurrency", "1", "--model-cache", str(cache),
                "--extra-body", json.dumps({"generation_config": json.dumps({"do_sample": True})}),
                "--no-progress", "--out", str(tmp_path / out), *extra]

    def replies(out: str) -> dict[int, str]:
        lines = (tmp_path / out / "episodes.jsonl").read_text().splitlines()
        return {e["seed"]: e["turns"][0]["reply"] for e in map(json.loads, lines)}

    with served_model(tiny_model_dir) as served:
        model = served.model
        assert main(args(model, "a", "--base-url", served.base_url,
                         "--model-cache-mode", "record")) == 0
        assert main(args(model, "b", "--base-url", served.base_url,
                         "--model-cache-mode", "record")) == 0
    printed = capsys.readouterr().out
    first = replies("a")
    assert len(set(first.values())) > 1  # three samples, not one repeated
    assert replies("b") == first  # the same seeds draw the same samples
    summary = json.loads((tmp_path / "a" / "summary.json").read_text())[f"openai:{model}"]
    assert summary["truncation"]["replies"] == 3 and summary["truncation"]["truncated"] >= 1
    assert "truncated by the token limit" in printed
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    monkeypatch.delenv("OPENAI_BASE_URL", raising=False)
    assert main(args(model, "replay", "--model-cache-mode", "replay")) == 0
    assert replies("replay") == first
    assert json.loads((tmp_path / "replay" / "summary.json").read_text()) == \
        json.loads((tmp_path / "a" / "summary.json").read_text())
