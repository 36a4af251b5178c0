"""The language server's processes: each program start contained in namespaces of its own.

Part of the in-sandbox language server (:mod:`.server`, whose ``SOURCES`` it comes after
:mod:`.server_clock` in): standard library only.

Containment, by construction: each start of the test program gets a user namespace and a PID
namespace of its own (:func:`_spawn`). Its first process there is a small init, a fork of the
server, whose exit (when the program ends, or when it or its parent is killed) makes the kernel
kill every process of that namespace, so nothing the job started outlives it whatever it
detached or daemonized. RLIMIT_NPROC is set inside the fresh user namespace, where the kernel
counts the tasks of that namespace only (per user namespace and uid, since Linux 5.14): the
job's processes and threads, not the server's, the warm compiler's or another worker's.
A started program waiting for its nonce is a :class:`Program` (the server may start one before
its job: ``Server.prestart``).
"""

import ctypes
import fcntl
import os
import resource
import signal

if __name__ != "__codeloop_harness__":  # on the host; inside, server.SOURCES came before
    from codeloop.envs.sandbox.languages.server_clock import _children

CLONE_NEWUSER = 0x10000000
CLONE_NEWPID = 0x20000000
CLONE_NEWNS = 0x00020000
MS_RDONLY, MS_REMOUNT, MS_BIND, MS_REC, MS_PRIVATE = 1, 32, 4096, 16384, 1 << 18
#: The job's uid inside its user namespace: not 0, so that its program holds no capability
#: there (it cannot undo the read-only mounts its namespace was given).
INSIDE_UID = 1000
PR_SET_PDEATHSIG = 1
PR_SET_DUMPABLE = 4
#: The job's init and the process that waits for it count against the job's RLIMIT_NPROC too.
SPAWN_TASKS = 2
_LIBC = ctypes.CDLL(None, use_errno=True)


def _reap():
    while True:
        try:
            pid, _ = os.waitpid(-1, os.WNOHANG)
        except ChildProcessError:
            return
        if pid <= 0:
            return


def _pids():
    return [int(p) for p in os.listdir("/proc") if p.isdigit()]


def _demoter(uid, limits):
    """A function that sets ``limits`` (``(resource, value)`` pairs), then drops to ``uid``.

    Called in a forked child before it runs anything of the job's (a ``preexec_fn``, or the
    waiter of a program start); a limit the kernel refuses is left as it was.
    """
    def apply():
        for res, value in limits:
            try:
                resource.setrlimit(res, (value, value))
            except (OSError, ValueError):
                pass
        if uid is not None:
            os.setgroups([])
            os.setgid(uid)
            os.setuid(uid)
    return apply


def _check(result, what):
    if result != 0:
        err = ctypes.get_errno()
        raise OSError(err, f"{what}: {os.strerror(err)}")


def _write(path, text):
    fd = os.open(path, os.O_WRONLY)
    try:
        os.write(fd, text.encode())
    finally:
        os.close(fd)


def _remount_flags(path):
    """Flags that make the bind mount at ``path`` read-only and keep what it had.

    In a user namespace the flags a mount came with (nosuid, nodev, noexec, atime) are
    locked: a remount that drops one is refused.
    """
    have = os.statvfs(path).f_flag
    flags = MS_REMOUNT | MS_BIND | MS_RDONLY
    for st, ms in ((os.ST_NOSUID, 2), (os.ST_NODEV, 4), (os.ST_NOEXEC, 8),
                   (os.ST_NOATIME, 1024), (os.ST_NODIRATIME, 2048), (os.ST_RELATIME, 1 << 21)):
        if have & st:
            flags |= ms
    return flags


#: Where a waiter keeps the write end of ``_spawn``'s ``ready`` pipe (after the status pipe's 5, 6).
READY_FD = 7


