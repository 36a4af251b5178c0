"""The candidate's side: the zygote, and the process that holds the code under test.

Standard library only. The zygote (:func:`_zygote`) is forked by the server before its first
job and forks one candidate process per job, so a candidate finds no test, expected value,
nonce, result descriptor or earlier job in its memory. The candidate process
(:func:`_candidate`) confines itself (:mod:`~codeloop.envs.sandbox.confine`), runs the
module, then only answers the examiner's calls through
:class:`~codeloop.envs.sandbox.wire.Peer`.

One of the in-sandbox sources (``harness.SOURCES``): sent into the sandbox with the others and
executed in one namespace with them (see :data:`harness.BOOTSTRAP`); also importable on the host.
"""

from __future__ import annotations

import _signal
import _socket
import builtins
import os
import signal
import sys
import types

if __name__ != "__codeloop_harness__":  # on the host; inside, harness.SOURCES came before
    from codeloop.envs.sandbox.clock import _over_cpu
    from codeloop.envs.sandbox.compile_tests import (
        compile_candidate,
        describe,
    )
    from codeloop.envs.sandbox.confine import (
        Blocked,
        _drop_capabilities,
        _install_hook,
        _set_limits,
    )
    from codeloop.envs.sandbox.frames import (
        _C_REP,
        _C_REQ,
        _stdio,
    )
    from codeloop.envs.sandbox.wire import (
        CallTimeout,
        Peer,
    )


class _Capture:
    """The candidate's ``sys.stdout``: what it prints goes back with each reply (capped)."""

    def __init__(self, cap: int):
        self.parts: list = []
        self.size = 0
        self.cap = cap
        self.dropped = 0

    def write(self, text):
        if type(text) is not str:
            raise TypeError("write() argument must be str")
        room = self.cap - self.size
        if room > 0:
            self.parts.append(text[:room])
            self.size += min(len(text), room)
        self.dropped += max(0, len(text) - max(room, 0))
        return len(text)

    def flush(self):
        pass

    def isatty(self):
        return False

    def close(self):
        pass

    def take(self) -> str:
        text = "".join(self.parts)
        self.parts.clear()
        if self.dropped:
            text += f"\n[output truncated: {self.dropped} more characters]"
            self.dropped = 0
        return text


def _on_alarm(signum, frame):  # noqa: ARG001 - signal handler signature
    raise CallTimeout()


def _arm(seconds) -> None:
    # CPU time, not wall-clock time: what a call may use must not depend on what else the
    # machine runs (the examiner keeps a wall-clock backstop for code that sleeps or waits).
    signal.setitimer(signal.ITIMER_PROF, float(seconds) if seconds else 0.0)


