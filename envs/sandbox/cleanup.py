"""After a job: every process it left behind killed, its work directories emptied.

Standard library only. :func:`_kill_leftovers` finds the job's processes from ``/proc`` (the
whole PID namespace but the server and the zygote, or the candidate's descendants) and kills
them; :func:`_clean_dir` empties a work directory without following links or leaving it.

One of the in-sandbox sources (``harness.SOURCES``): sent into the sandbox with the others and
executed in one namespace with them (see :data:`harness.BOOTSTRAP`); also importable on the host.
"""

from __future__ import annotations

import os
import signal
import time


def _proc_table() -> dict[int, int]:
    table = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat", "rb") as fh:
                    stat = fh.read()
                table[int(entry)] = int(stat[stat.rindex(b")") + 2:].split()[1])
            except (OSError, ValueError, IndexError):
                pass
    return table


def _descendants(root: int) -> list[int]:
    table = _proc_table()
    children: dict[int, list[int]] = {}
    for pid, ppid in table.items():
        children.setdefault(ppid, []).append(pid)
    out, todo = [], list(children.get(root, ()))
    while todo:
        pid = todo.pop()
        out.append(pid)
        todo.extend(children.get(pid, ()))
    return out


def _children() -> list[int]:
    """Direct children of this process (orphaned descendants are reparented to us)."""
    pids: list[int] = []
    try:
        for task in os.listdir("/proc/self/task"):
            fd = os.open(f"/proc/self/task/{task}/children", os.O_RDONLY)
            try:
                data = b""
                while chunk := os.read(fd, 65536):
                    data += chunk
            finally:
                os.close(fd)
            pids.extend(int(p) for p in data.split())
    except OSError:
        return _descendants(os.getpid())
    return pids



def _kill_leftovers(pid_ns: bool, zygote: int, candidate: int) -> int:
    """Kills every process the job left (all but this server and the zygote); counts reaped.

    The candidate's process is the zygote's child (the zygote reaps it); what it left behind
    is reparented to this server (PID 1 or a child subreaper).
    """
    me = os.getpid()
    reaped = 0
    for _ in range(1000):
        while True:  # reap what already died
            try:
                pid, _ = os.waitpid(-1, os.WNOHANG)
            except ChildProcessError:
                pid = -1
            if pid <= 0:
                break
            reaped += 1
        if not [p for p in _children() if p != zygote] and not (
                candidate > 0 and _alive(candidate)):
            break
        table = _proc_table() if pid_ns else None
        targets = [p for p in table if p not in (me, zygote)] if table is not None else \
            [p for p in _descendants(me) if p != zygote]
        for pid in targets:
            try:
                os.kill(pid, signal.SIGKILL)
            except (ProcessLookupError, PermissionError):
                pass
        time.sleep(0.0005)
    return reaped


def _clean_dir(path: str) -> tuple[int, bool]:
    """Empties a work directory the job wrote to (its processes are all dead by now).

    Subdirectories are flattened rather than recursed into: each one's entries are moved up
    to ``path`` before it is removed, so a tree nested thousands deep (as a hostile job can
    make) needs neither recursion nor long paths nor one descriptor per level. Entries the
    job made unreadable or unwritable are opened up first: we own them or hold the
    capabilities. Mount points are skipped (the interpreter bound over a private /tmp).

    Returns:
        How many top-level entries were removed, and whether the directory is now empty
        (apart from mount points).
    """
    removed = 0
    try:
        root = os.open(path, os.O_RDONLY | os.O_DIRECTORY)
    except OSError:
        return 0, True
    serial, previous = 0, None
    try:
        try:  # the job may have taken our own rights on it away
            os.fchmod(root, os.fstat(root).st_mode & 0o7777 | 0o700)
        except OSError:
            pass
        while True:
            try:
                names = sorted(n for n in os.listdir(root)
                               if not os.path.ismount(os.path.join(path, n)))
            except OSError:
                return removed, False
            if not names:
                return removed, True
            if names == previous:
                return removed, False  # no progress: what is left cannot be removed
            previous = names
            for name in names:
                removed += not name.startswith(".codeloop-flat-")
                _remove_entry(root, name, serial)
                serial += 1_000_000
    finally:
        os.close(root)


def _remove_entry(root: int, name: str, serial: int) -> None:
    """Removes ``name`` under ``root``: a file, or a directory whose entries move up first."""
    try:
        os.unlink(name, dir_fd=root)
        return
    except IsADirectoryError:
        pass
    except OSError:
        pass
    try:
        os.chmod(name, 0o700, dir_fd=root, follow_symlinks=False)
    except (OSError, NotImplementedError):
        pass
    try:
        os.rmdir(name, dir_fd=root)
        return
    except OSError:
        pass
    try:
        fd = os.open(name, os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW, dir_fd=root)
    except OSError:
        return
    try:
        for i, child in enumerate(os.listdir(fd)):
            try:
                os.rename(child, f".codeloop-flat-{serial + i}", src_dir_fd=fd,
                          dst_dir_fd=root)
            except OSError:
                pass
    finally:
        os.close(fd)
    try:
        os.rmdir(name, dir_fd=root)
    except OSError:
        pass


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
        return not _is_zombie(pid)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True


def _is_zombie(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat", "rb") as fh:
            stat = fh.read()
        return stat[stat.rindex(b")") + 2:stat.rindex(b")") + 3] in (b"Z", b"X")
    except (OSError, ValueError):
        return True
