"""The in-sandbox side: a warm fork-server that runs each job as an examiner and a candidate.

Standard library only. The in-sandbox program is :data:`SOURCES`, in that order: the call
channel (:mod:`~codeloop.envs.sandbox.wire`), then one module per job of the harness, this
one last. ``pool.HARNESS_SOURCE`` joins them and sends them to an interpreter inside the
sandbox (see :data:`BOOTSTRAP`), which executes them in one private namespace; on the host
they are ordinary modules, each importing what it uses from the others (the imports under
``__name__ != "__codeloop_harness__"``), importable for their constants and their tests.

**Server** (:func:`serve`, here). Reads length-prefixed JSON messages on standard input and
answers on standard output. The first message configures it; it makes its mounts
(:mod:`~codeloop.envs.sandbox.mounts`), pre-imports common modules, forks the *zygote*
(:func:`~codeloop.envs.sandbox.candidate._zygote`) and answers ``ready``. For each ``run``
message (:func:`_run_job`) it compiles the tests (cached,
:mod:`~codeloop.envs.sandbox.compile_tests`), asks the zygote for a fresh *candidate process*
and forks an *examiner*, relays the examiner's result frames and both processes' output (capped),
enforces the wall-clock backstop of the job's limit, kills every process the job left behind
and empties the work directories (:mod:`~codeloop.envs.sandbox.cleanup`), and answers
``result``. Time limits are CPU time, counted by the examiner
(:class:`~codeloop.envs.sandbox.clock._Clock`).

**The invariant: nothing the candidate's process can reach decides a verdict.** The candidate
process (:func:`~codeloop.envs.sandbox.candidate._candidate`) forks from the zygote, which never
saw a job: it holds the candidate's code and nothing else (no test, expected value, nonce or
result descriptor). It runs the module and then only answers calls. The examiner
(:func:`~codeloop.envs.sandbox.examiner._examine`) forks from the server: it holds the tests, the
nonce and the result descriptor, runs each test with its own builtins and standard library,
and reaches the candidate's objects only through :class:`~codeloop.envs.sandbox.wire.Peer`,
which moves plain data (calls by handle with their arguments in; return values, exceptions as
type and message, printed text out). Every comparison is made in the examiner, on decoded values.
The examiner is not ptrace-able by the candidate (PR_SET_DUMPABLE 0, inherited from the server;
as root the candidate also runs as another uid) and they share no writable memory
(:mod:`~codeloop.envs.sandbox.confine`).

Result frames on the examiner's result descriptor are ``MAGIC + 4-byte big-endian length +
JSON``, each with the job's nonce (:mod:`~codeloop.envs.sandbox.frames`). The host accepts a
job as finished only on a ``done`` frame; no exit code is ever read.
"""

from __future__ import annotations

import _socket
import os
import select
import signal
import sys
import time

if __name__ != "__codeloop_harness__":  # on the host; inside, harness.SOURCES came before
    from codeloop.envs.sandbox.candidate import _zygote
    from codeloop.envs.sandbox.cleanup import (
        _alive,
        _clean_dir,
        _kill_leftovers,
    )
    from codeloop.envs.sandbox.clock import _job_delay_s
    from codeloop.envs.sandbox.compile_tests import precompile_tests
    from codeloop.envs.sandbox.confine import _prctl_setup
    from codeloop.envs.sandbox.examiner import _examine
    from codeloop.envs.sandbox.frames import (
        _J_REP,
        _J_REQ,
        RESULT_FD,
        _done_frame,
        _scan_done,
        _stdio,
    )
    from codeloop.envs.sandbox.frames import MAGIC as MAGIC
    from codeloop.envs.sandbox.mounts import (
        _add_site_packages,
        _setup_mounts,
        _uid_can_read,
    )

#: The in-sandbox program, in the order it is sent and executed (``pool.HARNESS_SOURCE``): each
#: file's top level may use only names of the files before it; this one runs :func:`serve`.
SOURCES = ("wire_codec.py", "wire_proxies.py", "wire_encode.py", "wire_decode.py", "wire.py",
           "frames.py", "confine.py", "compile_tests.py", "clock.py", "candidate.py", "examiner.py",
           "cleanup.py", "mounts.py", "harness.py")

