"""Checks: what verifies an instruction, and how an answer is judged against them."""

from codeloop.rewards.checks.evaluate import count_units, evaluate
from codeloop.rewards.checks.referee import Referee
from codeloop.rewards.checks.spec import TEST_KIND, Check
from codeloop.rewards.checks.static import STATIC_RULES, run_static, static_rule

__all__ = ["STATIC_RULES", "TEST_KIND", "Check", "Referee", "count_units", "evaluate",
           "run_static", "static_rule"]
