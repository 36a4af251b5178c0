"""Choosing a sandbox backend by name: :data:`SANDBOXES`, one :class:`~codeloop.registry.Registry`.

Backends are registered like every other extension kind (policies, developers, languages ...):
``register_sandbox(name, factory)`` or ``@SANDBOXES.register(name)``, and third-party
distributions add theirs through the ``codeloop.sandboxes`` entry-point group (a factory
``factory(**options) -> Sandbox``; in ``pyproject.toml``:
``[project.entry-points."codeloop.sandboxes"] mine = "pkg.mod:MySandbox"``). An unknown name
(``--sandbox bwarp``) lists the names there are and the closest one.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from codeloop.envs.sandbox.base import Sandbox
from codeloop.registry import Registry

SandboxFactory = Callable[..., Sandbox]
"""``factory(**options) -> Sandbox`` (options such as ``workers``)."""

SANDBOXES: Registry[SandboxFactory] = Registry("sandbox", group="codeloop.sandboxes")
"""Every sandbox backend by name, entry-point plugins included."""


def register_sandbox(name: str, factory: SandboxFactory, *, help: str = "") -> SandboxFactory:
    """Makes a backend available to :func:`make_sandbox` and ``--sandbox NAME``.

    Args:
        name: The name users type.
        factory: ``factory(**options) -> Sandbox``.
        help: One line on what it is (default: none).

    Returns:
        ``factory``.
    """
    return SANDBOXES.register(name, factory, help=help)


def available_sandboxes() -> list[str]:
    """Names accepted by :func:`make_sandbox`, entry-point plugins included."""
    return SANDBOXES.names()


def make_sandbox(name: str = "local", **kwargs: Any) -> Sandbox:
    """Builds a sandbox backend.

    Args:
        name: Backend name (see :func:`available_sandboxes`): ``local`` (the best isolating
            local one: bubblewrap, else unshare; refuses when neither works), ``bwrap``,
            ``unshare``, ``subprocess`` (unsafe, only when named), ``docker``, a language's
            (``java``, ``java-cold`` ...), or a plugin's.
        **kwargs: Backend options (e.g. ``workers``).

    Raises:
        codeloop.registry.UnknownName: For an unknown name (a ValueError): the names there
            are and the closest one.
        SandboxUnavailable: When the backend cannot run here (the message says how to fix it,
            e.g. the missing ``docker`` package or engine).
    """
    return SANDBOXES.lookup(name)(**kwargs)


def _register_builtins() -> None:
    # The docker SDK is imported when a DockerSandbox starts; a missing one is reported then
    # with what to install (docker_backend.docker_client).
    from codeloop.envs.sandbox.docker_backend import DockerSandbox
    from codeloop.envs.sandbox.local import (
        BwrapSandbox,
        SubprocessSandbox,
        UnshareSandbox,
        make_local,
    )

    register_sandbox("local", make_local,
                     help="the best isolating local backend: bubblewrap, else unshare")
    register_sandbox("bwrap", BwrapSandbox, help="bubblewrap namespaces, seccomp, rlimits")
    register_sandbox("unshare", UnshareSandbox, help="util-linux unshare namespaces, rlimits")
    register_sandbox("subprocess", SubprocessSandbox,
                     help="plain processes with rlimits: unsafe, only when named")
    register_sandbox("docker", DockerSandbox, help="containers of a Docker engine")
    _register_languages()


def _register_languages() -> None:
    # ``java``, ``cpp`` ... run that language warm in bubblewrap; ``java-cold`` compiles every
    # job from a cold start (bench/languages.py compares the two).
    from functools import partial

    from codeloop.envs.sandbox.languages import LANGUAGES, LanguageSandbox

    for lang in LANGUAGES:
        register_sandbox(lang, partial(LanguageSandbox, lang),
                         help=f"{lang} tests, warm toolchain")
        register_sandbox(f"{lang}-cold", partial(LanguageSandbox, lang, warm=False),
                         help=f"{lang} tests, cold start per job")


_register_builtins()
