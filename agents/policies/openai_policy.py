"""A policy backed by any OpenAI-compatible chat endpoint, through the official ``openai`` client.

Works with the OpenAI API and with every server that speaks ``/v1/chat/completions`` (vLLM,
SGLang, TGI, llama.cpp, Ollama, ``transformers serve`` ...). Spec: ``openai:MODEL`` (or
``openai`` with ``--model``).

Failure handling is ours, not the client's (its own retries are switched off) so that it is
the same on every client version and visible in the results: a request that times out, cannot
connect, gets 408/409/425/429/5xx, or gets a body that is not a completion is retried with
exponential backoff and full jitter (a ``Retry-After`` header is honoured); other statuses
(400, 401, 404 ...) fail at once. After ``max_retries`` retries :class:`PolicyError` is
raised, which the runner records as an errored episode. Every reply carries its token
usage and finish reason (``"length"``: cut by the token limit); :attr:`OpenAIPolicy.usage`
totals the run.

Sampling is reproducible: each request carries the sample's seed
(:func:`codeloop.agents.policies.base.sample_seed`, from the episode seed), so the samples of
``--episodes-per-task N`` differ and a rerun draws the same ones; a server that refuses the
``seed`` field (400/422 naming it) is asked again without it, and :meth:`OpenAIPolicy.describe`
says so. With ``model_cache`` every reply is recorded to (or replayed from) a JSONL file, keyed
by the request (model, messages, sampling settings, seed; not the endpoint), so a run can be
replayed with no key and no server.
"""

from __future__ import annotations

import os
import random
import re
import threading
import time
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from codeloop.agents.policies.base import (
    Message,
    PolicyError,
    Reply,
    TurnContext,
    sample_seed,
)
from codeloop.agents.policies.endpoint import OPENAI_DEFAULT_URL, public_url
from codeloop.rewards.llm import RecordReplayCache, cache_key

if TYPE_CHECKING:
    import openai

RETRYABLE_STATUS = frozenset({408, 409, 425, 429, 500, 502, 503, 504})


