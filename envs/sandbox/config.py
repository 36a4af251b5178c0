"""`SandboxConfig`: where and how answers are judged, as one typed value.

The backend (``local``, ``bwrap``, ``docker`` ...), the pool size, the per-job limits and the
equality rule of test asserts travel together: the CLI maps its options onto one
``SandboxConfig``, the runner and the environments read it, and a manifest records it.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

# SANDBOX_PACKAGES lives in base (a leaf the backends import); named here with the settings.
from codeloop.envs.sandbox.base import SANDBOX_PACKAGES, Limits, Sandbox

__all__ = ["SANDBOX_PACKAGES", "SandboxConfig"]

@dataclass(frozen=True)
class SandboxConfig:
    """How answers are judged.

    Attributes:
        backend: Backend name (see :func:`codeloop.envs.sandbox.make_sandbox`).
        workers: Pool size (None: one per core, or per CPU of this rank's share).
        limits: Resource limits of one job (one answer with all its tests).
        strict_eq: Strict equality in test asserts (a rigged ``__eq__`` cannot pass).
    """

    backend: str = "local"
    workers: int | None = None
    limits: Limits = field(default_factory=Limits)
    strict_eq: bool = True

    def __post_init__(self) -> None:
        if not self.backend:
            raise ValueError("a sandbox config needs a backend name (e.g. local)")
        from codeloop.envs.sandbox.registry import SANDBOXES

        # A name nothing answers to is refused here, where the config is made, so a run with
        # `--sandbox bwarp` stops before it writes anything (UnknownName: a ValueError that
        # names the closest backend).
        SANDBOXES.lookup(self.backend)
        if self.workers is not None and self.workers < 1:
            raise ValueError(f"sandbox workers must be at least 1, not {self.workers}")
        if isinstance(self.limits, dict):  # from JSON or TOML
            object.__setattr__(self, "limits", Limits(**self.limits))

    def make(self) -> Sandbox:
        """Starts the backend (its workers start lazily, on the first job).

        A Python fork-server backend replays job parts it already judged
        (:mod:`~codeloop.envs.sandbox.memo`; ``CODELOOP_SANDBOX_MEMO=0`` turns that off).
        """
        from codeloop.envs.sandbox.registry import make_sandbox

        sandbox = make_sandbox(self.backend, **({"workers": self.workers} if self.workers else {}))
        remember = getattr(sandbox, "remember_parts", None)
        if callable(remember):
            remember()  # a run replays the job parts it already judged (pool.py, memo.py)
        return sandbox

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready dict (``SandboxConfig(**d)`` reads it back)."""
        return asdict(self)
