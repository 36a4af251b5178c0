"""WorkerPool, the worker bookkeeping shared by the fork-server and language sandboxes.

The pool only starts, lends, takes back and stops workers; none of that needs a real process,
so these tests use plain Python fake workers. The last one checks the same on a real sandbox.
"""

from __future__ import annotations

import gc
import threading
import time

import pytest

from codeloop.envs.sandbox import SandboxUnavailable, make_sandbox
from codeloop.envs.sandbox.base import JOB_OK, Job, TestCase
from codeloop.envs.sandbox.workers import WorkerPool


class FakeWorker:
    def __init__(self, index: int):
        self.index = index
        self.stopped = False

    def close(self) -> None:
        self.stopped = True


class Starts:
    """A ``start`` callable that records what it started and can be told to fail."""

    def __init__(self, fail: int = 0):
        self.fail = fail  # how many of the next starts raise
        self.workers: list[FakeWorker] = []

    def __call__(self, index: int) -> FakeWorker:
        if self.fail:
            self.fail -= 1
            raise SandboxUnavailable("injected: start failure")
        worker = FakeWorker(index)
        self.workers.append(worker)
        return worker


def _in_thread(fn) -> tuple[threading.Thread, list]:
    """Runs ``fn`` on a thread; the list gets its result or the exception it raised."""
    out: list = []

    def body() -> None:
        try:
            out.append(fn())
        except Exception as exc:  # noqa: BLE001 - handed to the test
            out.append(exc)

    thread = threading.Thread(target=body, daemon=True)
    thread.start()
    return thread, out


def test_a_released_healthy_worker_is_reused():
    pool = WorkerPool("fake", 2, Starts())
    first = pool.acquire()
    assert pool.busy == {first} and pool.idle == []
    pool.release(first, True)
    assert pool.idle == [first] and pool.busy == set()
    assert pool.acquire() is first
    assert pool.started == 1


def test_an_unhealthy_worker_is_stopped_and_its_slot_starts_a_fresh_one():
    pool = WorkerPool("fake", 1, Starts())
    first = pool.acquire()
    pool.release(first, False)
    assert first.stopped and pool.idle == []
    second = pool.acquire()
    assert second is not first and second.index == first.index
    assert pool.started == 2


def test_a_start_failure_frees_its_slot():
    starts = Starts(fail=1)
    pool = WorkerPool("fake", 1, starts)
    with pytest.raises(SandboxUnavailable, match="injected"):
        pool.acquire()
    assert pool.started == 0 and pool.busy == set()
    worker = pool.acquire()  # the one slot is free again
    assert worker.index == 0 and pool.started == 1


def test_acquire_waits_while_every_worker_is_busy():
    pool = WorkerPool("fake", 1, Starts())
    worker = pool.acquire()
    thread, out = _in_thread(pool.acquire)
    thread.join(0.2)
    assert thread.is_alive() and out == []  # waiting, not starting a second worker
    pool.release(worker, True)
    thread.join(5)
    assert out == [worker] and pool.started == 1


def test_close_stops_idle_workers_now_and_busy_ones_when_released():
    pool = WorkerPool("fake", 2, Starts())
    idle, busy = pool.acquire(), pool.acquire()
    pool.release(idle, True)
    pool.close()
    assert idle.stopped and not busy.stopped  # its job is still running
    assert pool.idle == [] and pool.busy == {busy}
    pool.release(busy, True)
    assert busy.stopped and pool.idle == []
    with pytest.raises(SandboxUnavailable, match="the fake sandbox is closed"):
        pool.acquire()


def test_close_wakes_a_waiting_acquire_with_sandbox_unavailable():
    pool = WorkerPool("fake", 1, Starts())
    worker = pool.acquire()
    thread, out = _in_thread(pool.acquire)
    thread.join(0.1)
    pool.close()
    thread.join(5)
    assert len(out) == 1 and isinstance(out[0], SandboxUnavailable)
    pool.release(worker, True)
    assert worker.stopped


