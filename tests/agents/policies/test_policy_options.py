"""Policy specs and the model options of `codeloop eval`."""

from __future__ import annotations

import argparse

import pytest

from codeloop.agents.policies import make_policy
from codeloop.agents.policies.cli_options import (
    add_policy_arguments,
    policy_config_from_args,
    public_options,
)


def parse(*argv: str) -> argparse.Namespace:
    parser = argparse.ArgumentParser()
    add_policy_arguments(parser)
    return parser.parse_args(list(argv))


def test_defaults_are_the_scripted_baselines_with_no_options():
    cfg = policy_config_from_args(parse())
    assert cfg == {"policies": ["reference", "stubborn", "forgetful"], "policy_options": {}}


def test_model_options_reach_the_config():
    cfg = policy_config_from_args(parse(
        "--model", "m", "--base-url", "http://x/v1", "--api-key", "k", "--temperature", "0.7",
        "--top-p", "0.9", "--max-tokens", "64", "--sampling-seed", "3", "--system-prompt", "S",
        "--concurrency", "8", "--max-retries", "2", "--request-timeout", "9"))
    assert cfg["policies"] == ["openai:m"]  # --model alone: the OpenAI-compatible policy
    assert cfg["policy_options"] == {
        "model": "m", "base_url": "http://x/v1", "api_key": "k", "temperature": 0.7,
        "top_p": 0.9, "max_tokens": 64, "seed": 3, "system_prompt": "S", "concurrency": 8,
        "max_retries": 2, "request_timeout_s": 9.0}
    assert public_options(cfg["policy_options"])["api_key"] == "***"


def test_system_prompt_file(tmp_path):
    path = tmp_path / "sys.txt"
    path.write_text("Be brief.")
    cfg = policy_config_from_args(parse("--policy", "openai:m", "--system-prompt-file",
                                        str(path)))
    assert cfg["policies"] == ["openai:m"]
    assert cfg["policy_options"]["system_prompt"] == "Be brief."


def test_scripted_policies_ignore_model_options_and_model_policies_take_them():
    assert make_policy("reference", temperature=0.5, base_url="x").name == "reference"
    policy = make_policy("openai:my-model", temperature=0.5, max_tokens=7, concurrency=3)
    assert (policy.model, policy.temperature, policy.max_tokens, policy.concurrency) == \
        ("my-model", 0.5, 7, 3)


def test_unknown_policy_lists_the_choices():
    with pytest.raises(ValueError, match="replay"):
        make_policy("nope")
