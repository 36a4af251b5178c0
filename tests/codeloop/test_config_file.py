"""``--config FILE``: TOML values become the command's own options; the command line wins."""

from __future__ import annotations

import argparse

import pytest

from codeloop.cli import build_parser
from codeloop.config_file import ConfigFileError, expand_config


def parser() -> argparse.ArgumentParser:
    top = argparse.ArgumentParser(prog="tool")
    sub = top.add_subparsers(dest="command")
    group = sub.add_parser("group").add_subparsers(dest="action")
    p = group.add_parser("run")
    p.add_argument("--config")
    p.add_argument("--name")
    p.add_argument("--count", type=int)
    p.add_argument("--tag", action="append")
    p.add_argument("--fast", action="store_true")
    p.add_argument("--color", action=argparse.BooleanOptionalAction)
    p.add_argument("--pair", nargs=2)
    p.add_argument("--body")
    return top


def test_values_become_options_of_the_nested_command(tmp_path):
    toml = tmp_path / "c.toml"
    toml.write_text('name = "x"\ncount = 3\ntag = ["a", "b"]\nfast = true\ncolor = false\n'
                    'pair = [1, 2]\nbody = {k = [1, true]}\n')
    argv = expand_config(parser(), ["group", "run", f"--config={toml}"])
    args = parser().parse_args(argv)
    assert (args.name, args.count, args.tag, args.fast, args.color, args.pair) == \
        ("x", 3, ["a", "b"], True, False, ["1", "2"])
    assert args.body == '{"k": [1, true]}'


def test_the_command_line_overrides_the_file(tmp_path):
    toml = tmp_path / "c.toml"
    toml.write_text('name = "x"\ncount = 3\ntag = ["a", "b"]\nfast = false\n')
    argv = expand_config(parser(), ["group", "run", "--config", str(toml), "--tag", "c",
                                    "--count=9", "--fast"])
    args = parser().parse_args(argv)
    assert (args.name, args.count, args.tag, args.fast) == ("x", 9, ["c"], True)


def test_bad_files_and_keys_are_clear_errors(tmp_path):
    with pytest.raises(ConfigFileError, match="not found"):
        expand_config(parser(), ["group", "run", "--config", str(tmp_path / "none.toml")])
    bad = tmp_path / "bad.toml"
    bad.write_text("name = \n")
    with pytest.raises(ConfigFileError, match="not valid TOML"):
        expand_config(parser(), ["group", "run", "--config", str(bad)])
    bad.write_text("fast = 1\n")
    with pytest.raises(ConfigFileError, match="on/off flag"):
        expand_config(parser(), ["group", "run", "--config", str(bad)])
    bad.write_text("config = 'other.toml'\n")
    with pytest.raises(ConfigFileError, match="is not an option"):
        expand_config(parser(), ["group", "run", "--config", str(bad)])


def test_every_eval_option_can_come_from_the_file(tmp_path):
    """Each long option of `codeloop eval` is accepted as a key (underscores too)."""
    eval_parser = build_parser()._subparsers._group_actions[0].choices["eval"]
    keys = [o[2:].replace("-", "_") for o in eval_parser._option_string_actions
            if o.startswith("--") and o not in ("--config", "--help")]
    assert {"model", "max_tokens", "stop", "extra_body", "model_cache", "retry_errored"} <= \
        set(keys)
    toml = tmp_path / "c.toml"
    for key in keys:
        toml.write_text(f"{key} = []\n")
        try:
            expand_config(build_parser(), ["eval", "--config", str(toml)])
        except ConfigFileError as exc:  # only on/off flags refuse a list
            assert "on/off flag" in str(exc), key
