"""Policies: the coders under test (scripted baselines here, model-backed ones alongside)."""

from agents.policies.base import Policy, PolicyError, Reply, TurnContext, as_reply, fenced
from agents.policies.registry import (
    BUILTIN_POLICIES,
    available_policies,
    make_policy,
    register_policy,
)
from agents.policies.scripted import ForgetfulPolicy, NoCodePolicy, ReferencePolicy, StubbornPolicy

__all__ = [
    "BUILTIN_POLICIES",
    "ForgetfulPolicy",
    "NoCodePolicy",
    "Policy",
    "PolicyError",
    "ReferencePolicy",
    "Reply",
    "StubbornPolicy",
    "TurnContext",
    "as_reply",
    "available_policies",
    "fenced",
    "make_policy",
    "register_policy",
]
