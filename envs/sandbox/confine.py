"""What a job's processes may do: resource limits, the audit hook, capabilities.

Standard library only. :func:`_set_limits` sets the candidate's resource limits (address
space relative to its own size, open files, file size, processes); :func:`_install_hook`
refuses, by audit event, what would reach the examiner's objects or beyond the job
(:class:`Blocked`); the server marks itself a child subreaper and non-dumpable
(:func:`_prctl_setup`), and a candidate that is uid 0 empties its capability sets before its
code runs (:func:`_drop_capabilities`).

One of the in-sandbox sources (``harness.SOURCES``): sent into the sandbox with the others and
executed in one namespace with them (see :data:`harness.BOOTSTRAP`); also importable on the host.
"""

from __future__ import annotations

import os
import sys

if __name__ != "__codeloop_harness__":  # on the host; inside, harness.SOURCES came before
    from codeloop.envs.sandbox.frames import _CACHE


# Audit events refused to candidate code, in any thread.
_ALWAYS_BLOCKED = frozenset({
    "gc.get_objects", "gc.get_referrers", "gc.get_referents",  # walking to the runner's objects
    "sys._current_frames", "sys._current_exceptions",  # the runner's frames and locals
    "sys.settrace", "sys.setprofile",  # a tracer can rewrite f_lineno and skip asserts
    "sys.addaudithook",  # a hook of its own could veto ours
    "cpython.PyInterpreterState_Clear", "cpython.run_interactivehook",
})
#: ctypes, refused only where the audit hook is what confines the job (no PID namespace and
#: no uid of its own: then the hook's ``os.kill`` rule is all that keeps its signals to its
#: own processes, and native calls raise no audit event). Elsewhere it is allowed, because
#: numpy and other compiled packages import it and because it reaches no verdict: the
#: examiner is another, non-dumpable process (of another uid as root) that a candidate without
#: capabilities can neither ptrace nor read (``/proc/<examiner>/mem``, ``process_vm_readv`` and
#: ``pidfd_getfd`` all need ptrace access, which the kernel refuses), they share no writable
#: memory, and the result descriptor is not in the candidate's process.
_CTYPES_EVENTS = frozenset({
    "ctypes.dlopen", "ctypes.dlsym", "ctypes.dlsym/handle", "ctypes.call_function",
    "ctypes.cdata", "ctypes.cdata/buffer", "ctypes.addressof", "ctypes.string_at",
    "ctypes.wstring_at", "ctypes.PyObj_FromPtr", "ctypes.create_string_buffer",
    "ctypes.create_unicode_buffer", "ctypes.get_errno", "ctypes.set_errno",
})
_CTYPES_MODULES = frozenset({"ctypes", "_ctypes"})
_EXEC_EVENTS = frozenset({"os.exec", "os.posix_spawn", "os.spawn", "os.system",
                          "subprocess.Popen", "os.startfile", "pty.spawn"})
_BLOCKED_MODULES = frozenset({"_testcapi", "_testinternalcapi", "_xxsubinterpreters",
                              "_posixsubprocess"})


class Blocked(PermissionError):
    """Raised in candidate code by the harness's audit hook."""


_PAGE_SIZE = os.sysconf("SC_PAGE_SIZE")


def _set_limits(job: dict, isolated: bool) -> None:
    import resource

    # Address space relative to our current size: an absolute cap below the interpreter's
    # own size would make every answer fail.
    try:
        # Raw read: a buffered text file costs more than everything else here.
        fd = os.open("/proc/self/statm", os.O_RDONLY)
        try:
            pages = int(os.read(fd, 256).split()[0])
        finally:
            os.close(fd)
        current = pages * _PAGE_SIZE
        cap = current + int(job.get("memory_mb", 1024)) * 1024 * 1024
        resource.setrlimit(resource.RLIMIT_AS, (cap, cap))
    except (OSError, ValueError):
        pass
    limits = [
        (resource.RLIMIT_NOFILE, int(job.get("max_open_files", 256))),
        (resource.RLIMIT_FSIZE, int(job.get("max_file_size_mb", 16)) * 1024 * 1024),
        (resource.RLIMIT_CORE, 0),
    ]
    if isolated:
        # Counted per user (per user namespace): only meaningful when the job has a user or
        # namespace of its own. Threads count too.
        limits.append((resource.RLIMIT_NPROC, int(job.get("max_processes", 64))))
    for limit, value in limits:
        try:
            soft, hard = resource.getrlimit(limit)
            value = value if hard == resource.RLIM_INFINITY else min(value, hard)
            resource.setrlimit(limit, (value, value))
        except (OSError, ValueError):
            pass