def _candidate(cfg: dict) -> None:
    """The candidate's process (forked by the zygote): loads the code, then answers calls.

    It receives the code, its files and its limits from the examiner, and holds nothing else:
    no test, no expected value, no secret, no result channel. Whatever the code does to this
    process can only change the answers it gives.
    """
    # _signal's, not signal's: the latter converts to enums, whose code a fresh process pays
    # for in copied pages (half a millisecond per job for these three calls).
    _signal.signal(_signal.SIGCHLD, _signal.SIG_DFL)
    import gc

    # A job lives for milliseconds: collecting would only scan (and copy) the pages shared
    # with the zygote. RLIMIT_AS still bounds what the code allocates.
    gc.disable()
    peer = Peer(_C_REQ, _C_REP, examiner=False)
    msg = peer.recv()
    job = msg[1]
    workdir = cfg["workdir"]
    os.chdir(workdir)
    for fname, text in (job.get("files") or {}).items():
        full = os.path.join(workdir, os.path.basename(fname))
        with open(full, "w") as fh:
            fh.write(text)
        os.chmod(full, 0o444)
    uid = cfg.get("job_uid")
    if uid is not None:
        os.setgroups([])
        os.setgid(uid)
        os.setuid(uid)
    confined = bool(cfg.get("pid_ns")) or uid is not None
    _set_limits(job, isolated=confined)
    if os.getuid() == 0:
        _drop_capabilities()
    code, setup_error, compile_warnings = compile_candidate(job["code"])
    if compile_warnings:
        os.write(2, compile_warnings.encode("utf-8", "replace"))
    capture = _Capture(int(job.get("max_output_bytes", 65536)))
    sys.stdout = capture
    sys.stderr, sys.stdin = _stdio()[1], _stdio()[2]  # made by the worker, before the fork
    peer.capture = capture.take
    peer.on_request = _arm
    _signal.signal(_signal.SIGPROF, _on_alarm)
    module = types.ModuleType("solution")
    module.__file__ = "solution.py"
    mdict = module.__dict__
    mdict["__builtins__"] = builtins
    sys.modules["solution"] = module
    allow_exec = bool(job.get("allow_exec", False))
    if not allow_exec:
        # ``subprocess`` stays importable, but its exec primitive (which raises no audit
        # event of its own) is gone; re-importing it is refused by the hook.
        import _posixsubprocess

        def no_exec(*args, **kwargs):
            raise Blocked("starting programs is not allowed in the sandbox")

        _posixsubprocess.fork_exec = no_exec
    confined_imports = frozenset() if confined else frozenset(
        {"posix", "os", "_signal", "signal"})
    if not confined:
        # Signals through pidfds raise no audit event: without a PID namespace or a uid of
        # its own, the job gets no pidfds (re-importing the modules is refused by the hook).
        import posix

        def no_pidfd(*args, **kwargs):
            raise Blocked("pidfds are not available here")

        for mod, attr in ((os, "pidfd_open"), (posix, "pidfd_open"),
                          (signal, "pidfd_send_signal")):
            if hasattr(mod, attr):
                setattr(mod, attr, no_pidfd)
    _install_hook(allow_exec, confined, confined_imports)
    pristine = dict(vars(builtins))
    ok, message = code is not None, setup_error
    if ok:
        try:
            _arm(float(job.get("test_timeout_s", 3.0)))
            try:
                exec(code, mdict)
            finally:
                _arm(0)
        except CallTimeout:
            ok = False
            message = _over_cpu("importing the code", float(job.get("test_timeout_s", 3.0)))
        except BaseException as exc:  # noqa: BLE001 - any failure of the import is a verdict
            ok = False
            try:
                message = "the code failed at import: " + describe(exc, "solution.py", [])
            except BaseException:  # noqa: BLE001
                message = "the code failed at import"
    bdict = vars(builtins)

    def restore_builtins() -> None:
        # What the code did to builtins (``len``, ``isinstance`` ...) must not break the
        # channel that carries its answers.
        bdict.clear()
        bdict.update(pristine)

    restore_builtins()
    peer.after_call = restore_builtins
    keys, values, nodes = [], [], []
    if ok:
        for name, value in list(mdict.items()):
            if type(name) is str and not (name.startswith("__") and name.endswith("__")):
                keys.append(name)
                values.append(value)
        try:
            values, nodes, _ = peer.pack(values)
        except BaseException:  # noqa: BLE001 - some value cannot cross: leave those out
            kept = []
            for name, value in zip(keys, values, strict=True):
                described = set(peer.described)
                try:
                    peer.pack([value])
                    kept.append((name, value))
                except BaseException:  # noqa: BLE001
                    pass
                peer.described = described
            keys = [k for k, _ in kept]
            values, nodes, _ = peer.pack([v for _, v in kept])
    peer.send(["s", ok, message if type(message) is str else "", [keys, values],
               capture.take(), nodes])
    if ok:
        peer.serve_forever()


def _zygote(sock, cfg: dict) -> None:
    """Forked by the server before its first job; forks one candidate process per job.

    It holds the configuration and the pre-imported modules, nothing of any job: a candidate
    forked here finds no test, expected value, secret or earlier job in its memory. Each
    request brings the job's descriptors (``SCM_RIGHTS``); the answer is the new pid.
    """
    import array

    fd_size = array.array("i").itemsize
    while True:
        try:
            data, anc, _, _ = sock.recvmsg(64, _socket.CMSG_SPACE(8 * fd_size))
        except InterruptedError:
            continue
        if not data:
            return
        fds: list[int] = []
        for level, kind, payload in anc:
            if level == _socket.SOL_SOCKET and kind == _socket.SCM_RIGHTS:
                arr = array.array("i")
                arr.frombytes(payload[: len(payload) - len(payload) % fd_size])
                fds.extend(arr)
        if len(fds) != 4:
            for fd in fds:
                os.close(fd)
            sock.send(b"\0" * 8)
            continue
        # Reaped here, not ignored: a reaped child's CPU time is added to ours, so that the
        # worker's accounting (bench/sandbox.py) includes the candidates' processes.
        while True:
            try:
                if os.waitpid(-1, os.WNOHANG)[0] <= 0:
                    break
            except ChildProcessError:
                break
        pid = os.fork()
        if pid == 0:
            try:
                os.setsid()
                null = os.open(os.devnull, os.O_RDWR)
                req_r, rep_w, out_w, err_w = fds
                os.dup2(null, 0)
                os.dup2(out_w, 1)
                os.dup2(err_w, 2)
                os.dup2(req_r, _C_REQ)
                os.dup2(rep_w, _C_REP)
                os.closerange(_C_REP + 1, 1 << 16)
                _candidate(cfg)
            except BaseException:  # noqa: BLE001 - the examiner sees the channel close
                pass
            os._exit(0)
        for fd in fds:
            os.close(fd)
        sock.send(pid.to_bytes(8, "big"))
