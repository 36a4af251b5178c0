"""Virtualenvs made by tests that see this interpreter's packages after their own."""

from __future__ import annotations

import subprocess
import sys
import sysconfig
from pathlib import Path


def site_dirs() -> list[str]:
    """This interpreter's site-packages directories, in the order its ``sys.path`` has them.

    Its own (``purelib``) first; then every other ``site-packages`` or ``dist-packages`` entry
    of ``sys.path``: for a virtualenv made with ``--system-site-packages``, the base
    interpreter's, where most of the packages are.
    """
    dirs = [sysconfig.get_paths()["purelib"]]
    for entry in sys.path:
        if (entry.endswith(("site-packages", "dist-packages")) and entry not in dirs
                and Path(entry).is_dir()):
            dirs.append(entry)
    return dirs


def share_site_packages(python: Path) -> None:
    """Lets the virtualenv of ``python`` import this interpreter's packages after its own.

    Writes ``_outer.pth`` into that virtualenv's ``purelib``; ``site`` reads it at start-up.

    Args:
        python: The virtualenv's interpreter.
    """
    inner = subprocess.run([str(python), "-c", "import sysconfig; print(sysconfig.get_paths()"
                            "['purelib'])"], capture_output=True, text=True,
                           check=True).stdout.strip()
    lines = "".join(f"import site; site.addsitedir({d!r})\n" for d in site_dirs())
    Path(inner, "_outer.pth").write_text(lines)