def _spawn(argv, cwd, env, fds, uid, limits, nproc, readonly=(), ready=None):
    """Starts ``argv`` in a user and PID namespace of its own; returns the waiter's pid.

    The forked waiter (in this server's namespaces) sets the limits, drops to ``uid`` (as
    root), makes a user namespace and a PID namespace, maps its own uid there, sets
    RLIMIT_NPROC inside (counted per user namespace: only this job's tasks) and forks the
    namespace's init, which forks the program and reaps everything until the program ends,
    then exits: the kernel then kills whatever else lives in the namespace. The init dies with
    the waiter (PR_SET_PDEATHSIG), so killing the waiter ends the job. The waiter exits as the
    program did (same status, same signal).

    Args:
        argv: The program and its arguments (found on ``env``'s PATH).
        cwd: Its working directory.
        env: Its environment.
        fds: Target descriptor -> descriptor of this process (0 to 4).
        uid: The job's uid (root only), else None.
        limits: ``(resource, value)`` pairs set before anything runs.
        nproc: The job's cap on tasks (processes and threads) in its namespace.
        readonly: Directories the job sees read-only (in a mount namespace of its own): the
            warm compilers' cache, which as a user is owned by the job's own uid.
        ready: The write end of a pipe, or None. The waiter, the init and the program each
            close their copy once the next process is forked (the program just before its
            exec), so the read end sees end-of-file once all three processes exist (or one
            failed): what a caller waits for to count the start's processes.
    """
    status_r, status_w = os.pipe()
    pid = os.fork()
    if pid:
        os.close(status_r)
        os.close(status_w)
        return pid
    try:  # the waiter: nothing here may return into the server's code
        # Move every source above the targets first, so no dup2 overwrites another's source.
        high = {t: fcntl.fcntl(fd, fcntl.F_DUPFD_CLOEXEC, 16) for t, fd in fds.items()}
        status = (fcntl.fcntl(status_r, fcntl.F_DUPFD_CLOEXEC, 16),
                  fcntl.fcntl(status_w, fcntl.F_DUPFD_CLOEXEC, 16))
        ready_high = None if ready is None else fcntl.fcntl(ready, fcntl.F_DUPFD_CLOEXEC, 16)
        for target, fd in high.items():
            os.dup2(fd, target)
        status_r, status_w = 5, 6
        os.dup2(status[0], status_r, inheritable=False)
        os.dup2(status[1], status_w, inheritable=False)
        if ready_high is not None:
            os.dup2(ready_high, READY_FD, inheritable=False)
        # Nothing else of the server's stays open: below the job's RLIMIT_NOFILE the waiter
        # must still open its maps, and the program inherits none of it.
        os.closerange(READY_FD if ready is None else READY_FD + 1, 1 << 20)
        _demoter(uid, limits)()
        euid, egid = os.geteuid(), os.getegid()
        # The server is not dumpable, so /proc/self of its fork belongs to root: the waiter
        # could not write its own maps. It holds nothing secret (no expected value is in the
        # server), and is not dumpable again once they are written.
        _LIBC.prctl(PR_SET_DUMPABLE, 1, 0, 0, 0)
        _check(_LIBC.unshare(CLONE_NEWUSER | CLONE_NEWPID | CLONE_NEWNS), "unshare")
        _write("/proc/self/uid_map", f"{INSIDE_UID} {euid} 1\n")
        _write("/proc/self/setgroups", "deny")
        _write("/proc/self/gid_map", f"{INSIDE_UID} {egid} 1\n")
        _LIBC.prctl(PR_SET_DUMPABLE, 0, 0, 0, 0)
        # Still capable in the new namespaces until the program's exec (its uid is not 0).
        _check(_LIBC.mount(None, b"/", None, MS_REC | MS_PRIVATE, None), "mount private")
        for path in readonly:
            target = os.fsencode(path)
            _check(_LIBC.mount(target, target, None, MS_BIND | MS_REC, None), "bind")
            _check(_LIBC.mount(None, target, None, _remount_flags(path), None),
                   "remount read-only")
        resource.setrlimit(resource.RLIMIT_NPROC, (nproc, nproc))
        init = os.fork()
        if init == 0:
            _init(argv, cwd, env, status_w, ready is not None)
        os.close(status_w)
        if ready is not None:
            os.close(READY_FD)
        while True:
            try:
                os.waitpid(init, 0)
                break
            except ChildProcessError:
                break
            except InterruptedError:
                continue
        raw = os.read(status_r, 16)
        status = int(raw) if raw.strip().lstrip(b"-").isdigit() else 127 << 8
        if os.WIFSIGNALED(status):
            sig = os.WTERMSIG(status)
            signal.signal(sig, signal.SIG_DFL)
            os.kill(os.getpid(), sig)
            os._exit(128 + sig)
        os._exit(os.waitstatus_to_exitcode(status) & 0xFF)
    except BaseException as exc:  # noqa: BLE001 - reported on the job's stderr
        try:
            os.write(2, f"codeloop: the job could not start: {exc!r}\n".encode())
        finally:
            os._exit(126)
    os._exit(126)


