"""Measuring a local model on static (task, turn) rows: constraint satisfaction before/after.

Each row's prompt is the conversation so far with reference answers (as in training); the
model answers ``samples`` times; each answer is judged in the sandbox and priced like a
training completion (:meth:`codeloop.training.rewards.CodeLoopReward.episode_for`). Reported per
answer: IA (the focus instruction's checks all pass), CA (share of the active instructions'
check units), forgetting (an earlier-satisfied instruction broken), format, base-test rate, and
the focus instruction's pass rate per category ("constraint satisfaction").
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from typing import Any

from codeloop.envs.tasks.schema import Task
from codeloop.rewards.functions import reward_terms
from codeloop.rewards.metrics import instruction_forgetting_ratio
from codeloop.training.data import SYSTEM_PROMPT, static_rows
from codeloop.training.rewards import CodeLoopReward


def generate_replies(model: Any, tokenizer: Any, prompts: Sequence[list[dict[str, str]]], *,
                     samples: int = 1, temperature: float = 1.0, max_new_tokens: int = 256,
                     batch_size: int = 16, seed: int = 0) -> list[list[str]]:
    """Samples ``samples`` replies per chat prompt (greedy when ``temperature`` is 0).

    Returns:
        One list of replies per prompt, in order.
    """
    import torch

    torch.manual_seed(seed)
    tokenizer.padding_side = "left"
    encoded = [tokenizer.apply_chat_template(p, tokenize=True, add_generation_prompt=True,
                                             return_dict=False) for p in prompts]
    order = sorted(range(len(prompts)), key=lambda i: len(encoded[i]))
    jobs = [(i, s) for i in order for s in range(samples)]
    out: list[list[str]] = [[] for _ in prompts]
    pad = tokenizer.pad_token_id if tokenizer.pad_token_id is not None else tokenizer.eos_token_id
    was_training = model.training
    model.eval()
    try:
        for start in range(0, len(jobs), batch_size):
            chunk = jobs[start:start + batch_size]
            ctx = [list(encoded[i]) for i, _ in chunk]
            width = max(len(c) for c in ctx)
            ids = torch.tensor([[pad] * (width - len(c)) + c for c in ctx])
            mask = torch.tensor([[0] * (width - len(c)) + [1] * len(c) for c in ctx])
            kwargs: dict[str, Any] = ({"do_sample": True, "temperature": temperature,
                                       "top_k": 0, "top_p": 1.0} if temperature > 0
                                      else {"do_sample": False})
            with torch.no_grad():
                gen = model.generate(input_ids=ids.to(model.device),
                                     attention_mask=mask.to(model.device),
                                     max_new_tokens=max_new_tokens, pad_token_id=pad,
                                     eos_token_id=tokenizer.eos_token_id, **kwargs)
            for (i, _), row in zip(chunk, gen[:, width:].tolist(), strict=True):
                out[i].append(tokenizer.decode(row, skip_special_tokens=True))
    finally:
        model.train(was_training)
    return out


def evaluate_static(model: Any, tokenizer: Any, tasks: Sequence[Task], reward: CodeLoopReward, *,
                    samples: int = 2, temperature: float = 1.0, max_new_tokens: int = 256,
                    batch_size: int = 16, max_rows: int | None = None,
                    system_prompt: str | None = SYSTEM_PROMPT, seed: int = 0,
                    history: int | None = None,
                    turns: Sequence[int] | None = None) -> dict[str, Any]:
    """Answers every static row of ``tasks`` and aggregates the judged results.

    Args:
        model: A causal LM.
        tokenizer: Its tokenizer (with a chat template).
        tasks: Tasks to measure on.
        reward: The reward object that judges and prices answers (its tasks must include
            ``tasks``).
        samples: Answers per row.
        temperature: Sampling temperature (0: greedy, then use ``samples=1``).
        max_new_tokens: Cap per answer.
        batch_size: Generation batch.
        max_rows: Keep at most this many rows (evenly spread), for time.
        system_prompt: As in training.
        seed: Sampling seed.
        history: Earlier exchanges kept in each prompt (None: all), as in training.
        turns: Only these 1-based turns (None: all).

    Returns:
        ``{"rows": n, "answers": n, "metrics": {...}, "by_category": {...}, "by_turn": {...}}``
        with means over answers; ``IA`` etc. are in [0, 1].
    """
    rows = static_rows(tasks, system_prompt=system_prompt, history=history, turns=turns)
    if max_rows is not None and len(rows) > max_rows:
        step = len(rows) / max_rows
        rows = [rows[int(k * step)] for k in range(max_rows)]
    replies = generate_replies(model, tokenizer, [r["prompt"] for r in rows], samples=samples,
                               temperature=temperature, max_new_tokens=max_new_tokens,
                               batch_size=batch_size, seed=seed)
    by_id = {t.id: t for t in tasks}
    sums: dict[str, float] = defaultdict(float)
    cat_pass: dict[str, list[float]] = defaultdict(list)
    turn_ca: dict[int, list[float]] = defaultdict(list)
    n = 0
    for row, answers in zip(rows, replies, strict=True):
        for reply in answers:
            ep = reward.episode_for(row["task_id"], int(row["turn"]), reply)
            rec = ep.turns[-1]
            terms = reward_terms(ep, ("instruction", "conversation", "base", "format"))
            ia, ca = terms["instruction"], terms["conversation"]
            sums["IA"] += ia
            sums["CA"] += ca
            sums["IFR"] += instruction_forgetting_ratio(ep)[-1] or 0.0  # None: not judged
            sums["format"] += terms["format"]
            sums["base"] += terms["base"]
            sums["all_pass"] += float(all(v.passed for v in rec.verdicts.values()))
            sums["reward"] += rec.reward
            cat_pass[by_id[row["task_id"]].category_of(rec.focus)].append(ia)
            turn_ca[int(row["turn"])].append(ca)
            n += 1
    return {
        "rows": len(rows),
        "answers": n,
        "metrics": {k: v / n for k, v in sums.items()} if n else {},
        "by_category": {c: {"pass": sum(v) / len(v), "n": len(v)}
                        for c, v in sorted(cat_pass.items())},
        "by_turn": {str(t): sum(v) / len(v) for t, v in sorted(turn_ca.items())},
    }
