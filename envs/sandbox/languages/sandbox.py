"""Host side of the language sandboxes: a pool of workers for one language.

Each worker is :mod:`codeloop.envs.sandbox.languages.server` started inside a private root:
bubblewrap's (the Python backend's confinement, :class:`codeloop.envs.sandbox.local.BwrapSandbox`:
private PID, network, IPC and UTS namespaces, a read-only ``/usr``, private ``/work`` and
``/tmp``), or the same root built with util-linux on the ``unshare`` backend
(:func:`unshare_root_script`), plus the toolchain's own directories, read-only, and a private
``/cache`` for what the worker keeps warm. As root, the compiler runs as one unprivileged uid
and the tests as another, so a job can neither touch the warm compiler nor the cache that
later jobs use. Docker is refused (:data:`DOCKER_REFUSAL`).

Threat model of the verdicts: the candidate runs in the same process as its tests, and native
code (a C++ global constructor, a Go ``init``, a read of ``/proc/self/mem``), Java reflection or
JavaScript reading its own module can take the nonce and write any result line. So a
candidate's job (:meth:`LanguageSandbox.run`) never runs the tests' assertions: each test runs
as its *probe* (:mod:`.probes`), which only observes the actual side of each assertion, with
the expected side dropped from the source; the expected observations come from the same probe
run against the task's reference in a second pool that never runs candidate code
(:mod:`.expected`), and the host compares the two (:mod:`.streams`). A forged line can only claim
observations; matching the reference's requires producing the right values, which appear
nowhere the candidate's process can reach. The nonce framing remains: it attributes crashes to
tests and makes stray output count for nothing. :meth:`LanguageSandbox.run` of a job marked
``trusted`` (:meth:`LanguageSandbox.run_assertions`) runs the original assertions, for code the
task itself provides (its references). The references a candidate's tests are judged against
travel in the job (each test's ``reference``), so a language sandbox is a sandbox like
any other: ``run(job) -> JobResult`` (:class:`codeloop.envs.sandbox.base.Sandbox`).
"""

from __future__ import annotations

import logging
import os
import sys
import threading
import time
from collections.abc import Mapping
from concurrent.futures import ThreadPoolExecutor
from dataclasses import replace
from pathlib import Path
from typing import Any

from codeloop.envs.sandbox.base import (
    JOB_CRASHED,
    JOB_OK,
    JOB_PROTOCOL_ERROR,
    JOB_SANDBOX_ERROR,
    JOB_SETUP_ERROR,
    JOB_TIMEOUT,
    Job,
    JobResult,
    JobStatus,
    TestCase,
    TestOutcome,
    fill_not_run,
)
from codeloop.envs.sandbox.harness import BOOTSTRAP, INTERPRETER_FLAGS
from codeloop.envs.sandbox.languages.expected import Expected, ExpectedStreams, stream_of
from codeloop.envs.sandbox.languages.probes import Probe, ProbeError, derive_probe
from codeloop.envs.sandbox.languages.server import SOURCES as SERVER_SOURCES
from codeloop.envs.sandbox.languages.streams import compare_streams
from codeloop.envs.sandbox.languages.toolchains import Toolchain, make_toolchain
from codeloop.envs.sandbox.local import (
    TMPFS_BYTES,
    BwrapSandbox,
    PopenChannel,
    _python_roots,
    covered_tops,
    job_uid,
    pdeathsig_prefix,
    python_layout,
    scrubbed_env,
)
from codeloop.envs.sandbox.pool import WorkerLost, _recv, _send
from codeloop.envs.sandbox.workers import SandboxUnavailable, WorkerPool

log = logging.getLogger(__name__)

#: The in-sandbox server: its sources in order (see ``server.SOURCES``), one program.
SERVER_SOURCE = b"\n".join(Path(__file__).with_name(name).read_bytes() for name in SERVER_SOURCES)
GRACE_S = 5.0
CACHE_BYTES = 512 * 1024 * 1024
WORKER_TASKS = 512
NO_REFERENCE = ("no reference solution to judge this {language} test against: a language "
                "test is judged by comparing what the code computes with what the task's "
                "reference computes (see docs/ARCHITECTURE.md)")


