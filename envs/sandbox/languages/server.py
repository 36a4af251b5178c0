"""In-sandbox server of a language worker (standard library only, sent over stdin).

The host (:mod:`codeloop.envs.sandbox.languages.sandbox`) starts this file inside bubblewrap as
PID 1 of a private PID namespace, through the same bootstrap as the Python harness, and sends
one configuration message, then one message per job (4-byte length + JSON both ways). It knows
nothing about languages: the host says which files to write, which command compiles them (or
which request goes to the warm compiler this server keeps alive between jobs) and which command
runs the tests.

A job: write the sources; compile them as the *compile uid*; run the test program as the *job
uid* with the job's limits; read per-test result lines (and a probe's observation lines) from
descriptor 3, each carrying a nonce the server generated and handed to the program on
descriptor 4 (so neither exit codes nor printing count, and stray lines attribute nothing);
restart the program after the test that crashed or timed out; kill every
process but this server and its warm compiler; empty the work directories.

A job marked ``prestart`` (a runtime that reads its nonce before anything of the job: node,
Ruby) has the next job's program started once it is over, before its reply goes out
(:meth:`Server.prestart`): contained as any program start and blocked on its nonce
descriptor, so an idle worker has the runtime's start behind it when the next job comes. That
job uses it when its command, limits and environment are the same, and its CPU time from its
start counts as the job's.

The program is :data:`SOURCES`, in that order (each file's top level may use only names of
the files before it; this one runs :func:`serve`): the CPU clock and limits
(:mod:`.server_clock`), process spawning in namespaces of its own for each program start
(:mod:`.server_spawn`), then the protocol and the job loop here.
"""

import json
import os
import resource
import secrets
import selectors
import signal
import stat
import subprocess
import sys
import time

if __name__ != "__codeloop_harness__":  # on the host; inside, server.SOURCES came before
    from codeloop.envs.sandbox.languages.server_clock import (
        Clock,
        _rusage_s,
        tree_cpu_s,
        tree_usage,
    )
    from codeloop.envs.sandbox.languages.server_spawn import (
        _LIBC,
        PR_SET_DUMPABLE,
        SPAWN_TASKS,
        Program,
        _demoter,
        _kill_tree,
        _pids,
        _poll,
        _reap,
        _spawn,
        _wait,
    )

#: The in-sandbox program, in the order it is sent and executed (``sandbox.SERVER_SOURCE``):
#: each file's top level may use only names of the files before it; this one runs
#: :func:`serve`.
SOURCES = ("server_clock.py", "server_spawn.py", "server.py")

RESULT_FD = 3
NONCE_FD = 4
LINE_TAG = b"CLR1"
#: An observation of a probe: ``CLO1 nonce test site hex(value)`` (see languages/probes.py).
OBSERVATION_TAG = b"CLO1"
MAX_LINE = 8192
#: How long a prestart waits for its processes to exist (see :meth:`Server.prestart`).
PRESTART_WAIT_S = 10.0
MAX_OBSERVATIONS = 512
COMPILER_OUTPUT_CAP = 8000


def _send(payload):
    data = json.dumps(payload).encode()
    os.write(1, len(data).to_bytes(4, "big") + data)


def _read_exact(n):
    buf = b""
    while len(buf) < n:
        chunk = os.read(0, n - len(buf))
        if not chunk:
            raise SystemExit(0)
        buf += chunk
    return buf


def _recv():
    size = int.from_bytes(_read_exact(4), "big")
    return json.loads(_read_exact(size))


def _empty(top):
    """Removes everything under ``top`` but mount points; returns how many entries are left."""
    fd = os.open(top, os.O_RDONLY | os.O_DIRECTORY)
    try:
        dev = os.fstat(fd).st_dev
        serial = 0
        for _ in range(100000):
            progress = False
            names = os.listdir(fd)
            kept = 0
            for name in names:
                try:
                    st = os.stat(name, dir_fd=fd, follow_symlinks=False)
                except FileNotFoundError:
                    continue
                if st.st_dev != dev:  # a mount point
                    kept += 1
                    continue
                if not stat.S_ISDIR(st.st_mode):
                    os.unlink(name, dir_fd=fd)
                    progress = True
                    continue
                os.chmod(name, 0o700, dir_fd=fd, follow_symlinks=False)
                sub = os.open(name, os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW, dir_fd=fd)
                try:
                    for child in os.listdir(sub):
                        serial += 1
                        if stat.S_ISDIR(os.stat(child, dir_fd=sub,
                                                follow_symlinks=False).st_mode):
                            # Moving a directory rewrites its "..": it must be writable.
                            os.chmod(child, 0o700, dir_fd=sub, follow_symlinks=False)
                        os.rename(child, f".codeloop-flat-{serial}", src_dir_fd=sub,
                                  dst_dir_fd=fd)
                finally:
                    os.close(sub)
                os.rmdir(name, dir_fd=fd)
                progress = True
            if not progress:
                return kept
        return len(os.listdir(fd))
    finally:
        os.close(fd)


