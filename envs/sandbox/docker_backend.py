"""Docker backend: each worker is a long-lived container running the fork-server.

Containers have no network, a read-only root with tmpfs ``/work`` and ``/tmp``, memory and
PID limits, every capability dropped, ``no-new-privileges``, an unprivileged user, and labels
(``codeloop.sandbox``, ``codeloop.owner``) by which leftovers of a crashed run are found and
removed. The fork-server itself is the container's init process (PID 1): it reaps orphans
and kills every leftover of a job with ``kill(-1)``, and being PID 1 the job's processes cannot
signal it, which an extra init such as ``tini`` in front of it would undo.

The image (default ``codeloop-sandbox:latest``) only needs ``python3`` on its ``PATH``: build it
from ``docker/Dockerfile`` when a registry is reachable, or offline with
``docker/build_image.sh`` (``docker import`` of a root filesystem holding this machine's
interpreter). The harness is sent at start, so the image never goes stale.
"""

from __future__ import annotations

import logging
import os
import select
import socket
import time
from typing import TYPE_CHECKING, Any

from codeloop.envs.sandbox.harness import BOOTSTRAP, INTERPRETER_FLAGS, PREIMPORT
from codeloop.envs.sandbox.local import TMPFS_BYTES, cgroup_owner_name, owner_is_dead
from codeloop.envs.sandbox.pool import Channel, ForkServerSandbox, WorkerLost
from codeloop.envs.sandbox.worker_process import scrubbed_env
from codeloop.envs.sandbox.workers import SandboxUnavailable

if TYPE_CHECKING:  # the SDK's types, named for readers (it ships none, so mypy sees Any)
    from docker.client import DockerClient
    from docker.models.containers import Container

log = logging.getLogger(__name__)

DEFAULT_IMAGE = os.environ.get("CODELOOP_DOCKER_IMAGE", "codeloop-sandbox:latest")
LABEL = "codeloop.sandbox"
OWNER_LABEL = "codeloop.owner"


def _owner() -> str:
    # host:p<pid namespace>-<pid>-<start time>, as the cgroup subtrees are named: a bare pid
    # repeats across PID namespaces (containers, CI sessions side by side), and a run that
    # saw its own pid free in another namespace's label removed that run's live containers.
    return f"{socket.gethostname()}:{cgroup_owner_name() or f'pid{os.getpid()}'}"


def _engine_help(exc: BaseException) -> str:
    where = os.environ.get("DOCKER_HOST") or "unix:///var/run/docker.sock (default)"
    return (
        f"no Docker engine is reachable at {where}: {exc}. Start one (`sudo systemctl start "
        "docker`; in CI `source .ci/docker.sh start`, which starts dockerd on a private socket "
        "and exports DOCKER_HOST), or use --sandbox local."
    )


def docker_client(base_url: str | None = None, timeout: float = 10.0) -> DockerClient:
    """Returns a connected Docker client, checked with ``ping()``.

    Raises:
        SandboxUnavailable: When the SDK is missing or no engine answers (says how to fix it).
    """
    try:
        import docker
    except ImportError as exc:  # pragma: no cover - docker is a dependency
        raise SandboxUnavailable("the `docker` Python package is missing: pip install docker") \
            from exc
    try:
        client = (docker.DockerClient(base_url=base_url, timeout=int(timeout)) if base_url
                  else docker.from_env(timeout=int(timeout)))
        client.ping()
    except Exception as exc:  # noqa: BLE001 - the SDK raises several types for this
        raise SandboxUnavailable(_engine_help(exc)) from exc
    return client


def remove_leftover_containers(client: DockerClient, everything: bool = False) -> int:
    """Removes sandbox containers left by crashed runs (or all of them with ``everything``).

    A container is a leftover when its owner label names this host, this PID namespace and a
    process that no longer exists (its pid gone or taken by a later process); an owner that
    cannot be checked from here is never called gone.

    Returns:
        How many containers were removed.
    """
    removed = 0
    host = socket.gethostname()
    for container in client.containers.list(all=True, filters={"label": LABEL}):
        owner = container.labels.get(OWNER_LABEL, "")
        owner_host, _, name = owner.rpartition(":")
        stale = everything or (owner_host == host and owner_is_dead(name))
        if stale:
            try:
                container.remove(force=True)
                removed += 1
            except Exception:  # noqa: BLE001 - already gone
                pass
    return removed


