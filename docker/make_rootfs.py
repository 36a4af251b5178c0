"""Writes a minimal root filesystem (tar) holding this machine's Python interpreter.

Used by ``docker/build_image.sh`` to build the sandbox image offline with ``docker import``:
the interpreter's prefix (standard library and extension modules; of site-packages only the
allow-listed packages, ``codeloop.envs.sandbox.config.SANDBOX_PACKAGES``), every
shared library they link to (found with ``ldd``), ``/etc/passwd`` with ``nobody``, empty
``/work``, ``/tmp``, ``/proc``, ``/dev``, ``/sys``, and ``/usr/local/bin/python3``.

Usage: ``python docker/make_rootfs.py OUT.tar``
"""

from __future__ import annotations

import io
import os
import subprocess
import sys
import sysconfig
import tarfile
from pathlib import Path

SKIP_DIRS = {"site-packages", "test", "tests", "idlelib", "tkinter", "turtledemo", "ensurepip",
             "lib2to3", "__phello__"}


def _deps(paths: list[str]) -> set[str]:
    found: set[str] = set()
    for path in paths:
        out = subprocess.run(["ldd", path], capture_output=True, text=True).stdout
        for line in out.splitlines():
            parts = line.split("=>")
            target = (parts[1] if len(parts) > 1 else parts[0]).split("(")[0].strip()
            if target.startswith("/"):
                found.add(os.path.normpath(target))  # numpy's: .../_core/../../numpy.libs
    return found


def _add(tar: tarfile.TarFile, path: str, added: set[str]) -> None:
    """Adds a file and the directories above it (mode 0755), following symlinks' targets."""
    if path in added:
        return
    parent = os.path.dirname(path)
    if parent and parent != "/" and parent not in added:
        _add_dir(tar, parent, added)
    added.add(path)
    info = tar.gettarinfo(path, arcname=path.lstrip("/"))
    info.uid = info.gid = 0
    info.uname = info.gname = "root"
    if info.issym():
        tar.addfile(info)
        target = os.path.join(os.path.dirname(path), os.readlink(path))
        _add(tar, os.path.normpath(target), added)
    elif info.isdir():
        info.mode = 0o755
        tar.addfile(info)
    else:
        info.mode |= 0o444
        with open(path, "rb") as fh:
            tar.addfile(info, fh)


def _add_dir(tar: tarfile.TarFile, path: str, added: set[str], mode: int = 0o755) -> None:
    if path in added:
        return
    parent = os.path.dirname(path)
    if parent and parent != "/" and parent not in added:
        _add_dir(tar, parent, added)
    added.add(path)
    if os.path.islink(path):
        _add(tar, path, added)
        return
    info = tarfile.TarInfo(path.lstrip("/"))
    info.type = tarfile.DIRTYPE
    info.mode = mode
    tar.addfile(info)


def _add_text(tar: tarfile.TarFile, path: str, text: str, added: set[str]) -> None:
    _add_dir(tar, os.path.dirname(path), added)
    data = text.encode()
    info = tarfile.TarInfo(path.lstrip("/"))
    info.size, info.mode = len(data), 0o644
    tar.addfile(info, io.BytesIO(data))
    added.add(path)


def main(out: str) -> None:
    """Writes the root filesystem tar to ``out``."""
    prefix = os.path.realpath(sys.base_prefix)
    exe = os.path.realpath(sys.executable)
    stdlib = os.path.realpath(sysconfig.get_paths()["stdlib"])
    libdir = os.path.realpath(sysconfig.get_config_var("LIBDIR") or os.path.join(prefix, "lib"))
    files: list[str] = [exe]
    binaries: list[str] = [exe]
    for lib in Path(libdir).glob("libpython*.so*"):
        files.append(str(lib))
        binaries.append(str(lib))
    for root, dirs, names in os.walk(stdlib):
        dirs[:] = [d for d in dirs if d not in SKIP_DIRS]
        for name in names:
            full = os.path.join(root, name)
            files.append(full)
            if name.endswith(".so"):
                binaries.append(full)
    # The allow-listed third-party packages (codeloop.envs.sandbox.config.SANDBOX_PACKAGES),
    # at the base interpreter's site-packages, which the worker (run without site) puts on its
    # path: nothing else installed (codeloop and its task bank, task data) is in the image.
    site_dir = os.path.join(stdlib, "site-packages")
    extra: list[tuple[str, str]] = []  # (host path, path in the image)
    try:
        from codeloop.envs.sandbox.local import python_layout

        allowed = python_layout(sys.executable).allowed
    except Exception as exc:  # noqa: BLE001 - an image without them still judges stdlib tasks
        print(f"no allow-listed packages in the image: {exc}", file=sys.stderr)
        allowed = ()
    for home, entry in allowed:
        top = os.path.join(home, entry)
        walk = [(top, [], [entry])] if os.path.isfile(top) else os.walk(top)
        for root, _dirs, names in walk:
            for name in names:
                full = os.path.join(root if root != top or os.path.isdir(top) else home, name)
                inside = os.path.join(site_dir, os.path.relpath(full, home))
                extra.append((full, inside))
                if ".so" in name:
                    binaries.append(full)
    files += sorted(_deps(binaries))
    added: set[str] = set()
    with tarfile.open(out, "w") as tar:
        for d, mode in (("/tmp", 0o1777), ("/work", 0o1777), ("/proc", 0o555), ("/dev", 0o755),
                        ("/sys", 0o555), ("/etc", 0o755), ("/usr/local/bin", 0o755)):
            _add_dir(tar, d, added, mode)
        for path in files:
            _add(tar, path, added)
        for host, inside in extra:
            if inside in added:
                continue
            _add_dir(tar, os.path.dirname(inside), added)
            info = tar.gettarinfo(host, arcname=inside.lstrip("/"))
            info.uid = info.gid = 0
            info.uname = info.gname = "root"
            info.mode |= 0o444
            with open(host, "rb") as fh:
                tar.addfile(info, fh)
            added.add(inside)
        if os.path.exists("/lib64/ld-linux-x86-64.so.2"):
            _add(tar, "/lib64/ld-linux-x86-64.so.2", added)
        _add_text(tar, "/etc/passwd", "root:x:0:0:root:/root:/nonexistent\n"
                  "nobody:x:65534:65534:nobody:/nonexistent:/nonexistent\n", added)
        _add_text(tar, "/etc/group", "root:x:0:\nnogroup:x:65534:\n", added)
        link = tarfile.TarInfo("usr/local/bin/python3")
        link.type, link.linkname = tarfile.SYMTYPE, exe
        tar.addfile(link)
    print(f"{out}: interpreter {exe}, {len(added)} entries")


if __name__ == "__main__":
    main(sys.argv[1])
