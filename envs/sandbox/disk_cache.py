"""codeloop's disk caches: where they live, and their JSON entries, read and written safely.

Shared by the Python sandbox's plain-data profiles (:mod:`.plain_cache`) and the language
sandboxes' expected streams (:mod:`.languages.expected`). An entry is a JSON file named by its
key, under a directory of the key's first two hex digits. Writes are atomic (a reader sees no
file or the whole one) and best effort, and an unreadable entry reads as missing: a cache that
cannot be used only costs reruns.
"""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any


def user_cache_dir(name: str, override_env: str) -> Path:
    """Where one of codeloop's disk caches lives.

    ``$override_env`` when set, else ``codeloop/<name>`` under ``$XDG_CACHE_HOME`` (default
    ``~/.cache``).
    """
    explicit = os.environ.get(override_env)
    if explicit:
        return Path(explicit)
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base, "codeloop", name)


def entry_path(directory: Path, key: str) -> Path:
    """The file of entry ``key`` (a hex digest) in ``directory``."""
    return directory / key[:2] / f"{key}.json"


def load_entry(path: Path) -> Any | None:
    """The decoded entry, or None when it is missing or not JSON."""
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None


def store_entry(path: Path, data: Any) -> None:
    """Writes an entry atomically; a cache that cannot be written is left as it is."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".tmp-")
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            json.dump(data, fh)
        os.replace(tmp, path)
    except OSError:
        pass