def test_a_worker_started_while_the_pool_closes_is_stopped_not_lent():
    started: list[FakeWorker] = []
    pool: WorkerPool[FakeWorker]

    def start(index: int) -> FakeWorker:
        pool.close()  # close() runs while this start is under way (outside the lock)
        started.append(FakeWorker(index))
        return started[-1]

    pool = WorkerPool("fake", 1, start)
    with pytest.raises(SandboxUnavailable, match="closed"):
        pool.acquire()
    assert started[0].stopped and pool.busy == set()


def test_a_worker_that_fails_to_stop_does_not_keep_the_others_running():
    starts = Starts()
    pool = WorkerPool("fake", 2, starts)
    pool.warm()

    def refuse() -> None:
        raise OSError("injected: cannot stop")

    starts.workers[0].close = refuse  # type: ignore[method-assign]
    pool.close()
    assert starts.workers[1].stopped


def test_a_dropped_pool_stops_its_workers():
    starts = Starts()
    pool = WorkerPool("fake", 2, starts)
    idle, busy = pool.acquire(), pool.acquire()
    pool.release(idle, True)
    del pool
    gc.collect()
    assert idle.stopped and busy.stopped


def test_dropping_the_owner_of_a_pool_stops_its_workers_without_a_collection():
    class Owner:  # as a sandbox: its pool starts workers with one of its methods
        def __init__(self):
            self.workers = WorkerPool("fake", 1, self._start)

        def _start(self, index: int) -> FakeWorker:
            return FakeWorker(index)

    owner = Owner()
    owner.workers.warm()
    (worker,) = owner.workers.idle
    gc.disable()  # reference counting alone: the pool must not hold its owner in a cycle
    try:
        del owner
        assert worker.stopped
    finally:
        gc.enable()


def test_warm_starts_every_worker():
    starts = Starts()
    pool = WorkerPool("fake", 3, starts)
    pool.warm()
    assert pool.started == 3 and pool.busy == set()
    assert sorted(w.index for w in pool.idle) == [0, 1, 2]
    pool.warm()  # already warm: nothing more starts
    assert pool.started == 3


def test_closing_a_real_sandbox_mid_job_stops_that_worker_when_the_job_ends():
    try:
        sandbox = make_sandbox("bwrap", workers=1)
    except SandboxUnavailable as exc:
        pytest.skip(f"bwrap sandbox unavailable here: {exc}")
    job = Job("import time\ntime.sleep(1)\nx = 1\n", (TestCase("t", "assert x == 1"),))
    try:
        thread, out = _in_thread(lambda: sandbox.run(job))
        deadline = time.monotonic() + 30
        while not sandbox.workers.busy and time.monotonic() < deadline:
            time.sleep(0.01)
        (worker,) = sandbox.workers.busy
        sandbox.close()
        assert worker.channel.proc.poll() is None  # still running the job
        thread.join(30)
    finally:
        sandbox.close()
    assert out[0].status == JOB_OK and out[0].outcomes[0].passed
    assert worker.channel.proc.poll() is not None  # stopped once the job ended
    assert sandbox.workers.idle == [] and sandbox.started_workers == 1


def test_a_worker_whose_configuration_fails_after_its_process_started_is_stopped():
    from codeloop.envs.sandbox.local import BwrapSandbox

    started = []

    class BrokenConfig(BwrapSandbox):
        def _channel(self, index):
            started.append(super()._channel(index))
            return started[-1]

        def _config(self, index):
            raise RuntimeError("no configuration")

    try:
        sandbox = BrokenConfig(workers=1)
    except SandboxUnavailable as exc:
        pytest.skip(f"bwrap sandbox unavailable here: {exc}")
    with pytest.raises(RuntimeError, match="no configuration"):
        sandbox.workers.acquire()
    sandbox.close()
    (channel,) = started
    assert channel.proc.poll() is not None  # its process was stopped, not left running
