"""Writes a minimal root filesystem (tar) holding this machine's Python interpreter.

Used by ``docker/build_image.sh`` to build the sandbox image offline with ``docker import``:
the interpreter's prefix (standard library and extension modules, no site-packages), every
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
                found.add(target)
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
    files += sorted(_deps(binaries))
    added: set[str] = set()
    with tarfile.open(out, "w") as tar:
        for d, mode in (("/tmp", 0o1777), ("/work", 0o1777), ("/proc", 0o555), ("/dev", 0o755),
                        ("/sys", 0o555), ("/etc", 0o755), ("/usr/local/bin", 0o755)):
            _add_dir(tar, d, added, mode)
        for path in files:
            _add(tar, path, added)
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
