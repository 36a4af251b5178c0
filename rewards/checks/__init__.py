"""Checks: what verifies an instruction, and how an answer is judged against them."""

from rewards.checks.evaluate import count_units, evaluate
from rewards.checks.spec import TEST_KIND, Check
from rewards.checks.static import STATIC_RULES, run_static, static_rule

__all__ = ["STATIC_RULES", "TEST_KIND", "Check", "count_units", "evaluate", "run_static",
           "static_rule"]