class DockerChannel(Channel):
    """The attach socket of a container: raw input, multiplexed output."""

    def cpu_s(self) -> float | None:
        """See :class:`Channel`: the container's CPU usage, from the engine's stats."""
        try:
            stats = self.container.stats(stream=False, one_shot=True)
            total_ns: int = stats["cpu_stats"]["cpu_usage"]["total_usage"]
            return total_ns / 1e9
        except Exception:  # noqa: BLE001 - an engine without stats
            return None

    def __init__(self, container: Container, sock: socket.socket) -> None:
        self.container = container
        self._sock = sock
        self._raw = bytearray()
        self._out = bytearray()
        self._err = bytearray()

    def write(self, data: bytes) -> None:
        """See :class:`Channel`."""
        try:
            self._sock.sendall(data)
        except OSError as exc:
            raise WorkerLost(f"the container stopped reading ({exc})") from exc

    def _demux(self) -> None:
        while len(self._raw) >= 8:
            size = int.from_bytes(self._raw[4:8], "big")
            if len(self._raw) < 8 + size:
                return
            kind, payload = self._raw[0], bytes(self._raw[8:8 + size])
            del self._raw[:8 + size]
            if kind == 1:
                self._out += payload
            else:
                self._err = (self._err + payload)[-16384:]

    def read_exact(self, n: int, deadline: float) -> bytes:
        """See :class:`Channel`."""
        while len(self._out) < n:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise WorkerLost("the container did not answer in time")
            ready, _, _ = select.select([self._sock], [], [], remaining)
            if not ready:
                continue
            try:
                chunk = self._sock.recv(1 << 20)
            except OSError as exc:
                raise WorkerLost(f"the container's channel broke ({exc})") from exc
            if not chunk:
                raise WorkerLost("the container exited")
            self._raw += chunk
            self._demux()
        data = bytes(self._out[:n])
        del self._out[:n]
        return data

    def diagnostics(self) -> str:
        """See :class:`Channel`."""
        return self._err.decode("utf-8", "replace")

    def close(self) -> None:
        """See :class:`Channel`."""
        try:
            self._sock.close()
        except OSError:
            pass
        try:
            self.container.remove(force=True)
        except Exception:  # noqa: BLE001 - already gone
            pass


class DockerSandbox(ForkServerSandbox):
    """Workers in Docker containers (see the module docstring).

    Args:
        workers: Pool size (default: the number of cores).
        image: Image with ``python3`` on its PATH.
        base_url: Engine address (default: ``DOCKER_HOST`` or the default socket).
        memory: Container memory limit (Docker syntax).
        pids_limit: Container process limit.
        user: User inside the container.

    Raises:
        SandboxUnavailable: When no engine answers ``ping()`` or the image is missing.
    """

    name = "docker"
    # The job shares the server's unprivileged uid: no "user" separation (PID 1 protects it).
    isolation = frozenset({"net", "fs", "pid", "nproc"})

    def __init__(self, workers: int | None = None, image: str = DEFAULT_IMAGE,
                 base_url: str | None = None, memory: str = "2g", pids_limit: int = 256,
                 user: str = "65534:65534", start_timeout_s: float = 60.0) -> None:
        super().__init__(workers, start_timeout_s)
        self.client = docker_client(base_url)
        self.image = image
        self.memory = memory
        self.pids_limit = pids_limit
        self.user = user
        try:
            self.client.images.get(image)
        except Exception as exc:  # noqa: BLE001 - ImageNotFound or an API error
            raise SandboxUnavailable(
                f"Docker image {image!r} not found ({exc}): build it offline with "
                "`docker/build_image.sh` or, when a registry is reachable, with "
                f"`docker build -t {image} docker/`") from exc
        removed = remove_leftover_containers(self.client)
        if removed:
            log.info("removed %d leftover sandbox containers", removed)

    def _channel(self, index: int) -> Channel:
        container = self.client.containers.create(
            self.image,
            command=["python3", *INTERPRETER_FLAGS, "-c", BOOTSTRAP],
            stdin_open=True,
            tty=False,
            network_mode="none",
            read_only=True,
            tmpfs={"/work": f"rw,size={TMPFS_BYTES},mode=1777",
                   "/tmp": f"rw,size={TMPFS_BYTES},mode=1777"},
            working_dir="/work",
            user=self.user,
            cap_drop=["ALL"],
            security_opt=["no-new-privileges"],
            mem_limit=self.memory,
            memswap_limit=self.memory,
            pids_limit=self.pids_limit,
            environment=scrubbed_env("/work", "/tmp"),
            labels={LABEL: "1", OWNER_LABEL: _owner(), "codeloop.worker": str(index)},
            init=False,
            detach=True,
        )
        try:
            sock = container.attach_socket(
                params={"stdin": 1, "stdout": 1, "stderr": 1, "stream": 1})
            raw = getattr(sock, "_sock", sock)
            container.start()
        except Exception:
            container.remove(force=True)
            raise
        return DockerChannel(container, raw)

    def _config(self, index: int) -> dict[str, Any]:
        return {"workdir": "/work", "clean_dirs": ["/work", "/tmp", "/dev/shm"], "job_uid": None,
                "preimport": list(PREIMPORT)}
