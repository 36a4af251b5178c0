"""The pids cgroups of the local backends' workers: a hard bound on a job's processes as root.

As root, with a pids controller, each run owns a cgroup subtree named after it
(:func:`cgroup_owner_name`: PID namespace, pid and start time, so a pid that repeats in
another namespace is never taken for it) under ``codeloop-sandbox``, and each worker gets a
cgroup of its own with a ``pids.max`` (:func:`_new_worker_cgroup`): RLIMIT_NPROC cannot bound
root's fork bombs. Subtrees of runs that are gone are removed (:func:`remove_dead_owners`).
"""

from __future__ import annotations

import atexit
import itertools
import logging
import os
import threading
from pathlib import Path

log = logging.getLogger(__name__)


CGROUP_DIR = "codeloop-sandbox"
_cgroup_lock = threading.Lock()
_own_cgroup: dict[int, str | None] = {}  # host pid -> its subtree (a forked child makes its own)
_worker_cgroups = itertools.count()


def _pid_namespace() -> str | None:
    """The inode of our PID namespace, or None when ``/proc`` shows another namespace."""
    try:
        if os.readlink("/proc/self") != str(os.getpid()):
            return None  # /proc was mounted for another PID namespace: pids mean nothing here
        link = os.readlink("/proc/self/ns/pid")  # "pid:[4026531836]"
    except OSError:
        return None
    inode = link.rpartition("[")[2].rstrip("]")
    return inode if inode.isdigit() else None


def _start_time(pid: int) -> str | None:
    """A process's start time in clock ticks since boot (``/proc/PID/stat`` field 22)."""
    try:
        with open(f"/proc/{pid}/stat") as fh:
            stat = fh.read()
    except OSError:
        return None
    fields = stat.rpartition(")")[2].split()
    return fields[19] if len(fields) > 19 else None


def cgroup_owner_name(pid: int | None = None) -> str | None:
    """The name of a process's own subtree: ``p<pid namespace>-<pid>-<start time>``.

    The start time tells a live owner from a later process that reuses its pid; the namespace
    says whether the pid can be checked from here at all. None when ``/proc`` cannot tell.
    """
    pid = os.getpid() if pid is None else pid
    ns, start = _pid_namespace(), _start_time(pid)
    return f"p{ns}-{pid}-{start}" if ns and start else None


def owner_is_dead(name: str) -> bool:
    """True only when the process that owns subtree ``name`` is verifiably gone.

    A subtree of another PID namespace (a container, ``unshare --pid``), or of a name we do
    not know, cannot be checked from here and is never called dead.
    """
    ns, _, rest = name[1:].partition("-")
    pid, _, start = rest.partition("-")
    if not name.startswith("p") or not (ns.isdigit() and pid.isdigit() and start.isdigit()):
        return False
    if ns != _pid_namespace():
        return False
    return _start_time(int(pid)) != start


def _pids_hierarchy() -> tuple[Path, bool] | None:
    """The mount point of the pids controller and whether it is cgroup v2, or None."""
    try:
        with open("/proc/self/mounts") as fh:
            mounts = [line.split() for line in fh]
    except OSError:
        return None
    for fields in mounts:
        if len(fields) < 4:
            continue
        point, fstype, opts = fields[1], fields[2], fields[3]
        if fstype == "cgroup" and "pids" in opts.split(","):
            return Path(point), False
        if fstype == "cgroup2":
            try:
                if "pids" in Path(point, "cgroup.controllers").read_text().split():
                    return Path(point), True
            except OSError:
                continue
    return None


def _enable_pids(directory: Path) -> None:
    """Lets the children of ``directory`` have ``pids.max`` (cgroup v2)."""
    Path(directory, "cgroup.subtree_control").write_text("+pids")


def pids_cgroup_root() -> str | None:
    """This process's own pids cgroup subtree for its workers (root only), or None.

    Every codeloop process on a host gets ``<pids mount>/codeloop-sandbox/<owner name>`` (see
    :func:`cgroup_owner_name`) and puts its worker cgroups there; it removes only its own, and
    of the others only those whose owner is verifiably dead. (A shared directory whose entries
    anyone could prune made workers of concurrent runs fail to start with ``cgroup.procs:
    Directory nonexistent``.)
    """
    if os.geteuid() != 0:
        return None
    pid = os.getpid()
    with _cgroup_lock:
        if pid not in _own_cgroup:
            _own_cgroup[pid] = _make_own_cgroup()
        return _own_cgroup[pid]


def _make_own_cgroup() -> str | None:
    found, owner = _pids_hierarchy(), cgroup_owner_name()
    if found is None or owner is None:
        return None
    point, v2 = found
    root = point / CGROUP_DIR
    try:
        root.mkdir(exist_ok=True)
        if v2:
            _enable_pids(point)
            _enable_pids(root)
        own = root / owner
        own.mkdir(exist_ok=True)
        if v2:
            _enable_pids(own)
    except OSError:
        log.debug("no pids cgroup subtree for this process", exc_info=True)
        return None
    remove_dead_owners(root)
    atexit.register(_remove_own_cgroup, os.getpid(), own)
    return str(own)


def _remove_own_cgroup(pid: int, own: Path) -> None:
    # At exit; a forked child inherits the hook but not the subtree.
    if os.getpid() == pid:
        _rmdir_quietly(own)


def remove_dead_owners(root: Path) -> int:
    """Removes the subtrees (and their worker cgroups) of owners that are verifiably dead.

    Returns:
        How many subtrees were removed. Entries that vanish meanwhile (another process
        cleaning too) or are still busy (a task inside) are left as they are.
    """
    removed = 0
    try:
        entries = list(root.iterdir())
    except OSError:
        return 0
    for entry in entries:
        if not owner_is_dead(entry.name):
            continue
        try:
            children = [c for c in entry.iterdir() if c.is_dir()]
        except OSError:
            continue
        for child in children:
            _rmdir_quietly(child)
        removed += _rmdir_quietly(entry)
    return removed


def _rmdir_quietly(path: Path) -> bool:
    try:
        os.rmdir(path)
        return True
    except OSError:  # ENOENT: someone removed it first; EBUSY/ENOTEMPTY: tasks still inside
        return False


def _new_worker_cgroup(max_tasks: int) -> str | None:
    """A fresh pids cgroup for one worker in this process's subtree, or None without one.

    Raises:
        OSError: When this process has a subtree but the worker's cgroup cannot be made in it.
    """
    own = pids_cgroup_root()
    if own is None:
        return None
    path = Path(own, f"w{next(_worker_cgroups)}")
    try:
        path.mkdir()
    except FileNotFoundError:  # our subtree is gone (removed by hand): make it again, once
        with _cgroup_lock:
            _own_cgroup.pop(os.getpid(), None)
        own = pids_cgroup_root()
        if own is None:
            raise
        path = Path(own, path.name)
        path.mkdir()
    try:
        (path / "pids.max").write_text(str(max_tasks))
    except OSError:
        _rmdir_quietly(path)
        raise
    return str(path)