_JOB_STATUSES = {JOB_OK, JOB_TIMEOUT, JOB_CRASHED, JOB_PROTOCOL_ERROR, JOB_SETUP_ERROR,
                 JOB_SANDBOX_ERROR}
_TEST_STATUSES = {"passed", "failed", "error", "timeout"}
MALFORMED = "the sandbox worker sent a malformed reply"


def _int(value: Any) -> int:
    try:
        return int(value)
    except (TypeError, ValueError, OverflowError):
        return 0


def _observations(value: Any) -> list[list[Any]]:
    """A test's ``[[site, text], ...]`` as the server sent it, or [] for anything else."""
    if not isinstance(value, list):
        return []
    return [[o[0], o[1]] for o in value if isinstance(o, list) and len(o) == 2
            and type(o[0]) is int and isinstance(o[1], str)]


def decode_reply(reply: Any, job: Job, backend: str, started: float,
                 extra: Mapping[str, Any] | None = None) -> tuple[JobResult, bool]:
    """The result of a job from the server's reply, and whether the worker stays in service.

    The reply comes from the server, outside the candidate's reach, but carries what the
    candidate's program wrote (messages, output, observations). Whatever its shape, decoding
    never raises: a reply unlike what the server writes is the job's crash (its worker is
    replaced), never a machine fault, because it cannot be proven to have arisen outside the
    candidate's reach. Only the server's own ``sandbox_error`` (a job it could not start, for
    reasons of its own) is the machine's.

    Args:
        reply: The decoded JSON message.
        job: The job it answers.
        backend: The sandbox's name.
        started: ``time.perf_counter()`` when the job started.
        extra: More details for the result's ``extra``.
    """
    if not isinstance(reply, dict):
        reply = {"status": JOB_CRASHED, "message": MALFORMED, "retire": True}
    ids = {t.id for t in job.tests}
    reported: dict[str, TestOutcome] = {}
    observed: dict[str, list[list[Any]]] = {}
    raw = reply.get("outcomes", [])
    malformed = not isinstance(raw, list)
    for o in raw if isinstance(raw, list) else ():
        if not (isinstance(o, list) and len(o) >= 4 and isinstance(o[0], str) and o[0] in ids
                and o[1] in _TEST_STATUSES and isinstance(o[2], str)
                and type(o[3]) in (int, float)):
            malformed = True
            continue
        reported[o[0]] = TestOutcome(o[0], o[1], o[2], float(o[3]))
        seen = _observations(o[4]) if len(o) > 4 else []
        if seen:
            observed[o[0]] = seen
    status = reply.get("status")
    message = reply.get("message") if isinstance(reply.get("message"), str) else ""
    retire = bool(reply.get("retire"))
    if status not in _JOB_STATUSES or malformed:
        status, message, reported, observed, retire = JOB_CRASHED, MALFORMED, {}, {}, True
    why = message or "not reported"
    outcomes = fill_not_run(job.tests, reported if status in (JOB_OK, JOB_TIMEOUT) else {}, why)
    if status == JOB_OK and any(o.status == "not_run" for o in outcomes):
        status = JOB_CRASHED
    phases = reply.get("phases_ms")
    details = {**(extra or {}),
               "strays_killed": _int(reply.get("strays", 0)),
               "leftover_files": _int(reply.get("leftovers", 0)),
               "surviving_processes": _int(reply.get("survivors", 0)),
               "restarts": _int(reply.get("restarts", 0)),
               "server_ms": phases if isinstance(phases, dict) else {},
               "observed": observed}
    stdout, stderr = reply.get("stdout", ""), reply.get("stderr", "")
    result = JobResult(JobStatus(status), outcomes, message,
                       stdout=stdout if isinstance(stdout, str) else "",
                       stderr=stderr if isinstance(stderr, str) else "",
                       duration_s=time.perf_counter() - started, backend=backend,
                       extra=details)
    healthy = (not retire and details["leftover_files"] == 0
               and details["surviving_processes"] == 0)
    return result, healthy


