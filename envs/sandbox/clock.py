"""A job's time: CPU seconds read from ``/proc``, waits for a CPU, the examiner's limits.

Standard library only. :class:`_Clock` counts a test's time as the examiner's CPU time plus
that of every process of the job (:func:`cpu_seconds`, :func:`_others_cpu`), and sets each
phase's wall-clock backstop less the time the job's threads waited for a CPU
(:func:`_task_delays`); :func:`_job_delay_s` is the same wait for the server's backstop of
the whole job. The messages of a limit run past are here too (:func:`_over_cpu`,
:func:`_over_wall`, :func:`_out_of_budget`, :func:`_allowance_over`), and the job's time
budget, which only timed-out tests spend (:func:`charged_s`).

One of the in-sandbox sources (``harness.SOURCES``): sent into the sandbox with the others and
executed in one namespace with them (see :data:`harness.BOOTSTRAP`); also importable on the host.
"""

from __future__ import annotations

import os
import time


def _over_cpu(what: str, seconds: float) -> str:
    """The message of a test (or an import) that ran out of CPU time."""
    return f"{what} used more than {seconds:g}s of CPU time"


#: The job's measured CPU time (every test's, passing ones included) may reach this multiple
#: of its budget (``Limits.timeout_s``) before the examiner ends it: the machine's protection
#: against code slow on every test, generous so that no answer short of that meets it, since
#: measured time moves with the load and a verdict must not (see :func:`charged_s`).
JOB_CPU_ALLOWANCE = 3.0


def charged_s(timeouts: int, test_limit: float, budget: float) -> float:
    """What ``timeouts`` timed-out tests cost the job's time budget: each exactly its limit.

    A test may use its own limit or what is left of the budget, whichever is less, and one
    that times out is charged that limit, never what was measured; a test that ends in time
    is charged nothing. So the budget is a function of the verdicts alone: the same code and
    tests stop at the same test at any load, and n timeouts cost at most the budget, never n
    limits.
    """
    return min(max(timeouts, 0) * test_limit, budget)


def budget_left_s(timeouts: int, test_limit: float, budget: float) -> float:
    """What the job's time budget has left after ``timeouts`` timed-out tests (0: spent).

    A product short of the budget by rounding (3 x 0.7 < 2.1) counts as spent: no test is
    given a limit of a few attoseconds.
    """
    left = budget - charged_s(timeouts, test_limit, budget)
    return left if left > 1e-9 * max(budget, 1.0) else 0.0


def budget_spent(timeouts: int, test_limit: float, budget: float) -> bool:
    """Whether ``timeouts`` timed-out tests have spent the job's time budget."""
    return budget_left_s(timeouts, test_limit, budget) <= 0.0


def _out_of_budget(total: float, timeouts: int) -> str:
    """Why the tests after the job's time budget ran out were not run (no measured figure)."""
    return (f"the job's {total:g}s time budget was spent "
            f"({timeouts} timed-out test{'s' if timeouts != 1 else ''}, each charged its limit)")


def _allowance_over(total: float) -> str:
    """Why a job ended at the machine's allowance of measured CPU time (see JOB_CPU_ALLOWANCE)."""
    return (f"the job used more than {total * JOB_CPU_ALLOWANCE:g}s of CPU time "
            f"({JOB_CPU_ALLOWANCE:g} times its {total:g}s time budget)")


def _over_wall(what: str, seconds: float) -> str:
    """The message of one that used little CPU but ran past the wall-clock backstop."""
    return f"{what} ran past {seconds:g}s of wall-clock time (waiting or sleeping)"


def cpu_seconds(pid: int) -> float:
    """CPU seconds process ``pid`` has used, its threads and reaped children included.

    -1 when it cannot be read (gone, or a ``/proc`` that hides other users' processes). The
    examiner counts the candidate's time with it; the host, its workers' (``worker_process.py``).
    """
    try:
        fields = _stat_fields(pid)
        return sum(int(v) for v in fields[11:15]) / _CLOCK_TICKS
    except (OSError, ValueError):
        return -1.0


