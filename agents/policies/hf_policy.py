"""A local Hugging Face model as the policy: ``--policy hf:PATH`` (a directory or a hub id).

Prompts are rendered with the tokenizer's chat template. Generation is batched across
episodes: the runner plays many episodes on threads, each thread's :meth:`HFPolicy.act` queues
its prompt, and one generation thread takes whatever is queued (up to ``batch_size``, waiting
at most ``batch_wait_s`` for company) and runs one left-padded ``generate`` call for all of
them. A GPU is used when present (``device="auto"``), else the CPU.
"""

from __future__ import annotations

import queue
import threading
import time
from collections.abc import Sequence
from concurrent.futures import Future
from dataclasses import dataclass, field
from typing import Any

from codeloop.agents.policies.base import Message, PolicyError, Reply, TurnContext


@dataclass
class _Request:
    prompt: str
    future: Future[Reply] = field(default_factory=Future)
    queued_at: float = field(default_factory=time.perf_counter)


class HFPolicy:
    """Transformers generation with the model's chat template, batched across episodes.

    Args:
        arg: Model path or hub id (from ``hf:PATH``).
        model: The same, when not in the spec.
        device: ``auto`` (CUDA if available, else CPU), ``cpu``, ``cuda``, ``cuda:1`` ...
        dtype: ``auto``, ``float32``, ``bfloat16`` or ``float16``.
        max_tokens: New tokens per reply.
        temperature: 0 for greedy decoding, else sampling temperature.
        top_p: Nucleus mass when sampling.
        seed: Seeds torch before each batch (sampling only).
        stop: Stop sequences: generation ends at the first, which is cut off the reply (as the
            OpenAI API does).
        system_prompt: Prepended as a system message when given.
        batch_size: Most prompts per ``generate`` call.
        batch_wait_s: How long the generation thread waits to fill a batch.
        name: Policy name in results (default: ``hf:PATH``).

    Raises:
        ValueError: When the tokenizer has no chat template.
    """

    def __init__(
        self,
        arg: str | None = None,
        *,
        model: str | None = None,
        device: str = "auto",
        dtype: str = "auto",
        max_tokens: int | None = 512,
        temperature: float = 0.0,
        top_p: float | None = None,
        seed: int | None = None,
        stop: Sequence[str] | str | None = None,
        system_prompt: str | None = None,
        batch_size: int = 8,
        batch_wait_s: float = 0.02,
        name: str | None = None,
        **_: Any,
    ):
        import torch
        from transformers import AutoModelForCausalLM, AutoTokenizer

        path = arg or model
        if not path:
            raise ValueError("the hf policy needs a model: hf:PATH")
        self.path = path
        self.name = name or f"hf:{path}"
        if device == "auto":
            device = "cuda" if torch.cuda.is_available() else "cpu"
        self.device = device
        torch_dtype: Any = "auto" if dtype == "auto" else getattr(torch, dtype)
        self.tokenizer = AutoTokenizer.from_pretrained(path)
        if not getattr(self.tokenizer, "chat_template", None):
            raise ValueError(f"{path}: the tokenizer has no chat template")
        # Left padding: every prompt of a batch then ends where generation starts.
        self.tokenizer.padding_side = "left"
        if self.tokenizer.pad_token is None:
            self.tokenizer.pad_token = self.tokenizer.eos_token
        self.model = AutoModelForCausalLM.from_pretrained(path, dtype=torch_dtype)
        self.model.to(device)  # type: ignore[arg-type]  # transformers' stubs: a str is valid
        self.model.eval()  # type: ignore[no-untyped-call]  # transformers leaves it untyped
        self.max_tokens = max_tokens or 512
        self.temperature = temperature
        self.top_p = top_p
        self.seed = seed
        self.stop = [stop] if isinstance(stop, str) else list(stop or [])
        self.system_prompt = system_prompt
        self.batch_size = max(1, int(batch_size))
        self.batch_wait_s = batch_wait_s
        self.batch_sizes: list[int] = []
        self.usage: dict[str, int] = {}
        self._queue: queue.Queue[_Request | None] = queue.Queue()
        self._lock = threading.Lock()
        self._closed = False
        self._thread = threading.Thread(target=self._loop, name="hf-policy-generate",
                                        daemon=True)
        self._thread.start()

    def describe(self) -> dict[str, Any]:
        """What the manifest records: the model, where it runs, and every sampling setting."""
        return {
            "kind": "hf",
            "model": self.path,
            "device": self.device,
            "dtype": str(self.model.dtype),
            "sampling": {
                "temperature": self.temperature,
                "do_sample": bool(self.temperature and self.temperature > 0),
                "top_p": self.top_p,
                "max_tokens": self.max_tokens,
                "stop": list(self.stop),
                # One generate call serves a whole batch, so samples share one RNG stream.
                "seed": (None if self.seed is None
                         else f"torch.manual_seed({self.seed}) before each batch"),
            },
            "batch_size": self.batch_size,
        }

    def render(self, messages: Sequence[Message]) -> str:
        """The prompt text: the chat template applied, with the generation prompt."""
        msgs = [{"role": m["role"], "content": m["content"]} for m in messages]
        if self.system_prompt:
            msgs.insert(0, {"role": "system", "content": self.system_prompt})
        return str(self.tokenizer.apply_chat_template(msgs, tokenize=False,
                                                      add_generation_prompt=True))

    def act(self, messages: Sequence[Message], context: TurnContext) -> Reply:
        """Queues the prompt for the next batch and waits for its reply.

        Raises:
            PolicyError: When generation failed or the policy is closed.
        """
        if self._closed:
            raise PolicyError(f"{self.name} is closed")
        request = _Request(self.render(messages))
        self._queue.put(request)
        try:
            return request.future.result()
        except PolicyError:
            raise
        except Exception as exc:  # noqa: BLE001 - e.g. CUDA OOM: the episode errors, not the run
            raise PolicyError(f"{self.name} generation failed on task {context.task.id} "
                              f"turn {context.turn}: {type(exc).__name__}: {exc}") from exc

    def _next_batch(self) -> list[_Request] | None:
        first = self._queue.get()
        if first is None:
            return None
        batch = [first]
        deadline = time.perf_counter() + self.batch_wait_s
        while len(batch) < self.batch_size:
            timeout = deadline - time.perf_counter()
            try:
                item = self._queue.get(timeout=max(0.0, timeout)) if timeout > 0 else \
                    self._queue.get_nowait()
            except queue.Empty:
                break
            if item is None:
                self._queue.put(None)  # let the loop see the stop after this batch
                break
            batch.append(item)
        return batch

    def _loop(self) -> None:
        while True:
            batch = self._next_batch()
            if batch is None:
                return
            try:
                replies = self._generate([r.prompt for r in batch])
            except Exception as exc:  # noqa: BLE001 - handed to every waiting episode
                for r in batch:
                    r.future.set_exception(exc)
                continue
            for r, reply in zip(batch, replies, strict=True):
                r.future.set_result(reply)

    def _generate(self, prompts: list[str]) -> list[Reply]:
        import torch

        started = time.perf_counter()
        enc = self.tokenizer(prompts, return_tensors="pt", padding=True,
                             add_special_tokens=False).to(self.device)
        kwargs: dict[str, Any] = {"max_new_tokens": self.max_tokens,
                                  "pad_token_id": self.tokenizer.pad_token_id}
        if self.temperature and self.temperature > 0:
            kwargs.update(do_sample=True, temperature=self.temperature)
            if self.top_p is not None:
                kwargs["top_p"] = self.top_p
            if self.seed is not None:
                torch.manual_seed(self.seed)
        else:
            kwargs.update(do_sample=False, temperature=None, top_p=None, top_k=None)
        if self.stop:
            kwargs.update(stop_strings=list(self.stop), tokenizer=self.tokenizer)
        with torch.inference_mode():
            out = self.model.generate(**enc, **kwargs)
        new_tokens = out[:, enc["input_ids"].shape[1]:]
        elapsed = time.perf_counter() - started
        stop_ids = {self.tokenizer.eos_token_id, self.tokenizer.pad_token_id}
        replies = []
        for i in range(len(prompts)):
            ids = new_tokens[i].tolist()
            n_completion = next((k for k, t in enumerate(ids) if t in stop_ids), len(ids))
            text = str(self.tokenizer.decode(ids[:n_completion], skip_special_tokens=True))
            finish = "length" if n_completion == len(ids) else "stop"
            cut = _cut_at_stop(text, self.stop)
            if cut is not None:  # ended by a stop sequence, whichever row was longest
                text, finish = cut, "stop"
            n_prompt = int(enc["attention_mask"][i].sum())
            usage = {"prompt_tokens": n_prompt, "completion_tokens": n_completion,
                     "total_tokens": n_prompt + n_completion}
            replies.append(Reply(text=text, usage=usage, meta={
                "batch_size": len(prompts), "latency_s": round(elapsed, 6),
                "finish_reason": finish}))
        with self._lock:
            self.batch_sizes.append(len(prompts))
            for r in replies:
                for key, value in r.usage.items():
                    self.usage[key] = self.usage.get(key, 0) + value
        return replies

    def close(self) -> None:
        """Stops the generation thread (queued prompts are answered first)."""
        if not self._closed:
            self._closed = True
            self._queue.put(None)
            self._thread.join(timeout=60)


def _cut_at_stop(text: str, stops: Sequence[str]) -> str | None:
    """``text`` up to its first stop sequence, or None when it holds none."""
    found = [i for i in (text.find(s) for s in stops if s) if i >= 0]
    return text[:min(found)] if found else None