class Server:
    """One worker: its configuration, its warm compiler, and the job loop."""

    def __init__(self, config):
        self.config = config
        self.job_uid = config.get("job_uid")
        self.compile_uid = config.get("compile_uid")
        self.env = dict(config.get("env", {}))
        self.cache = config["cache"]
        self.workdir = config["workdir"]
        self.warm = None  # the warm compiler's Popen
        self.warm_starts = 0
        self.pending = None  # the next job's program, started ahead (prestart)

    # -- processes ---------------------------------------------------------------------------


    def _compile_limits(self):
        mb = int(self.config.get("compile_memory_mb", 2048))
        return [(resource.RLIMIT_DATA, mb << 20), (resource.RLIMIT_CORE, 0),
                (resource.RLIMIT_FSIZE, 256 << 20)]

    def keep_pids(self):
        """Processes that survive a job: this server and the warm compiler."""
        keep = {os.getpid()}
        if self.warm is not None and self.warm.poll() is None:
            keep.add(self.warm.pid)
        return keep

    def kill_strays(self):
        """Kills every process but the server and the warm compiler; returns how many."""
        killed = 0
        for _ in range(500):
            _reap()
            keep = self.keep_pids()
            strays = [p for p in _pids() if p not in keep]
            if not strays:
                return killed
            for pid in strays:
                try:
                    os.kill(pid, signal.SIGKILL)
                    killed += 1
                except (ProcessLookupError, PermissionError):
                    pass
            time.sleep(0.002)
        return killed

    # -- files -------------------------------------------------------------------------------

    def clean(self):
        """Empties the work directories, whatever the job did to their modes or depth.

        As a user the server has no CAP_DAC_OVERRIDE, so a directory a job made unreadable
        (``chmod 0``) is first given back its owner's permissions (the server's uid owns it);
        deep trees are flattened (every entry of a directory is moved up to the top before
        the directory is removed), so no path grows past PATH_MAX and no descriptor is held
        per level. Mount points (read-only binds under the top) are left alone.

        Returns:
            How many entries are left (0 when clean).
        """
        left = 0
        for top in self.config.get("clean_dirs", []):
            try:
                left += _empty(top)
            except OSError:
                left += 1
        return left

    def _mkdir(self, path, uid):
        os.makedirs(path, exist_ok=True)
        os.chmod(path, 0o755)
        if uid is not None:
            os.chown(path, uid, uid)

    def write_files(self, root, files, uid=None):
        """Writes ``files`` (relative path -> text) under ``root``."""
        self._mkdir(root, uid)
        for rel, text in files.items():
            path = os.path.join(root, rel)
            os.makedirs(os.path.dirname(path), exist_ok=True)
            # surrogatepass: a lone surrogate in the code is invalid UTF-8 for the compiler (the
            # candidate's setup error), not an exception here (a machine fault).
            with open(path, "w", encoding="utf-8", errors="surrogatepass") as fh:
                fh.write(text)
            os.chmod(path, 0o644)

    # -- setup and the warm compiler ---------------------------------------------------------

    def probe_namespaces(self):
        """Proves that a job gets its own user and PID namespace here, or raises.

        Without them no job may run: nothing else guarantees that a job's processes end with
        it and that its process cap counts only its own.
        """
        r, w = os.pipe()
        try:
            devnull = os.open(os.devnull, os.O_RDONLY)
            pid = _spawn(["/bin/sh", "-c", "echo $$"], "/", self.env, {0: devnull, 1: w, 2: w},
                         self.job_uid, [], 8)
        finally:
            os.close(w)
        code = _wait(pid)
        with os.fdopen(r, "rb") as fh:
            said = fh.read(4000).decode("utf-8", "replace").strip()
        if code != 0 or said != "2":  # the program is the second process of its namespace
            raise RuntimeError(f"a job's user and PID namespace cannot be made here (exit "
                               f"{code}): {said}")

    def setup(self):
        """Writes the toolchain's runtime files and runs its warm-up commands."""
        self.probe_namespaces()
        self._mkdir(self.cache, self.compile_uid)
        self.write_files(self.cache, self.config.get("setup_files", {}))
        if self.compile_uid is not None:
            for dirpath, dirnames, filenames in os.walk(self.cache):
                for name in dirnames + filenames:
                    os.chown(os.path.join(dirpath, name), self.compile_uid, self.compile_uid)
        notes = []
        for argv in self.config.get("setup", []):
            proc = subprocess.run(argv, cwd=self.cache, env=self.env, stdin=subprocess.DEVNULL,
                                  capture_output=True, timeout=300,
                                  preexec_fn=_demoter(self.compile_uid,
                                                          self._compile_limits()))
            if proc.returncode != 0:
                raise RuntimeError(f"setup {argv[:3]} failed: "
                                   + (proc.stderr + proc.stdout)[-3000:].decode("utf-8",
                                                                                 "replace"))
            notes.append(argv[0])
        if self.config.get("warm"):
            self.start_warm()
        return notes

    def start_warm(self):
        """Starts the warm compiler and waits for its ``ready`` line."""
        self.warm = subprocess.Popen(
            self.config["warm"]["argv"], cwd=self.cache, env=self.env, stdin=subprocess.PIPE,
            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, bufsize=0,
            preexec_fn=_demoter(self.compile_uid, self._compile_limits()))
        self.warm_starts += 1
        line = self._warm_line(time.monotonic() + 120)
        if line is None or json.loads(line).get("ready") is not True:
            self.stop_warm()
            raise RuntimeError("the warm compiler did not start")

    def stop_warm(self):
        """Kills the warm compiler (the next job that needs it starts a fresh one)."""
        if self.warm is not None:
            try:
                self.warm.kill()
            except ProcessLookupError:
                pass
            self.warm.wait()
            self.warm = None

    def _warm_line(self, deadline, over=None):
        buf = b""
        fd = self.warm.stdout.fileno()
        while not buf.endswith(b"\n"):
            remaining = deadline - time.monotonic()
            if remaining <= 0 or (over is not None and over()):
                return None
            if len(buf) > 1 << 24:  # not a line of the protocol
                return b"\n"
            sel = selectors.DefaultSelector()
            sel.register(fd, selectors.EVENT_READ)
            ready = sel.select(min(remaining, 0.1))
            sel.close()
            if not ready:
                continue
            chunk = os.read(fd, 1 << 16)
            if not chunk:
                return None
            buf += chunk
        return buf

    # -- compiling ---------------------------------------------------------------------------

    def compile(self, spec, clock):
        """Compiles the job; returns ``(ok, message, timed_out)``.

        The compiler's CPU time counts against the job's limit (:class:`Clock`), checked every
        0.1 s, with the job's wall-clock backstop.
        """
        if spec.get("request") is not None:
            if self.warm is None or self.warm.poll() is not None:
                self.start_warm()
            request = spec["request"]
            line = request if isinstance(request, str) else json.dumps(request)
            cpu0 = tree_cpu_s(self.warm.pid)
            self.warm.stdin.write((line + "\n").encode())
            pid = self.warm.pid
            line = self._warm_line(time.monotonic() + clock.remaining_wall(),
                                   lambda: clock.over(tree_cpu_s(pid) - cpu0))
            clock.add(tree_cpu_s(pid) - cpu0)
            try:
                reply = json.loads(line) if line is not None else None
            except ValueError:
                reply = None
            if not isinstance(reply, dict):
                # Hung, died or answered garbage on this input: the next job gets a fresh one.
                self.stop_warm()
                if line is None:
                    return False, "the compiler did not finish in time", True
                return False, "the compiler failed on this code", False
            diagnostics = str(reply.get("diagnostics", ""))[-COMPILER_OUTPUT_CAP:]
            return bool(reply.get("ok")), diagnostics, False
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        proc = subprocess.Popen(
            spec["argv"], cwd=spec.get("cwd", self.workdir),
            env=dict(self.env, **spec.get("env", {})), stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE, stderr=subprocess.PIPE,
            preexec_fn=_demoter(self.compile_uid, self._compile_limits()))
        chunks = []
        while True:
            try:
                chunks.append(proc.communicate(timeout=0.1))
                break
            except subprocess.TimeoutExpired:
                if clock.over(tree_cpu_s(proc.pid)):
                    _kill_tree(proc.pid)
                    proc.kill()
                    proc.communicate()
                    clock.add(_rusage_s(before))
                    return False, "the compiler did not finish in time", True
        clock.add(_rusage_s(before))
        stdout, stderr = chunks[-1]
        out = (stderr + stdout).decode("utf-8", "replace")
        return proc.returncode == 0, out[-COMPILER_OUTPUT_CAP:], False

    # -- running -----------------------------------------------------------------------------

    def _run_limits(self, job):
        data_mb = int(job["memory_mb"]) + int(job.get("data_extra_mb", 0))
        limits = [
            (resource.RLIMIT_DATA, data_mb << 20),
            (resource.RLIMIT_NOFILE, int(job["max_open_files"])),
            (resource.RLIMIT_FSIZE, int(job["max_file_size_mb"]) << 20),
            (resource.RLIMIT_CORE, 0),
            (resource.RLIMIT_STACK, 64 << 20),
        ]
        return limits  # RLIMIT_NPROC is set inside the job's user namespace (_spawn)

    def run_tests(self, job, nonce, clock):
        """Runs the test program until every test has an outcome or time is up.

        Returns:
            ``(outcomes, status, message, stdout, stderr, restarts)``.
        """
        n = len(job["test_ids"])
        outcomes = {}
        out, err = bytearray(), bytearray()
        cap = int(job["max_output_bytes"])
        start, restarts = 0, 0
        status, message = "ok", ""
        while start < n:
            if clock.over():
                status, message = "timeout", clock.message()
                break
            got, why, problem = self._one_process(job, nonce, start, clock, out, err, cap)
            outcomes.update(got)
            if problem == "protocol":
                return {}, "protocol_error", why, out, err, restarts
            if problem == "timeout":
                status, message = "timeout", why
                break
            if problem == "setup":
                return {}, "setup_error", "the code failed to load: " + why, out, err, restarts
            reached = max(outcomes, default=-1) + 1
            if reached >= n:
                break
            # The test at ``reached`` never reported: the program died in it or hung.
            outcomes[reached] = {"status": "timeout" if problem == "test_timeout" else "error",
                                 "message": why, "duration_s": 0.0}
            start = reached + 1
            restarts += 1
        return outcomes, status, message, out, err, restarts

    def _key(self, job, start):
        argv = [a.replace("{start}", str(start)) for a in job["run"]]
        env = dict(self.env, **job.get("env", {}))
        nproc = int(job["max_processes"]) + SPAWN_TASKS
        return json.dumps([argv, os.path.join(self.workdir, "run"), sorted(env.items()),
                           self._run_limits(job), nproc, self.cache])

    def _start_program(self, job, start, ready=None):
        """Starts the test program at test ``start``: it waits for its nonce (see ``Program``).

        ``ready``: the write end of a pipe that ends once its processes exist (``_spawn``).
        """
        key = self._key(job, start)
        argv, run_dir, env, limits, nproc, cache = json.loads(key)
        pipes = [os.pipe() for _ in range(4)]  # stdout, stderr, results, nonce
        (out_r, out_w), (err_r, err_w), (res_r, res_w), (non_r, non_w) = pipes
        try:
            if self.job_uid is not None:  # the JVM reopens them through /proc/self/fd
                for fd in (res_w, non_r):
                    os.fchown(fd, self.job_uid, self.job_uid)
            devnull = os.open(os.devnull, os.O_RDONLY)
            try:
                waiter = _spawn(argv, run_dir, dict(env),
                                {0: devnull, 1: out_w, 2: err_w, 3: res_w, 4: non_r},
                                self.job_uid, [tuple(x) for x in limits], nproc,
                                readonly=[cache], ready=ready)
            finally:
                os.close(devnull)
        except BaseException:
            for fd in (out_r, err_r, res_r, non_r, non_w):
                os.close(fd)
            raise
        finally:
            for fd in (out_w, err_w, res_w):
                os.close(fd)
        return Program(key, waiter, out_r, err_r, res_r, non_r, non_w)

    def prestart(self, job):
        """Starts the program of the next job like ``job`` now, while the worker is idle.

        Called once a job is over (every process of it killed, its directories emptied),
        before its reply goes out: the program gets a user, PID and mount namespace and
        limits of its own, like any start, and waits on its nonce descriptor, having read
        nothing of any job. It never runs beside a process of an earlier job (which could
        trace it: the same uid). The next job uses it if its command, limits and
        environment are the same (else it is killed unused); a runtime marked
        ``prestart`` reads its nonce before anything else. Its processes all exist when
        this returns, so a count of the machine's processes made once the reply is back
        finds them (the conformance suite's fork-bomb cases compare two such counts).
        """
        self.discard_pending()
        self._mkdir(os.path.join(self.workdir, "run"), self.job_uid)
        ready_r, ready_w = os.pipe()
        try:
            self.pending = self._start_program(job, 0, ready_w)
        finally:
            os.close(ready_w)
        try:
            sel = selectors.DefaultSelector()
            sel.register(ready_r, selectors.EVENT_READ)
            if sel.select(PRESTART_WAIT_S):
                os.read(ready_r, 1)
            sel.close()
        finally:
            os.close(ready_r)

    def discard_pending(self):
        """Kills a prestarted program that no job used."""
        program, self.pending = self.pending, None
        if program is not None:
            program.discard()

    def _one_process(self, job, nonce, start, clock, out, err, cap):
        """Starts the test program at test ``start`` and reads its results.

        Every read of a line ends at the job's last test: a frame for a test past it (a
        program that writes more frames than the job has tests) is tampering, the
        candidate's doing, and makes the job a protocol error.

        Returns:
            ``(outcomes, why, problem)`` where problem is ``""`` (ended), ``"test_timeout"``,
            ``"timeout"`` (the whole job), ``"setup"`` or ``"protocol"``.
        """
        program, self.pending = self.pending, None
        if program is not None:
            gone = _poll(program.waiter) is not None
            if gone or start != 0 or program.key != self._key(job, start):
                program.discard(reaped=gone)  # started for other limits, or gone: afresh
                program = None
        if program is None:
            program = self._start_program(job, start)
        # Its CPU time counts from its start (the runtime's start included, as without a
        # prestart); the time it waited for a CPU before its job counts for nothing.
        _, delay0 = tree_usage(program.waiter)
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        waiter, out_r, err_r, res_r = program.waiter, program.out_r, program.err_r, program.res_r
        program.go(nonce)
        sel = selectors.DefaultSelector()
        streams = {res_r: bytearray(), out_r: out, err_r: err}
        for fd in streams:
            os.set_blocking(fd, False)
            sel.register(fd, selectors.EVENT_READ)
        outcomes = {}
        per_test = float(job["test_timeout_s"])
        factor = float(job.get("wall_factor", 4.0))
        # The first test also pays for starting the program (a JVM, node): CPU and wall.
        test_limit = per_test + float(job.get("startup_s", 0.0))
        current = start
        problem, why = "", ""
        open_fds = set(streams)
        test_started = time.monotonic()
        test_cpu0, test_delay0 = 0.0, delay0
        cpu, delay = 0.0, delay0
        n = len(job["test_ids"])
        code = None
        observed = []
        while open_fds and current < n:
            now = time.monotonic()
            if code is None:
                used, waited = tree_usage(waiter)
                cpu, delay = max(cpu, used), max(delay, waited)
            if clock.over(cpu, delay):
                problem, why = "timeout", clock.message()
                break
            if cpu - test_cpu0 > test_limit:
                problem, why = "test_timeout", (f"the test used more than {test_limit:g}s "
                                                f"of CPU time ({cpu - test_cpu0:.2f}s)")
                break
            # The backstop stops code that sleeps or waits; time the job's threads spent
            # runnable but waiting for a CPU (the machine's load) is not held against it.
            elapsed = now - test_started
            if elapsed - min(delay - test_delay0, elapsed) > test_limit * factor:
                problem, why = "test_timeout", (f"the test ran past {test_limit * factor:g}s "
                                                "of wall-clock time (waiting or sleeping)")
                break
            if code is not None:  # one last look at what it wrote
                break
            # Every 50 ms: the CPU time used, and whether the program ended.
            code = _poll(waiter)
            for key, _ in sel.select(0 if code is not None else 0.05):
                fd = key.fd
                try:
                    chunk = os.read(fd, 1 << 16)
                except BlockingIOError:
                    continue
                if not chunk:
                    sel.unregister(fd)
                    open_fds.discard(fd)
                    continue
                buf = streams[fd]
                if fd != res_r:
                    if len(buf) < cap:
                        buf += chunk[: cap - len(buf)]
                    continue
                buf += chunk
                while b"\n" in buf and not problem:
                    line, _, rest = bytes(buf).partition(b"\n")
                    buf[:] = rest
                    if current >= n:  # a frame past the job's last test
                        problem, why = "protocol", ("result channel tampered with: more "
                                                    "frames than the job has tests")
                        break
                    if line.startswith(OBSERVATION_TAG + b" "):
                        seen = self._parse_observation(line, nonce, current)
                        if seen is None:
                            problem, why = "protocol", ("result channel tampered with: an "
                                                        "observation without the job's nonce "
                                                        "or out of order")
                            break
                        if len(observed) < MAX_OBSERVATIONS:
                            observed.append(seen)
                        elif len(observed) == MAX_OBSERVATIONS:  # differs from any reference's
                            observed.append([-1, "too many observations"])
                        continue
                    parsed = self._parse(line, nonce, current)
                    if parsed is None:
                        problem, why = "protocol", ("result channel tampered with: a line "
                                                    "without the job's nonce or out of order "
                                                    "(forged result)")
                        break
                    status, msg = parsed
                    if status == "setup":  # the candidate failed to load: no test can run
                        problem, why = "setup", msg
                        break
                    outcomes[current] = {"status": status, "message": msg,
                                         "duration_s": round(time.monotonic() - test_started, 6),
                                         "observed": observed}
                    observed = []
                    current += 1
                    test_started = time.monotonic()
                    if code is None:
                        used, waited = tree_usage(waiter)
                        cpu, delay = max(cpu, used), max(delay, waited)
                    test_cpu0, test_delay0 = cpu, delay
                    test_limit = per_test
                if len(buf) > MAX_LINE and not problem:
                    problem, why = "protocol", "an oversized line on the result channel"
                if problem:
                    break
            if problem:
                break
        sel.close()
        if code is None:
            used, waited = tree_usage(waiter)
            cpu, delay = max(cpu, used), max(delay, waited)
            _kill_tree(waiter)
            code = _wait(waiter)
        clock.add(max(cpu, _rusage_s(before)), delay - delay0)
        for fd in streams:
            os.close(fd)
        if not problem and current < n:
            why = ("the test program ended without reporting this test "
                   + (f"(killed by signal {-code})" if code < 0 else f"(exit status {code})"))
        return outcomes, why, problem

    @staticmethod
    def _parse_observation(line, nonce, index):
        parts = line.split(b" ")
        if len(parts) != 5 or parts[1] != nonce.encode() or parts[2] != str(index).encode():
            return None
        try:
            return [int(parts[3]), bytes.fromhex(parts[4].decode("ascii")).decode("utf-8",
                                                                                  "replace")]
        except ValueError:
            return None

    @staticmethod
    def _parse(line, nonce, index):
        parts = line.split(b" ", 4)
        if len(parts) < 4 or parts[0] != LINE_TAG or parts[1] != nonce.encode():
            return None
        if parts[2] != str(index).encode():
            return None
        status = parts[3].decode("ascii", "replace")
        if status not in ("passed", "failed", "error", "setup"):
            return None
        msg = ""
        if len(parts) == 5:
            try:
                msg = bytes.fromhex(parts[4].decode("ascii")).decode("utf-8", "replace")
            except ValueError:
                return None
        return status, msg[:4000]

    # -- a job -------------------------------------------------------------------------------

    def job(self, job):
        """Runs one job; returns the reply message."""
        t0 = time.monotonic()
        clock = Clock(job["timeout_s"], job.get("wall_factor", 4.0))
        phases = {}
        src = os.path.join(self.workdir, "src")
        build = os.path.join(self.workdir, "build")
        self.write_files(src, job["files"])
        self._mkdir(build, self.compile_uid)
        self._mkdir(os.path.join(self.workdir, "run"), self.job_uid)
        reply = {"type": "result", "outcomes": [], "status": "ok", "message": "",
                 "stdout": "", "stderr": ""}
        if job.get("compile"):
            ok, diagnostics, timed_out = self.compile(job["compile"], clock)
            phases["compile_ms"] = round((time.monotonic() - t0) * 1000, 2)
            phases["compile_cpu_ms"] = round(clock.used_s * 1000, 2)
            if not ok:
                reply.update(status="timeout" if timed_out else "setup_error",
                             message=("the code did not compile in time" if timed_out
                                      else "the code did not compile:\n" + diagnostics))
                self.discard_pending()
                strays = self.kill_strays()
                reply.update(phases_ms=phases, strays=strays, leftovers=self.clean(),
                             survivors=len([p for p in _pids() if p not in self.keep_pids()]))
                return reply
        t1 = time.monotonic()
        nonce = secrets.token_hex(16)
        outcomes, status, message, out, err, restarts = self.run_tests(job, nonce, clock)
        phases["run_ms"] = round((time.monotonic() - t1) * 1000, 2)
        phases["cpu_ms"] = round(clock.used_s * 1000, 2)
        reply.update(
            outcomes=outcome_rows(job, outcomes),
            status=status, message=message, restarts=restarts,
            stdout=bytes(out).decode("utf-8", "replace"),
            stderr=bytes(err).decode("utf-8", "replace"))
        self.discard_pending()
        reply["strays"] = self.kill_strays()
        reply["leftovers"] = self.clean()
        reply["survivors"] = len([p for p in _pids() if p not in self.keep_pids()])
        phases["total_ms"] = round((time.monotonic() - t0) * 1000, 2)
        reply["phases_ms"] = phases
        reply["warm_starts"] = self.warm_starts
        return reply