def _stat_fields(pid):
    """The fields of ``/proc/<pid>/stat`` after the command name (field 3 on), as bytes.

    Raises OSError when the process is gone, ValueError on an unreadable line.
    """
    # Raw read: the examiner reads it at every call, a buffered file costs several times more.
    fd = os.open(f"/proc/{pid}/stat", os.O_RDONLY)
    try:
        stat = os.read(fd, 1024)
    finally:
        os.close(fd)
    return stat[stat.rindex(b")") + 2:].split()


_CLOCK_TICKS = os.sysconf("SC_CLK_TCK")


def _task_delays(pid: int, seen: dict[int, int]) -> bool:
    """Records how long each thread of ``pid`` has waited, runnable, for a CPU.

    The second field of ``/proc/<pid>/task/<tid>/schedstat`` (``run_delay``, nanoseconds):
    time the machine's load took from the job, which the wall-clock backstops leave out (see
    :class:`_Clock`). ``seen`` maps each thread id to the most read for it, so a thread or
    process that ended keeps what it had waited (its delay goes with it, unlike its CPU time)
    and the sum never goes back.

    Returns:
        Whether any thread's figure could be read (False: no schedstat, the process is gone,
        or a ``/proc`` that hides it).
    """
    try:
        tasks = os.listdir(f"/proc/{pid}/task")
    except OSError:
        return False
    read = False
    for task in tasks:
        try:
            # Raw read, as in cpu_seconds: a full reading takes this for every thread.
            fd = os.open(f"/proc/{pid}/task/{task}/schedstat", os.O_RDONLY)
            try:
                waited = int(os.read(fd, 128).split()[1])
            finally:
                os.close(fd)
            tid = int(task)
        except (OSError, ValueError, IndexError):
            continue
        if waited > seen.get(tid, 0):
            seen[tid] = waited
        read = True
    return read


def _others_cpu(exclude: tuple, session: int, pid_ns: bool,
                delays: dict[int, int] | None = None) -> float:
    """CPU seconds of the job's other processes: whatever the candidate started.

    In a PID namespace of the worker's own, that is every process but the server, the
    zygote, the examiner and the candidate (children it never waits for, orphans, zombies: a
    zombie's times stay readable until reaped, and a reaped process's are in its reaper's).
    Without one, the processes of the candidate's session (``setsid`` by the zygote): one that
    leaves the session escapes this count, not the job's wall-clock backstop. No time is lost
    with a process that is gone: during a job only a process of the job reaps (the server
    waits for its orphans after the job), and a reaped child's times are in its reaper's.
    With ``delays``, each one's time waiting for a CPU is recorded there (:func:`_task_delays`).
    """
    total = 0.0
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        pid = int(entry)
        if pid in exclude:
            continue
        try:
            fields = _stat_fields(pid)
            if not pid_ns and int(fields[3]) != session:
                continue
            total += sum(int(v) for v in fields[11:15])
        except (OSError, ValueError, IndexError):
            continue
        if delays is not None:
            _task_delays(pid, delays)
    return total / _CLOCK_TICKS


