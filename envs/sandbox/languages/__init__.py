"""Sandboxes for Java, JavaScript, TypeScript, C++, Rust and Go behind the ``Sandbox`` protocol.

``LanguageSandbox("java")`` runs Java jobs in warm bubblewrap workers
(``LanguageSandbox("java", backend="unshare")`` where bubblewrap is missing);
``make_sandbox("java")`` (and ``"java-cold"`` ...) does the same through the registry. The table of
languages, their test idioms and what each keeps warm is :mod:`.toolchains`.
"""

from codeloop.envs.sandbox.languages.sandbox import LanguageSandbox
from codeloop.envs.sandbox.languages.toolchains import TOOLCHAINS, ToolchainMissing

LANGUAGES = tuple(TOOLCHAINS)

__all__ = ["LANGUAGES", "LanguageSandbox", "TOOLCHAINS", "ToolchainMissing"]
