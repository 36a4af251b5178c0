"""The OpenAI-compatible policy: request options, retries, faults, and `transformers serve` e2e.

Fault tests run against `codeloop.testing.fake_openai` (a minimal OpenAI-compatible server with
scripted faults, started as a child process on loopback) because the real server cannot be
made to answer 429, fail with 500 or stall on cue. The end-to-end test uses the real
`transformers serve` on a tiny model built in the test.
"""

from __future__ import annotations

import json
import threading
import time
import zlib

import pytest

from codeloop.agents.policies import PolicyError, TurnContext, make_policy
from codeloop.agents.policies.openai_policy import OpenAIPolicy
from codeloop.cli import main
from codeloop.envs.tasks import load_tasks
from codeloop.runner import EvalConfig, run_eval

pytestmark = pytest.mark.network  # servers on loopback

MESSAGES = [{"role": "user", "content": "Write f."}]


@pytest.fixture(scope="module")
def task():
    return load_tasks("bank")[0]


def ctx(task, turn: int = 1) -> TurnContext:
    return TurnContext(task=task, turn=turn, focus="base", given=("base",), active=("base",),
                       seed=1)


def fast_policy(server, **kw) -> OpenAIPolicy:
    opts = dict(base_url=server.base_url, request_timeout_s=5.0, backoff_base_s=0.01,
                backoff_max_s=0.05, max_retries=3)
    opts.update(kw)
    return OpenAIPolicy("fake", **opts)


def test_request_carries_model_options_and_usage(fake_server, task):
    server = fake_server()
    policy = fast_policy(server, temperature=0.3, top_p=0.9, max_tokens=33, seed=7,
                         system_prompt="You write Python.", api_key="sk-test")
    reply = policy.act(MESSAGES, ctx(task))
    assert "def solution" in reply.text
    assert reply.usage["completion_tokens"] > 0 and reply.usage["prompt_tokens"] > 0
    assert reply.meta["attempts"] == 1 and reply.meta["finish_reason"] == "stop"
    seen = server.stats()[0]
    body = seen["body"]
    assert body["model"] == "fake"
    # --sampling-seed 7 is mixed into the episode's seed (1): one documented formula.
    assert (body["temperature"], body["top_p"], body["max_tokens"], body["seed"]) == \
        (0.3, 0.9, 33, zlib.crc32(b"7/1") & 0x7FFFFFFF)
    assert body["messages"][0] == {"role": "system", "content": "You write Python."}
    assert body["messages"][1:] == MESSAGES
    assert seen["authorization"] == "Bearer sk-test"
    policy.act(MESSAGES, ctx(task, 2))
    assert policy.usage["total_tokens"] == 2 * reply.usage["total_tokens"]


def test_environment_variables_configure_the_policy(fake_server, task, monkeypatch):
    server = fake_server()
    monkeypatch.setenv("OPENAI_BASE_URL", server.base_url)
    monkeypatch.setenv("OPENAI_API_KEY", "sk-from-env")
    monkeypatch.setenv("OPENAI_MODEL", "env-model")
    policy = make_policy("openai")
    assert policy.name == "openai:env-model"
    policy.act(MESSAGES, ctx(task))
    seen = server.stats()[0]
    assert seen["body"]["model"] == "env-model"
    assert seen["authorization"] == "Bearer sk-from-env"


def test_missing_model_is_a_clear_error(monkeypatch):
    monkeypatch.delenv("OPENAI_MODEL", raising=False)
    with pytest.raises(ValueError, match="needs a model"):
        OpenAIPolicy()


def test_429_then_success_is_retried(fake_server, task):
    server = fake_server(script=["429", "429"])
    policy = fast_policy(server)
    reply = policy.act(MESSAGES, ctx(task))
    assert reply.meta["attempts"] == 3
    assert [r["step"] for r in server.stats()] == ["429", "429", "ok"]
    assert policy.stats == {"requests": 3, "retries": 2, "failures": 0}


def test_slow_response_past_the_timeout_is_retried(fake_server, task):
    server = fake_server(script=["slow:5"])
    policy = fast_policy(server, request_timeout_s=0.5)
    t0 = time.perf_counter()
    reply = policy.act(MESSAGES, ctx(task))
    assert reply.meta["attempts"] == 2
    assert time.perf_counter() - t0 < 4.0  # it did not wait for the slow answer


