"""``codeloop train grpo``: GRPO on codeloop tasks with codeloop's rewards (TRL)."""

from __future__ import annotations

import argparse
import json
import os
import time
from pathlib import Path

from codeloop.cli import CliError
from codeloop.cli.judge_options import add_judge_arguments, judge_config_from_args
from codeloop.envs.tasks.sources import DEFAULT_TASKS


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Registers ``train`` and its ``grpo`` subcommand."""
    p = sub.add_parser("train", help="train a model on codeloop tasks (GRPO with TRL)",
                       description="Reinforcement learning with codeloop's rewards.")
    algos = p.add_subparsers(dest="algorithm", metavar="ALGORITHM")
    g = algos.add_parser(
        "grpo", help="GRPO (static rows, or whole multi-turn episodes)",
        description="Trains with TRL's GRPOTrainer. --mode static: one row per (task, turn) "
                    "with reference answers as history; multiturn: whole episodes through a "
                    "rollout_func, developer turns masked out of the loss; tools: whole "
                    "episodes through environment_factory, answers submitted with a "
                    "submit_code tool.")
    g.add_argument("--model", required=True, help="model directory or hub id")
    g.add_argument("--tasks", default=DEFAULT_TASKS,
                   help=f"task spec (default: {DEFAULT_TASKS})")
    g.add_argument("--mode", choices=("static", "multiturn", "tools"), default="static")
    g.add_argument("--reward", default="shaped",
                   help="per-turn reward: a name (instruction, conversation, retention, base, "
                        "format, shaped) or name=weight,... (default: shaped)")
    g.add_argument("--out", default=None, help="output directory (default: runs/grpo-<time>)")
    g.add_argument("--max-steps", type=int, default=100)
    g.add_argument("--learning-rate", type=float, default=1e-6)
    g.add_argument("--num-generations", type=int, default=4)
    g.add_argument("--batch-size", type=int, default=None,
                   help="completions per step (default: --num-generations)")
    g.add_argument("--max-completion-length", type=int, default=None,
                   help="tokens per completion (default: 512 static, 1536 multi-turn)")
    g.add_argument("--temperature", type=float, default=1.0)
    g.add_argument("--beta", type=float, default=0.0, help="KL coefficient (0: no ref model)")
    g.add_argument("--history", type=int, default=None,
                   help="static mode: earlier exchanges kept per prompt (default: all)")
    g.add_argument("--max-rounds", type=int, default=None, help="multi-turn: rounds cap")
    g.add_argument("--repeats", type=int, default=1, help="multi-turn: rows per task")
    g.add_argument("--developer", default="static", help="developer strategy (default: static)")
    g.add_argument("--voice", default="template", help="developer voice (default: template)")
    g.add_argument("--sandbox", default="local")
    g.add_argument("--lora", action="store_true", help="train LoRA adapters (peft)")
    g.add_argument("--vllm", action="store_true", help="generate with vLLM (colocated)")
    g.add_argument("--vllm-mode", choices=("colocate", "server"), default=None,
                   help="with --vllm: colocate (default) or server (a `trl vllm-serve` server)")
    g.add_argument("--report-to", default="none", metavar="TRACKERS",
                   help="where TRL logs the run, codeloop's reward terms included: none "
                        "(default), tensorboard, trackio, wandb, or several, comma-separated")
    g.add_argument("--tool-template", action="store_true",
                   help="tools mode: give a ChatML tokenizer TRL's Qwen2.5 tool template")
    g.add_argument("--seed", type=int, default=0)
    g.add_argument("--no-save", action="store_true", help="do not save the trained model")
    add_judge_arguments(g)
    g.set_defaults(func=run_grpo)

    def usage(args: argparse.Namespace) -> int:
        p.print_help()
        return 2

    p.set_defaults(func=usage)


def run_grpo(args: argparse.Namespace) -> int:
    """Runs ``codeloop train grpo``."""
    from codeloop.rewards.checks.judge_config import JudgeConfig
    from codeloop.rewards.functions import parse_reward_spec
    from codeloop.training.compat import TrainingUnavailable

    os.environ.setdefault("TRL_EXPERIMENTAL_SILENCE", "1")
    out = Path(args.out or Path("runs") / time.strftime("grpo-%Y%m%d-%H%M%S"))
    overrides = {
        "max_steps": args.max_steps,
        "learning_rate": args.learning_rate,
        "num_generations": args.num_generations,
        "per_device_train_batch_size": args.batch_size or args.num_generations,
        "temperature": args.temperature,
        "beta": args.beta,
        "seed": args.seed,
    }
    if args.max_completion_length:
        overrides["max_completion_length"] = args.max_completion_length
    trackers = [t.strip() for t in args.report_to.split(",") if t.strip()]
    overrides["report_to"] = trackers if trackers != ["none"] else "none"
    if args.vllm_mode:
        if not args.vllm:
            raise CliError("--vllm-mode needs --vllm")
        overrides["vllm_mode"] = args.vllm_mode
    try:
        from codeloop.training.recipes import build_grpo_trainer

        trainer = build_grpo_trainer(
            args.model, args.tasks, mode=args.mode, reward=parse_reward_spec(args.reward),
            output_dir=str(out), lora=args.lora, use_vllm=args.vllm, sandbox=args.sandbox,
            developer=args.developer, voice=args.voice, max_rounds=args.max_rounds,
            repeats=args.repeats, history=args.history, tool_template=args.tool_template,
            judge=JudgeConfig.from_dict(judge_config_from_args(args)), **overrides)
    except ModuleNotFoundError:
        raise  # `codeloop.cli.main` names the extra that installs it
    except (TrainingUnavailable, ImportError) as exc:
        raise CliError(str(exc)) from exc
    except (ValueError, KeyError, OSError) as exc:
        raise CliError(str(exc)) from exc
    trainer.train()
    out.mkdir(parents=True, exist_ok=True)
    if not args.no_save:
        trainer.save_model(str(out / "model"))
        trainer.processing_class.save_pretrained(str(out / "model"))
    logs = [h for h in trainer.state.log_history if "reward" in h]
    (out / "log_history.json").write_text(json.dumps(trainer.state.log_history, indent=2))
    if logs:
        first, last = logs[0]["reward"], logs[-1]["reward"]
        print(f"{len(logs)} GRPO steps; batch reward {first:.3f} (first) -> {last:.3f} (last)")
    print(f"logs in {out}/log_history.json" + ("" if args.no_save else f", model in {out}/model"))
    return 0
