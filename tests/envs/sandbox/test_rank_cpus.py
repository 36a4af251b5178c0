"""Sandbox pools under accelerate/torchrun take their rank's share of the CPUs (issue 16)."""

from __future__ import annotations

import os

from codeloop.envs.sandbox.cpus import default_pool_size, local_rank, rank_cpus
from codeloop.envs.sandbox.local import SubprocessSandbox


def _env(rank: int, world: int) -> dict[str, str]:
    return {"LOCAL_RANK": str(rank), "LOCAL_WORLD_SIZE": str(world)}


def test_ranks_get_disjoint_blocks_covering_every_cpu():
    cpus = list(range(10))
    shares = [rank_cpus(cpus, _env(r, 4)) for r in range(4)]
    assert shares == [[0, 1, 2], [3, 4, 5], [6, 7], [8, 9]]
    assert sorted(c for s in shares for c in s) == cpus
    assert [default_pool_size(s, _env(0, 4)) for s in shares] == [3, 3, 2, 2]


def test_single_process_and_odd_settings_keep_every_cpu():
    assert rank_cpus([0, 1, 2], {}) == [0, 1, 2]
    assert local_rank({"LOCAL_RANK": "x", "LOCAL_WORLD_SIZE": "2"}) == (0, 1)
    assert local_rank({"LOCAL_RANK": "3", "LOCAL_WORLD_SIZE": "2"}) == (0, 1)
    # More ranks than CPUs: ranks share CPUs round-robin, each with one.
    assert [rank_cpus([4, 5], _env(r, 3)) for r in range(3)] == [[4], [5], [4]]


def test_pool_sizes_and_pins_to_its_rank_share(monkeypatch):
    allowed = sorted(os.sched_getaffinity(0))
    monkeypatch.setenv("LOCAL_WORLD_SIZE", "2")
    pools = []
    for rank in (0, 1):
        monkeypatch.setenv("LOCAL_RANK", str(rank))
        pools.append(SubprocessSandbox())  # workers start lazily: nothing runs here
    assert [p.cpus for p in pools] == [rank_cpus(allowed, _env(r, 2)) for r in (0, 1)]
    assert [p.size for p in pools] == [max(1, len(p.cpus)) for p in pools]
    if len(allowed) >= 2:
        assert not set(pools[0].cpus) & set(pools[1].cpus)
    for p in pools:
        p.close()
