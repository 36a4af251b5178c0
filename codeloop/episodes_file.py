"""Reading a run's ``episodes.jsonl``: the one reader the runner and the reports share.

It lives below both (it needs only the episode record), so the report package reads runs
without importing the runner, and the runner writes reports without an import cycle.
"""

from __future__ import annotations

import json
from pathlib import Path

from codeloop.rewards.episode import Episode

__all__ = ["read_episodes"]


def read_episodes(path: Path, repair: bool = False) -> list[Episode]:
    """Reads ``episodes.jsonl``; with ``repair``, cuts off a torn last line (killed mid-write).

    Raises:
        ValueError: On a corrupt line that is not the last one.
    """
    if not path.exists():
        return []
    data = path.read_bytes()
    episodes = []
    offset = 0
    lines = data.split(b"\n")
    for i, raw in enumerate(lines):
        is_last = i == len(lines) - 1
        end = offset + len(raw) + (0 if is_last else 1)
        if raw.strip():
            try:
                episodes.append(Episode.from_dict(json.loads(raw)))
            except (ValueError, KeyError, TypeError) as exc:
                if is_last or (i == len(lines) - 2 and not lines[-1].strip()):
                    if repair:
                        with path.open("r+b") as fh:
                            fh.truncate(offset)
                    break
                raise ValueError(f"{path}:{i + 1}: corrupt episode record: {exc}") from exc
            if is_last and repair:
                # A complete record whose newline never reached the disk: finish the line, or
                # the next append would glue two records together.
                with path.open("ab") as fh:
                    fh.write(b"\n")
        offset = end
    return episodes
