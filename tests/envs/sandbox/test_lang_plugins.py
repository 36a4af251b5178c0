"""Languages are plugins: every registered language provides every part, under one name.

A language is one :class:`~codeloop.envs.sandbox.languages.plugin.LanguagePlugin` in
``LANGUAGE_PLUGINS``, naming a sandbox side and a checks side; every per-language table the code
reads is a view of that registry. Ruby is the first language written as a plugin (one module per
side); these tests prove the shape holds for all, and that a missing part is named.
"""

from __future__ import annotations

import sys
import types

import pytest

from codeloop.envs.sandbox.languages.plugin import (
    CHECKS_PARTS,
    LANGUAGE_PLUGINS,
    SANDBOX_PARTS,
    LanguagePlugin,
    PartView,
    missing_parts,
)
from codeloop.registry import Registry, UnknownName


@pytest.mark.parametrize("name", list(LANGUAGE_PLUGINS))
def test_every_language_provides_every_part(name):
    plugin = LANGUAGE_PLUGINS[name]
    assert plugin.name == name
    assert missing_parts(plugin) == []
    for part in SANDBOX_PARTS:
        assert plugin.part("sandbox", part) is not None, part
    for part in CHECKS_PARTS:
        if part != "COMPILER":  # None: no syntax check of its own (Rust, TypeScript)
            assert plugin.part("checks", part) is not None, part
    assert plugin.part("checks", "SPEC").name == name
    assert plugin.part("sandbox", "TOOLCHAIN") is not None


def test_ruby_is_a_plugin_of_two_modules():
    ruby = LANGUAGE_PLUGINS["ruby"]
    assert ruby.sandbox == "codeloop.envs.sandbox.languages.ruby"
    assert ruby.checks == "codeloop.rewards.checks.lang.ruby"
    assert isinstance(ruby.side("sandbox"), types.ModuleType)
    assert ruby.fence_tags == {"ruby", "rb"} and ruby.ext == "rb" and ruby.line_comment == "#"


def test_a_missing_part_is_reported_by_name(monkeypatch):
    side = types.ModuleType("codeloop_test_half_language")
    side.TOOLCHAIN = object  # every sandbox part but DIALECT and FORGE
    for part in SANDBOX_PARTS:
        if part not in ("DIALECT", "FORGE", "TOOLCHAIN"):
            setattr(side, part, object())
    monkeypatch.setitem(sys.modules, side.__name__, side)
    half = LanguagePlugin("half", "Half", "hf", "#", frozenset({"half"}), sandbox=side.__name__,
                          checks="codeloop_test_no_such_module")
    missing = missing_parts(half)
    assert "sandbox.DIALECT" in missing and "sandbox.FORGE" in missing
    assert "sandbox.TOOLCHAIN" not in missing
    assert any(m.startswith("checks (cannot import codeloop_test_no_such_module") for m in missing)
    with pytest.raises(LookupError, match="'half': its sandbox side .* has no DIALECT"):
        half.part("sandbox", "DIALECT")


def test_the_old_tables_are_views_of_the_registry(monkeypatch):
    from codeloop.envs.sandbox.lang_conformance import DIALECTS
    from codeloop.envs.sandbox.languages import attacks
    from codeloop.envs.sandbox.languages.toolchains import TOOLCHAINS
    from codeloop.envs.tasks.languages import LANGUAGES
    from codeloop.rewards.checks.lang import LANGS
    from codeloop.rewards.extract import FENCE_TAGS

    names = list(LANGUAGE_PLUGINS)
    for table in (DIALECTS, attacks.FORGE, attacks.SCANNER, TOOLCHAINS, LANGS, FENCE_TAGS):
        assert list(table) == names
    assert list(LANGUAGES) == ["python", *names]
    assert "cobol" not in TOOLCHAINS and FENCE_TAGS.get("cobol") is None
    # A language registered later (as an entry point would) appears in every table at once.
    ruby = LANGUAGE_PLUGINS["ruby"]
    monkeypatch.setitem(LANGUAGE_PLUGINS._entries, "ruby2",
                        (LanguagePlugin("ruby2", "Ruby 2", "rb2", "#", frozenset({"rb2"}),
                                        ruby.sandbox, ruby.checks), "Ruby 2"))
    assert DIALECTS["ruby2"] is DIALECTS["ruby"] and FENCE_TAGS["ruby2"] == {"rb2"}
    assert LANGUAGES["ruby2"].ext == "rb2" and "ruby2" in LANGS


