"""Reward functions: pure functions of an episode so far, paying for its latest turn.

Every function takes an :class:`~codeloop.rewards.episode.Episode` whose last turn has just been
judged and returns a float. They are what the environment pays at each step and what the TRL
integration (:mod:`training`) logs term by term. Notation for the latest round ``n`` with
answer ``A_n`` (see :mod:`codeloop.rewards.metrics`): ``F_n`` is the round's focus instruction,
``U_i`` the check units of instruction ``i``, ``act_n`` the active instructions.

=================  ==========================================================  ===========
name               formula                                                     range
=================  ==========================================================  ===========
``instruction``    IA_n = 1[A_n passes every unit of U_{F_n}]                  {0, 1}
``conversation``   CA_n = sum_{i in act_n} passed_i / sum_{i in act_n} |U_i|   [0, 1]
``retention``      CA_n - penalty * IFR_n   (IFR_n: share of the active        [-1, 1]
                   instructions passed at an earlier round that A_n breaks)
``base``           share of the base problem's units A_n passes; when a        [0, 1]
                   functionality extension superseded the base tests, the
                   share of the active instructions' *test* units instead
``format``         1 if A_n holds extractable code that parses, 0.25 if the    [0, 1]
                   extracted code does not parse, 0 if the reply has no code
``shaped``         (0.6 * conversation + 0.2 * instruction + 0.2 * format)     [0, 1]
=================  ==========================================================  ===========

A ``{name: weight}`` mapping combines terms as ``sum_k w_k * r_k / sum_k |w_k|`` (see
:func:`weighted`), so a mix of [0, 1] terms with positive weights stays in [0, 1].
"""

from __future__ import annotations

import ast
from collections.abc import Callable, Iterable, Mapping

from codeloop.registry import Registry
from codeloop.rewards.episode import BASE_ID, Episode
from codeloop.rewards.metrics import (
    conversation_accuracy,
    instruction_accuracy,
    instruction_forgetting_ratio,
)

RewardFn = Callable[[Episode], float]

def _latest(values: list[float | None]) -> float:
    # A metric with no value at the latest turn (an errored turn, which every average leaves
    # out, or nothing judged) pays 0.0: a reward must be a number.
    return values[-1] if values and values[-1] is not None else 0.0


def current_instruction_reward(episode: Episode) -> float:
    """IA of the latest turn: 1.0 when the focus instruction's checks all pass, else 0.0."""
    return _latest(instruction_accuracy(episode))


def conversation_reward(episode: Episode) -> float:
    """CA of the latest turn: share of the active instructions' check units passed."""
    return _latest(conversation_accuracy(episode))


def make_retention_reward(penalty: float = 1.0) -> RewardFn:
    """Builds the retention-aware reward ``CA_n - penalty * IFR_n``.

    It pays what the conversation reward pays and takes away, for every instruction that an
    earlier answer satisfied and this one breaks, its share of the earlier-satisfied ones
    (IFR). An answer that newly fails something it never satisfied is not penalised beyond CA.

    Args:
        penalty: Weight of the forgetting term (>= 0); 1.0 gives the range [-1, 1].

    Returns:
        The reward function.

    Raises:
        ValueError: For a negative penalty.
    """
    if penalty < 0:
        raise ValueError(f"the retention penalty must be >= 0, got {penalty}")

    def retention_reward(episode: Episode) -> float:
        if not episode.turns:
            return 0.0
        return conversation_reward(episode) - penalty * _latest(
            instruction_forgetting_ratio(episode))

    retention_reward.__doc__ = f"CA_n - {penalty} * IFR_n of the latest turn."
    return retention_reward


retention_reward = make_retention_reward(1.0)
"""``CA_n - IFR_n`` of the latest turn (see :func:`make_retention_reward`)."""


def base_test_reward(episode: Episode) -> float:
    """Base-test pass rate of the latest answer.

    The share of the base problem's check units that pass. When the base tests are no longer
    active (a functionality extension changed the signature and superseded them, as in
    CodeIF-Bench), the extension's tests play their part: the share of the active
    instructions' test units (:attr:`~codeloop.rewards.verdict.CheckResult.sandboxed`,
    held-out ones included) that pass.
    """
    if not episode.turns:
        return 0.0
    turn = episode.turns[-1]
    base = turn.verdicts.get(BASE_ID)
    if base is not None and base.n_units:
        return base.n_passed / base.n_units
    passed = total = 0
    for iid in turn.active:
        verdict = turn.verdicts.get(iid)
        if verdict is None:
            continue
        for result in verdict.results:
            if result.sandboxed:
                total += 1
                passed += int(result.passed)
    return passed / total if total else 0.0