#: Backends a language sandbox runs on (see :class:`LanguageSandbox`).
BACKENDS = ("bwrap", "unshare")
#: Why language jobs do not run in the Docker backend (docs/ARCHITECTURE.md, containment).
DOCKER_REFUSAL = (
    "language sandboxes do not run in the docker backend: every start of a test program gets "
    "a user, PID and mount namespace of its own (its RLIMIT_NPROC counts only its tasks; its "
    "init's exit ends all it started), and Docker's default seccomp profile refuses "
    "unshare(CLONE_NEWUSER) and mount(2) to a container without CAP_SYS_ADMIN; running it "
    "unconfined or with CAP_SYS_ADMIN would drop the very defences that backend adds, and its "
    "images hold Python only. Use backend 'bwrap' or 'unshare'")
#: The system's directories, shown read-only (or as the same links) in every worker.
_SYSTEM = ("/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32")
#: Device nodes of a worker's /dev (bubblewrap's ``--dev`` set), bound from the host's.
_DEVICES = ("null", "zero", "full", "random", "urandom", "tty")
#: Where the ``unshare`` worker builds its root before pivoting into it: a tmpfs mounted over
#: the host's /dev/shm in the worker's own mount namespace (no toolchain or interpreter lives
#: there, so covering it hides nothing the root is built from).
_STAGE = "/dev/shm"
#: Capabilities a root worker keeps (bubblewrap's ``--cap-add`` set): dropping each job to
#: its uid, fchown of its descriptors, killing its leftovers, emptying its directories.
_ROOT_CAPS = ("setuid", "setgid", "kill", "dac_override", "fowner", "chown")
#: What the ``unshare`` worker runs before its server (util-linux), by absolute path.
_UNSHARE_TOOLS = ("unshare", "pivot_root", "setpriv", "mount", "umount")


def _ro_remount(path: str) -> str:
    """``mount`` options that make the bind at ``path`` read-only.

    In a user namespace the flags a mount came with are locked (a remount that drops
    noexec or changes the atime mode is refused), so they are repeated; nosuid and nodev are
    added (always allowed).
    """
    flags = os.statvfs(path).f_flag
    opts = ["remount", "bind", "ro", "nosuid", "nodev"]
    if flags & os.ST_NOEXEC:
        opts.append("noexec")
    if flags & os.ST_NOATIME:
        opts.append("noatime")
    elif flags & os.ST_RELATIME:
        opts.append("relatime")
    else:
        opts.append("strictatime")
    if flags & os.ST_NODIRATIME:
        opts.append("nodiratime")
    return ",".join(opts)