def test_500s_after_every_retry_raise_policy_error_naming_task_and_turn(fake_server, task):
    server = fake_server(default="500")
    policy = fast_policy(server, max_retries=2)
    with pytest.raises(PolicyError) as err:
        policy.act(MESSAGES, ctx(task, turn=4))
    assert task.id in str(err.value) and "turn 4" in str(err.value)
    assert "HTTP 500" in str(err.value) and "3 attempt" in str(err.value)
    assert len(server.stats()) == 3


def test_timeouts_after_every_retry_raise_policy_error(fake_server, task):
    server = fake_server(default="slow:3")
    policy = fast_policy(server, request_timeout_s=0.3, max_retries=1)
    with pytest.raises(PolicyError, match="Timeout"):
        policy.act(MESSAGES, ctx(task))


def test_connection_refused_is_retried_then_fails(task):
    from codeloop.testing.serve import free_port

    policy = OpenAIPolicy("m", base_url=f"http://127.0.0.1:{free_port()}/v1",
                          backoff_base_s=0.01, max_retries=2)
    with pytest.raises(PolicyError, match="APIConnectionError"):
        policy.act(MESSAGES, ctx(task))
    assert policy.stats["requests"] == 3


def test_client_errors_are_not_retried(fake_server, task):
    server = fake_server(default="400")
    policy = fast_policy(server, max_retries=5)
    with pytest.raises(PolicyError, match="HTTP 400"):
        policy.act(MESSAGES, ctx(task))
    assert len(server.stats()) == 1


def test_backoff_is_exponential_with_full_jitter():
    policy = OpenAIPolicy("m", backoff_base_s=0.5, backoff_max_s=4.0)
    for attempt, cap in ((0, 0.5), (1, 1.0), (2, 2.0), (3, 4.0), (6, 4.0)):
        delays = [policy.backoff_s(attempt) for _ in range(200)]
        assert all(0 <= d <= cap for d in delays)
        assert max(delays) > cap * 0.8 and min(delays) < cap * 0.2  # spread over [0, cap]
    assert policy.backoff_s(0, retry_after=3.0) >= 3.0  # Retry-After is honoured
    assert policy.backoff_s(0, retry_after=100.0) <= 4.0  # ... up to the cap


