"""The language server's clock: the CPU time of a job's process tree, and the job's limits.

Part of the in-sandbox language server (:mod:`.server`, whose ``SOURCES`` it comes first in):
standard library only, run in one namespace with the files after it.

Time: a test's limit is CPU time, that of the job's whole process tree (every thread, the
JVM's JIT and GC threads and Go's runtime threads included, and children it reaped or left),
read from ``/proc`` every 50 ms; a wall-clock backstop of ``wall_factor`` times each limit stops
code that sleeps, less the time the job's threads waited, runnable, for a CPU (the machine's
load is not the job's). The first test of each program start may also use ``startup_s`` more
(a JVM's or node's start, measured per toolchain).
"""

import os
import resource
import time

_CLOCK_TICKS = os.sysconf("SC_CLK_TCK")


def _cpu_s(pid):
    """CPU seconds of one process: its threads and the children it reaped; -1 if gone."""
    try:
        fd = os.open(f"/proc/{pid}/stat", os.O_RDONLY)
        try:
            raw = os.read(fd, 1024)
        finally:
            os.close(fd)
        fields = raw[raw.rindex(b")") + 2:].split()
        return sum(int(v) for v in fields[11:15]) / _CLOCK_TICKS
    except (OSError, ValueError):
        return -1.0


def _children(pid):
    out = []
    try:
        for task in os.listdir(f"/proc/{pid}/task"):
            with open(f"/proc/{pid}/task/{task}/children", "rb") as fh:
                out += [int(c) for c in fh.read().split()]
    except (OSError, ValueError):
        pass
    return out


def _run_delay_s(pid):
    """Seconds the threads of ``pid`` have waited for a CPU while runnable (schedstat)."""
    total = 0
    try:
        tasks = os.listdir(f"/proc/{pid}/task")
    except OSError:
        return 0.0
    for task in tasks:
        try:
            fd = os.open(f"/proc/{pid}/task/{task}/schedstat", os.O_RDONLY)
            try:
                total += int(os.read(fd, 256).split()[1])
            finally:
                os.close(fd)
        except (OSError, ValueError, IndexError):
            pass
    return total / 1e9


def tree_usage(root):
    """``(cpu_s, delay_s)`` of ``root`` and every live descendant.

    ``cpu_s`` counts each process's threads and reaped children (a process's reaped children
    are in its own counts and no longer among its children, so nothing counts twice; the
    job's init reaps every orphan of its namespace). ``delay_s`` is the time their threads
    waited, runnable, for a CPU: time the machine's load took, which the wall-clock
    backstop does not count against the job.
    """
    cpu, delay, todo = 0.0, 0.0, [root]
    while todo:
        pid = todo.pop()
        cpu += max(_cpu_s(pid), 0.0)
        delay += _run_delay_s(pid)
        todo += _children(pid)
    return cpu, delay


def tree_cpu_s(root):
    """CPU seconds of ``root`` and every live descendant (see :func:`tree_usage`)."""
    total, todo = 0.0, [root]
    while todo:
        pid = todo.pop()
        total += max(_cpu_s(pid), 0.0)
        todo += _children(pid)
    return total


def _rusage_s(before):
    """CPU seconds of the children reaped since ``before`` (a RUSAGE_CHILDREN reading)."""
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime + after.ru_stime) - (before.ru_utime + before.ru_stime)


class Clock:
    """The whole job's time: CPU seconds of its compile and program starts, and a backstop.

    Args:
        limit_s: The job's CPU-time limit.
        wall_factor: The wall-clock backstop, as a multiple of it.
    """

    def __init__(self, limit_s, wall_factor):
        self.limit_s = float(limit_s)
        self.factor = float(wall_factor)
        self.wall_deadline = time.monotonic() + self.limit_s * self.factor
        self.used_s = 0.0
        self.excused_s = 0.0
        self.by_wall = False

    def add(self, cpu_s, delay_s=0.0):
        """Counts the CPU seconds a finished phase used, and the time it waited for a CPU."""
        self.used_s += max(0.0, cpu_s)
        self.excused_s += max(0.0, delay_s)

    def remaining_wall(self):
        """Wall-clock seconds left before the backstop (time spent waiting for a CPU aside)."""
        return self.wall_deadline + self.excused_s - time.monotonic()

    def over(self, running_s=0.0, running_delay_s=0.0):
        """Whether the job is out of time, counting a phase still running.

        Args:
            running_s: CPU seconds of the running phase.
            running_delay_s: Seconds it waited for a CPU (not held against the backstop).
        """
        if self.remaining_wall() + max(0.0, running_delay_s) <= 0:
            self.by_wall = True
            return True
        return self.used_s + running_s > self.limit_s

    def message(self):
        """Says which limit the job ran out of."""
        if self.by_wall:
            return (f"the job ran past {self.limit_s * self.factor:g}s of wall-clock time "
                    "(waiting or sleeping) and was killed")
        return f"the job used more than {self.limit_s:g}s of CPU time and was killed"