def test_languages_are_a_registry_with_an_entry_point_group():
    assert isinstance(LANGUAGE_PLUGINS, Registry)
    assert LANGUAGE_PLUGINS.group == "codeloop.languages"
    with pytest.raises(UnknownName, match="did you mean 'ruby'"):
        LANGUAGE_PLUGINS.lookup("rubi")
    with pytest.raises(KeyError):
        PartView("sandbox", "DIALECT")["python"]  # Python is codeloop's own, not a plugin


def test_an_entry_point_that_is_not_a_plugin_is_skipped():
    from codeloop.envs.sandbox.languages.plugin import _adapt

    with pytest.warns(RuntimeWarning, match="not a LanguagePlugin"):
        assert _adapt("x", object()) is None
    ruby = LANGUAGE_PLUGINS["ruby"]
    with pytest.warns(RuntimeWarning):
        assert _adapt("not-ruby", ruby) is None
    assert _adapt("ruby", ruby) == (ruby, "Ruby")


def test_the_tables_outside_the_sandbox_read_the_registry_too(monkeypatch):
    # The checks' construct finders, syntax types and module matching, the MultiCodeIF
    # loader's language names, bench's solutions: a language registered later is in all.
    from codeloop.envs.tasks.loaders.multicodeif import record_language
    from codeloop.rewards.checks.lang.constructs import MODULE_MATCHES, SPECIAL, SYNTAX_TYPES

    ruby = LANGUAGE_PLUGINS["ruby"]
    monkeypatch.setitem(LANGUAGE_PLUGINS._entries, "rubie",
                        (LanguagePlugin("rubie", "Rubie", "rbe", "#", frozenset({"rbe"}),
                                        ruby.sandbox, ruby.checks), "Rubie"))
    assert record_language({"answer": "Rubie;Hash", "prompt": ""}) == ("rubie", "Rubie")
    assert record_language({"answer": "rbe;Hash", "prompt": ""}) == ("rubie", "rbe")
    assert record_language({"answer": "dp", "prompt": "Write a Rubie method `f`"}) == \
        ("rubie", "Rubie")
    assert "for_each" in SPECIAL["rubie"] and SYNTAX_TYPES["rubie"]["hash"] == {"hash"}
    assert MODULE_MATCHES["rubie"]("json/add", "json")
    assert PartView("sandbox", "SAMPLE_SOLUTION")["rubie"].startswith("def add(a, b)")
    monkeypatch.delitem(LANGUAGE_PLUGINS._entries, "rubie")
    assert record_language({"answer": "Rubie;Hash", "prompt": ""}) == (None, "")


def test_a_language_is_named_in_prose_by_its_title_unless_it_says_otherwise():
    java, go = LANGUAGE_PLUGINS["java"], LANGUAGE_PLUGINS["go"]
    assert java.prompt_names == (r"\bJava\b",)
    assert LANGUAGE_PLUGINS["cpp"].prompt_names == (r"\bC\+\+",)  # no word boundary after +
    assert r"\bGolang\b" in go.prompt_names and r"\bGo\b" not in go.prompt_names


def test_every_builtin_language_is_one_module_per_side():
    for name in LANGUAGE_PLUGINS:
        plugin = LANGUAGE_PLUGINS[name]
        assert plugin.sandbox == f"codeloop.envs.sandbox.languages.{name}"
        assert plugin.checks == f"codeloop.rewards.checks.lang.{name}"
        assert isinstance(plugin.side("sandbox"), types.ModuleType)
        assert isinstance(plugin.side("checks"), types.ModuleType)
