"""Which Docker containers count as leftovers of a crashed run.

The decision reads only the containers' owner labels, so a minimal stand-in for the engine's
container listing serves here (no engine runs on a developer's machine); the real engine's
listing and removal are exercised by the docker backend's tests where CI starts one.
"""

from __future__ import annotations

import os
import socket
from dataclasses import dataclass, field

from codeloop.envs.sandbox import docker_backend
from codeloop.envs.sandbox.cgroups import cgroup_owner_name


@dataclass
class _Container:
    owner: str
    removed: bool = False

    @property
    def labels(self) -> dict[str, str]:
        return {docker_backend.LABEL: "1", docker_backend.OWNER_LABEL: self.owner}

    def remove(self, force: bool = False) -> None:
        self.removed = True


@dataclass
class _Containers:
    items: list[_Container] = field(default_factory=list)

    def list(self, all: bool = False, filters: dict | None = None) -> list[_Container]:  # noqa: A002
        return self.items


@dataclass
class _Client:
    containers: _Containers


def test_only_a_gone_owner_of_this_namespace_makes_a_leftover():
    host = socket.gethostname()
    me = cgroup_owner_name()
    assert me is not None and docker_backend._owner() == f"{host}:{me}"
    ns = me[1:].split("-")[0]
    live = _Container(f"{host}:{me}")
    dead = _Container(f"{host}:p{ns}-{os.getpid()}-1")  # our pid, an earlier start time
    other_namespace = _Container(f"{host}:p{int(ns) + 1}-2-1")  # pid 2 elsewhere: unknowable
    bare_pid = _Container(f"{host}:999999")  # the old label: pids repeat across namespaces
    other_host = _Container(f"elsewhere:p{ns}-{os.getpid()}-1")
    items = [live, dead, other_namespace, bare_pid, other_host]
    client = _Client(_Containers(items))
    assert docker_backend.remove_leftover_containers(client) == 1
    assert [c.removed for c in items] == [False, True, False, False, False]
    assert docker_backend.remove_leftover_containers(client, everything=True) == 5
