"""A thread-safe pool of sandbox workers, shared by the fork-server and language sandboxes.

The pool knows nothing of what a worker runs: it starts workers on demand (one per index, up
to its size), hands each to one caller at a time, keeps healthy ones warm for the next, and
stops them all on :meth:`WorkerPool.close` or when the pool is dropped without it.
"""

from __future__ import annotations

import inspect
import logging
import threading
import weakref
from collections.abc import Callable, Iterable
from typing import Generic, Protocol, TypeVar

log = logging.getLogger(__name__)


# Defined here, in the leaf, so that the pool can raise it without importing pool.py (which
# imports this module); the backends and callers import it from pool.py or the package.
class SandboxUnavailable(RuntimeError):
    """The backend cannot run on this machine (the message says how to fix it)."""


class PoolWorker(Protocol):
    """What the pool needs of a worker: its slot in the pool and a way to stop it."""

    @property
    def index(self) -> int:
        """The slot it holds, in ``range(size)``."""
        ...

    def close(self) -> None:
        """Stops the worker and frees what it holds."""
        ...


W = TypeVar("W", bound=PoolWorker)


def _stop_all(*groups: Iterable[PoolWorker]) -> None:
    for group in groups:
        for worker in list(group):
            try:
                worker.close()
            except Exception:  # noqa: BLE001 - one that will not stop must not keep the rest
                log.warning("stopping sandbox worker %s failed", worker.index, exc_info=True)


class WorkerPool(Generic[W]):
    """Up to ``size`` workers, each lent to one caller at a time.

    Args:
        name: The sandbox's name, for messages.
        size: How many workers may run at once.
        start: Starts the worker of a free slot (an index in ``range(size)``); it may raise,
            which frees the slot again. A bound method is held weakly: the sandbox that owns
            the pool is then no cycle with it, so dropping the sandbox stops its workers at
            once rather than at the next garbage collection.
    """

    def __init__(self, name: str, size: int, start: Callable[[int], W]):
        self.name = name
        self.size = size
        self._start: Callable[[], Callable[[int], W] | None] = (
            weakref.WeakMethod(start) if inspect.ismethod(start) else lambda: start)
        self._cond = threading.Condition()
        self._idle: list[W] = []
        self._busy: set[W] = set()
        self._free = list(range(size))
        self._closed = False
        self._started = 0
        # Workers of a pool dropped without close() (or left at exit) are stopped too; the
        # finalizer holds the containers, never the pool, so they must only change in place.
        self._finalizer = weakref.finalize(self, _stop_all, self._idle, self._busy)

    @property
    def idle(self) -> list[W]:
        """The workers waiting for a job (a copy)."""
        with self._cond:
            return list(self._idle)

    @property
    def busy(self) -> set[W]:
        """The workers lent out (a copy)."""
        with self._cond:
            return set(self._busy)

    @property
    def started(self) -> int:
        """How many workers have been started so far, replacements included."""
        return self._started

    @property
    def closed(self) -> bool:
        """Whether :meth:`close` was called."""
        return self._closed

    def acquire(self) -> W:
        """Lends a worker: an idle one, else one started on a free slot, else waits for one.

        Raises:
            SandboxUnavailable: When the pool is closed (also when it closed while the worker
                was starting), or what ``start`` raised.
        """
        with self._cond:
            while True:
                if self._closed:
                    raise SandboxUnavailable(f"the {self.name} sandbox is closed")
                if self._idle:
                    worker = self._idle.pop()
                    self._busy.add(worker)
                    return worker
                if self._free:
                    index = self._free.pop(0)
                    break
                self._cond.wait()
        try:
            # Outside the lock: a start takes from a tenth of a second to minutes (a warm
            # compiler), and other callers may use the idle workers meanwhile.
            start = self._start()
            if start is None:  # its owner is gone; close() is on its way (the finalizer)
                raise SandboxUnavailable(f"the {self.name} sandbox is closed")
            worker = start(index)
        except BaseException:
            with self._cond:
                self._free.append(index)
                self._cond.notify()
            raise
        with self._cond:
            self._started += 1
            self._busy.add(worker)
            closed = self._closed
        if closed:  # closed while it started: close() did not see it, so it stops here
            self.release(worker, False)
            raise SandboxUnavailable(f"the {self.name} sandbox is closed")
        return worker

    def release(self, worker: W, healthy: bool) -> None:
        """Takes a worker back from :meth:`acquire`.

        It is kept warm when ``healthy`` and the pool is open, else stopped (its slot starts a
        fresh worker when next needed).
        """
        with self._cond:
            self._busy.discard(worker)
            keep = healthy and not self._closed
            if keep:
                self._idle.append(worker)
            else:
                self._free.append(worker.index)
            self._cond.notify()
        if not keep:
            _stop_all([worker])

    def warm(self) -> None:
        """Starts every worker now rather than on first use.

        Raises:
            SandboxUnavailable: As :meth:`acquire`; the workers started so far stay warm.
        """
        workers: list[W] = []
        try:
            for _ in range(self.size):
                workers.append(self.acquire())
        finally:
            for worker in workers:
                self.release(worker, True)

    def close(self) -> None:
        """Stops the idle workers now and the busy ones when they are released."""
        with self._cond:
            self._closed = True
            idle = list(self._idle)
            self._idle.clear()  # in place: the finalizer holds this list
            self._cond.notify_all()
        _stop_all(idle)
