"""The worker's filesystem inside the sandbox: its mounts and its site-packages.

Standard library only. Run once by the server at start: :func:`_setup_mounts` makes the
mounts its configuration asks for (with the system's ``mount``, :func:`_run_tool`),
:func:`_add_site_packages` puts the site-packages directories on the path without running
their ``.pth`` files, and :func:`_uid_can_read` asks whether a job's uid could read the
interpreter.

One of the in-sandbox sources (``harness.SOURCES``): sent into the sandbox with the others and
executed in one namespace with them (see :data:`harness.BOOTSTRAP`); also importable on the host.
"""

from __future__ import annotations

import os
import sys


def _run_tool(argv: list[str], pass_fd: int | None = None) -> None:
    """Runs a system tool (``mount``) to completion; raises OSError with its message on failure.

    ``posix_spawn`` rather than ``subprocess``, which would import ``threading`` into the
    server (see :data:`PREIMPORT`).
    """
    err_r, err_w = os.pipe()
    null = os.open(os.devnull, os.O_RDWR)
    actions = [(os.POSIX_SPAWN_DUP2, null, 0), (os.POSIX_SPAWN_DUP2, null, 1),
               (os.POSIX_SPAWN_DUP2, err_w, 2)]
    if pass_fd is not None:
        os.set_inheritable(pass_fd, True)
    try:
        pid = os.posix_spawnp(argv[0], argv, dict(os.environ), file_actions=actions)
    finally:
        os.close(err_w)
        os.close(null)
    chunks = []
    while chunk := os.read(err_r, 65536):
        chunks.append(chunk)
    os.close(err_r)
    _, status = os.waitpid(pid, 0)
    if os.waitstatus_to_exitcode(status) != 0:
        message = b"".join(chunks).decode("utf-8", "replace").strip()
        raise OSError(f"{' '.join(argv)} failed: {message or status}")


def _setup_mounts(spec: dict) -> None:
    """In a private mount namespace (unshare): read-only host, private tmpfs, hidden paths.

    Paths under a hidden directory that must stay visible (``keep``: the interpreter) are
    parked on a staging bind, the directory is covered, and they are bound back read-only.
    """
    def mount(*args: str) -> None:
        _run_tool(["mount", *args])

    mount("--make-rprivate", "/")
    if spec.get("readonly", True):
        with open("/proc/self/mountinfo") as fh:
            points = [line.split()[4] for line in fh]
        for point in sorted(set(points), key=len):
            if point.startswith(("/proc", "/sys")):
                continue
            try:
                mount("-o", "remount,bind,ro", point)
            except OSError:
                pass  # a mount we may not touch (locked): it stays as it was
    size = int(spec.get("size", 64 << 20))
    tmpfs = [p for p in spec.get("tmpfs", []) if os.path.isdir(p)]
    # Keeps under a private tmpfs (an interpreter in a virtualenv under /tmp) are held open
    # before the tmpfs covers them, and bound back through /proc/self/fd afterwards.
    held = [(k, os.open(k, os.O_PATH | os.O_DIRECTORY)) for k in spec.get("keep", [])
            if os.path.isdir(k) and any(k.startswith(t.rstrip("/") + "/") for t in tmpfs)]
    for path in tmpfs:
        mount("-t", "tmpfs", "-o", f"size={size},mode=1777", "tmpfs", path)
    for path, fd in held:
        os.makedirs(path, exist_ok=True)
        # --no-canonicalize: resolving the fd's name would find the new, empty tmpfs.
        _run_tool(["mount", "--no-canonicalize", "--bind", f"/proc/self/fd/{fd}", path],
                  pass_fd=fd)
        mount("-o", "remount,bind,ro", path)
        os.close(fd)
    hide = [p for p in spec.get("hide", []) if os.path.isdir(p)]
    keep = [k for k in spec.get("keep", [])
            if any(k == h or k.startswith(h.rstrip("/") + "/") for h in hide)]
    staged = []
    for i, path in enumerate(keep):
        stage = f"/tmp/.codeloop-keep-{i}"
        os.makedirs(stage, exist_ok=True)
        mount("--bind", path, stage)
        staged.append((path, stage))
    for path in hide:
        mount("-t", "tmpfs", "-o", "size=1048576,mode=0755", "tmpfs", path)
    for path, stage in staged:
        os.makedirs(path, exist_ok=True)
        mount("--bind", stage, path)
        mount("-o", "remount,bind,ro", path)
        try:
            _run_tool(["umount", "-l", stage])
        except OSError:
            pass
        os.rmdir(stage)
    for path in hide:
        # A bind remount: in a user namespace (a non-root user) the tmpfs's own flags may not
        # be changed, but its mount's may, as for every other read-only mount here.
        mount("-o", "remount,bind,ro", path)


def _add_site_packages() -> None:
    """What ``site`` would add to the path, without executing ``.pth`` files.

    Site-packages directories (a virtualenv's, and the base interpreter's when the virtualenv
    includes system packages) and the plain directory lines of their ``.pth`` files; lines
    that import code are skipped. Also the ``exit``/``quit``/``help`` builtins ``site``
    defines, since candidate scripts call ``exit()``.
    """
    import site

    prefixes = [sys.prefix]
    for folder in (os.path.dirname(sys.executable),
                   os.path.dirname(os.path.dirname(sys.executable))):
        conf = os.path.join(folder, "pyvenv.cfg")
        if os.path.isfile(conf):
            # Without site, sys.prefix is the base installation's even in a virtualenv (3.11
            # to 3.13), and Debian's getsitepackages() then omits the virtualenv's own.
            own = os.path.join(folder, "lib", f"python{sys.version_info[0]}.{sys.version_info[1]}",
                               "site-packages")
            if os.path.isdir(own) and own not in sys.path:
                sys.path.append(own)
            with open(conf, encoding="utf-8") as fh:
                settings = dict(line.split("=", 1) for line in fh if "=" in line)
            system = {k.strip().lower(): v.strip().lower() for k, v in settings.items()}.get(
                "include-system-site-packages", "false")
            if system == "true" and sys.base_prefix not in prefixes:
                prefixes.append(sys.base_prefix)
            break
    for sitedir in site.getsitepackages(prefixes):
        if not os.path.isdir(sitedir) or sitedir in sys.path:
            continue
        sys.path.append(sitedir)
        try:
            names = sorted(n for n in os.listdir(sitedir) if n.endswith(".pth"))
        except OSError:
            continue
        for name in names:
            try:
                with open(os.path.join(sitedir, name), encoding="utf-8") as fh:
                    lines = fh.read().splitlines()
            except (OSError, UnicodeDecodeError):
                continue
            for line in lines:
                line = line.strip()
                if not line or line.startswith(("#", "import ", "import\t")):
                    continue
                path = os.path.join(sitedir, line)
                if os.path.isdir(path) and path not in sys.path:
                    sys.path.append(path)
    site.setquit()
    site.setcopyright()
    site.sethelper()


def _uid_can_read(uid: int, path: str) -> bool:
    pid = os.fork()
    if pid == 0:
        try:
            os.setgroups([])
            os.setgid(uid)
            os.setuid(uid)
            os.listdir(path)
            os._exit(0)
        except BaseException:  # noqa: BLE001
            os._exit(1)
    _, status = os.waitpid(pid, 0)
    return os.WIFEXITED(status) and os.WEXITSTATUS(status) == 0