def unshare_root_script(binds: list[str], site_dirs: list[str],
                        tmpfs: Mapping[str, tuple[int, str]], workdir: str,
                        root_caps: tuple[str, ...] | None) -> str:
    """The shell an ``unshare`` worker runs first: a private root, as bubblewrap makes one.

    In the worker's new mount namespace it mounts a tmpfs over :data:`_STAGE`, shows there
    the system directories (``/usr`` and the ``/bin``, ``/lib*`` links) and each of
    ``binds`` read-only at its own path, a fresh ``/proc``, a ``/dev`` of the usual device
    nodes, and private tmpfs, pivots into it and detaches the host's root, so the host's
    homes, ``/root``, the repository and other users' files are not merely hidden but absent,
    and the toolchains' fixed paths (``/work``, ``/cache``) exist. The root and ``/dev`` are
    then remounted read-only, and ``exec "$@"`` starts the server (as root, through
    ``setpriv`` with only ``root_caps`` left in the bounding set).

    Args:
        binds: Host paths shown read-only at the same place (directories or files; missing
            ones are skipped).
        site_dirs: Directories shown as an empty read-only tmpfs (the interpreter's
            site-packages: the server needs none).
        tmpfs: Private writable tmpfs by path: ``(size in bytes, mode)``.
        workdir: The server's working directory.
        root_caps: Capabilities to keep (root), or None (a user's worker, in its own user
            namespace).
    """
    import shlex

    q = shlex.quote
    # pivot_root is in /sbin, which a user's PATH often lacks (/usr is the same inside).
    lines = ["umask 022", "PATH=/usr/sbin:/sbin:$PATH", f"R={q(_STAGE)}",
             'mount -t tmpfs -o size=1m,mode=0755,nosuid,nodev codeloop-root "$R"',
             'mkdir "$R/.old" "$R/proc" "$R/dev" "$R/etc"',
             'mount -t proc -o nosuid,nodev,noexec proc "$R/proc"',
             'mount -t tmpfs -o size=64k,mode=0755,nosuid codeloop-dev "$R/dev"']
    for dev in _DEVICES:
        if os.path.exists(f"/dev/{dev}"):
            lines += [f'touch "$R/dev/{dev}"', f'mount --bind /dev/{dev} "$R/dev/{dev}"']
    for name, target in (("fd", "/proc/self/fd"), ("stdin", "/proc/self/fd/0"),
                         ("stdout", "/proc/self/fd/1"), ("stderr", "/proc/self/fd/2")):
        lines.append(f'ln -s {target} "$R/dev/{name}"')
    for path in _SYSTEM:
        if os.path.islink(path):
            lines.append(f'ln -s {q(os.readlink(path))} "$R{path}"')
        elif os.path.isdir(path):
            lines += [f'mkdir "$R{path}"', f'mount --rbind {path} "$R{path}"',
                      f'mount -o {_ro_remount(path)} "$R{path}"']
    for path, (size, mode) in tmpfs.items():
        lines += [f'mkdir -p "$R"{q(path)}',
                  f'mount -t tmpfs -o size={size},mode={mode},nosuid,nodev tmpfs "$R"{q(path)}']
    # A bound path under a private tmpfs (an interpreter under /tmp) sits in a directory of
    # its own there, a read-only tmpfs that the server's cleaning skips (see covered_tops).
    covered = covered_tops(binds, tuple(tmpfs))
    for top in covered:
        lines += [f'mkdir -p "$R"{q(top)}',
                  f'mount -t tmpfs -o size=1m,mode=0755,nosuid,nodev tmpfs "$R"{q(top)}']
    for path in binds:
        if not os.path.exists(path) or any(Path(path).is_relative_to(t) for t in _SYSTEM):
            continue  # shown with the system's directories
        make = (f'mkdir -p "$R"{q(path)}' if os.path.isdir(path) else
                f'mkdir -p "$R"{q(os.path.dirname(path))}; touch "$R"{q(path)}')
        lines += [make, f'mount --rbind {q(path)} "$R"{q(path)}',
                  f'mount -o {_ro_remount(path)} "$R"{q(path)}']
    for site in site_dirs:
        if os.path.isdir(site) and any(Path(site).is_relative_to(b) for b in [*binds, "/usr"]):
            lines.append("mount -t tmpfs -o ro,size=4k,mode=0755,nosuid,nodev tmpfs "
                         f'"$R"{q(site)}')
    for top in covered:
        lines.append(f'mount -o remount,bind,ro,nosuid,nodev "$R"{q(top)}')
    lines += ['cd "$R"', "pivot_root . .old", "cd /", "umount -l /.old", "rmdir /.old",
              "mount -o remount,bind,ro,nosuid /dev",
              "mount -o remount,bind,ro,nosuid,nodev /", f"cd {q(workdir)}"]
    if root_caps is None:
        lines.append('exec "$@"')
    else:
        keep = ",".join(f"+{c}" for c in root_caps)
        lines.append(f'exec setpriv --bounding-set=-all,{keep} -- "$@"')
    return "\n".join(lines)


class _Worker:
    def __init__(self, channel: PopenChannel, index: int, info: dict[str, Any]):
        self.channel = channel
        self.index = index
        self.info = info
        self.jobs = 0

    def close(self) -> None:
        """Stops the worker."""
        self.channel.close()