#: As root, the examiner of a job whose candidate runs as uid ``u`` runs as ``u`` + this.
EXAMINER_UID_OFFSET = 1_000_000


#: Command-line bootstrap: reads the harness source from stdin (length line, then source) with
#: unbuffered reads (the messages that follow must stay in the pipe) and executes it in a
#: private namespace, so no file of the host needs to be visible inside.
BOOTSTRAP = (
    "import os\n"
    "h = b''\n"
    "while not h.endswith(b'\\n'):\n"
    "    c = os.read(0, 1)\n"
    "    if not c: raise SystemExit(0)\n"
    "    h += c\n"
    "n = int(h); s = b''\n"
    "while len(s) < n:\n"
    "    c = os.read(0, n - len(s))\n"
    "    if not c: raise SystemExit(0)\n"
    "    s += c\n"
    "exec(compile(s, '<codeloop-harness>', 'exec'),"
    " {'__name__': '__codeloop_harness__', '__builtins__': __builtins__})\n"
)


#: Modules imported once per worker so that jobs do not pay for them: what solutions to
#: function-level tasks commonly import. Every fork copies the server's page tables and
#: memory mappings, so each module costs every job a little (about 1 us per mapping, and
#: ``hashlib``, ``shutil``, ``socket``, ``uuid`` or ``pathlib`` bring 5 to 30 mappings and up
#: to half a megabyte each); those are left to the rare jobs that import them. Not here
#: either: ``threading`` and ``random`` (and ``subprocess``, ``tempfile`` and
#: ``statistics``, which import them) register at-fork hooks that run Python code in every
#: child, copying some hundred pages of the server per job.
PREIMPORT = (
    "abc", "array", "base64", "bisect", "collections", "collections.abc", "contextlib",
    "copy", "csv", "dataclasses", "datetime", "decimal", "enum", "fractions", "functools",
    "heapq", "inspect", "io", "itertools", "json", "keyword", "math", "numbers", "operator",
    "re", "string", "textwrap", "traceback", "types", "typing", "unicodedata",
    "urllib.parse", "warnings", "weakref", "_posixsubprocess",
)
#: Modules the server must not hold (see :data:`PREIMPORT`); checked at start.
FORK_HOOKED = ("threading", "random")

#: Interpreter flags of the server: isolated, and without ``site``, whose ``.pth`` files may
#: import anything (here they import ``threading`` and ``random``). :func:`_add_site_packages`
#: puts the site-packages directories on the path without running those files.
INTERPRETER_FLAGS = ("-I", "-S")


def _read_exact(fd: int, n: int) -> bytes | None:
    parts = []
    while n:
        chunk = os.read(fd, min(n, 1 << 20))
        if not chunk:
            return None
        parts.append(chunk)
        n -= len(chunk)
    return b"".join(parts)


def _send_msg(fd: int, payload: dict) -> None:
    import json

    data = json.dumps(payload).encode()
    view = memoryview(len(data).to_bytes(4, "big") + data)
    while view:
        view = view[os.write(fd, view):]


def _recv_msg(fd: int) -> dict | None:
    import json

    head = _read_exact(fd, 4)
    if head is None:
        return None
    body = _read_exact(fd, int.from_bytes(head, "big"))
    return None if body is None else json.loads(body)


def _spawn_candidate(zygote, fds: list) -> bool:
    """Asks the zygote for a candidate process holding ``fds`` (see :func:`_spawned`)."""
    import array

    try:
        zygote["sock"].sendmsg([b"spawn"], [(_socket.SOL_SOCKET, _socket.SCM_RIGHTS,
                                             array.array("i", fds).tobytes())])
        return True
    except OSError:
        return False


def _spawned(zygote, asked: bool) -> int:
    """The pid of the candidate process the zygote forked (0: it did not)."""
    if not asked:
        return 0
    try:
        ready, _, _ = select.select([zygote["sock"]], [], [], 10.0)
        answer = zygote["sock"].recv(8) if ready else b""
    except OSError:
        return 0
    return int.from_bytes(answer, "big") if len(answer) == 8 else 0


