"""Choosing a sandbox backend by name."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from envs.sandbox.base import Sandbox
from envs.sandbox.local import SubprocessSandbox

_FACTORIES: dict[str, Callable[..., Sandbox]] = {
    "local": SubprocessSandbox,
    "subprocess": SubprocessSandbox,
}


def register_sandbox(name: str, factory: Callable[..., Sandbox]) -> None:
    """Makes a backend available to :func:`make_sandbox` and ``--sandbox NAME``."""
    _FACTORIES[name] = factory


def available_sandboxes() -> list[str]:
    """Names accepted by :func:`make_sandbox`."""
    return sorted(_FACTORIES)


def make_sandbox(name: str = "local", **kwargs: Any) -> Sandbox:
    """Builds a sandbox backend.

    Args:
        name: Backend name (see :func:`available_sandboxes`).
        **kwargs: Backend options.

    Raises:
        ValueError: For an unknown name.
    """
    try:
        factory = _FACTORIES[name]
    except KeyError:
        raise ValueError(
            f"unknown sandbox {name!r}; choose one of {', '.join(available_sandboxes())}"
        ) from None
    return factory(**kwargs)
