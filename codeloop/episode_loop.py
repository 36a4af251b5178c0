"""Playing one episode: a policy against a developer in the coding world."""

from __future__ import annotations

import time
import zlib
from typing import Any

from codeloop.agents.developers.base import Developer
from codeloop.agents.policies.base import Policy, PolicyError, TurnContext, as_reply
from codeloop.envs.sandbox.base import Limits, Sandbox
from codeloop.envs.tasks.schema import Task
from codeloop.envs.world import CodingWorld
from codeloop.rewards.checks.referee import Referee
from codeloop.rewards.episode import Episode, EpisodeStatus
from codeloop.rewards.functions import RewardFn, conversation_reward


def episode_seed(run_seed: int, task_id: str, policy: str = "") -> int:
    """A stable per-episode seed derived from the run seed and the task (and policy)."""
    return zlib.crc32(f"{run_seed}/{task_id}/{policy}".encode()) & 0x7FFFFFFF


def play_episode(
    task: Task,
    policy: Policy,
    developer: Developer,
    referee: Referee | Sandbox | None,
    *,
    seed: int | None = None,
    policy_name: str | None = None,
    reward_fn: RewardFn = conversation_reward,
    limits: Limits | None = None,
    strict_eq: bool | None = None,
    max_rounds: int | None = None,
) -> Episode:
    """Plays a whole episode and returns its record.

    A policy that fails for good (:class:`PolicyError`, or any other exception) ends the episode
    as ``errored`` with the reason and the turns played so far; it never raises.

    Args:
        task: The task.
        policy: The coder.
        developer: The simulated developer.
        referee: What judges (a bare sandbox, with ``limits``/``strict_eq``, is read by
            :meth:`Referee.of <codeloop.rewards.checks.referee.Referee.of>`).
        seed: Episode seed (developer choices; passed to the policy's context).
        policy_name: Name recorded in the episode (defaults to ``policy.name``).
        reward_fn: Reward paid per round.
        limits: Sandbox limits (with a bare sandbox only).
        strict_eq: Strict equality in test asserts (with a bare sandbox only).
        max_rounds: Hard cap on rounds.

    Returns:
        The episode.
    """
    name = str(policy_name or getattr(policy, "name", type(policy).__name__))
    world = CodingWorld(task, developer, referee, reward_fn=reward_fn, limits=limits,
                        strict_eq=strict_eq, max_rounds=max_rounds, policy_name=name, seed=seed)
    started = time.perf_counter()
    usage_total: dict[str, int] = {}
    policy_meta: list[dict[str, Any]] = []
    try:
        world.open()
        while not world.done:
            assert world.decision is not None
            context = TurnContext(task=task, turn=len(world.episode.turns) + 1,
                                  focus=world.decision.focus, given=tuple(world.given),
                                  active=world.active, seed=seed)
            t0 = time.perf_counter()
            try:
                reply = as_reply(policy.act(list(world.messages), context))
            except PolicyError as exc:
                raise _EpisodeError(f"policy failed: {exc}") from exc
            except Exception as exc:  # noqa: BLE001 - a broken policy must not crash the run
                raise _EpisodeError(f"policy raised {type(exc).__name__}: {exc}") from exc
            policy_s = time.perf_counter() - t0
            for key, value in reply.usage.items():
                usage_total[key] = usage_total.get(key, 0) + int(value)
            timings = {"policy": policy_s}
            if "latency_s" in reply.meta:
                # The model's own time for the successful request (no queueing, no backoff).
                timings["model"] = float(reply.meta["latency_s"])
            if reply.meta:
                policy_meta.append({"turn": context.turn, **dict(reply.meta)})
            # A replayed round with no recorded answer is played as unanswered (recorded with
            # its reason, left out of the metrics) and the episode goes on.
            unanswered = reply.meta.get("unanswered")
            world.submit(reply.text, usage=dict(reply.usage), timings=timings,
                         unanswered=str(unanswered) if unanswered else None)
    except _EpisodeError as exc:
        world.episode.status = EpisodeStatus.ERRORED
        world.episode.error = str(exc)
    except Exception as exc:  # noqa: BLE001 - developer or checker bug: record, don't crash
        world.episode.status = EpisodeStatus.ERRORED
        world.episode.error = f"{type(exc).__name__} in the world: {exc}"
    world.episode.metadata.update(
        wall_s=round(time.perf_counter() - started, 4),
        usage=usage_total,
        sandbox=getattr(world.referee.sandbox, "name", "?"),
    )
    if policy_meta:
        world.episode.metadata["policy_meta"] = policy_meta
    return world.episode


class _EpisodeError(RuntimeError):
    pass