class _Clock:
    """The time limits of a job's phases, counted in CPU time as the examiner measures it.

    A test's time is the examiner's own CPU time plus the CPU time of every process of the job
    (the candidate's, its threads and children, those it never waits for included), which the
    examiner reads from ``/proc``: nothing the candidate reports counts, and what else the
    machine runs does not change it (a wall-clock limit failed the same correct answer under
    load). The candidate's process is read at every call; the others (:func:`_others_cpu`)
    at each full reading: at every test's end and while the examiner waits. Where ``/proc``
    cannot show the candidate, wall-clock time is counted.

    Each phase also has a wall-clock backstop (:meth:`arm_wall`), for code that sleeps or
    blocks. It leaves out the time the job's threads waited, runnable, for a CPU (schedstat's
    ``run_delay``, summed over the job's processes at each full reading): code that spins
    while it gets under ``1/wall_factor`` of a CPU would otherwise be stopped by the backstop
    before its CPU limit, a verdict that depends on load. Where schedstat cannot be read
    (``by_delay`` False), the backstop counts plain wall-clock time.
    """

    def __init__(self, pid: int, zygote: int = 0, pid_ns: bool = False):
        self.pid = pid
        self.by_cpu = pid > 0 and cpu_seconds(pid) >= 0
        self.candidate = 0.0
        self.others = 0.0
        self.exclude = (os.getpid(), os.getppid(), zygote, pid)
        self.pid_ns = pid_ns
        self.start, self.limit = 0.0, 0.0
        # Thread id -> nanoseconds it waited for a CPU (see _task_delays).
        self.delays: dict[int, int] = {}
        self.by_delay = self.by_cpu and _task_delays(os.getpid(), self.delays) \
            and _task_delays(pid, self.delays)
        self.wall_s, self.wall_start, self.excused_start = 0.0, 0.0, 0.0

    def now(self, full: bool = False) -> float:
        """CPU seconds so far (the others' as last read; ``full``: read them now)."""
        if not self.by_cpu:
            return time.monotonic()
        seconds = cpu_seconds(self.pid)
        if seconds >= 0:  # gone: its last reading (the channel reports the death)
            self.candidate = seconds
        if full:
            delays = self.delays if self.by_delay else None
            self.others = _others_cpu(self.exclude, self.pid, self.pid_ns, delays)
            if delays is not None:
                _task_delays(os.getpid(), delays)
                _task_delays(self.pid, delays)
        return time.process_time() + self.candidate + self.others

    def excused(self) -> float:
        """Seconds the job's threads have waited for a CPU, as of the last full reading."""
        return sum(self.delays.values()) / 1e9

    def left_full(self) -> float:
        """:meth:`left` from a full reading."""
        return self.left(self.now(full=True))

    def mark(self, limit: float, now: float | None = None) -> None:
        """Starts a phase that may use ``limit`` seconds (from ``now``, a reading of ours)."""
        self.start, self.limit = self.now() if now is None else now, limit

    def left(self, now: float | None = None) -> float:
        """Seconds the phase has left (negative once over)."""
        return self.limit - ((self.now() if now is None else now) - self.start)

    def arm_wall(self, seconds: float) -> None:
        """Starts the phase's wall-clock backstop of ``seconds`` (after a full reading)."""
        self.wall_s, self.wall_start = seconds, time.monotonic()
        self.excused_start = self.excused()

    def wall_left(self, read: bool = False) -> float:
        """Wall-clock seconds before the backstop, time spent waiting for a CPU aside.

        Args:
            read: Take a full reading first (otherwise the last one's waits count).
        """
        if read:
            self.now(full=True)
        return self.wall_s - (time.monotonic() - self.wall_start
                              - (self.excused() - self.excused_start))

    def left_either(self) -> float:
        """What the examiner looks at while it waits: CPU time or backstop, whichever is less.

        A full reading; negative (past the peer's grace) stops the wait (``wire._fill``).
        """
        cpu = self.left_full()
        return min(cpu, self.wall_left()) if self.wall_s else cpu

    def deadline(self, limit: float) -> float:
        """The monotonic time a wait may last to: the backstop itself where no waits count.

        With schedstat, the backstop moves with each wait for a CPU, so the wait is bounded
        by :meth:`left_either` instead, and by the server's backstop of the whole job.
        """
        return time.monotonic() + (limit if not self.by_delay else limit + 86400.0)

    def over(self, what: str, limit: float, wall_s: float | None = None) -> str:
        """Why a phase ran out of time: past its wall-clock backstop, or its own measure."""
        if wall_s is not None and self.wall_s and self.wall_left(read=self.by_delay) <= 0:
            return _over_wall(what, wall_s)
        return _over_cpu(what, limit) if self.by_cpu else f"{what} took longer than {limit:g}s"


def _job_delay_s(examiner: int, candidate: int, zygote: int, pid_ns: bool,
                 delays: dict[int, int]) -> float:
    """Seconds the job's threads have waited for a CPU so far (0 where schedstat is unread).

    The job's processes as the examiner counts their CPU time (:func:`_others_cpu`): every
    process of the worker's PID namespace but this server and the zygote, or else the examiner
    and the candidate's session.
    """
    _task_delays(examiner, delays)
    _others_cpu((os.getpid(), zygote, examiner), candidate, pid_ns, delays)
    return sum(delays.values()) / 1e9
