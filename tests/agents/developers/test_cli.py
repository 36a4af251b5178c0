"""Developer options on the command line, a dynamic run from the CLI, and the comparison."""

from __future__ import annotations

import argparse
import json

import pytest

from codeloop.agents.developers import compare
from codeloop.agents.developers.cli_options import (
    add_developer_arguments,
    developer_config_from_args,
)
from codeloop.agents.options import OptionError
from codeloop.cli import main


def parse(*argv):
    parser = argparse.ArgumentParser()
    add_developer_arguments(parser)
    return developer_config_from_args(parser.parse_args(list(argv)))


def test_only_given_options_reach_the_developer():
    assert parse() == {"developer": "static", "voice": "template", "developer_options": {},
                       "voice_options": {}}
    cfg = parse("--developer", "repair", "--feedback", "failing-tests-partial",
                "--repair-rounds", "2", "--instructions", "3", "--order", "random")
    assert cfg["developer_options"] == {"feedback": "failing-tests-partial", "rounds": 2,
                                        "instructions": 3, "order": "random"}
    cfg = parse("--developer", "dynamic", "--voice", "llm:m", "--persona", "expert",
                "--voice-base-url", "http://127.0.0.1:1/v1", "--voice-cache", "c.jsonl",
                "--voice-cache-mode", "replay", "--voice-seed", "3")
    assert cfg["voice_options"] == {"persona": "expert", "base_url": "http://127.0.0.1:1/v1",
                                    "cache": "c.jsonl", "cache_mode": "replay", "seed": 3}


def test_bad_combinations_are_cli_errors():
    with pytest.raises(OptionError, match="does not take"):
        parse("--developer", "static", "--feedback", "none")
    with pytest.raises(OptionError, match="need --voice llm"):
        parse("--persona", "novice")
    with pytest.raises(SystemExit):
        parse("--feedback", "everything")


def run_eval_cli(out, *developer_args):
    rc = main(["eval", "--policy", "reference", "--policy", "stubborn", "--tasks", "bank",
               "--limit", "1", "--workers", "1", "--no-progress", "--out", str(out),
               *developer_args])
    assert rc == 0
    return [json.loads(x) for x in (out / "episodes.jsonl").read_text().splitlines()]


def test_strategies_run_from_the_cli_and_compare_side_by_side(tmp_path, capsys):
    dyn = run_eval_cli(tmp_path / "dyn", "--developer", "dynamic", "--feedback", "pass-fail")
    rep = run_eval_cli(tmp_path / "rep", "--developer", "repair", "--repair-rounds", "1")
    assert {e["developer"] for e in dyn} == {"dynamic[pass-fail]/template"}
    assert {e["developer"] for e in rep} == {"repair[violated-instructions,k=1]/template"}
    fb = [t for e in dyn for t in e["turns"] if t["kind"] == "feedback"]
    assert fb and all(t["decision"]["feedback"]["level"] == "pass-fail" for t in fb)
    assert all(len(e["turns"]) <= 2 for e in rep)
    capsys.readouterr()
    assert compare.main([str(tmp_path / "dyn"), str(tmp_path / "rep"), "--out",
                         str(tmp_path / "cmp.md")]) == 0
    table = (tmp_path / "cmp.md").read_text()
    for group in ("reference \\| dynamic[pass-fail]/template",
                  "stubborn \\| repair[violated-instructions,k=1]/template"):
        assert group in table
    rows = compare.comparison(compare.read_run(tmp_path / "dyn") +
                              compare.read_run(tmp_path / "rep"))
    assert len(rows) == 4
    ref_dyn = next(r for r in rows if r["group"] == "reference | dynamic[pass-fail]/template")
    assert ref_dyn["IA"] == 1.0 and ref_dyn["recall"] == 1.0
