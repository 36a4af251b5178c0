"""Sandboxes for Java, JavaScript, TypeScript, C++, Rust, Go and Ruby behind ``Sandbox``.

``LanguageSandbox("java")`` runs Java jobs in warm bubblewrap workers
(``LanguageSandbox("java", backend="unshare")`` where bubblewrap is missing);
``make_sandbox("java")`` (and ``"java-cold"`` ...) does the same through the registry. The table of
languages is the plugin registry (:mod:`.plugin`: ``LANGUAGE_PLUGINS``); their test idioms and
what each keeps warm, :mod:`.toolchains` (Ruby's, :mod:`.ruby`).
"""

from codeloop.envs.sandbox.languages.plugin import LANGUAGE_PLUGINS, LanguagePlugin
from codeloop.envs.sandbox.languages.sandbox import LanguageSandbox
from codeloop.envs.sandbox.languages.toolchains import TOOLCHAINS, ToolchainMissing

#: The registered languages at import (entry-point plugins: ``plugin.language_names()``).
LANGUAGES = tuple(LANGUAGE_PLUGINS)

__all__ = ["LANGUAGES", "LANGUAGE_PLUGINS", "LanguagePlugin", "LanguageSandbox", "TOOLCHAINS",
           "ToolchainMissing"]
