"""The plain-data profiles of the tasks' references, kept on disk between runs.

Which functions of a reference return only plain data in a test (``TestCase.plain``) is
learnt by running the test on the reference once (``pool.ForkServerSandbox``); a bank turn's
job has up to 180 tests, and the main job paid those profile runs at every start (the
reference's callback-heavy tests alone cost seconds). A profile is a function of the
reference, the test, the job's settings and the sandbox's own code, so it is cached by a
hash of all of them, in memory and under ``$CODELOOP_PLAIN_CACHE`` (else
``$XDG_CACHE_HOME/codeloop/python-plain``), written atomically so that several codeloop
processes share it, as the language sandboxes' expected streams are (``lang-expected``).
Only profiles of tests the reference passed are written: a failure teaches nothing and may
come from the machine.
"""

from __future__ import annotations

import hashlib
import json
import sys
from dataclasses import asdict
from pathlib import Path
from typing import Any

from codeloop.envs.sandbox.base import Job, TestCase
from codeloop.envs.sandbox.disk_cache import entry_path, load_entry, store_entry, user_cache_dir

#: Bumped when what a profile means changes: older cached profiles are not reused.
FORMAT = 1


def cache_dir() -> Path:
    """Where profiles are kept on disk (``$CODELOOP_PLAIN_CACHE`` overrides it)."""
    return user_cache_dir("python-plain", "CODELOOP_PLAIN_CACHE")


class PlainCache:
    """Profiles on disk, by a hash of what decides them.

    Args:
        harness: The in-sandbox program's source (what a profile run executes).
        directory: The disk cache (default: :func:`cache_dir`); None keeps nothing on disk.
    """

    def __init__(self, harness: bytes, directory: Path | None = None):
        self.fingerprint = hashlib.sha256(harness + sys.version.encode()).hexdigest()
        self.directory = directory

    def key(self, test: TestCase, job: Job, settings: list[Any] | None = None) -> str:
        """The cache key of a test's profile on its reference, under the job's settings.

        Args:
            test: The test (its reference and source).
            job: The job it belongs to.
            settings: :meth:`settings` of ``job``, when the caller keys many of its tests
                (``asdict`` of the limits cost 0.7 ms a test, a third of a replayed turn).
        """
        limits, strict_eq, files, allow_exec = self.settings(job) if settings is None \
            else settings
        blob = json.dumps([FORMAT, self.fingerprint, test.reference, test.source,
                           limits, strict_eq, files, allow_exec])
        return hashlib.sha256(blob.encode()).hexdigest()

    @staticmethod
    def settings(job: Job) -> list[Any]:
        """What of ``job`` goes into each of its tests' keys (see :meth:`key`)."""
        return [asdict(job.limits), job.strict_eq, sorted(job.files.items()), job.allow_exec]

    def _path(self, key: str) -> Path | None:
        return None if self.directory is None else entry_path(self.directory, key)

    def load(self, key: str) -> tuple[str, ...] | None:
        """The stored profile, or None (none stored, or unreadable)."""
        path = self._path(key)
        if path is None:
            return None
        data = load_entry(path)
        names = data.get("plain") if isinstance(data, dict) else None
        if type(names) is not list or not all(type(n) is str for n in names):
            return None
        return tuple(names)

    def store(self, key: str, names: tuple[str, ...]) -> None:
        """Writes a profile (best effort: a read-only cache only costs reruns)."""
        path = self._path(key)
        if path is None:
            return
        store_entry(path, {"plain": list(names)})
