"""``--backend ray``: the run's episodes as Ray tasks on an existing cluster.

The driver (the ``codeloop eval`` process) plans the run, submits one task per episode, and
writes each result to ``episodes.jsonl`` as it arrives, so resume, the summary and the reports
are exactly those of the local backend. A worker builds each policy and referee once per
worker process and keeps them for the episodes that land there (so an ``hf:`` model is loaded
once per worker, not once per episode). See ``docs/DISTRIBUTED.md`` for multi-node use.
"""

from __future__ import annotations

import json
import os
import sys
import threading
from collections.abc import Callable
from types import ModuleType
from typing import Any

from codeloop.agents.policies import Policy, make_policy
from codeloop.envs.tasks import Task
from codeloop.rewards.checks.referee import Referee
from codeloop.rewards.episode import Episode

PlayFn = Callable[..., Episode]
"""``play(config, spec, task, seed, policy, referee) -> Episode``."""

_CACHE: dict[Any, Any] = {}
_CACHE_LOCK = threading.Lock()


def _cached(key: Any, build: Callable[[], Any]) -> Any:
    with _CACHE_LOCK:
        if key not in _CACHE:
            _CACHE[key] = build()
        return _CACHE[key]


def play_remote(config: Any, play: PlayFn, spec: str, task: Task, seed: int,
                policy: Policy | None = None) -> dict[str, Any]:
    """Runs on a Ray worker: plays one episode with ``play``.

    ``play`` is the runner's episode function, handed in (pickled by reference) rather than
    imported, so this module does not import the runner that imports it.

    Returns:
        ``{"episode": record, "policy": description}``: the episode as a dict, and what the
        policy says of itself (model, endpoint, sampling; None if it cannot describe itself),
        because a policy built on a worker is never seen by the driver that writes the
        manifest.
    """
    if policy is None:
        key = ("policy", spec, json.dumps(config.policy_options, sort_keys=True, default=str))
        policy = _cached(key, lambda: make_policy(spec, **config.policy_options))
    # One referee per worker process and judging config, built from the typed configs (the
    # LLM judge travels in the config, not in the environment).
    judging = ("referee", json.dumps([config.sandbox_config.to_dict(),
                                      config.judge_config.to_dict()], sort_keys=True,
                                     default=str))
    referee = _cached(judging, lambda: Referee.build(config.sandbox_config, config.judge_config))
    episode = play(config, spec, task, seed, policy, referee)
    try:
        import ray

        episode.metadata["ray_node"] = ray.get_runtime_context().get_node_id()
    except Exception:  # noqa: BLE001 - the node id is a nicety, never a failure
        pass
    describe = getattr(policy, "describe", None)
    return {"episode": episode.to_dict(), "policy": describe() if callable(describe) else None}


def _init_ray(config: Any) -> tuple[ModuleType, bool]:
    try:
        import ray
    except ImportError as exc:
        raise ValueError("--backend ray needs Ray: pip install 'codeloop[ray]' "
                         "(or pip install ray)") from exc
    if ray.is_initialized():
        return ray, False
    kwargs: dict[str, Any] = {"ignore_reinit_error": True, "log_to_driver": False}
    if config.ray_working_dir:
        kwargs["runtime_env"] = {"working_dir": config.ray_working_dir,
                                 "excludes": ["runs/", ".git/", "*.jsonl.tmp"]}
    address = config.ray_address or os.environ.get("RAY_ADDRESS")
    if address:
        ray.init(address=address, **kwargs)
    else:
        # No cluster named: a fresh local instance for this run ("local", not None: None would
        # join whatever cluster /tmp/ray last recorded, possibly a dead one).
        ray.init(address="local", num_cpus=os.cpu_count() or 1, include_dashboard=False,
                 **kwargs)
    return ray, True


def run_on_ray(config: Any, todo: list[tuple[str, Task, int]],
               prebuilt: dict[str, Policy], finished: Callable[[Episode], None],
               play: PlayFn, described: dict[str, Any] | None = None) -> int:
    """Plays ``todo`` as Ray tasks, calling ``finished`` on the driver for each episode.

    Args:
        config: The run's :class:`codeloop.runner.EvalConfig`.
        play: Plays one episode on a worker (:func:`codeloop.runner.play_planned`).
        todo: The episodes still to play.
        prebuilt: Policies given to :func:`codeloop.runner.run_eval` (shipped to the workers
            by pickling); the others are built on the workers from their specs.
        finished: Called with each episode, in completion order.
        described: Filled with each policy's description as the workers report it (the
            first one per spec), for the manifest.

    Returns:
        How many episodes were lost (their task failed even after Ray's retries); they are
        not written, so a rerun with the same ``out`` plays them.
    """
    ray, started_here = _init_ray(config)
    try:
        remote = ray.remote(play_remote).options(num_cpus=config.ray_task_cpus, max_retries=2)
        task_refs: dict[str, Any] = {}
        policy_refs = {}
        for spec, policy in prebuilt.items():
            try:
                policy_refs[spec] = ray.put(policy)
            except Exception as exc:  # noqa: BLE001 - pickling errors come in many types
                raise ValueError(f"policy {spec!r} cannot be shipped to Ray workers "
                                 f"({type(exc).__name__}: {exc}); give its spec instead, "
                                 "so that each worker builds it") from exc
        cpus = float(ray.cluster_resources().get("CPU", 1.0))
        in_flight = config.workers or max(1, int(cpus / max(config.ray_task_cpus, 1e-3)) * 2)
        pending: dict[Any, tuple[str, Task, int]] = {}
        queue = iter(todo)
        lost = 0

        def submit_one() -> bool:
            item = next(queue, None)
            if item is None:
                return False
            spec, task, seed = item
            if task.id not in task_refs:
                task_refs[task.id] = ray.put(task)
            ref = remote.remote(config, play, spec, task_refs[task.id], seed,
                                policy_refs.get(spec))
            pending[ref] = item
            return True

        while len(pending) < in_flight and submit_one():
            pass
        while pending:
            ready, _ = ray.wait(list(pending), num_returns=1)
            for ref in ready:
                spec, task, seed = pending.pop(ref)
                submit_one()
                try:
                    data = ray.get(ref)
                except Exception as exc:  # noqa: BLE001 - a lost task must not stop the run
                    lost += 1
                    print(f"codeloop: episode {spec}/{task.id}/{seed} lost on Ray "
                          f"({type(exc).__name__}: {exc}); rerun to play it", file=sys.stderr)
                    continue
                if data.get("policy") is not None and described is not None:
                    described.setdefault(spec, data["policy"])
                finished(Episode.from_dict(data["episode"]))
        return lost
    finally:
        if started_here:
            ray.shutdown()
