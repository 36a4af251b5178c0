"""`JudgeConfig`: the LLM judge of ``judge`` checks, as one typed value.

The CLI maps ``--judge``, ``--judge-base-url``, ``--judge-cache`` and ``--judge-cache-mode``
onto one ``JudgeConfig`` (its validation is the only one); :meth:`JudgeConfig.build` makes the
judge a :class:`~codeloop.rewards.checks.referee.Referee` holds, and the manifest records
:meth:`JudgeConfig.to_dict`.

The ``CODELOOP_JUDGE_*`` variables (:data:`ENV_VARS`) are a user's way to set the default of
those options, and nothing else: the CLI reads them once, when it builds a run's config
(:meth:`JudgeConfig.from_env`, called by :mod:`codeloop.cli.judge_options` alone). A library
entry point given no judge has none (``judge`` checks are *not judged*, saying how to pass
one), and nothing reads them while judging; a library caller who wants them passes
``JudgeConfig.from_env()`` explicitly.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from codeloop.rewards.judge import RubricJudge

CACHE_MODES = ("auto", "record", "replay")

ENV_VARS = ("CODELOOP_JUDGE_MODEL", "CODELOOP_JUDGE_BASE_URL", "CODELOOP_JUDGE_CACHE",
            "CODELOOP_JUDGE_CACHE_MODE")
"""The variables that set the judge's default (model, endpoint, cache file, cache mode)."""


@dataclass(frozen=True)
class JudgeConfig:
    """Which LLM judges ``judge`` checks (no model: none, those checks are *not judged*).

    Attributes:
        model: The judge model's name (part of every cache key, so needed to replay too).
        base_url: Its OpenAI-compatible endpoint (None: the client's default).
        cache: A JSONL record/replay cache file.
        cache_mode: ``auto``, ``record`` or ``replay`` (None: ``auto``).
    """

    model: str | None = None
    base_url: str | None = None
    cache: str | None = None
    cache_mode: str | None = None

    def __post_init__(self) -> None:
        if self.cache_mode not in (None, *CACHE_MODES):
            raise ValueError(f"judge cache mode must be auto, record or replay, not "
                             f"{self.cache_mode!r}")
        if self.model is None and (self.base_url or self.cache or self.cache_mode):
            raise ValueError("--judge-base-url, --judge-cache and --judge-cache-mode need "
                             "--judge MODEL")

    @classmethod
    def from_dict(cls, data: dict[str, Any] | None) -> JudgeConfig:
        """Reads :meth:`to_dict`'s output (an empty dict: no judge)."""
        return cls(**(data or {}))

    def to_dict(self) -> dict[str, Any]:
        """The options set, JSON-ready (empty when there is no judge)."""
        return {k: v for k, v in (("model", self.model), ("base_url", self.base_url),
                                  ("cache", self.cache), ("cache_mode", self.cache_mode))
                if v is not None}

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None) -> JudgeConfig:
        """The judge the ``CODELOOP_JUDGE_*`` variables name (no model named: no judge).

        Without ``CODELOOP_JUDGE_MODEL`` the other variables are ignored, as they always were
        (a stray cache path must not break every entry point that reads them).

        Args:
            env: The variables to read (default: ``os.environ``, read now).

        Raises:
            ValueError: For an unknown cache mode.
        """
        env = os.environ if env is None else env
        model, base_url, cache, cache_mode = (env.get(v) or None for v in ENV_VARS)
        if model is None:
            return cls()
        return cls(model, base_url=base_url, cache=cache, cache_mode=cache_mode)

    def build(self) -> RubricJudge | None:
        """The rubric judge this config names, or None without a model.

        Each call makes a new judge (and opens its cache file): build it once per run.
        """
        if self.model is None:
            return None
        from codeloop.rewards.judge import RubricJudge
        from codeloop.rewards.llm import ChatModel, RecordReplayCache

        # The model name is part of every cache key, so replaying needs it too (never called).
        cache = RecordReplayCache(self.cache, self.cache_mode or "auto") if self.cache else None
        return RubricJudge(ChatModel(self.model, base_url=self.base_url), cache)