class OpenAIPolicy:
    """Chat-completion policy.

    Args:
        arg: The model name from the spec (``openai:MODEL``); overrides nothing if None.
        model: Model name (if not in the spec); else ``OPENAI_MODEL``.
        base_url: Endpoint, e.g. ``http://localhost:8000/v1`` (default: ``OPENAI_BASE_URL``, else
            the OpenAI API).
        api_key: Key (default: ``OPENAI_API_KEY``; a placeholder for local servers that need
            none).
        temperature: Sampling temperature.
        top_p: Nucleus sampling mass (None: the server's default).
        max_tokens: Cap on tokens per reply.
        seed: Mixed into every sample's seed (``--sampling-seed``; see
            :func:`~codeloop.agents.policies.base.sample_seed`); outside an episode with a
            seed it is sent as is (None and no episode seed: no seed is sent).
        stop: Stop sequences (the reply ends before the first one).
        system_prompt: Prepended as a system message when given.
        concurrency: Requests in flight at once, across every episode using this policy.
        max_retries: Retries per turn after the first attempt.
        request_timeout_s: Time limit of one HTTP request.
        backoff_base_s: First backoff; doubles each retry, with full jitter.
        backoff_max_s: Cap on one backoff.
        extra_body: Extra request fields for servers that take them (e.g. ``top_k``).
        model_cache: A JSONL file of recorded replies (see the module docstring).
        model_cache_mode: ``auto`` (replay what is recorded, record the rest), ``record``
            (always ask, record) or ``replay`` (never ask: a reply not recorded errors the
            episode).
        name: Policy name in results (default: ``openai:MODEL``).
    """

    def __init__(
        self,
        arg: str | None = None,
        *,
        model: str | None = None,
        base_url: str | None = None,
        api_key: str | None = None,
        temperature: float = 0.0,
        top_p: float | None = None,
        max_tokens: int | None = 1024,
        seed: int | None = None,
        system_prompt: str | None = None,
        concurrency: int = 16,
        max_retries: int = 5,
        request_timeout_s: float = 120.0,
        backoff_base_s: float = 0.5,
        backoff_max_s: float = 30.0,
        extra_body: Mapping[str, Any] | None = None,
        stop: Sequence[str] | str | None = None,
        model_cache: str | os.PathLike[str] | None = None,
        model_cache_mode: str = "auto",
        name: str | None = None,
        **_: Any,
    ):
        # Where each setting came from, so that the manifest can name the environment.
        self.sources = {
            "model": _source(arg, "spec", model, "--model", "OPENAI_MODEL"),
            "base_url": _source(None, "", base_url, "--base-url", "OPENAI_BASE_URL"),
            "api_key": _source(None, "", api_key, "--api-key", "OPENAI_API_KEY"),
        }
        self.model = arg or model or os.environ.get("OPENAI_MODEL")
        if not self.model:
            raise ValueError("the openai policy needs a model: openai:MODEL, --model or "
                             "OPENAI_MODEL")
        self.base_url = base_url or os.environ.get("OPENAI_BASE_URL")
        self._api_key = api_key or os.environ.get("OPENAI_API_KEY") or "not-needed"
        self.stop = [stop] if isinstance(stop, str) else list(stop or [])
        self.cache = (RecordReplayCache(model_cache, model_cache_mode)
                      if model_cache else None)
        # Servers that refuse a ``seed`` field get none, from their first refusal on.
        self.send_seed = True
        self.temperature = temperature
        self.top_p = top_p
        self.max_tokens = max_tokens
        self.seed = seed
        self.system_prompt = system_prompt
        self.concurrency = max(1, int(concurrency))
        self.max_retries = max(0, int(max_retries))
        self.request_timeout_s = request_timeout_s
        self.backoff_base_s = backoff_base_s
        self.backoff_max_s = backoff_max_s
        self.extra_body = dict(extra_body or {})
        # Newer OpenAI models refuse ``max_tokens``; switched on the first such refusal.
        self.max_tokens_field = "max_tokens"
        self.name = name or f"openai:{self.model}"
        self._slots = threading.BoundedSemaphore(self.concurrency)
        self._lock = threading.Lock()
        self._client: openai.OpenAI | None = None
        self._rng = random.Random()
        self.usage: dict[str, int] = {}
        self.stats: dict[str, int] = {"requests": 0, "retries": 0, "failures": 0}

    @property
    def client(self) -> openai.OpenAI:
        """The ``openai.OpenAI`` client (built on first use; thread-safe)."""
        with self._lock:
            if self._client is None:
                import openai

                # max_retries=0: retries are ours (see the module docstring). The client's
                # default pool (1000 connections) covers any sane ``concurrency``.
                self._client = openai.OpenAI(
                    base_url=self.base_url, api_key=self._api_key,
                    timeout=self.request_timeout_s, max_retries=0)
            return self._client

    def request_params(self, messages: Sequence[Message],
                       context: TurnContext | None = None) -> dict[str, Any]:
        """The keyword arguments of one ``chat.completions.create`` call.

        Args:
            messages: The conversation so far.
            context: The turn being answered; its episode seed makes the sample's seed.
        """
        msgs = [{"role": m["role"], "content": m["content"]} for m in messages]
        if self.system_prompt:
            msgs.insert(0, {"role": "system", "content": self.system_prompt})
        params: dict[str, Any] = {"model": self.model, "messages": msgs,
                                  "temperature": self.temperature}
        if self.top_p is not None:
            params["top_p"] = self.top_p
        if self.max_tokens is not None:
            params[self.max_tokens_field] = self.max_tokens
        seed = sample_seed(context.seed if context is not None else None, self.seed)
        if seed is not None and self.send_seed:
            params["seed"] = seed
        if self.stop:
            params["stop"] = list(self.stop)
        if self.extra_body:
            params["extra_body"] = dict(self.extra_body)
        return params

    def cache_key(self, messages: Sequence[Message], context: TurnContext | None) -> str:
        """The cache key of a request: what the model sees and how it samples, no endpoint.

        The seed is the one the sample was meant to use, whether or not the server took it,
        so a replay finds what a recording made.
        """
        params = self.request_params(messages, context)
        params.pop(self.max_tokens_field, None)
        params.pop("seed", None)
        params["max_tokens"] = self.max_tokens
        params["seed"] = sample_seed(context.seed if context is not None else None, self.seed)
        return cache_key({"policy": "openai", **params})

    def describe(self) -> dict[str, Any]:
        """What the manifest records: model, endpoint (no secrets) and every sampling setting.

        ``sources`` names where the model, endpoint and key came from (the spec, a flag, an
        environment variable, or the client's default); the key itself is never included.
        """
        cache = None
        if self.cache is not None:
            cache = {"path": str(self.cache.path), "mode": self.cache.mode}
        return {
            "kind": "openai",
            "model": self.model,
            "endpoint": public_url(self.base_url) or OPENAI_DEFAULT_URL,
            "sources": dict(self.sources),
            "sampling": {
                "temperature": self.temperature,
                "top_p": self.top_p,
                "max_tokens": self.max_tokens,
                "max_tokens_field": self.max_tokens_field,
                "stop": list(self.stop),
                "extra_body": dict(self.extra_body),
                "seed": ("per sample: the episode seed" if self.seed is None else
                         f"per sample: crc32(f'{self.seed}/{{episode_seed}}') & 0x7fffffff"),
                "seed_sent": self.send_seed,
            },
            "request_timeout_s": self.request_timeout_s,
            "max_retries": self.max_retries,
            "concurrency": self.concurrency,
            "model_cache": cache,
        }

    def act(self, messages: Sequence[Message], context: TurnContext) -> Reply:
        """Asks the model; retries transient failures.

        Raises:
            PolicyError: When the request fails for good (a non-retryable status, or every
                retry used up); the message names the task, turn, attempts and last error.
        """
        import openai

        key = self.cache_key(messages, context) if self.cache is not None else ""
        if self.cache is not None and self.cache.mode != "record":
            hit = self.cache.get(key)
            if hit is not None:
                meta = dict(hit.get("meta") or {})
                return Reply(text=str(hit["response"]), usage=dict(meta.pop("usage", {})),
                             meta={**meta, "cached": True})
            if self.cache.mode == "replay":
                raise PolicyError(f"no recorded reply of {self.model} for task "
                                  f"{context.task.id} turn {context.turn} in {self.cache.path} "
                                  "(--model-cache-mode replay)")
        params = self.request_params(messages, context)
        errors: list[str] = []
        started = time.perf_counter()
        attempt = 0
        while attempt <= self.max_retries:
            retry_after: float | None = None
            with self._slots:
                t0 = time.perf_counter()
                try:
                    with self._lock:
                        self.stats["requests"] += 1
                    resp = self.client.chat.completions.create(**params)
                    reply = self._reply(resp, attempt, time.perf_counter() - t0,
                                        time.perf_counter() - started)
                    if self.cache is not None:
                        _record(self.cache, key, params, reply)
                    return reply
                except (openai.APITimeoutError, openai.APIConnectionError) as exc:
                    errors.append(f"{type(exc).__name__}: {exc}")
                except openai.APIStatusError as exc:
                    errors.append(f"HTTP {exc.status_code}: {_short(exc)}")
                    if (exc.status_code == 400 and "max_completion_tokens" in str(exc)
                            and "max_tokens" in params):
                        # The model wants the newer field: switch (for every later request
                        # too) and ask again at once; this is not a failed attempt.
                        self.max_tokens_field = "max_completion_tokens"
                        params = self.request_params(messages, context)
                        continue
                    if "seed" in params and _refuses_seed(exc):
                        # Not a failed attempt either: this server takes no seed.
                        self.send_seed = False
                        params = self.request_params(messages, context)
                        continue
                    if exc.status_code not in RETRYABLE_STATUS:
                        break
                    retry_after = _retry_after(exc)
                except (openai.APIError, ValueError) as exc:
                    # A 200 whose body is not a completion (a proxy's error page, a truncated
                    # body): transient in practice, so retried like a 5xx.
                    errors.append(f"malformed response: {type(exc).__name__}: {_short(exc)}")
            if attempt < self.max_retries:
                with self._lock:
                    self.stats["retries"] += 1
                time.sleep(self.backoff_s(attempt, retry_after))
            attempt += 1
        with self._lock:
            self.stats["failures"] += 1
        raise PolicyError(
            f"{self.model} failed on task {context.task.id} turn {context.turn} after "
            f"{len(errors)} attempt(s): {errors[-1] if errors else 'no response'}")

    def backoff_s(self, attempt: int, retry_after: float | None = None) -> float:
        """Sleep before retry ``attempt + 1``: full jitter over an exponential cap.

        Full jitter (uniform in ``[0, cap]``) spreads the retries of many episodes that failed
        together, so they do not hit a recovering server in one burst.
        """
        cap = min(self.backoff_max_s, self.backoff_base_s * (2 ** attempt))
        with self._lock:
            delay = self._rng.uniform(0, cap)
        if retry_after is not None:
            delay = max(delay, min(retry_after, self.backoff_max_s))
        return delay

    def _reply(self, resp: Any, attempt: int, latency_s: float, total_s: float) -> Reply:
        choice = resp.choices[0] if resp.choices else None
        text = (choice.message.content or "") if choice is not None else ""
        usage: dict[str, int] = {}
        if getattr(resp, "usage", None) is not None:
            for key in ("prompt_tokens", "completion_tokens", "total_tokens"):
                value = getattr(resp.usage, key, None)
                if value is not None:
                    usage[key] = int(value)
        with self._lock:
            for key, value in usage.items():
                self.usage[key] = self.usage.get(key, 0) + value
        meta = {"latency_s": round(latency_s, 6), "total_s": round(total_s, 6),
                "attempts": attempt + 1,
                "finish_reason": getattr(choice, "finish_reason", None) if choice else None,
                "model": getattr(resp, "model", self.model)}
        return Reply(text=text, usage=usage, meta=meta)

    def __getstate__(self) -> dict[str, Any]:
        # Picklable (e.g. shipped to Ray workers): locks and the HTTP client are rebuilt there.
        state = dict(self.__dict__)
        for key in ("_slots", "_lock", "_client"):
            state.pop(key, None)
        cache = state.pop("cache", None)
        state["_cache_spec"] = (str(cache.path), cache.mode) if cache is not None else None
        return state

    def __setstate__(self, state: dict[str, Any]) -> None:
        spec = state.pop("_cache_spec", None)
        self.__dict__.update(state)
        self.cache = RecordReplayCache(*spec) if spec else None
        self._slots = threading.BoundedSemaphore(self.concurrency)
        self._lock = threading.Lock()
        self._client = None

    def close(self) -> None:
        """Closes the HTTP connections."""
        with self._lock:
            if self._client is not None:
                self._client.close()
                self._client = None


