"""The one registry type (issue 26, point 2): both forms of register, lookup with "did you
mean" and the extra to install, entry points (loaded lazily, built-ins win, broken ones
skipped), and every extension kind of codeloop being such a registry."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from codeloop import registry as registry_module
from codeloop.registry import GROUPS, Registry, UnknownName


def test_register_as_a_call_and_as_a_decorator():
    reg: Registry[Any] = Registry("widget")

    def first() -> str:
        return "one"

    assert reg.register("first", first, help="the first") is first

    @reg.register("second", help="the second")
    def second() -> str:
        return "two"

    assert second() == "two"  # the decorator hands the function back
    assert reg.lookup("first") is first and reg["second"] is second
    assert dict(reg.items()) == {"first": first, "second": second}
    assert reg.helps() == {"first": "the first", "second": "the second"}
    assert "first" in reg and "third" not in reg and len(reg) == 2
    reg.register("first", second)  # a later registration replaces the name
    assert reg.lookup("first") is second


def test_unknown_name_lists_choices_says_did_you_mean_and_which_extra():
    reg: Registry[int] = Registry("widget", extras={"gizmo": "train"},
                                  choices_suffix=" (or NAME:ARG)")
    reg.register("reference", 1)
    reg.register("stubborn", 2)
    with pytest.raises(UnknownName) as info:
        reg.lookup("refrence")
    message = str(info.value)
    assert message.startswith("unknown widget 'refrence'; choose one of reference, stubborn "
                              "(or NAME:ARG)")
    assert "did you mean 'reference'?" in message
    assert isinstance(info.value, ValueError)  # callers that catch ValueError still do
    assert (info.value.kind, info.value.name, info.value.choices) == (
        "widget", "refrence", ["reference", "stubborn"])
    with pytest.raises(UnknownName, match=r"'gizmo' comes with the 'train' extra: "
                                          r"pip install 'codeloop\[train\]'") as info:
        reg.lookup("gizmo")
    assert "did you mean" not in str(info.value)  # nothing close: no guess


PLUGIN = '''
"""A plugin distribution of codeloop registries, for tests."""


def plugged():
    """A plugin widget.

    More text.
    """
    return "plugin"


def impostor():
    return "impostor"


DOUBLED = 3
SKIPPED = "x"


def _log(per_turn, final, out, run_name, project):
    import json
    (out / "mine.json").write_text(json.dumps([per_turn, final, run_name, project]))
    return "mine.json"


def tracker():
    from codeloop.tracking import Tracker
    return Tracker("json", _log)  # a package every interpreter has


TRACKER = tracker()
'''


def _install(site: Path, entry_points: str) -> None:
    """Installs a distribution the way pip leaves one: a module and its ``.dist-info``."""
    (site / "registry_plugin_demo.py").write_text(PLUGIN)
    (site / "registry_broken_demo.py").write_text("raise ImportError('broken on purpose')\n")
    info = site / "registry_plugin_demo-0.1.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: registry-plugin-demo\n"
                                   "Version: 0.1\n")
    (info / "entry_points.txt").write_text(entry_points)


@pytest.fixture
def site(tmp_path, monkeypatch):
    path = tmp_path / "site"
    path.mkdir()
    monkeypatch.syspath_prepend(str(path))  # importlib.metadata finds it as an installed one
    registry_module.forget_loaded()
    yield path
    registry_module.forget_loaded()


def test_entry_points_load_lazily_once_built_ins_win_and_broken_ones_are_skipped(site):
    _install(site, "[codeloop.rewards]\nplugged = registry_plugin_demo:plugged\n"
                   "builtin = registry_plugin_demo:impostor\n"
                   "broken = registry_broken_demo:anything\n")
    reg: Registry[Any] = Registry("reward", group="codeloop.rewards")
    builtin = reg.register("builtin", lambda: "builtin")
    assert reg.knows("builtin") and "plugged" not in reg  # nothing loaded for a known name
    with pytest.warns(RuntimeWarning, match="'broken' of codeloop.rewards .*registry-plugin-demo"):
        assert reg.lookup("plugged")() == "plugin"
    assert reg.lookup("builtin") is builtin  # an entry point never replaces a built-in
    assert reg.helps() == {"builtin": "", "plugged": "A plugin widget."}
    assert "broken" not in reg
    # Once per process: a plugin installed later is seen only after forget_loaded().
    (site / "registry_plugin_demo-0.1.dist-info" / "entry_points.txt").write_text(
        "[codeloop.rewards]\nlate = registry_plugin_demo:plugged\n")
    assert "late" not in reg.names()
    registry_module.forget_loaded()
    assert "late" in reg.names()


def test_adapt_turns_or_skips_what_an_entry_point_names(site):
    _install(site, "[codeloop.checks]\nrule = registry_plugin_demo:DOUBLED\n"
                   "skipped = registry_plugin_demo:SKIPPED\n")
    reg: Registry[int] = Registry(
        "check kind", group="codeloop.checks",
        adapt=lambda name, obj: (obj * 2, "doubled") if isinstance(obj, int) else None)
    assert reg.names() == ["rule"] and reg["rule"] == 6 and reg.help("rule") == "doubled"


def test_a_voice_reward_and_tracker_plug_in_through_their_groups(site, tmp_path):
    # The three kinds that had no entry points before the registry type (issue 26, point 2).
    from codeloop.agents.developers.registry import VOICES, make_developer
    from codeloop.rewards.functions import REWARDS, resolve_reward
    from codeloop.tracking import TRACKERS, log_eval

    _install(site, "[codeloop.voices]\nplain = codeloop.agents.developers.template_voice:"
                   "TemplateVoice\n[codeloop.rewards]\nplugged = registry_plugin_demo:plugged\n"
                   "[codeloop.trackers]\nmine = registry_plugin_demo:TRACKER\n")
    summary = {"p": {"metrics": {"IA": {"mean": 0.5, "per_turn": [1.0, 0.0]}}}}
    try:
        assert type(make_developer("static", voice="plain").voice).__name__ == "TemplateVoice"
        assert resolve_reward("plugged")() == "plugin"
        assert log_eval("mine", summary, tmp_path, run_name="r") == "mine.json"
        per_turn, _, run_name, project = json.loads((tmp_path / "mine.json").read_text())
        assert per_turn == {"1": {"eval/p/IA": 1.0}, "2": {"eval/p/IA": 0.0}}
        assert (run_name, project) == ("r", "codeloop")
    finally:
        for reg, name in ((VOICES, "plain"), (REWARDS, "plugged"), (TRACKERS, "mine")):
            reg.unregister(name)


def test_unknown_group_is_refused():
    with pytest.raises(ValueError, match="unknown entry-point group"):
        Registry("widget", group="codeloop.widgets")


def test_every_extension_kind_is_a_registry_with_an_entry_point_group():
    from codeloop.agents.developers.registry import STRATEGIES, VOICES
    from codeloop.agents.policies.registry import POLICIES
    from codeloop.envs.sandbox.languages import LANGUAGE_PLUGINS
    from codeloop.envs.sandbox.registry import SANDBOXES
    from codeloop.envs.tasks.sources import TASK_SOURCES
    from codeloop.rewards.checks.static import STATIC_RULES
    from codeloop.rewards.functions import REWARDS
    from codeloop.tracking import TRACKERS

    kinds = {"codeloop.policies": POLICIES, "codeloop.developers": STRATEGIES,
             "codeloop.voices": VOICES, "codeloop.task_sources": TASK_SOURCES,
             "codeloop.checks": STATIC_RULES, "codeloop.rewards": REWARDS,
             "codeloop.trackers": TRACKERS, "codeloop.languages": LANGUAGE_PLUGINS,
             "codeloop.sandboxes": SANDBOXES}
    assert set(kinds) == set(GROUPS)
    for group, reg in kinds.items():
        assert isinstance(reg, Registry) and reg.group == group, group
        assert len(reg) > 0, group


def test_language_rules_are_on_the_one_registry_type():
    # Check kinds over tree-sitter trees (lang_*): the same Registry as Python's static rules,
    # with each rule's summary as its help; an unknown kind stays a task error (KeyError).
    from codeloop.rewards.checks.lang import LANG_RULES, run_lang_rule

    assert isinstance(LANG_RULES, Registry) and "lang_naming" in LANG_RULES
    assert LANG_RULES.help("lang_naming") == LANG_RULES["lang_naming"].summary != ""
    with pytest.raises(KeyError):
        run_lang_rule("lang_nothing", "x = 1", {"language": "ruby"})


def test_eval_names_an_unknown_tracker_before_any_episode(tmp_path, capsys):
    # --log takes any name (plugins included); an unknown one fails like any registry's.
    from codeloop.cli import main

    out = tmp_path / "run"
    assert main(["eval", "--tasks", "bank@word_frequencies", "--policy", "reference",
                 "--out", str(out), "--log", "tensorbord", "--no-progress"]) == 2
    err = capsys.readouterr().err
    assert "unknown tracker 'tensorbord'" in err and "did you mean 'tensorboard'?" in err
    assert not (out / "episodes.jsonl").exists()


def test_compat_modes_and_categories_are_on_the_one_registry_type():
    # The last hand-rolled tables (benchmark extraction, source transforms, categories): an
    # unknown compat mode is the registry's UnknownName, naming the modes and the closest one.
    from codeloop.registry import UnknownName
    from codeloop.rewards.checks.compat import SOURCE_TRANSFORMS, compat_source
    from codeloop.rewards.extract import EXTRACTION_RULES
    from codeloop.rewards.taxonomy import CATEGORIES

    for reg in (SOURCE_TRANSFORMS, EXTRACTION_RULES, CATEGORIES):
        assert isinstance(reg, Registry) and len(reg) > 0
    assert "codeif-bench" in SOURCE_TRANSFORMS and "codeif-bench" in EXTRACTION_RULES
    assert CATEGORIES.help("exception_handling") == CATEGORIES["exception_handling"].description
    with pytest.raises(UnknownName, match="did you mean 'codeif-bench'"):
        compat_source("x = 1\n", __import__("ast").parse("x = 1\n"), {"compat": "codeif-bnch"})
