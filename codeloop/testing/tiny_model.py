"""Building a tiny causal language model offline, for tests, demos and benchmarks.

No weights or tokenizers can be downloaded here, so the model is made from scratch: a BPE
tokenizer trained on local text (the bank's prompts and references by default) and a
random-weight Llama-architecture model from a small config, saved with a chat template so
that ``apply_chat_template``, TRL and ``transformers serve`` treat it like any chat model.

Usage: ``python -m codeloop.testing.tiny_model OUT_DIR [--hidden 64 --layers 2]``.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from transformers import PreTrainedTokenizerFast

# A ChatML template that is prefix-preserving (rendering a conversation and then a longer one
# only appends tokens), as multi-turn RL with masked user turns requires.
CHAT_TEMPLATE = (
    "{% for message in messages %}"
    "{{ '<|im_start|>' + message['role'] + '\n' + message['content'] + '<|im_end|>\n' }}"
    "{% endfor %}"
    "{% if add_generation_prompt %}{{ '<|im_start|>assistant\n' }}{% endif %}"
)
SPECIAL_TOKENS = ["<|endoftext|>", "<|im_start|>", "<|im_end|>", "<|pad|>"]


def default_corpus() -> list[str]:
    """Local text to train the tokenizer on: the bank's prompts, instructions and references."""
    from codeloop.envs.tasks import load_tasks

    texts = []
    for task in load_tasks("bank"):
        texts.append(task.prompt)
        texts.extend(i.text for i in task.instructions)
        texts.extend(task.references or ())
        texts.extend(i.solo_reference or "" for i in task.instructions)
    texts.append("Here is the code:\n```python\ndef f(x):\n    return x\n```\n")
    return [t for t in texts if t]


def train_tokenizer(corpus: Iterable[str], vocab_size: int = 1024) -> PreTrainedTokenizerFast:
    """Trains a byte-level BPE tokenizer and wraps it as a transformers fast tokenizer."""
    from tokenizers import Tokenizer, decoders, models, pre_tokenizers, trainers
    from transformers import PreTrainedTokenizerFast

    tok = Tokenizer(models.BPE())
    tok.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    tok.decoder = decoders.ByteLevel()
    trainer = trainers.BpeTrainer(vocab_size=vocab_size, special_tokens=SPECIAL_TOKENS,
                                  initial_alphabet=pre_tokenizers.ByteLevel.alphabet())
    tok.train_from_iterator(list(corpus), trainer=trainer)
    fast = PreTrainedTokenizerFast(  # type: ignore[no-untyped-call]  # untyped in transformers
        tokenizer_object=tok, eos_token="<|im_end|>", bos_token="<|endoftext|>",
        pad_token="<|pad|>", unk_token=None,
    )
    fast.chat_template = CHAT_TEMPLATE
    return fast


def build_tiny_model(
    out_dir: str | Path,
    *,
    hidden_size: int = 64,
    num_layers: int = 2,
    num_heads: int = 4,
    vocab_size: int = 1024,
    max_positions: int = 2048,
    seed: int = 0,
    corpus: Iterable[str] | None = None,
    sampling: bool = False,
) -> Path:
    """Builds and saves a tiny random-weight chat model with its tokenizer.

    Args:
        out_dir: Where to save (a normal Hugging Face model directory).
        hidden_size: Model width.
        num_layers: Decoder layers.
        num_heads: Attention heads.
        vocab_size: Tokenizer vocabulary size.
        max_positions: Context length.
        seed: Weight initialisation seed.
        corpus: Tokenizer training text (default: :func:`default_corpus`).
        sampling: Sample by default (temperature 1, no top-k) instead of greedy decoding.
            Greedy decoding of random weights yields only newlines; sampling yields varied
            gibberish, which servers like ``transformers serve`` use as the model's default
            (a request's seed still makes each answer reproducible).

    Returns:
        The model directory.
    """
    import torch
    from transformers import GenerationConfig, LlamaConfig, LlamaForCausalLM

    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    tokenizer = train_tokenizer(corpus if corpus is not None else default_corpus(), vocab_size)
    torch.manual_seed(seed)
    config = LlamaConfig(
        vocab_size=len(tokenizer),
        hidden_size=hidden_size,
        intermediate_size=hidden_size * 2,
        num_hidden_layers=num_layers,
        num_attention_heads=num_heads,
        num_key_value_heads=num_heads,
        max_position_embeddings=max_positions,
        bos_token_id=tokenizer.bos_token_id,
        eos_token_id=tokenizer.eos_token_id,
        pad_token_id=tokenizer.pad_token_id,
        tie_word_embeddings=True,
    )
    model = LlamaForCausalLM(config)
    model.generation_config = GenerationConfig(  # type: ignore[no-untyped-call]  # as above
        bos_token_id=tokenizer.bos_token_id, eos_token_id=tokenizer.eos_token_id,
        pad_token_id=tokenizer.pad_token_id, max_new_tokens=64, do_sample=sampling,
        **({"temperature": 1.0, "top_k": 0} if sampling else {}),
    )
    model.save_pretrained(out)
    tokenizer.save_pretrained(out)
    (out / "codeloop_tiny.json").write_text(json.dumps(
        {"hidden_size": hidden_size, "num_layers": num_layers, "seed": seed,
         "vocab_size": len(tokenizer)}, indent=2))
    return out


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out_dir")
    parser.add_argument("--hidden", type=int, default=64)
    parser.add_argument("--layers", type=int, default=2)
    parser.add_argument("--heads", type=int, default=4)
    parser.add_argument("--vocab", type=int, default=1024)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    path = build_tiny_model(args.out_dir, hidden_size=args.hidden, num_layers=args.layers,
                            num_heads=args.heads, vocab_size=args.vocab, seed=args.seed)
    print(f"tiny model saved to {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