#: How far the server's backstop of a whole job may move for the time its threads waited
#: for a CPU: less than the host's own wait past it (``pool.GRACE_S``, 5 s), after which
#: the worker is given up instead of the job.
_JOB_BACKSTOP_SLACK_S = 3.0
#: With a host that follows the server's word (``notify``), the most the backstop moves.
_JOB_BACKSTOP_MAX_S = 3600.0


def _run_job(job: dict, cfg: dict, pid_ns: bool, zygote: dict, notify=None) -> dict:
    import base64
    import gc

    res_r, res_w = os.pipe()
    out_r, out_w = os.pipe()
    err_r, err_w = os.pipe()
    req_r, req_w = os.pipe()  # examiner -> candidate
    rep_r, rep_w = os.pipe()  # candidate -> examiner
    workdir = cfg["workdir"]
    started = time.monotonic()
    job["compiled"] = precompile_tests(job.get("tests", []))
    done_frame = _done_frame(str(job.get("nonce", "")))
    _stdio()
    gc.freeze()  # what this job added to the server's heap: shared, never scanned by the examiner
    # The examiner measures the candidate's CPU time by its pid: known before the examiner forks.
    cpid = _spawned(zygote, _spawn_candidate(zygote, [req_r, rep_w, out_w, err_w]))
    job["candidate_pid"] = cpid
    job["zygote_pid"], job["pid_ns"] = zygote["pid"], pid_ns
    pid = os.fork() if cpid > 0 else -1
    forked = time.monotonic()
    if pid < 0:
        for fd in (res_r, res_w, out_r, out_w, err_r, err_w, req_r, req_w, rep_r, rep_w):
            os.close(fd)
        return {"type": "result", "result": "", "stdout": "", "stderr": "",
                "timed_out": False, "exit": "no examiner was started", "strays": 0,
                "leftovers": 0, "retire": True, "duration_s": time.monotonic() - started,
                "harness_error": "the zygote did not fork the candidate's process"}
    if pid == 0:  # the examiner
        try:
            gc.disable()
            os.setsid()
            null = os.open(os.devnull, os.O_RDWR)
            os.dup2(null, 0)
            os.dup2(out_w, 1)
            os.dup2(err_w, 2)
            os.dup2(res_w, RESULT_FD)
            os.dup2(req_w, _J_REQ)
            os.dup2(rep_r, _J_REP)
            os.closerange(_J_REP + 1, 1 << 16)
            _name_process("codeloop-exam")
            _examine(job, cfg)
        except BaseException:  # noqa: BLE001 - the parent sees a crash from missing frames
            try:
                import traceback

                os.write(2, ("harness error: " + traceback.format_exc()[-1500:]).encode())
            except BaseException:  # noqa: BLE001
                pass
        os._exit(0)
    for fd in (res_w, out_w, err_w, req_r, req_w, rep_r, rep_w):
        os.close(fd)
    job.pop("nonce", None)
    cap = int(job.get("max_output_bytes", 65536))
    # The job's own limit is CPU time, which its examiner counts; this is the wall-clock backstop.
    # One backstop for the whole job, across its resumed parts (see retry.run_resuming).
    deadline = started + float(job.get("timeout_s", 10.0)) * max(
        1.0, float(job.get("wall_factor", 4.0))) - float(job.get("spent_wall_s") or 0.0)
    # Time the job's threads waited for a CPU moves it (as the examiner's backstops, _Clock): a
    # job that spins on a starved machine stops by its CPU time, never here. ``notify`` tells
    # the host each move (it waits as long); without it, by at most _JOB_BACKSTOP_SLACK_S,
    # under the host's grace.
    backstop = deadline
    slack = _JOB_BACKSTOP_SLACK_S if notify is None else _JOB_BACKSTOP_MAX_S
    delays: dict[int, int] = {}
    bufs = {res_r: bytearray(), out_r: bytearray(), err_r: bytearray()}
    limits = {res_r: 8 << 20, out_r: cap, err_r: cap}
    dropped = {out_r: 0, err_r: 0, res_r: 0}
    poller = select.poll()
    for fd in bufs:
        poller.register(fd, select.POLLIN)
    try:
        pidfd = os.pidfd_open(pid)
        poller.register(pidfd, select.POLLIN)
    except (AttributeError, OSError):
        pidfd = -1
    open_fds = set(bufs)
    timed_out = False
    status = None
    scan, finished = 0, False
    while True:
        remaining = deadline - time.monotonic()
        if remaining <= 0 and deadline < backstop + slack:
            # Read only here, at the backstop: each look moves it by what was waited since.
            moved = backstop + min(_job_delay_s(pid, cpid, zygote["pid"], pid_ns, delays),
                                   slack)
            if moved > deadline and notify is not None:
                notify({"type": "extend", "left_s": moved - time.monotonic()})
            deadline = max(deadline, moved)
            remaining = deadline - time.monotonic()
        if remaining <= 0:
            timed_out = True
            break
        wait_ms = int(min(remaining, 0.05 if pidfd < 0 else remaining) * 1000) + 1
        events = poller.poll(wait_ms)
        exited = False
        for fd, _ in events:
            if fd == pidfd:
                exited = True
                continue
            chunk = os.read(fd, 65536)
            if not chunk:
                poller.unregister(fd)
                open_fds.discard(fd)
                continue
            buf = bufs[fd]
            room = limits[fd] - len(buf)
            if room > 0:
                buf += chunk[:room]
            dropped[fd] += max(0, len(chunk) - max(room, 0))
            if fd == res_r and not finished:
                scan, finished = _scan_done(buf, scan, done_frame)
        if finished:
            exited = True  # the genuine last frame is in: no need to wait for the examiner
        if pidfd < 0:
            got, st = os.waitpid(pid, os.WNOHANG)
            if got:
                exited, status = True, st
        if exited or not open_fds:
            # Drain what is already written; a grandchild may keep the pipes open forever.
            for fd in list(open_fds):
                while True:
                    r, _, _ = select.select([fd], [], [], 0)
                    if not r:
                        break
                    chunk = os.read(fd, 65536)
                    if not chunk:
                        break
                    room = limits[fd] - len(bufs[fd])
                    if room > 0:
                        bufs[fd] += chunk[:room]
                    dropped[fd] += max(0, len(chunk) - max(room, 0))
            if exited:
                break
    try:
        cpidfd = os.pidfd_open(cpid) if cpid > 0 else -1
    except (AttributeError, OSError):
        cpidfd = -1
    for target in (pid, cpid):
        if target > 0:
            try:
                os.kill(target, signal.SIGKILL)
            except ProcessLookupError:
                pass
    if cpidfd >= 0:
        # Its leftovers are reparented to this server once it is gone: wait for that.
        select.select([cpidfd], [], [], 1.0)
        os.close(cpidfd)
    if status is None:
        try:
            _, status = os.waitpid(pid, 0)
        except ChildProcessError:
            status = 0
    ended = time.monotonic()
    strays = _kill_leftovers(pid_ns, zygote["pid"], cpid)
    killed = time.monotonic()
    for fd in list(bufs) + ([pidfd] if pidfd >= 0 else []):
        os.close(fd)
    cleaned = [_clean_dir(d) for d in cfg.get("clean_dirs", [workdir])]
    leftovers = sum(n for n, _ in cleaned)
    zygote_alive = _alive(zygote["pid"])
    out, err = bytes(bufs[out_r]), bytes(bufs[err_r])
    if dropped[out_r]:
        out += f"\n[output truncated: {dropped[out_r]} more bytes]".encode()
    if dropped[err_r]:
        err += f"\n[output truncated: {dropped[err_r]} more bytes]".encode()
    reply = {
        "type": "result",
        "result": base64.b64encode(bytes(bufs[res_r])).decode(),
        "stdout": out.decode("utf-8", "replace"),
        "stderr": err.decode("utf-8", "replace"),
        "timed_out": timed_out,
        "exit": "the examiner " + (f"was killed by signal {os.WTERMSIG(status)}"
                                if os.WIFSIGNALED(status) else
                                f"exited with code {os.WEXITSTATUS(status)}"),
        "strays": strays,
        "leftovers": leftovers,
        # A work directory that could not be emptied would show this job's files to the
        # next one, and a zygote the job killed can fork no more: the host replaces the
        # worker instead.
        "retire": not all(empty for _, empty in cleaned) or not zygote_alive,
        "duration_s": time.monotonic() - started,
        "phases_ms": {"fork": (forked - started) * 1e3, "job": (ended - forked) * 1e3,
                      "kill": (killed - ended) * 1e3,
                      "clean": (time.monotonic() - killed) * 1e3},
    }
    return reply