def test_concurrency_limit_bounds_requests_in_flight(fake_server, task):
    server = fake_server(latency_s=0.15)
    policy = fast_policy(server, concurrency=2)
    threads = [threading.Thread(target=policy.act, args=(MESSAGES, ctx(task)))
               for _ in range(6)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert server.raw_stats()["max_in_flight"] == 2


def test_failing_server_gives_errored_episodes_not_a_crash(fake_server, tmp_path):
    server = fake_server(default="503")
    policy = fast_policy(server, max_retries=1)
    result = run_eval(EvalConfig(policies=["openai:fake"], out=str(tmp_path), workers=2,
                                 limit=2),
                      policies={"openai:fake": policy}, progress=False)
    data = result.summary["openai:fake"]
    assert data["errored"] == data["episodes"] >= 1
    assert data["metrics"]["IA"]["per_turn"] == []  # errored episodes are not scored as zeros
    lines = [json.loads(x) for x in (tmp_path / "episodes.jsonl").read_text().splitlines()]
    assert all(e["status"] == "errored" and "HTTP 503" in e["error"] and "turn 1" in e["error"]
               for e in lines)


def test_policy_meta_and_model_latency_are_recorded(fake_server, tmp_path):
    server = fake_server(script=["429"], latency_s=0.02)
    policy = fast_policy(server)
    result = run_eval(EvalConfig(policies=["openai:fake"], out=str(tmp_path), limit=1),
                      policies={"openai:fake": policy}, progress=False)
    ep = result.episodes[0]
    assert ep.status == "completed"
    assert ep.metadata["policy_meta"][0]["attempts"] == 2
    assert all(t.timings["model"] >= 0.02 and t.usage["total_tokens"] > 0 for t in ep.turns)
    usage = result.summary["openai:fake"]["usage"]
    assert usage["total_tokens"] == sum(t.usage["total_tokens"] for t in ep.turns)
    assert usage["turns"] == len(ep.turns)


@pytest.mark.slow
def test_server_killed_mid_run_and_restarted(fake_server, tmp_path):
    from codeloop.testing.serve import free_port

    port = free_port()
    server = fake_server(port, latency_s=0.05)
    # Retries must outlast the restart: on a loaded machine (load ~27, three CI sessions and
    # more) starting the new server took longer than 10 retries of ~0.5 s, and every episode
    # errored with "Connection error". 60 retries wait up to about 30 s; the run goes on as
    # soon as the server answers.
    policy = OpenAIPolicy("fake", base_url=server.base_url, request_timeout_s=2.0,
                          backoff_base_s=0.2, backoff_max_s=1.0, max_retries=60)
    config = EvalConfig(policies=["openai:fake"], out=str(tmp_path), episodes_per_task=4,
                        workers=4, limit=1)
    box = {}
    runner = threading.Thread(target=lambda: box.update(
        result=run_eval(config, policies={"openai:fake": policy}, progress=False)))
    runner.start()
    deadline = time.monotonic() + 30
    while len(server.stats()) < 6 and time.monotonic() < deadline:
        time.sleep(0.02)
    server.kill()  # kill -9 with requests in flight
    time.sleep(1.0)
    restarted = fake_server(port, latency_s=0.05)
    runner.join(timeout=120)
    assert not runner.is_alive()
    result = box["result"]
    data = result.summary["openai:fake"]
    assert data["episodes"] == 4 and data["errored"] == 0, [e.error for e in result.episodes]
    assert policy.stats["retries"] >= 1
    assert len(restarted.stats()) >= 1
    assert all(len(e.turns) == len(result.episodes[0].turns) for e in result.episodes)


@pytest.mark.slow
def test_end_to_end_with_transformers_serve(tiny_model_dir, tmp_path, capsys):
    pytest.importorskip("fastapi")
    from codeloop.testing.serve import served_model

    out = tmp_path / "run"
    with served_model(tiny_model_dir) as served:
        code = main(["eval", "--model", served.model, "--base-url", served.base_url,
                     "--api-key", "sk-secret-123", "--max-tokens", "12", "--sampling-seed", "3",
                     "--system-prompt", "Answer with Python code.", "--concurrency", "2",
                     "--episodes-per-task", "2", "--limit", "1", "--max-rounds", "3",
                     "--out", str(out),
                     "--no-progress"])
    printed = capsys.readouterr()
    assert code == 0, printed
    assert "tokens, openai:" in printed.out
    summary = json.loads((out / "summary.json").read_text())
    data = summary[f"openai:{served.model}"]
    assert data["episodes"] == 2 and data["errored"] == 0
    assert data["usage"]["completion_tokens"] > 0 and data["usage"]["prompt_tokens"] > 0
    episodes = [json.loads(x) for x in (out / "episodes.jsonl").read_text().splitlines()]
    for ep in episodes:
        assert ep["status"] == "completed"
        for turn in ep["turns"]:
            assert turn["usage"]["completion_tokens"] > 0
            assert 0 < turn["timings"]["model"] <= turn["timings"]["policy"]
    manifest_text = (out / "manifest.json").read_text()
    assert "sk-secret-123" not in manifest_text
    manifest = json.loads(manifest_text)
    assert manifest["config"]["policy_options"]["api_key"] == "***"
    assert manifest["config"]["policy_options"]["max_tokens"] == 12
    assert manifest["usage"][f"openai:{served.model}"]["total_tokens"] == \
        data["usage"]["total_tokens"]


def test_policy_pickles_without_its_client(fake_server, task):
    import pickle

    server = fake_server()
    policy = fast_policy(server, concurrency=3)
    policy.act(MESSAGES, ctx(task))
    clone = pickle.loads(pickle.dumps(policy))
    assert clone.concurrency == 3 and clone.model == "fake"
    assert "def solution" in clone.act(MESSAGES, ctx(task)).text


def test_dropped_connections_and_malformed_bodies_are_retried(fake_server, task):
    server = fake_server(script=["drop", "garbage"])
    policy = fast_policy(server)
    reply = policy.act(MESSAGES, ctx(task))
    assert reply.meta["attempts"] == 3 and "def solution" in reply.text
    server = fake_server(default="garbage")
    with pytest.raises(PolicyError, match="malformed response"):
        fast_policy(server, max_retries=1).act(MESSAGES, ctx(task))


def test_a_model_that_refuses_max_tokens_gets_max_completion_tokens(fake_server, task):
    server = fake_server()
    server.control(reject_max_tokens=True)
    policy = fast_policy(server, max_tokens=33, max_retries=0)
    reply = policy.act(MESSAGES, ctx(task))
    assert "def solution" in reply.text and reply.meta["attempts"] == 1
    policy.act(MESSAGES, ctx(task, 2))  # later requests use the new field at once
    bodies = [r["body"] for r in server.stats()]
    assert len(bodies) == 2 and all(b["max_completion_tokens"] == 33 for b in bodies)
