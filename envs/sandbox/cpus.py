"""This process's share of the machine's CPUs when several ranks share it.

Under ``accelerate launch`` or ``torchrun`` every rank of a node is a process with the same
CPUs allowed; a sandbox pool per rank that takes every CPU and pins worker ``i`` to CPU ``i``
puts every rank's jobs on the same few CPUs. The launchers set ``LOCAL_RANK`` and
``LOCAL_WORLD_SIZE``; :func:`rank_cpus` gives each rank a distinct contiguous block of the
allowed CPUs (the first ``len % ranks`` ranks one more), so pools size and pin themselves to
their own block. With more ranks than CPUs, ranks share CPUs round-robin. Standard library only
(the sandbox package is a leaf).
"""

from __future__ import annotations

import os
from collections.abc import Mapping, Sequence


def local_rank(env: Mapping[str, str] | None = None) -> tuple[int, int]:
    """``(LOCAL_RANK, LOCAL_WORLD_SIZE)``; ``(0, 1)`` outside a multi-process launch.

    Malformed values (not integers, a rank outside the world) count as a single process.
    """
    env = os.environ if env is None else env
    try:
        rank = int(env.get("LOCAL_RANK", "0"))
        world = int(env.get("LOCAL_WORLD_SIZE", "1"))
    except ValueError:
        return 0, 1
    if world < 1 or not 0 <= rank < world:
        return 0, 1
    return rank, world


def rank_cpus(cpus: Sequence[int], env: Mapping[str, str] | None = None) -> list[int]:
    """The CPUs of ``cpus`` this rank uses: all of them for a single process.

    Args:
        cpus: The CPUs the process may use (its affinity), in order.
        env: The environment (default ``os.environ``).

    Returns:
        A non-empty list; distinct ranks get disjoint lists when there are enough CPUs.
    """
    cpus = list(cpus)
    rank, world = local_rank(env)
    if world == 1 or not cpus:
        return cpus
    if len(cpus) < world:
        return [cpus[rank % len(cpus)]]
    per, extra = divmod(len(cpus), world)
    start = rank * per + min(rank, extra)
    return cpus[start:start + per + (1 if rank < extra else 0)]


def default_pool_size(cpus: Sequence[int], env: Mapping[str, str] | None = None) -> int:
    """Workers a pool starts by default: one per core, or per CPU of this rank's share."""
    if local_rank(env)[1] > 1:
        return max(1, len(cpus))
    return max(1, os.cpu_count() or 1)