class LanguageSandbox:
    """Runs jobs of one language in warm workers (a :class:`Sandbox`).

    Args:
        language: One of :data:`~codeloop.envs.sandbox.languages.toolchains.TOOLCHAINS`.
        workers: Pool size (default: the number of cores).
        warm: Keep compilers warm between jobs (see the toolchains module); False compiles
            every job from a cold start (for comparison).
        start_timeout_s: How long a worker may take to start and warm up.
        backend: ``"bwrap"`` (bubblewrap) or ``"unshare"`` (util-linux, for machines without
            bubblewrap): the same private root, namespaces and per-job containment. Docker is
            refused (:data:`DOCKER_REFUSAL` says why).

    Raises:
        SandboxUnavailable: Without the backend or the language's toolchain.
    """

    isolation = frozenset({"net", "fs", "pid", "nproc"} | ({"user"} if os.geteuid() == 0
                                                             else set()))

    def __init__(self, language: str, workers: int | None = None, warm: bool = True,
                 start_timeout_s: float = 180.0, backend: str = "bwrap"):
        import shutil

        from codeloop.envs.sandbox.languages.toolchains import ToolchainMissing

        if backend == "docker":
            raise SandboxUnavailable(DOCKER_REFUSAL)
        if backend not in BACKENDS:
            raise ValueError(f"unknown backend {backend!r}: one of {', '.join(BACKENDS)}")
        try:
            self.toolchain: Toolchain = make_toolchain(language)
        except ToolchainMissing as exc:
            raise SandboxUnavailable(str(exc)) from exc
        self.language = language
        self.warm = warm
        self.backend = backend
        self.name = f"{backend}-{language}" + ("" if warm else "-cold")
        self.size = max(1, int(workers or os.cpu_count() or 1))
        self.start_timeout_s = start_timeout_s
        self._bwrap: BwrapSandbox | None = None
        self._unshare = ""
        if backend == "bwrap":
            self._bwrap = BwrapSandbox(workers=1, extra_ro_binds=self.toolchain.binds)
        else:
            # pivot_root is in /sbin, which a user's PATH often lacks.
            path = os.environ.get("PATH", "/usr/bin:/bin") + ":/usr/sbin:/sbin"
            found = {t: shutil.which(t, path=path) for t in _UNSHARE_TOOLS}
            missing = [t for t, at in found.items() if not at]
            if missing:
                raise SandboxUnavailable("the unshare language sandbox needs util-linux's "
                                         + ", ".join(missing))
            self._unshare = str(found["unshare"])
        #: The workers: started on first use (or by :meth:`warm_up`), stopped by :meth:`close`.
        self.workers: WorkerPool[_Worker] = WorkerPool(self.name, self.size, self._start)
        self._lock = threading.Lock()  # guards the two below
        self._references: LanguageSandbox | None = None  # the pool that runs references only
        self._expected: ExpectedStreams | None = None
        self._helpers = ThreadPoolExecutor(max_workers=self.size,
                                           thread_name_prefix=f"{self.name}-expected")

    @property
    def started_workers(self) -> int:
        """How many workers this sandbox has started, replacements included."""
        return self.workers.started

    # -- workers -----------------------------------------------------------------------------

    def command(self) -> list[str]:
        """The command line of one worker (bubblewrap's, or unshare's)."""
        if self._bwrap is None:
            return self._unshare_command()
        # The Python backend's confinement, its server included (the same bootstrap); the
        # toolchains (run as unprivileged uids) read /etc/java-*, /etc/ssl through /etc, and
        # the warm compilers keep their state in a private /cache.
        cmd = self._bwrap.command(dirs=("/etc", "/etc/ssl"), tmpfs={"/cache": CACHE_BYTES})
        # bubblewrap's /dev is a tmpfs of the worker's uid: as a user a job (that uid in its
        # own namespace) could leave files there for the next job (measured), as in no other
        # directory it may write but the emptied /work and /tmp.
        at = cmd.index("--chdir")
        return [*cmd[:at], "--remount-ro", "/dev", *cmd[at:]]

    def _unshare_command(self) -> list[str]:
        # The same view as bubblewrap's: unshare gives the namespaces (the server is PID 1 of
        # its own, killed with unshare, which dies with this process: setpriv --pdeathsig),
        # and the script builds the private root the toolchains' fixed /work and /cache
        # paths need (the Python backend's unshare keeps the host's root, read-only).
        layout = python_layout(os.path.realpath(sys.executable))
        binds = [*_python_roots(layout), *self.toolchain.binds,
                 "/etc/ld.so.cache", "/etc/localtime", "/etc/ssl/certs"]
        tmpfs = {"/tmp": (TMPFS_BYTES, "1777"), "/work": (TMPFS_BYTES, "1777"),
                 "/cache": (CACHE_BYTES, "0755")}
        root = os.geteuid() == 0
        script = unshare_root_script(binds, list(layout.site_dirs), tmpfs, "/work",
                                     _ROOT_CAPS if root else None)
        cmd = [*pdeathsig_prefix(), self._unshare, "--pid", "--net", "--ipc", "--uts",
               "--mount", "--fork", "--kill-child"]
        if not root:
            cmd += ["--user", "--map-root-user"]
        # The base interpreter: the server needs the standard library only, and a
        # virtualenv's directory (under a home) is then never shown.
        return cmd + ["/bin/sh", "-euc", script, "codeloop-root", layout.real_executable,
                      *INTERPRETER_FLAGS, "-c", BOOTSTRAP]

    def _config(self, index: int) -> dict[str, Any]:
        uid = job_uid(index)
        tc = self.toolchain
        env = dict(scrubbed_env("/work/run", "/tmp"), **tc.env)
        return {
            "cache": "/cache", "workdir": "/work", "clean_dirs": ["/work", "/tmp"],
            "job_uid": uid, "compile_uid": None if uid is None else uid + 1_500_000,
            "env": env, "setup_files": tc.setup_files, "setup": tc.setup,
            "warm": {"argv": tc.warm_argv} if (self.warm and tc.warm_argv) else None,
        }

    def _start(self, index: int) -> _Worker:
        cmd = self.command()
        # As root the worker's pids cgroup bounds it all (server, warm compiler, the job at
        # its own cap): room for a JVM compile server's threads beside a job at its cap.
        channel = PopenChannel(cmd, scrubbed_env("/work", "/tmp"), cwd="/",
                               max_tasks=WORKER_TASKS)
        try:
            channel.write(f"{len(SERVER_SOURCE)}\n".encode() + SERVER_SOURCE)
            _send(channel, self._config(index))
            ready = _recv(channel, time.monotonic() + self.start_timeout_s)
        except (WorkerLost, ValueError) as exc:
            note = channel.diagnostics().strip()[-2000:]
            channel.close()
            raise SandboxUnavailable(f"the {self.name} sandbox did not start: {exc}\n{note}") \
                from exc
        except BaseException:
            channel.close()  # never handed out: nobody else would stop it
            raise
        if ready.get("type") != "ready":
            channel.close()
            raise SandboxUnavailable(f"the {self.name} sandbox did not start: "
                                     f"{ready.get('message', ready)}")
        return _Worker(channel, index, ready)

    def warm_up(self) -> None:
        """Starts every worker now rather than on first use."""
        self.workers.warm()

    # -- jobs --------------------------------------------------------------------------------

    def _message(self, job: Job) -> dict[str, Any]:
        tc, lim = self.toolchain, job.limits
        files = tc.files(job.code, job.tests)
        compile_step = tc.compile(files, self.warm)
        run = [a.replace("{memory_mb}", str(lim.memory_mb)) for a in tc.run(files, self.warm)]
        return {
            "op": "run", "files": {**files, **dict(job.files)}, "compile": compile_step,
            "run": run, "test_ids": [t.id for t in job.tests], "timeout_s": lim.timeout_s,
            "test_timeout_s": lim.test_timeout_s, "wall_factor": lim.wall_factor,
            "memory_mb": lim.memory_mb,
            "data_extra_mb": tc.data_extra_mb, "startup_s": tc.startup_s,
            "max_open_files": lim.max_open_files, "max_file_size_mb": lim.max_file_size_mb,
            "max_processes": max(lim.max_processes, tc.min_processes),
            "max_output_bytes": lim.max_output_bytes,
            "prestart": self.warm and tc.prestart,
        }

    def run(self, job: Job, *, references: Mapping[str, str] | None = None) -> JobResult:
        """Runs a job (the :class:`~codeloop.envs.sandbox.base.Sandbox` protocol).

        A candidate's job (the default) is judged by observation: every test runs as its
        probe (:mod:`.probes`), the candidate's job and the references' (from the cache, or
        run in a pool of their own) at the same time, and each test passes when its
        observations equal its :attr:`~codeloop.envs.sandbox.base.TestCase.reference`'s. A
        :attr:`~codeloop.envs.sandbox.base.Job.trusted` job (the task's own code) runs the
        tests' assertions as written (:meth:`run_assertions`).

        Args:
            job: The code and the tests, as written (assertions), each with its reference: a
                solution that passes that test (for a bank task, the reference of the turn
                that introduced the test's instruction).
            references: The older way to give the references, by test id (one given here
                replaces the test's own).

        Returns:
            The job's result. A job of another language, a test without a reference, or
            whose probe cannot be derived or that the reference itself does not complete,
            makes the job a ``sandbox_error``: it cannot be judged, which says nothing about
            the code.
        """
        started = time.perf_counter()
        if job.language is not None and job.language != self.language:
            return self._unjudged(job, f"a {job.language} job was sent to the {self.name} "
                                  "sandbox", started)
        if job.trusted:
            return self._run_direct(job)
        refs = {t.id: t.reference for t in job.tests if t.reference}
        refs.update(references or {})
        try:
            probes = {t.id: derive_probe(self.language, t.source) for t in job.tests}
        except ProbeError as exc:
            return self._unjudged(job, f"a test cannot be judged by observation: {exc}", started)
        except ModuleNotFoundError as exc:  # probes are found on tree-sitter trees
            return self._unjudged(job, f"judging {self.language} tests needs the tree-sitter "
                                  f"grammars of the 'langs' extra ({exc.name} is missing): "
                                  "pip install 'codeloop[langs]'", started)
        missing = [t.id for t in job.tests if not refs.get(t.id)]
        if missing:
            return self._unjudged(job, NO_REFERENCE.format(language=self.language), started)
        pending = self._helpers.submit(self._expected_streams, job, probes, refs)
        probe_job = replace(job, tests=tuple(TestCase(t.id, probes[t.id].source)
                                             for t in job.tests))
        result = self._run_direct(probe_job)
        try:
            expected = pending.result()
        except (SandboxUnavailable, OSError, WorkerLost) as exc:
            return self._unjudged(job, f"the references could not run: {exc}", started)
        problem = next((e.problem for e in expected.values() if e.stream is None), "")
        if problem:
            return self._unjudged(job, problem, started)
        if result.status not in (JOB_OK, JOB_TIMEOUT, JOB_CRASHED):
            return replace(result, extra={k: v for k, v in result.extra.items()
                                          if k != "observed"})
        observed = result.extra.get("observed", {})
        outcomes = []
        for outcome in result.outcomes:
            want = expected[outcome.id].stream
            assert want is not None
            if outcome.status == "not_run":
                outcomes.append(outcome)
                continue
            outcomes.append(compare_streams(outcome.id, probes[outcome.id], outcome.status,
                                       outcome.message, outcome.duration_s,
                                       stream_of(observed.get(outcome.id, [])), want))
        extra = {k: v for k, v in result.extra.items() if k != "observed"}
        extra["expected_cached"] = sum(1 for e in expected.values() if e.cached)
        return replace(result, outcomes=tuple(outcomes), extra=extra,
                       duration_s=time.perf_counter() - started)

    def run_assertions(self, job: Job) -> JobResult:
        """Runs the tests as written (their assertions decide), for code the task provides.

        The same as :meth:`run` of the job marked :attr:`~codeloop.envs.sandbox.base.Job.trusted`.
        Only for a task's own references (``reference_check`` proves the authored expected
        values with it): a candidate's code shares the process of the assertions and could
        forge their results, so candidates go through :meth:`run`.
        """
        return self.run(replace(job, trusted=True))

    def _unjudged(self, job: Job, why: str, started: float) -> JobResult:
        return JobResult(JOB_SANDBOX_ERROR, fill_not_run(job.tests, {}, why), why,
                         duration_s=time.perf_counter() - started, backend=self.name)

    def _reference_pool(self) -> LanguageSandbox:
        with self._lock:
            # close() closes the workers before it takes the reference pool under this lock,
            # so a pool made here after that is never left running.
            if self.workers.closed:
                raise SandboxUnavailable(f"the {self.name} sandbox is closed")
            if self._references is None:
                references = LanguageSandbox(self.language, workers=self.size, warm=self.warm,
                                             start_timeout_s=self.start_timeout_s,
                                             backend=self.backend)
                references.name = references.workers.name = f"{self.name}-references"
                self._references = references
            return self._references

    def expected_streams(self) -> ExpectedStreams:
        """The cache of this language's expected streams (made on first use)."""
        with self._lock:
            if self._expected is None:
                self._expected = ExpectedStreams(
                    self.language, self.toolchain.fingerprint(),
                    lambda job: self._reference_pool()._run_direct(job))
            return self._expected

    def _expected_streams(self, job: Job, probes: Mapping[str, Probe],
                          refs: Mapping[str, str]) -> dict[str, Expected]:
        by_reference: dict[str, list[str]] = {}
        for test in job.tests:
            by_reference.setdefault(refs[test.id], []).append(test.id)
        streams = self.expected_streams()
        out: dict[str, Expected] = {}
        for reference, ids in by_reference.items():
            got = streams.expected(reference, [probes[i].source for i in ids], job.limits)
            out.update(zip(ids, got, strict=True))
        return out

    def _run_direct(self, job: Job) -> JobResult:
        """Runs the job's tests as they are, on a free worker (replaced if it misbehaved)."""
        started = time.perf_counter()
        try:
            worker = self.workers.acquire()
        except (SandboxUnavailable, OSError) as exc:
            return self._unjudged(job, f"the sandbox could not start the job: {exc}", started)
        done: tuple[JobResult, bool] | None = None
        try:
            done = self._run_on(worker, job, started)
        finally:
            self.workers.release(worker, done is not None and done[1])
        return done[0]

    def _run_on(self, worker: _Worker, job: Job, started: float) -> tuple[JobResult, bool]:
        # The server counts CPU time, with a wall-clock backstop of wall_factor times the
        # limit that does not count time spent waiting for a CPU; this deadline is the last
        # resort against a server that stopped answering, generous so that load alone never
        # reaches it.
        deadline = (time.monotonic() + 3 * job.limits.timeout_s * job.limits.wall_factor
                    + GRACE_S)
        try:
            _send(worker.channel, self._message(job))
            reply = _recv(worker.channel, deadline)
        except (WorkerLost, ValueError) as exc:
            timed_out = time.monotonic() >= deadline
            why = (f"the job exceeded its {job.limits.timeout_s:g}s time limit and its worker "
                   "was replaced" if timed_out else
                   f"the sandbox worker died during the job ({exc}); it has been replaced")
            return JobResult(JOB_TIMEOUT if timed_out else JOB_CRASHED,
                             fill_not_run(job.tests, {}, why), why,
                             duration_s=time.perf_counter() - started, backend=self.name,
                             extra={"worker": worker.index, "worker_lost": True}), False
        worker.jobs += 1
        return decode_reply(reply, job, self.name, started,
                            {"worker": worker.index, "language": self.language,
                             "warm": self.warm, "pid_namespace": bool(worker.info.get("pid_ns"))})

    def close(self) -> None:
        """Stops every idle worker (busy ones when their job ends) and the reference pool."""
        self.workers.close()
        with self._lock:
            references, self._references = self._references, None
        if references is not None:
            references.close()
        self._helpers.shutdown(wait=False)

    def __enter__(self) -> LanguageSandbox:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
