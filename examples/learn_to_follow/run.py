"""Learning to follow instructions: SFT warm-up, then GRPO with codeloop's rewards, on CPU.

One command, under 20 minutes on a 2-core CPU (each stage has a time budget):

    python examples/learn_to_follow/run.py --out runs/learn_to_follow

1. Splits the tasks into train and held-out by a hash of the task id (``--holdout``), so the
   split of a task never changes as the bank grows. To fit the CPU budget, training uses at
   most ``--max-train-tasks`` train tasks and turns 1..``--max-turn`` of each conversation
   (prompts keep the last ``--history`` exchange).
2. Builds a tiny Llama chat model from scratch (tokenizer trained on the text of the train
   tasks' turns 1..``--sft-max-turn``, which defaults to ``--max-turn``).
3. Warm-up with TRL's SFTTrainer on the train tasks' static conversations (turns
   1..``--sft-max-turn``), whose targets are a deliberate mix of the reference answer, the
   previous turn's answer (stubborn) and the instruction's solo reference (forgetful): see
   :mod:`codeloop.training.sft`.
4. Measures constraint satisfaction (IA, CA, forgetting, per-category pass) on three splits:
   ``heldout`` (held-out tasks, turns 1..max-turn), ``train`` (train tasks, turns
   1..max-turn: the GRPO prompts) and ``heldout_turns`` (train tasks, turns
   ``--heldout-turns``, by default the three after ``--max-turn``: turns GRPO never
   optimised, and, by default, neither SFT nor the tokenizer saw): "before".
5. GRPO (static mode, codeloop's ``shaped`` reward) on the train tasks, for a time budget.
6. Measures again: "after". Writes ``figures.json`` and ``curve.png`` in ``--out``.

The numbers are whatever the run gives; the script does not pick a good seed.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
os.environ.setdefault("TRL_EXPERIMENTAL_SILENCE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")


def log(msg: str) -> None:
    print(f"[{time.strftime('%H:%M:%S')}] {msg}", flush=True)


def build_model(out: Path, train_tasks, args) -> Path:
    from codeloop.testing.tiny_model import build_tiny_model
    from codeloop.training.sft import sft_rows

    # Only the SFT turns: with the default settings the held-out turns' text (their messages
    # and reference answers) then shapes no part of the model, not even its vocabulary.
    corpus = []
    for row in sft_rows(train_tasks, variants=("reference",), history=args.history,
                        max_turn=args.sft_max_turn):
        corpus.extend(m["content"] for m in row["prompt"])
        corpus.append(row["completion"][0]["content"])
    return build_tiny_model(out / "base", hidden_size=args.hidden, num_layers=args.layers,
                            num_heads=args.heads, vocab_size=args.vocab, seed=args.seed,
                            corpus=corpus, max_positions=4096)


def deadline_callback(minutes: float):
    from transformers import TrainerCallback

    deadline = time.time() + minutes * 60

    class Budget(TrainerCallback):
        def on_step_end(self, targs, state, control, **kw):
            if time.time() > deadline:
                control.should_training_stop = True
            return control

    return Budget()


def warm_up(base: Path, out: Path, train_tasks, args) -> tuple[Path, list[dict]]:
    from transformers import AutoModelForCausalLM, AutoTokenizer
    from trl import SFTConfig, SFTTrainer

    from codeloop.training.sft import sft_dataset

    data = sft_dataset(train_tasks, history=args.history,
                       max_turn=args.sft_max_turn).shuffle(seed=args.seed)
    log(f"SFT on {len(data)} rows (at most {args.sft_steps} steps of {args.sft_batch}, "
        f"{args.sft_minutes} min)")
    tok = AutoTokenizer.from_pretrained(base)
    model = AutoModelForCausalLM.from_pretrained(base)
    config = SFTConfig(
        output_dir=str(out / "sft_ckpt"), max_steps=args.sft_steps,
        per_device_train_batch_size=args.sft_batch, learning_rate=args.sft_lr,
        lr_scheduler_type="constant_with_warmup", warmup_steps=20, weight_decay=0.0,
        logging_steps=10, save_strategy="no", report_to="none", use_cpu=True, bf16=False,
        max_length=args.max_length, seed=args.seed, dataloader_num_workers=0,
    )
    trainer = SFTTrainer(model=model, args=config, train_dataset=data, processing_class=tok,
                         callbacks=[deadline_callback(args.sft_minutes)])
    trainer.train()
    path = out / "sft"
    trainer.save_model(str(path))
    tok.save_pretrained(str(path))
    losses = [{"step": h["step"], "loss": h["loss"]} for h in trainer.state.log_history
              if "loss" in h]
    return path, losses


def measure(model_dir: Path, tasks_by_split: dict, judge, args, label: str) -> dict:
    from transformers import AutoModelForCausalLM, AutoTokenizer

    from codeloop.training.evaluate import evaluate_static

    tok = AutoTokenizer.from_pretrained(model_dir)
    model = AutoModelForCausalLM.from_pretrained(model_dir)
    out = {}
    for split, (tasks, max_rows, turns) in tasks_by_split.items():
        t0 = time.time()
        out[split] = evaluate_static(model, tok, tasks, judge, samples=args.eval_samples,
                                     temperature=1.0, max_new_tokens=args.max_new_tokens,
                                     batch_size=args.eval_batch, max_rows=max_rows,
                                     seed=args.seed, history=args.history, turns=turns)
        if not out[split]["answers"]:
            log(f"{label} {split}: no rows")
            continue
        m = out[split]["metrics"]
        log(f"{label} {split}: IA {m['IA']:.3f} CA {m['CA']:.3f} IFR {m['IFR']:.3f} "
            f"format {m['format']:.3f} ({out[split]['answers']} answers, {time.time() - t0:.0f}s)")
    return out


def turn_span(turns: list[int] | None) -> str:
    """``[4, 5, 6]`` as ``"4-6"`` (``"all"`` for None)."""
    if not turns:
        return "all"
    if turns == list(range(turns[0], turns[-1] + 1)):
        return f"{turns[0]}-{turns[-1]}" if len(turns) > 1 else str(turns[0])
    return ",".join(map(str, turns))


def split_names(turns: list[int] | None, heldout_turns: list[int]) -> dict[str, str]:
    """Readable names of the measured splits, for the plot and the console."""
    return {"heldout": "held-out tasks", "train": f"train tasks, turns {turn_span(turns)}",
            "heldout_turns": f"train tasks, turns {turn_span(heldout_turns)} (no GRPO)"}


def parse_turns(spec: str, max_turn: int | None) -> list[int]:
    """Held-out turns from ``"auto"``, ``"none"``, ``"4-6"`` or ``"4,5,6"``.

    ``"auto"`` is the three turns after ``max_turn`` (none when every turn is trained on).
    """
    spec = spec.strip().lower()
    if spec == "none" or (spec == "auto" and max_turn is None):
        return []
    if spec == "auto":
        return list(range(max_turn + 1, max_turn + 4))
    if "-" in spec:
        lo, hi = (int(x) for x in spec.split("-", 1))
        return list(range(lo, hi + 1))
    return sorted({int(x) for x in spec.split(",") if x.strip()})


def sft_exposure(train_tasks, args) -> dict:
    """What the warm-up saw of the held-out turns, counted from the SFT rows themselves.

    Returns:
        SFT rows per turn and variant, the turns in the tokenizer's corpus, and how many
        held-out turns' reference answers (and their stubborn alternative, the previous
        turn's reference) occur verbatim as an SFT target anywhere.
    """
    from collections import Counter

    from codeloop.agents.policies.base import fenced
    from codeloop.training.sft import sft_rows

    rows = sft_rows(train_tasks, history=args.history, max_turn=args.sft_max_turn)
    per_turn = Counter((r["turn"], r["variant"]) for r in rows)
    targets = {r["completion"][0]["content"] for r in rows}
    refs = [(t, k) for t in train_tasks for k in args.heldout_turns if k <= len(t.references)]
    return {
        "sft_turns": sorted({r["turn"] for r in rows}),
        "tokenizer_turns": sorted({r["turn"] for r in rows}),
        "sft_rows": len(rows),
        "sft_rows_by_turn": {str(k): {v: n for (t, v), n in sorted(per_turn.items()) if t == k}
                             for k in sorted({r["turn"] for r in rows})},
        "heldout_turns": args.heldout_turns,
        "heldout_turn_rows_in_sft": sum(1 for r in rows if r["turn"] in args.heldout_turns),
        "heldout_turn_references": len(refs),
        "heldout_turn_references_as_sft_targets": sum(
            fenced(t.references[k - 1]) in targets for t, k in refs),
        "previous_turn_references_as_sft_targets": sum(
            fenced(t.references[k - 2]) in targets for t, k in refs),
    }


def grpo(sft: Path, out: Path, train_tasks, judge, args) -> tuple[Path, list[dict]]:
    from codeloop.training.recipes import build_grpo_trainer

    trainer = build_grpo_trainer(
        str(sft), train_tasks, mode="static", reward=args.reward, output_dir=str(out / "grpo"),
        callbacks=[deadline_callback(args.grpo_minutes)], max_steps=args.grpo_steps,
        learning_rate=args.grpo_lr,
        num_generations=args.num_generations,
        per_device_train_batch_size=args.num_generations * args.prompts_per_step,
        max_completion_length=args.max_new_tokens, temperature=1.0, seed=args.seed,
        lr_scheduler_type="constant", warmup_steps=0, history=args.history, turns=args.turns,
    )
    # The judge built the reference episodes already; share them with the trainer's reward.
    trainer.codeloop_reward.references = judge.references
    trainer.train()
    path = out / "grpo_model"
    trainer.save_model(str(path))
    trainer.processing_class.save_pretrained(str(path))
    curve = [{k: v for k, v in h.items() if k == "step" or k == "reward" or k.startswith(
        "codeloop/") or k == "reward_std"} for h in trainer.state.log_history if "reward" in h]
    return path, curve


def plot(figures: dict, path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, axes = plt.subplots(1, 2, figsize=(12, 4.5))
    curve = figures["grpo_curve"]
    steps = [c["step"] for c in curve]

    def smooth(xs, k=10):
        return [sum(xs[max(0, i - k + 1):i + 1]) / len(xs[max(0, i - k + 1):i + 1])
                for i in range(len(xs))]

    for key, label, color in (("reward", "reward", "tab:orange"),
                              ("codeloop/instruction", "IA", "tab:red"),
                              ("codeloop/conversation", "CA", "tab:blue")):
        ys = [c.get(key, float("nan")) for c in curve]
        axes[0].plot(steps, ys, alpha=0.15, color=color)
        axes[0].plot(steps, smooth(ys), color=color, label=f"{label} (10-step mean)")
    axes[0].set_xlabel("GRPO step")
    axes[0].set_ylabel("train batch mean")
    axes[0].set_title(f"GRPO on train tasks (reward: {figures['args']['reward']})")
    axes[0].legend()
    metrics = ["IA", "CA", "IFR", "format", "all_pass"]
    names = split_names(figures["args"]["turns"], figures["args"]["heldout_turns"])
    bars = [(split, stage) for split in ("heldout", "train", "heldout_turns")
            if split in figures["before"] for stage in ("before", "after")]
    colors = {"heldout": ("#c7c7c7", "#7f7f7f"), "train": ("#9ecae1", "#1f77b4"),
              "heldout_turns": ("#fdd0a2", "#e6550d")}
    width = 0.8 / len(bars)
    for j, (split, stage) in enumerate(bars):
        vals = [figures[stage][split]["metrics"].get(m, 0.0) for m in metrics]
        axes[1].bar([i + (j - (len(bars) - 1) / 2) * width for i in range(len(metrics))], vals,
                    width, color=colors[split][stage == "after"],
                    label=f"{names[split]} {stage}")
    axes[1].set_xticks(range(len(metrics)), metrics)
    axes[1].set_ylim(0, 1.4)  # headroom for the legend above the bars
    axes[1].set_yticks([0, 0.2, 0.4, 0.6, 0.8, 1.0])
    sft_turns = figures.get("sft_exposure", {}).get("sft_turns")
    axes[1].set_title(f"before vs after GRPO (SFT on turns {turn_span(sft_turns)}; "
                      f"IFR: lower is better)")
    axes[1].legend(fontsize=7, ncol=3 if len(bars) <= 4 else 2, loc="upper center")
    fig.tight_layout()
    fig.savefig(path, dpi=110)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--out", default="runs/learn_to_follow")
    p.add_argument("--tasks", default="bank@lang=python")
    p.add_argument("--holdout", type=float, default=0.25)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--hidden", type=int, default=128)
    p.add_argument("--layers", type=int, default=4)
    p.add_argument("--heads", type=int, default=4)
    p.add_argument("--vocab", type=int, default=2048)
    p.add_argument("--max-length", type=int, default=2048)
    p.add_argument("--history", type=int, default=1,
                   help="earlier exchanges kept in each prompt (-1: the whole conversation)")
    p.add_argument("--max-turn", type=int, default=3,
                   help="train and measure on turns 1..N of each conversation (0: all)")
    p.add_argument("--sft-max-turn", type=int, default=-1,
                   help="warm up (and build the tokenizer) on turns 1..N (-1: --max-turn, "
                        "0: all)")
    p.add_argument("--heldout-turns", default="auto",
                   help="train tasks' turns measured but never GRPO-trained on: 'auto' (the "
                        "3 after --max-turn), 'none', '4-6' or '4,5,6'")
    p.add_argument("--max-train-tasks", type=int, default=16,
                   help="use at most N train tasks (0: all), to fit the time budget")
    p.add_argument("--sft-steps", type=int, default=2000)
    p.add_argument("--sft-minutes", type=float, default=6.0)
    p.add_argument("--sft-batch", type=int, default=8)
    p.add_argument("--sft-lr", type=float, default=5e-3)
    p.add_argument("--grpo-minutes", type=float, default=6.0)
    p.add_argument("--threads", type=int, default=1,
                   help="torch threads (1 is fastest on a busy 2-core machine)")
    p.add_argument("--grpo-steps", type=int, default=400)
    p.add_argument("--grpo-lr", type=float, default=1e-4)
    p.add_argument("--num-generations", type=int, default=4)
    p.add_argument("--prompts-per-step", type=int, default=2)
    p.add_argument("--reward", default="shaped")
    p.add_argument("--max-new-tokens", type=int, default=256)
    p.add_argument("--eval-samples", type=int, default=4)
    p.add_argument("--eval-batch", type=int, default=24)
    p.add_argument("--eval-train-rows", type=int, default=48)
    p.add_argument("--eval-heldout-rows", type=int, default=40)
    p.add_argument("--eval-heldout-turn-rows", type=int, default=48)
    args = p.parse_args(argv)

    import torch

    from codeloop.envs.sandbox import make_sandbox
    from codeloop.envs.tasks import load_tasks
    from codeloop.rewards.functions import parse_reward_spec
    from codeloop.training.data import split_tasks
    from codeloop.training.rewards import CodeLoopReward

    torch.manual_seed(args.seed)
    torch.set_num_threads(args.threads)
    started = time.time()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    args.reward = parse_reward_spec(args.reward)
    args.history = None if args.history < 0 else args.history
    args.max_turn = args.max_turn or None
    args.turns = list(range(1, args.max_turn + 1)) if args.max_turn else None
    args.sft_max_turn = (args.max_turn if args.sft_max_turn < 0
                         else args.sft_max_turn or None)
    args.heldout_turns = parse_turns(args.heldout_turns, args.max_turn)
    if args.turns and set(args.heldout_turns) & set(args.turns):
        print(f"--heldout-turns {args.heldout_turns} overlap the GRPO turns {args.turns}",
              file=sys.stderr)
        return 2
    tasks = [t for t in load_tasks(args.tasks) if t.references]
    if len(tasks) < 2:
        print(f"need at least 2 tasks with references, {args.tasks!r} has {len(tasks)}",
              file=sys.stderr)
        return 2
    train, held = split_tasks(tasks, args.holdout)
    if args.max_train_tasks and len(train) > args.max_train_tasks:
        train = train[: args.max_train_tasks]  # the split is by hash, so this is unbiased
    log(f"{len(tasks)} tasks: {len(train)} train, {len(held)} held out "
        f"({', '.join(t.id for t in held)})")
    sandbox = make_sandbox("local")
    judge = CodeLoopReward(tasks, args.reward, sandbox=sandbox)

    exposure = sft_exposure(train, args)
    log(f"SFT sees turns {exposure['sft_turns']} ({exposure['sft_rows']} rows); held-out turns "
        f"{args.heldout_turns}: {exposure['heldout_turn_rows_in_sft']} SFT rows, "
        f"{exposure['heldout_turn_references_as_sft_targets']}/"
        f"{exposure['heldout_turn_references']} of their references are SFT targets")
    base = build_model(out, train, args)
    log(f"tiny model built in {base}")
    sft, sft_losses = warm_up(base, out, train, args)
    log(f"SFT done ({time.time() - started:.0f}s so far); final loss "
        f"{sft_losses[-1]['loss'] if sft_losses else float('nan'):.3f}")
    splits = {"heldout": (held, args.eval_heldout_rows, args.turns),
              "train": (train, args.eval_train_rows, args.turns)}
    if args.heldout_turns:
        splits["heldout_turns"] = (train, args.eval_heldout_turn_rows, args.heldout_turns)
    before = measure(sft, splits, judge, args, "before")
    grpo_model, curve = grpo(sft, out, train, judge, args)
    log(f"GRPO done: {len(curve)} steps ({time.time() - started:.0f}s so far)")
    after = measure(grpo_model, splits, judge, args, "after")
    figures = {
        "command": "python examples/learn_to_follow/run.py " + " ".join(argv or sys.argv[1:]),
        "args": {k: v for k, v in vars(args).items()},
        "tasks": {"train": [t.id for t in train], "heldout": [t.id for t in held]},
        "sft_exposure": exposure,
        "sft_loss": sft_losses,
        "before": before,
        "after": after,
        "grpo_curve": curve,
        "delta": {split: {m: after[split]["metrics"][m] - before[split]["metrics"][m]
                          for m in before[split]["metrics"]} for split in before},
        "delta_by_turn": {split: {t: after[split]["by_turn"][t] - v
                                  for t, v in before[split]["by_turn"].items()}
                          for split in before},
        "wall_seconds": round(time.time() - started, 1),
    }
    (out / "figures.json").write_text(json.dumps(figures, indent=2, default=str))
    plot(figures, out / "curve.png")
    log(f"wrote {out / 'figures.json'} and {out / 'curve.png'} "
        f"({figures['wall_seconds']:.0f}s total)")
    names = split_names(args.turns, args.heldout_turns)
    for split in before:
        b, a = before[split]["metrics"], after[split]["metrics"]
        if not b:
            continue
        log(f"{names[split]}: " + ", ".join(f"{m} {b[m]:.3f} -> {a[m]:.3f}"
                                             for m in ("IA", "CA", "IFR", "format", "all_pass")))
    return 0


if __name__ == "__main__":
    sys.exit(main())
