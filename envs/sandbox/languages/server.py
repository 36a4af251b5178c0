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
"""

import json
import os
import resource
import secrets
import selectors
import signal
import subprocess
import sys
import time

RESULT_FD = 3
NONCE_FD = 4
LINE_TAG = b"CLR1"
#: An observation of a probe: ``CLO1 nonce test site hex(value)`` (see languages/probes.py).
OBSERVATION_TAG = b"CLO1"
MAX_LINE = 8192
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

    # -- processes ---------------------------------------------------------------------------

    def _demote(self, uid, limits):
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
        """Empties the work directories (as root, whatever the job did to their modes)."""
        paths = []
        for top in self.config.get("clean_dirs", []):
            try:
                paths += [os.path.join(top, n) for n in os.listdir(top)
                          if not os.path.ismount(os.path.join(top, n))]
            except OSError:
                pass
        if paths:
            subprocess.run(["rm", "-rf", "--", *paths], stdin=subprocess.DEVNULL,
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
        left = 0
        for top in self.config.get("clean_dirs", []):
            try:
                left += sum(1 for n in os.listdir(top)
                            if not os.path.ismount(os.path.join(top, n)))
            except OSError:
                pass
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
            with open(path, "w", encoding="utf-8") as fh:
                fh.write(text)
            os.chmod(path, 0o644)

    # -- setup and the warm compiler ---------------------------------------------------------

    def setup(self):
        """Writes the toolchain's runtime files and runs its warm-up commands."""
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
                                  preexec_fn=self._demote(self.compile_uid,
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
            preexec_fn=self._demote(self.compile_uid, self._compile_limits()))
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

    def _warm_line(self, deadline):
        buf = b""
        fd = self.warm.stdout.fileno()
        while not buf.endswith(b"\n"):
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                return None
            sel = selectors.DefaultSelector()
            sel.register(fd, selectors.EVENT_READ)
            ready = sel.select(remaining)
            sel.close()
            if not ready:
                continue
            chunk = os.read(fd, 1 << 16)
            if not chunk:
                return None
            buf += chunk
        return buf

    # -- compiling ---------------------------------------------------------------------------

    def compile(self, spec, deadline):
        """Compiles the job; returns ``(ok, message, timed_out)``."""
        if spec.get("request") is not None:
            if self.warm is None or self.warm.poll() is not None:
                self.start_warm()
            request = spec["request"]
            line = request if isinstance(request, str) else json.dumps(request)
            self.warm.stdin.write((line + "\n").encode())
            line = self._warm_line(deadline)
            if line is None:  # hung or died on this input: the next job gets a fresh one
                self.stop_warm()
                return False, "the compiler did not finish in time", True
            reply = json.loads(line)
            diagnostics = str(reply.get("diagnostics", ""))[-COMPILER_OUTPUT_CAP:]
            return bool(reply.get("ok")), diagnostics, False
        try:
            proc = subprocess.run(
                spec["argv"], cwd=spec.get("cwd", self.workdir), env=dict(self.env,
                                                                           **spec.get("env", {})),
                stdin=subprocess.DEVNULL, capture_output=True,
                timeout=max(0.1, deadline - time.monotonic()),
                preexec_fn=self._demote(self.compile_uid, self._compile_limits()))
        except subprocess.TimeoutExpired:
            return False, "the compiler did not finish in time", True
        out = (proc.stderr + proc.stdout).decode("utf-8", "replace")
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
        if self.job_uid is not None:
            limits.append((resource.RLIMIT_NPROC, int(job["max_processes"])))
        return limits

    def run_tests(self, job, nonce, deadline):
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
            if time.monotonic() >= deadline:
                status, message = "timeout", (f"the job exceeded its {job['timeout_s']:g}s "
                                              "time limit and was killed")
                break
            got, why, problem = self._one_process(job, nonce, start, deadline, out, err, cap)
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

    def _one_process(self, job, nonce, start, deadline, out, err, cap):
        """Starts the test program at test ``start`` and reads its results.

        Returns:
            ``(outcomes, why, problem)`` where problem is ``""`` (ended), ``"test_timeout"``,
            ``"timeout"`` (the whole job) or ``"protocol"``.
        """
        res_r, res_w = os.pipe()
        non_r, non_w = os.pipe()
        if self.job_uid is not None:  # the JVM reopens them through /proc/self/fd
            for fd in (res_w, non_r):
                os.fchown(fd, self.job_uid, self.job_uid)
        os.write(non_w, nonce.encode() + b"\n")
        os.close(non_w)
        argv = [a.replace("{start}", str(start)) for a in job["run"]]
        fds = {RESULT_FD: res_w, NONCE_FD: non_r}

        def child_setup():
            # subprocess closes every descriptor it was not told about *after* this runs, so
            # it must not close fds: ours are all close-on-exec (PEP 446) but these two.
            for target, fd in fds.items():
                os.dup2(fd, target)
            self._demote(self.job_uid, self._run_limits(job))()

        run_dir = os.path.join(self.workdir, "run")
        try:
            proc = subprocess.Popen(
                argv, cwd=run_dir, env=dict(self.env, **job.get("env", {})),
                stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                close_fds=False, preexec_fn=child_setup)
        finally:
            os.close(res_w)
            os.close(non_r)
        sel = selectors.DefaultSelector()
        streams = {res_r: bytearray(), proc.stdout.fileno(): out, proc.stderr.fileno(): err}
        for fd in streams:
            os.set_blocking(fd, False)
            sel.register(fd, selectors.EVENT_READ)
        outcomes = {}
        per_test = float(job["test_timeout_s"])
        # The first test also pays for starting the program (a JVM, node).
        test_deadline = time.monotonic() + per_test + float(job.get("startup_s", 0.0))
        current = start
        problem, why = "", ""
        open_fds = set(streams)
        test_started = time.monotonic()
        n = len(job["test_ids"])
        exited = False
        observed = []
        while open_fds and current < n:
            now = time.monotonic()
            limit = min(deadline, test_deadline)
            if now >= limit:
                problem = "timeout" if now >= deadline else "test_timeout"
                why = (f"the job exceeded its {job['timeout_s']:g}s time limit" if problem ==
                       "timeout" else f"test ran past its {per_test:g}s limit")
                break
            if exited:  # one last look at what it wrote; its children may hold the pipes
                break
            # Every 50 ms, see whether the program ended while a child still holds a pipe.
            exited = proc.poll() is not None
            for key, _ in sel.select(0 if exited else min(limit - now, 0.05)):
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
                while b"\n" in buf:
                    line, _, rest = bytes(buf).partition(b"\n")
                    buf[:] = rest
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
                    test_deadline = test_started + per_test
                if len(buf) > MAX_LINE:
                    problem, why = "protocol", "an oversized line on the result channel"
                if problem:
                    break
            if problem:
                break
        sel.close()
        if proc.poll() is None:
            try:
                proc.kill()
            except ProcessLookupError:
                pass
        code = proc.wait()
        for stream in (proc.stdout, proc.stderr):
            stream.close()
        os.close(res_r)
        if not problem and current < len(job["test_ids"]):
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
        deadline = t0 + float(job["timeout_s"])
        phases = {}
        src = os.path.join(self.workdir, "src")
        build = os.path.join(self.workdir, "build")
        self.write_files(src, job["files"])
        self._mkdir(build, self.compile_uid)
        self._mkdir(os.path.join(self.workdir, "run"), self.job_uid)
        reply = {"type": "result", "outcomes": [], "status": "ok", "message": "",
                 "stdout": "", "stderr": ""}
        if job.get("compile"):
            ok, diagnostics, timed_out = self.compile(job["compile"], deadline)
            phases["compile_ms"] = round((time.monotonic() - t0) * 1000, 2)
            if not ok:
                reply.update(status="timeout" if timed_out else "setup_error",
                             message=("the code did not compile in time" if timed_out
                                      else "the code did not compile:\n" + diagnostics))
                strays = self.kill_strays()
                reply.update(phases_ms=phases, strays=strays, leftovers=self.clean(),
                             survivors=len([p for p in _pids() if p not in self.keep_pids()]))
                return reply
        t1 = time.monotonic()
        nonce = secrets.token_hex(16)
        outcomes, status, message, out, err, restarts = self.run_tests(job, nonce, deadline)
        phases["run_ms"] = round((time.monotonic() - t1) * 1000, 2)
        reply.update(
            outcomes=[[job["test_ids"][i], o["status"], o["message"], o["duration_s"],
                       o.get("observed", [])] for i, o in sorted(outcomes.items())],
            status=status, message=message, restarts=restarts,
            stdout=bytes(out).decode("utf-8", "replace"),
            stderr=bytes(err).decode("utf-8", "replace"))
        reply["strays"] = self.kill_strays()
        reply["leftovers"] = self.clean()
        reply["survivors"] = len([p for p in _pids() if p not in self.keep_pids()])
        phases["total_ms"] = round((time.monotonic() - t0) * 1000, 2)
        reply["phases_ms"] = phases
        reply["warm_starts"] = self.warm_starts
        return reply


def serve():
    """Reads the configuration, prepares the toolchain, then answers jobs until EOF."""
    config = _recv()
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
            server.kill_strays()
            server.clean()
            reply = {"type": "result", "status": "sandbox_error", "outcomes": [],
                     "message": f"the language server failed: {exc!r}", "retire": True}
        _send(reply)


if __name__ in ("__main__", "__codeloop_harness__"):
    signal.signal(signal.SIGPIPE, signal.SIG_DFL)
    sys.setrecursionlimit(10000)
    serve()
