"""Expected observation streams: a probe run against the task's reference, never the candidate.

The streams a candidate's observations are compared with come from running the same probes
(:mod:`.probes`) against the task's reference for that test, in a worker pool of its own that
never runs candidate code. Each stream is cached by a hash of what determines it (language,
toolchain version, runtime sources, reference code, probe source) in memory and on disk under
the user cache directory (``$CODELOOP_EXPECTED_CACHE``, else
``$XDG_CACHE_HOME/codeloop/lang-expected``), written atomically so that several codeloop
processes can share it. Only streams of tests the reference completed are cached.
"""

from __future__ import annotations

import hashlib
import json
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from codeloop.envs.sandbox.base import Job, JobResult, Limits, TestCase
from codeloop.envs.sandbox.disk_cache import entry_path, load_entry, store_entry, user_cache_dir

#: Bumped when what an observation means changes: older cached streams are not reused.
FORMAT = 1
#: An observation: (site index, canonical text of the value).
Stream = tuple[tuple[int, str], ...]


def cache_dir() -> Path:
    """Where expected streams are kept on disk (``$CODELOOP_EXPECTED_CACHE`` overrides it)."""
    return user_cache_dir("lang-expected", "CODELOOP_EXPECTED_CACHE")


@dataclass(frozen=True)
class Expected:
    """What the reference observed in one test, or why it could not serve as the reference.

    Attributes:
        stream: The reference's observations (None when it did not complete the test).
        problem: Why there is no stream (the reference's status and message), or ``""``.
        cached: Whether the stream came from the cache.
    """

    stream: Stream | None
    problem: str = ""
    cached: bool = False


def stream_of(observed: Sequence[Sequence[Any]]) -> Stream:
    """A stream from the server's ``[[site, text], ...]``."""
    return tuple((int(site), str(text)) for site, text in observed)


class ExpectedStreams:
    """Computes and caches a language's expected streams.

    Args:
        language: The language.
        fingerprint: What else determines a stream (toolchain version, runtime sources).
        run: Runs a job of probes against a reference and returns its result with each test's
            observations in ``extra["observed"]`` (the reference pool's direct run).
        directory: The disk cache (default: :func:`cache_dir`).
    """

    def __init__(self, language: str, fingerprint: str, run: Callable[[Job], JobResult],
                 directory: Path | None = None):
        self.language = language
        self.fingerprint = fingerprint
        self._run = run
        self.directory = directory or cache_dir()
        self._memory: dict[str, Stream] = {}
        self._lock = threading.Lock()
        self.reference_jobs = 0

    def key(self, reference: str, probe: str) -> str:
        """The cache key of one (reference, probe) pair."""
        blob = json.dumps([FORMAT, self.language, self.fingerprint, reference, probe])
        return hashlib.sha256(blob.encode()).hexdigest()

    def _path(self, key: str) -> Path:
        return entry_path(self.directory / self.language, key)

    def _load(self, key: str) -> Stream | None:
        with self._lock:
            found = self._memory.get(key)
        if found is not None:
            return found
        data = load_entry(self._path(key))
        try:
            stream = stream_of(data["observed"])  # type: ignore[index]
        except (KeyError, TypeError, ValueError):
            return None
        with self._lock:
            self._memory[key] = stream
        return stream

    def _store(self, key: str, stream: Stream) -> None:
        with self._lock:
            self._memory[key] = stream
        store_entry(self._path(key), {"observed": [list(o) for o in stream]})

    def expected(self, reference: str, probes: Sequence[str], limits: Limits) -> list[Expected]:
        """The reference's stream of each probe, from the cache or one reference job.

        Args:
            reference: The reference code the probes run against.
            probes: Probe sources.
            limits: The candidate job's limits (the reference gets at least as much time).

        Returns:
            One :class:`Expected` per probe, in order.
        """
        keys = [self.key(reference, p) for p in probes]
        found: list[Expected | None] = []
        for key in keys:
            stream = self._load(key)
            found.append(None if stream is None else Expected(stream, cached=True))
        todo = [i for i, e in enumerate(found) if e is None]
        if todo:
            generous = replace(limits, timeout_s=max(limits.timeout_s, 30.0),
                               test_timeout_s=max(limits.test_timeout_s, 5.0))
            job = Job(code=reference, tests=tuple(TestCase(f"p{i}", probes[i]) for i in todo),
                      limits=generous)
            self.reference_jobs += 1
            result = self._run(job)
            observed = result.extra.get("observed", {})
            for i in todo:
                outcome = result.outcome(f"p{i}")
                if outcome is not None and outcome.status == "passed":
                    stream = stream_of(observed.get(f"p{i}", []))
                    self._store(keys[i], stream)
                    found[i] = Expected(stream)
                else:
                    why = (f"{outcome.status}: {outcome.message}" if outcome is not None
                           else "no outcome")
                    found[i] = Expected(None, f"the reference did not complete this test "
                                        f"({result.status}; {why})"[:600])
        return [e for e in found if e is not None]
