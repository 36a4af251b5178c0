"""`JudgeConfig`: the LLM judge of ``judge`` checks, as one typed value.

The CLI maps ``--judge``, ``--judge-base-url``, ``--judge-cache`` and ``--judge-cache-mode``
onto one ``JudgeConfig`` (its validation is the only one); the runner applies it
(:func:`codeloop.rewards.checks.judge_check.configure_judge`, process-wide so that every worker
sees it) and the manifest records :meth:`JudgeConfig.to_dict`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

CACHE_MODES = ("auto", "record", "replay")


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

    def apply(self) -> None:
        """Makes this the process-wide judge (or clears it, with no model)."""
        from codeloop.rewards.checks.judge_check import configure_judge

        configure_judge(self.model, base_url=self.base_url, cache=self.cache,
                        cache_mode=self.cache_mode)
