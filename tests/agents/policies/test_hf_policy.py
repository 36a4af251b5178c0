"""The local Hugging Face policy on a tiny random-weight model built offline in the test."""

from __future__ import annotations

import json
import threading

import pytest

from codeloop.agents.policies import TurnContext, make_policy
from codeloop.envs.tasks import load_tasks
from codeloop.runner import EvalConfig, run_eval

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def policy(tiny_model_dir):
    policy = make_policy(f"hf:{tiny_model_dir}", max_tokens=8, batch_size=4, batch_wait_s=0.2,
                         device="cpu")
    yield policy
    policy.close()


def ctx(turn: int = 1) -> TurnContext:
    task = load_tasks("bank")[0]
    return TurnContext(task=task, turn=turn, focus="base", given=("base",), active=("base",))


def test_prompt_uses_the_chat_template(policy):
    policy.system_prompt = "SYS"
    try:
        text = policy.render([{"role": "user", "content": "hello"}])
    finally:
        policy.system_prompt = None
    assert text == ("<|im_start|>system\nSYS<|im_end|>\n<|im_start|>user\nhello<|im_end|>\n"
                    "<|im_start|>assistant\n")


def test_concurrent_requests_are_batched_and_greedy_is_deterministic(policy):
    messages = [[{"role": "user", "content": f"Write function number {i}."}] for i in range(4)]
    replies: dict[int, object] = {}
    before = len(policy.batch_sizes)

    def ask(i: int) -> None:
        replies[i] = policy.act(messages[i], ctx())

    threads = [threading.Thread(target=ask, args=(i,)) for i in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert max(policy.batch_sizes[before:]) > 1
    for i in range(4):
        r = replies[i]
        assert 0 < r.usage["completion_tokens"] <= 8
        assert r.usage["total_tokens"] == r.usage["prompt_tokens"] + r.usage["completion_tokens"]
        # Left padding must not change the answer: alone, the same prompt gives the same text.
        assert policy.act(messages[i], ctx()).text == r.text


def test_hf_policy_runs_episodes_with_usage(policy, tmp_path):
    spec = policy.name
    result = run_eval(EvalConfig(policies=[spec], out=str(tmp_path), episodes_per_task=3,
                                 limit=1, workers=3), policies={spec: policy}, progress=False)
    data = result.summary[spec]
    assert data["episodes"] == 3 and data["errored"] == 0
    assert data["usage"]["completion_tokens"] > 0
    sizes = [m["batch_size"] for e in result.episodes for m in e.metadata["policy_meta"]]
    assert max(sizes) > 1  # episodes shared generate calls
    assert "truncation" in data  # hf reports finish reasons: replies cut at max_tokens count
    described = json.loads((tmp_path / "manifest.json").read_text())["policies"][spec]
    assert described["model"] == policy.path and described["device"] == "cpu"
    assert described["sampling"]["max_tokens"] == policy.max_tokens


def test_a_tokenizer_without_chat_template_is_refused(tiny_model_dir, tmp_path):
    import shutil

    copy = tmp_path / "no-template"
    shutil.copytree(tiny_model_dir, copy)
    for name in ("tokenizer_config.json", "chat_template.jinja", "chat_template.json"):
        path = copy / name
        if path.exists() and name != "tokenizer_config.json":
            path.unlink()
        elif path.exists():
            import json

            cfg = json.loads(path.read_text())
            cfg.pop("chat_template", None)
            path.write_text(json.dumps(cfg))
    with pytest.raises(ValueError, match="no chat template"):
        make_policy(f"hf:{copy}")


def test_stop_sequences_end_the_reply_and_are_cut_off(policy):
    # Seeded sampling (greedy gives this random-weight model nothing but newlines): the same
    # seed draws the same tokens up to the stop, which does not consume random numbers.
    messages = [{"role": "user", "content": "Write f."}]
    policy.temperature, policy.seed = 1.0, 1234
    try:
        full = policy.act(messages, ctx()).text
        stop = full[3:6]
        assert len(full) > 6 and stop.strip(), full
        policy.stop = [stop]
        reply = policy.act(messages, ctx())
    finally:
        policy.temperature, policy.seed, policy.stop = 0.0, None, []
    assert reply.text == full[:full.find(stop)]
    assert reply.meta["finish_reason"] == "stop"
