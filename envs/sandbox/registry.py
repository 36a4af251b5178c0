"""Choosing a sandbox backend by name."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from codeloop.envs.sandbox.base import Sandbox

_FACTORIES: dict[str, Callable[..., Sandbox]] = {}


def register_sandbox(name: str, factory: Callable[..., Sandbox]) -> None:
    """Makes a backend available to :func:`make_sandbox` and ``--sandbox NAME``."""
    _FACTORIES[name] = factory


def available_sandboxes() -> list[str]:
    """Names accepted by :func:`make_sandbox`."""
    return sorted(_FACTORIES)


def make_sandbox(name: str = "local", **kwargs: Any) -> Sandbox:
    """Builds a sandbox backend.

    Args:
        name: Backend name (see :func:`available_sandboxes`): ``local`` (the best isolating local
            one: bubblewrap, else unshare; refuses when neither works), ``subprocess`` (unsafe,
            only when named), ``bwrap``,
            ``unshare``, ``subprocess``, ``docker``.
        **kwargs: Backend options (e.g. ``workers``).

    Raises:
        ValueError: For an unknown name.
        SandboxUnavailable: When the backend cannot run here (the message says how to fix it).
    """
    try:
        factory = _FACTORIES[name]
    except KeyError:
        raise ValueError(
            f"unknown sandbox {name!r}; choose one of {', '.join(available_sandboxes())}"
        ) from None
    return factory(**kwargs)


def _register_builtins() -> None:
    from codeloop.envs.sandbox.docker_backend import DockerSandbox
    from codeloop.envs.sandbox.local import (
        BwrapSandbox,
        SubprocessSandbox,
        UnshareSandbox,
        make_local,
    )

    register_sandbox("local", make_local)
    register_sandbox("bwrap", BwrapSandbox)
    register_sandbox("unshare", UnshareSandbox)
    register_sandbox("subprocess", SubprocessSandbox)
    register_sandbox("docker", DockerSandbox)
    _register_languages()


def _register_languages() -> None:
    # ``java``, ``cpp`` ... run that language warm in bubblewrap; ``java-cold`` compiles every
    # job from a cold start (bench/languages.py compares the two).
    from functools import partial

    from codeloop.envs.sandbox.languages import LANGUAGES, LanguageSandbox

    for lang in LANGUAGES:
        register_sandbox(lang, partial(LanguageSandbox, lang))
        register_sandbox(f"{lang}-cold", partial(LanguageSandbox, lang, warm=False))


_register_builtins()