def _start_zygote(cfg: dict, pid_ns: bool, keep: tuple) -> dict:
    """Forks the zygote now, before any job; returns how to reach it."""
    ours, theirs = _socket.socketpair(_socket.AF_UNIX, _socket.SOCK_SEQPACKET)
    pid = os.fork()
    if pid == 0:
        try:
            ours.close()
            for fd in keep:
                os.close(fd)
            _name_process("codeloop-zygote")
            _zygote(theirs, dict(cfg, pid_ns=pid_ns))
        finally:
            os._exit(0)
    theirs.close()
    return {"pid": pid, "sock": ours}


def _name_process(name: str) -> None:
    """Names this process in ``/proc/<pid>/comm`` (what the conformance probe looks for)."""
    try:
        fd = os.open("/proc/self/comm", os.O_WRONLY)
        try:
            os.write(fd, name.encode())
        finally:
            os.close(fd)
    except OSError:
        pass


def serve() -> None:
    """The fork-server loop; see the module docstring."""
    ctl_in, ctl_out = os.dup(0), os.dup(1)
    null = os.open(os.devnull, os.O_RDWR)
    os.dup2(null, 0)
    os.dup2(null, 1)
    os.close(null)
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGPIPE, signal.SIG_IGN)
    cfg = _recv_msg(ctl_in)
    if cfg is None:
        return
    if cfg.get("cpu") is not None:
        # Pinned by the pool: jobs forked here inherit it (see ForkServerSandbox.pin_cpus).
        try:
            os.sched_setaffinity(0, {int(cfg["cpu"])})
        except (AttributeError, OSError, ValueError):
            pass  # a CPU outside this sandbox's set: stay unpinned
    if cfg.get("mounts"):
        _setup_mounts(cfg["mounts"])
    _prctl_setup()
    pid_ns = os.getpid() == 1
    if sys.flags.no_site:
        _add_site_packages()
    for name in cfg.get("preimport", PREIMPORT):
        try:
            __import__(name)
        except Exception:  # noqa: BLE001 - optional conveniences
            pass
    import resource  # noqa: F401 - needed by every child, maybe after it lost read access

    os.makedirs(cfg["workdir"], exist_ok=True)
    if cfg.get("job_uid") is not None and not _uid_can_read(cfg["job_uid"],
                                                            os.path.dirname(os.__file__)):
        # The interpreter lives where that uid cannot read (e.g. under /root): imports in the
        # jobs would fail, so jobs keep the server's user.
        cfg["job_uid"] = None
    cfg["examiner_uid"] = (None if cfg.get("job_uid") is None
                           else EXAMINER_UID_OFFSET + cfg["job_uid"])
    import gc

    # Children share the server's heap copy-on-write: keep the collector off these objects, or
    # every job would copy the pages it touches while scanning them.
    gc.collect()
    gc.freeze()
    _stdio()  # the examiners' and candidates' text files, shared copy-on-write
    zygote = _start_zygote(cfg, pid_ns, (ctl_in, ctl_out))
    _send_msg(ctl_out, {"type": "ready", "pid": os.getpid(), "uid": os.getuid(),
                        "pid_ns": pid_ns, "python": sys.version.split()[0],
                        "job_uid": cfg.get("job_uid"),
                        "fork_hooked": [m for m in FORK_HOOKED if m in sys.modules]})
    while True:
        msg = _recv_msg(ctl_in)
        if msg is None or msg.get("op") == "exit":
            return
        if msg.get("op") == "ping":
            _send_msg(ctl_out, {"type": "pong"})
            continue
        if msg.get("op") == "fork":
            # The floor of any fork-server job (bench/sandbox.py): a child that only exits.
            pid = os.fork()
            if pid == 0:
                os._exit(0)
            os.waitpid(pid, 0)
            _send_msg(ctl_out, {"type": "forked"})
            continue
        _send_msg(ctl_out, _run_job(msg, cfg, pid_ns, zygote,
                                    lambda note: _send_msg(ctl_out, note)))


if __name__ == "__codeloop_harness__":
    serve()
