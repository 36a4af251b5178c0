"""Policies: the coders under test (scripted baselines here, model-backed ones alongside)."""

from codeloop.agents.policies.base import Policy, PolicyError, Reply, TurnContext, as_reply, fenced
from codeloop.agents.policies.registry import (
    BUILTIN_POLICIES,
    available_policies,
    make_policy,
    register_policy,
)
from codeloop.agents.policies.scripted import (
    ForgetfulPolicy,
    NoCodePolicy,
    ReferencePolicy,
    StubbornPolicy,
)

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
