"""Generating one model turn for a batch of episodes, the way the trainer is set up to.

A multi-turn rollout alternates model turns and developer turns, so it generates from token
ids one turn at a time. :func:`generate_turn` does it through what ``GRPOTrainer`` itself uses:

- ``use_vllm`` (``vllm_mode`` ``colocate`` or ``server``): TRL's own vLLM entry point,
  ``trainer.vllm_generation.generate(prompts=token_ids, images=None, num_generations=1)``,
  which applies GRPOConfig's sampling settings and ``generation_kwargs`` and talks to the
  colocated engine or the server (TRL syncs the weights before calling ``rollout_func``);
- otherwise HF ``generate`` with the trainer's ``generation_config`` (GRPOConfig's
  temperature, top-p/k, min-p, repetition penalty, eos ids, with ``generation_kwargs`` merged
  in by TRL), the turn's token cap replacing ``max_new_tokens``.

Both return, per context, the new token ids (cut after the first end-of-sequence id) and the
sampled tokens' log-probabilities.
"""

from __future__ import annotations

import copy
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class TurnOutput:
    """One context's generated turn.

    Attributes:
        ids: New token ids, ending with an end-of-sequence id when the model stopped.
        logprobs: Log-probability of each sampled token.
        stopped: True when the model ended the turn itself (an eos id), False when cut.
    """

    ids: list[int]
    logprobs: list[float]
    stopped: bool


def eos_ids(trainer: Any, tokenizer: Any) -> set[int]:
    """The ids that end a model turn: the generation config's and the tokenizer's eos."""
    ids = {tokenizer.eos_token_id}
    config = getattr(trainer, "generation_config", None)
    extra = getattr(config, "eos_token_id", None) if config is not None else None
    if isinstance(extra, int):
        ids.add(extra)
    elif extra:
        ids.update(int(i) for i in extra)
    return {i for i in ids if i is not None}


def uses_vllm(trainer: Any) -> bool:
    """True when the trainer generates with vLLM (GRPOConfig ``use_vllm``)."""
    return bool(getattr(trainer, "use_vllm", False) or getattr(trainer.args, "use_vllm", False))


def generate_turn(trainer: Any, tokenizer: Any, contexts: Sequence[list[int]],
                  max_new_tokens: int) -> list[TurnOutput]:
    """Generates one turn for each context (token ids) with the trainer's generation backend.

    Args:
        trainer: The ``GRPOTrainer`` (what ``rollout_func`` receives).
        tokenizer: Its tokenizer.
        contexts: Token ids of each conversation so far, ending with the assistant header.
        max_new_tokens: Cap on the turn's tokens.

    Returns:
        One :class:`TurnOutput` per context, in order.
    """
    stops = eos_ids(trainer, tokenizer)
    if uses_vllm(trainer):
        ids, lps = _vllm(trainer, contexts, max_new_tokens)
    else:
        ids, lps = _hf(trainer, tokenizer, contexts, max_new_tokens)
    out = []
    for seq, seq_lps in zip(ids, lps, strict=True):
        seq = list(seq)[:max_new_tokens]
        cut = next((k + 1 for k, t in enumerate(seq) if t in stops), None)
        seq = seq[:cut] if cut else seq
        out.append(TurnOutput(seq, [float(x) for x in seq_lps[: len(seq)]], cut is not None))
    return out


def _vllm(trainer: Any, contexts: Sequence[list[int]], max_new_tokens: int,
          ) -> tuple[list[list[int]], list[list[float]]]:
    generation = getattr(trainer, "vllm_generation", None)
    if generation is None:
        raise RuntimeError("use_vllm is on but the trainer has no vllm_generation; build the "
                           "GRPOTrainer with GRPOConfig(use_vllm=True) and vLLM installed")
    # TRL's engine reads its token cap from this attribute; a turn may have less left.
    saved = generation.max_completion_length
    generation.max_completion_length = int(max_new_tokens)
    try:
        _, completion_ids, logprobs, _ = generation.generate(
            prompts=[list(c) for c in contexts], images=None, num_generations=1)
    finally:
        generation.max_completion_length = saved
    # vLLM returns per-token top-k log-probabilities; the first is the sampled token's.
    lps = ([[float(lp[0]) if lp and lp[0] is not None else 0.0 for lp in seq] for seq in logprobs]
           if logprobs is not None else [[0.0] * len(seq) for seq in completion_ids])
    return [list(s) for s in completion_ids], lps


def _hf(trainer: Any, tokenizer: Any, contexts: Sequence[list[int]], max_new_tokens: int,
        ) -> tuple[list[list[int]], list[list[float]]]:
    import torch

    model = trainer.accelerator.unwrap_model(trainer.model)
    pad_id = tokenizer.pad_token_id if tokenizer.pad_token_id is not None \
        else tokenizer.eos_token_id
    config = _generation_config(trainer, tokenizer, pad_id)
    config.max_new_tokens = int(max_new_tokens)
    width = max(len(c) for c in contexts)
    input_ids = torch.tensor([[pad_id] * (width - len(c)) + list(c) for c in contexts])
    attention = torch.tensor([[0] * (width - len(c)) + [1] * len(c) for c in contexts])
    was_training = model.training
    model.eval()  # no dropout while sampling (LoRA adapters have some)
    try:
        with torch.no_grad():
            out = model.generate(input_ids=input_ids.to(model.device),
                                 attention_mask=attention.to(model.device),
                                 generation_config=config, output_scores=True,
                                 return_dict_in_generate=True)
    finally:
        model.train(was_training)
    new = out.sequences[:, width:].tolist()
    steps = torch.stack(out.scores, dim=1).float().log_softmax(-1)
    lps = [[float(steps[row, k, t]) for k, t in enumerate(ids)] for row, ids in enumerate(new)]
    return new, lps


def _generation_config(trainer: Any, tokenizer: Any, pad_id: int) -> Any:
    # The trainer's own config carries GRPOConfig's sampling settings and generation_kwargs.
    config = getattr(trainer, "generation_config", None)
    if config is not None:
        return copy.deepcopy(config)
    from transformers import GenerationConfig

    args = trainer.args
    kwargs: dict[str, Any] = {
        "do_sample": True,
        "temperature": float(args.temperature or 1.0),
        "top_p": float(args.top_p or 1.0),
        "top_k": int(args.top_k or 0),
        "pad_token_id": pad_id,
        "eos_token_id": tokenizer.eos_token_id,
    }
    kwargs.update(getattr(args, "generation_kwargs", None) or {})
    return GenerationConfig(**kwargs)  # type: ignore[no-untyped-call]  # untyped in transformers