def _record(cache: RecordReplayCache, key: str, params: Mapping[str, Any],
            reply: Reply) -> None:
    """Records a reply with what a replay needs to be faithful: usage and finish reason."""
    request = {k: v for k, v in params.items() if k != "messages"}
    request["n_messages"] = len(params["messages"])
    meta = {"usage": dict(reply.usage), "finish_reason": reply.meta.get("finish_reason"),
            "model": reply.meta.get("model")}
    cache.put(key, request, reply.text, meta)


def _source(spec: Any, spec_name: str, option: Any, flag: str, env: str) -> str:
    """Where a setting came from: the spec, a flag, an environment variable, or nowhere."""
    if spec:
        return spec_name
    if option:
        return flag
    if os.environ.get(env):
        return f"${env}"
    return "default"


_REFUSAL = re.compile(r"unsupported|unexpected|unrecogni[sz]ed|not supported|not allowed|"
                      r"unknown|extra (field|input)s?|not permitted", re.IGNORECASE)


def _refuses_seed(exc: Any) -> bool:
    """True for a 400/422 that refuses the ``seed`` field (not any error mentioning seeds)."""
    if getattr(exc, "status_code", None) not in (400, 422):
        return False
    body = getattr(exc, "body", None)
    if isinstance(body, Mapping) and body.get("param") == "seed":
        return True
    # The client's message may leave out a body without an "error" object (FastAPI's
    # {"detail": ...}), so the body is read too.
    text = f"{exc} {body!r}"
    return bool(re.search(r"\bseed\b", text)) and bool(_REFUSAL.search(text))


def _short(exc: Exception, limit: int = 300) -> str:
    text = str(exc)
    return text if len(text) <= limit else text[:limit] + "..."


def _retry_after(exc: Any) -> float | None:
    """Seconds from a ``Retry-After`` header (seconds form only), if any."""
    response = getattr(exc, "response", None)
    headers = getattr(response, "headers", None)
    if headers is None:
        return None
    value = headers.get("retry-after")
    try:
        return max(0.0, float(value)) if value is not None else None
    except ValueError:
        return None