def _is_descendant(pid: int, root: int) -> bool:
    for _ in range(512):
        if pid == root:
            return True
        if pid <= 1:
            return False
        try:
            with open(f"/proc/{pid}/stat", "rb") as fh:
                stat = fh.read()
            pid = int(stat[stat.rindex(b")") + 2:].split()[1])
        except (OSError, ValueError):
            return False
    return False


def _install_hook(allow_exec: bool, confined: bool,
                  more_modules: frozenset = frozenset()) -> None:
    blocked = _ALWAYS_BLOCKED if allow_exec else _ALWAYS_BLOCKED | _EXEC_EVENTS
    mods, err = _BLOCKED_MODULES | more_modules, Blocked
    if not confined:  # see _CTYPES_EVENTS
        blocked, mods = blocked | _CTYPES_EVENTS, mods | _CTYPES_MODULES
    endswith, kind_of = str.endswith, type
    job_root = os.getpid()
    descends = _is_descendant

    def hook(event, args):
        if event in blocked:
            raise err(f"{event} is not allowed in the sandbox")
        if event == "open":
            path = args[0]
            if kind_of(path) is bytes:
                path = path.decode("utf-8", "replace")
            # Any path naming a process's memory, relative ones too (``dir_fd`` of a
            # ``/proc/<pid>`` directory): the examiner's memory is never the code's to read.
            if kind_of(path) is str and (
                    endswith(path, "/mem") or endswith(path, "/pagemap") or path == "mem"
                    or path == "pagemap"):
                raise err("reading process memory is not allowed in the sandbox")
        elif event == "import":
            if args[0] in mods:
                raise err(f"importing {args[0]} is not allowed in the sandbox")
        elif event == "object.__setattr__":
            if args[1] == "__code__":
                raise err("replacing a function's code is not allowed in the sandbox")
        elif not confined and (event == "os.kill" or event == "os.killpg"):
            # Neither a PID namespace nor a user of its own confines the job: it may signal
            # only its own processes (kill(-1) as root would reach the whole machine).
            target = args[0]
            if kind_of(target) is not int or target <= 0 or not (
                    descends(target, job_root) if event == "os.kill" else target == job_root):
                raise err("signalling processes outside the job is not allowed here")

    sys.addaudithook(hook)


def _prctl_setup() -> None:
    """Marks the server a child subreaper and non-dumpable, then forgets ctypes."""
    try:
        import ctypes

        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(36, 1, 0, 0, 0)  # PR_SET_CHILD_SUBREAPER: orphans of jobs come back to us
        libc.prctl(4, 0, 0, 0, 0)  # PR_SET_DUMPABLE 0: no /proc/<server>/mem, no ptrace
        # capset(2) with an empty set, made ready for the candidates' processes (see
        # _drop_capabilities): header = (_LINUX_CAPABILITY_VERSION_3, this process).
        header = (ctypes.c_uint32 * 2)(0x20080522, 0)
        _CACHE["capset"] = (libc.capset, header, (ctypes.c_uint32 * 6)())
    except (ImportError, OSError, AttributeError):
        pass
    for name in [m for m in sys.modules if m == "ctypes" or m.startswith(("ctypes.", "_ctypes"))]:
        del sys.modules[name]


def _drop_capabilities() -> bool:
    """Empties the capability sets of this process (a candidate's, before its code runs).

    A candidate that is uid 0 (in a user namespace, or when it cannot get a uid of its own)
    would otherwise hold CAP_SYS_PTRACE and friends over the examiner, whose non-dumpable flag
    only stops processes without them. Returns whether it worked.
    """
    capset = _CACHE.get("capset")
    if capset is None:
        return False
    fn, header, data = capset
    header[1] = 0
    return fn(header, data) == 0
