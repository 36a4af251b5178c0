"""How the multi-turn rollout generates and renders (issue 16, point 5).

- With ``use_vllm`` on, every model turn goes through TRL's own vLLM entry point,
  ``trainer.vllm_generation.generate(prompts=ids, images=None, num_generations=1)``. vLLM
  cannot run here (no GPU), so a stand-in object takes that attribute's place and answers
  with the task's reference solutions; the stand-in trainer's HF model raises if it is ever
  asked to generate. The same call serves ``vllm_mode`` colocate and server (TRL's
  ``VLLMGeneration`` dispatches on its mode).
- A Qwen3 chat template (TRL ships the real one) strips past reasoning, so it is not
  prefix-preserving; the rollout renders with TRL's training template for it, and with
  GRPOConfig's ``chat_template_kwargs`` (``enable_thinking=False``).
- Without vLLM, HF ``generate`` runs with the trainer's generation config, so
  ``generation_kwargs`` apply (a real tiny model; banned tokens never appear).
"""

from __future__ import annotations

from types import SimpleNamespace

import pytest

pytest.importorskip("trl")

from codeloop.agents.policies.base import fenced  # noqa: E402
from codeloop.envs.tasks import load_tasks  # noqa: E402
from codeloop.testing.tiny_model import train_tokenizer  # noqa: E402
from codeloop.training.chat_template import ChatTemplateError, rollout_template  # noqa: E402
from codeloop.training.data import episode_dataset  # noqa: E402
from codeloop.training.rollout import EpisodeRollout  # noqa: E402


@pytest.fixture(scope="module")
def task():
    return load_tasks("bank@word_frequencies")[0]


@pytest.fixture(scope="module")
def qwen3_tokenizer(task):
    from trl.chat_template_utils import qwen3_chat_template

    corpus = [*task.references, task.prompt, "<think>\n\n</think>\n\n", "first request"] * 3
    tok = train_tokenizer(corpus, vocab_size=600)
    tok.chat_template = qwen3_chat_template
    return tok


class StandInVLLM:
    """Takes the place of TRL's ``VLLMGeneration``: answers each prompt with a reference."""

    def __init__(self, tokenizer, answers):
        self.tokenizer = tokenizer
        self.answers = answers
        self.max_completion_length = 999
        self.calls = []

    def generate(self, prompts, images, num_generations, profiler=None):
        self.calls.append({"n": len(prompts), "images": images, "num_generations": num_generations,
                           "max_tokens": self.max_completion_length})
        turn = len(self.calls) - 1
        ids = [self.tokenizer.encode(fenced(self.answers[turn]), add_special_tokens=False)
               + [self.tokenizer.eos_token_id] for _ in prompts]
        logprobs = [[[-0.5] for _ in seq] for seq in ids]
        return prompts, ids, logprobs, None


class NoHFGenerate:
    training = False

    def generate(self, *args, **kwargs):
        raise AssertionError("the rollout used HF generate although use_vllm is on")


def _stand_in_trainer(tokenizer, vllm, **args):
    return SimpleNamespace(
        use_vllm=True, vllm_generation=vllm, processing_class=tokenizer, model=NoHFGenerate(),
        accelerator=SimpleNamespace(num_processes=1, unwrap_model=lambda m: m),
        state=SimpleNamespace(global_step=0),
        chat_template_kwargs=args.get("chat_template_kwargs", {}),
        args=SimpleNamespace(max_completion_length=4000, use_vllm=True, **args))


def test_rollout_generates_through_trls_vllm_entry_point(task, qwen3_tokenizer, local_sandbox):
    rollout = EpisodeRollout([task], "conversation", sandbox=local_sandbox, max_rounds=3)
    vllm = StandInVLLM(qwen3_tokenizer, task.references)
    trainer = _stand_in_trainer(qwen3_tokenizer, vllm,
                                chat_template_kwargs={"enable_thinking": False})
    prompts = [row["prompt"] for row in episode_dataset([task])] * 2
    out = rollout(prompts, trainer)
    assert [c["num_generations"] for c in vllm.calls] == [1, 1, 1]
    assert [c["n"] for c in vllm.calls] == [2, 2, 2] and vllm.calls[0]["images"] is None
    assert vllm.max_completion_length == 999  # the per-turn cap was restored
    assert all(c["max_tokens"] <= 4000 for c in vllm.calls)
    # The references the stand-in returned were judged: every turn passes.
    assert out["codeloop_return"] == pytest.approx([1.0, 1.0])
    # vLLM's sampled-token log-probabilities are kept for model tokens, 0 for inserted ones.
    for mask, lps in zip(out["env_mask"], out["logprobs"], strict=True):
        assert {lp for m, lp in zip(mask, lps, strict=True) if m} == {-0.5}
        assert {lp for m, lp in zip(mask, lps, strict=True) if not m} == {0.0}
    # chat_template_kwargs reached the template: no thinking block to generate.
    assert qwen3_tokenizer.decode(out["prompt_ids"][0]).endswith(
        "<|im_start|>assistant\n<think>\n\n</think>\n\n")


def test_qwen3_template_is_replaced_by_trls_training_template(qwen3_tokenizer):
    from trl.chat_template_utils import qwen3_training_chat_template

    kwargs = rollout_template(qwen3_tokenizer)
    assert kwargs["chat_template"] == qwen3_training_chat_template
    # A template TRL does not know and that is not prefix-preserving still fails clearly.
    odd = qwen3_tokenizer.chat_template.replace("<think>", "<reasoning>")
    saved = qwen3_tokenizer.chat_template
    qwen3_tokenizer.chat_template = odd
    try:
        with pytest.raises(ChatTemplateError, match="not prefix-preserving"):
            rollout_template(qwen3_tokenizer)
    finally:
        qwen3_tokenizer.chat_template = saved


def test_hf_generation_honours_generation_kwargs(task, tmp_path, local_sandbox):
    import torch
    from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

    from codeloop.testing.tiny_model import build_tiny_model

    model_dir = build_tiny_model(tmp_path / "tiny")
    tokenizer = AutoTokenizer.from_pretrained(model_dir)
    model = AutoModelForCausalLM.from_pretrained(model_dir)
    torch.manual_seed(0)
    special = {tokenizer.eos_token_id, tokenizer.pad_token_id}
    banned = [i for i in range(len(tokenizer)) if i % 2 and i not in special]
    # What GRPOTrainer builds from GRPOConfig when use_vllm is off, generation_kwargs merged.
    config = GenerationConfig(do_sample=True, temperature=1.0, pad_token_id=tokenizer.pad_token_id,
                              eos_token_id=tokenizer.eos_token_id,
                              bad_words_ids=[[i] for i in banned])
    trainer = SimpleNamespace(
        use_vllm=False, processing_class=tokenizer, model=model, generation_config=config,
        accelerator=SimpleNamespace(num_processes=1, unwrap_model=lambda m: m),
        state=SimpleNamespace(global_step=0), chat_template_kwargs={},
        args=SimpleNamespace(max_completion_length=60, use_vllm=False))
    rollout = EpisodeRollout([task], "conversation", sandbox=local_sandbox, max_rounds=2,
                             max_turn_tokens=20)
    out = rollout([row["prompt"] for row in episode_dataset([task])] * 2, trainer)
    generated = [t for ids, mask in zip(out["completion_ids"], out["env_mask"], strict=True)
                 for t, m in zip(ids, mask, strict=True) if m]
    assert len(generated) > 10
    assert not set(generated) & set(banned)