def outcome_rows(job, outcomes):
    """The reply's ``[id, status, message, seconds, observed]`` rows, in test order.

    Only indices of the job's tests are reported, whatever the outcomes hold.
    """
    ids = job["test_ids"]
    return [[ids[i], o["status"], o["message"], o["duration_s"], o.get("observed", [])]
            for i, o in sorted(outcomes.items()) if 0 <= i < len(ids)]


def serve():
    """Reads the configuration, prepares the toolchain, then answers jobs until EOF."""
    config = _recv()
    # Not dumpable: as a user, jobs run under the server's uid (in a user namespace below its
    # own), which without this could read its memory or trace it.
    _LIBC.prctl(PR_SET_DUMPABLE, 0, 0, 0, 0)
    server = Server(config)
    try:
        notes = server.setup()
    except Exception as exc:  # noqa: BLE001 - reported to the host, which refuses the worker
        _send({"type": "error", "message": str(exc)})
        return
    _send({"type": "ready", "pid_ns": os.getpid() == 1, "setup": notes,
           "job_uid": server.job_uid})
    while True:
        msg = _recv()
        if msg.get("op") != "run":
            continue
        try:
            reply = server.job(msg)
        except Exception as exc:  # noqa: BLE001 - the host replaces a worker that errs
            server.discard_pending()
            server.kill_strays()
            server.clean()
            reply = {"type": "result", "status": "sandbox_error", "outcomes": [],
                     "message": f"the language server failed: {exc!r}", "retire": True}
        # Not beside a process that outlived its job, nor in a worker the host will retire.
        if (msg.get("prestart") and not reply.get("retire") and not reply.get("survivors")
                and not reply.get("leftovers")):
            t0 = time.monotonic()
            try:
                server.prestart(msg)
            except Exception:  # noqa: BLE001 - the next job starts its own program
                server.discard_pending()
            if isinstance(reply.get("phases_ms"), dict):
                reply["phases_ms"]["prestart_ms"] = round((time.monotonic() - t0) * 1000, 2)
        _send(reply)


if __name__ in ("__main__", "__codeloop_harness__"):
    signal.signal(signal.SIGPIPE, signal.SIG_DFL)
    sys.setrecursionlimit(10000)
    serve()