def _init(argv, cwd, env, status_w, ready=False):
    """PID 1 of the job's namespace: runs the program, reaps orphans, exits when it ends.

    With ``ready``, it closes :data:`READY_FD` once the program is forked (see ``_spawn``).
    """
    try:
        _LIBC.prctl(PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)
        for sig in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP):
            signal.signal(sig, signal.SIG_DFL)  # PID 1: ignored when sent from inside
        program = os.fork()
        if program == 0:
            try:
                os.closerange(5, 1 << 16)
                os.chdir(cwd)
                os.execvpe(argv[0], argv, env)
            finally:
                os._exit(127)
        if ready:
            os.close(READY_FD)
        while True:
            try:
                pid, status = os.wait()
            except ChildProcessError:
                os._exit(0)
            except InterruptedError:
                continue
            if pid == program:
                os.write(status_w, str(status).encode())
                # Returning kills every other process of the namespace (the kernel does).
                os._exit(0)
    finally:
        os._exit(0)


class Program:
    """A started test program: its waiter, the server's ends of its pipes, and what it runs.

    Attributes:
        key: Its command, working directory, environment, limits and task cap (a job may use
            a program started before it only if its own are the same).
        waiter: The waiter's pid (see ``_spawn``).
        out_r, err_r, res_r: The read ends of its stdout, stderr and result pipes.
        non_r, non_w: Its nonce pipe, both ends: the program waits on it for the job's
            nonce. The server keeps a read end until the nonce is written, so that writing
            never meets a closed pipe (SIGPIPE would end the server) if the program is gone.
    """

    def __init__(self, key, waiter, out_r, err_r, res_r, non_r, non_w):
        self.key = key
        self.waiter = waiter
        self.out_r, self.err_r, self.res_r = out_r, err_r, res_r
        self.non_r, self.non_w = non_r, non_w

    def go(self, nonce):
        """Hands the program its job's nonce: from here on it runs the job."""
        try:
            os.write(self.non_w, nonce.encode() + b"\n")
        finally:
            os.close(self.non_w)
            os.close(self.non_r)

    def discard(self, reaped=False):
        """Kills the program (it never saw a job) and closes the server's ends.

        Args:
            reaped: Its waiter was already waited for (not to be signalled again).
        """
        if not reaped:
            _kill_tree(self.waiter)
            _wait(self.waiter)
        for fd in (self.out_r, self.err_r, self.res_r, self.non_r, self.non_w):
            try:
                os.close(fd)
            except OSError:
                pass


def _poll(pid):
    """The exit code of a child (negative: killed by that signal), or None while it runs."""
    try:
        got, status = os.waitpid(pid, os.WNOHANG)
    except ChildProcessError:
        return -9
    return os.waitstatus_to_exitcode(status) if got else None


def _wait(pid):
    while True:
        try:
            _, status = os.waitpid(pid, 0)
            return os.waitstatus_to_exitcode(status)
        except ChildProcessError:
            return -9
        except InterruptedError:
            continue


def _kill_tree(pid):
    """Kills a waiter and its job: the job's init first (the kernel then ends its namespace)."""
    for child in _children(pid):
        try:
            os.kill(child, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            pass
    try:
        os.kill(pid, signal.SIGKILL)
    except ProcessLookupError:
        pass