def format_reward(episode: Episode) -> float:
    """Format term of the latest answer.

    1.0 for a reply with extractable code that parses, 0.25 when the code found does not
    parse, 0.0 when the reply holds no code.
    """
    if not episode.turns:
        return 0.0
    code = episode.turns[-1].code
    if code is None:
        return 0.0
    try:
        ast.parse(code)
    except (SyntaxError, ValueError):
        return 0.25
    return 1.0


def weighted(weights: Mapping[str, float], *, name: str | None = None) -> RewardFn:
    """Combines named rewards as ``sum_k w_k * r_k / sum_k |w_k|``.

    Args:
        weights: Reward name -> weight (names of :data:`REWARDS`; weights may be negative).
        name: ``__name__`` of the combined function (default ``weighted(a=w,...)``).

    Returns:
        The combined reward function.

    Raises:
        ValueError: For an unknown name or an empty mapping.
    """
    ws = {n: float(w) for n, w in weights.items()}
    if not ws:
        raise ValueError("a weighted reward needs at least one term")
    fns = {n: resolve_reward(n) for n in ws}
    total = sum(abs(w) for w in ws.values()) or 1.0

    def combined(episode: Episode) -> float:
        return sum(w * fns[n](episode) for n, w in ws.items()) / total

    combined.__name__ = name or "weighted(" + ",".join(f"{n}={w:g}" for n, w in ws.items()) + ")"
    combined.__doc__ = " + ".join(f"{w / total:.3g} * {n}" for n, w in ws.items())
    return combined


SHAPED_WEIGHTS: dict[str, float] = {"conversation": 0.6, "instruction": 0.2, "format": 0.2}
"""The default training mix: mostly CA, some IA, and a format term that gives a policy which
cannot yet pass anything a gradient towards replies with parseable code."""


REWARDS: Registry[RewardFn] = Registry("reward", group="codeloop.rewards")
"""Reward functions by name (``CodeLoopEnv(reward=NAME)``); third-party ones from the
``codeloop.rewards`` entry points."""
REWARDS.register("instruction", current_instruction_reward)
REWARDS.register("conversation", conversation_reward)
REWARDS.register("retention", retention_reward)
REWARDS.register("base", base_test_reward)
REWARDS.register("format", format_reward)

TERMS: tuple[str, ...] = ("instruction", "conversation", "retention", "base", "format")
"""The elementary terms the TRL integration logs separately."""


def register_reward(name: str, fn: RewardFn) -> None:
    """Makes a reward function available by name."""
    REWARDS.register(name, fn)


def parse_reward_spec(spec: str) -> str | dict[str, float]:
    """Parses a command-line reward spec: ``NAME`` or ``name=w,name=w``.

    Raises:
        ValueError: For a malformed weight.
    """
    if "=" not in spec:
        return spec.strip()
    out: dict[str, float] = {}
    for part in spec.split(","):
        name, _, value = part.partition("=")
        try:
            out[name.strip()] = float(value)
        except ValueError:
            raise ValueError(f"bad reward weight in {part!r}; use name=number") from None
    return out


def resolve_reward(reward: str | RewardFn | Mapping[str, float]) -> RewardFn:
    """Turns a name, a function, or a ``{name: weight}`` mix into a reward function.

    Raises:
        ValueError: For an unknown name.
    """
    if callable(reward):
        return reward
    if isinstance(reward, str):
        return REWARDS.lookup(reward)
    return weighted(reward)


def reward_terms(episode: Episode, names: Iterable[str] = TERMS) -> dict[str, float]:
    """Every named term of the latest turn, for logging.

    Args:
        episode: The episode so far.
        names: Reward names to compute.

    Returns:
        Name -> value.
    """
    return {name: float(resolve_reward(name)(episode)) for name in names}


def episode_return(episode: Episode, expected_turns: int | None = None) -> float:
    """The reward of a whole episode: the mean of its per-turn rewards.

    ``sum_k reward_k / max(turns played, expected_turns)``: turns the developer would have
    given but the policy never reached (it stopped answering, or ran out of tokens) count as 0,
    so ending early never pays. Errored turns (the machine could not judge them) are left out
    of the sum and of both counts.

    Args:
        episode: A played episode (each turn's ``reward`` already set).
        expected_turns: Turns a complete episode has (e.g. ``task.n_turns`` for the static
            developer); None counts only the turns played.

    Returns:
        The mean reward, 0.0 for an episode with no turns.
    """
    errored = sum(t.errored for t in episode.turns)
    denom = max(len(episode.turns), expected_turns or 0) - errored
    if denom <= 0:
        return 0.0
    return sum(t.reward for t in episode.turns if not t.errored) / denom


# Registered last: weighted() resolves its terms through resolve_reward, defined above.
REWARDS.register("shaped", weighted(SHAPED_WEIGHTS, name="shaped"))
