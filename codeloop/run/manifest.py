"""A run's ``manifest.json``, and the rules a resume must keep to.

The manifest holds the run's settings (secrets masked), versions, seeds, git revision and every
invocation that worked on it.
"""

from __future__ import annotations

import json
import os
import platform
import subprocess
import sys
import time
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from codeloop.run.plan import RunPlan

RESULT_FIELDS = ("tasks", "developer", "voice", "developer_options", "voice_options", "strict_eq",
                 "max_rounds", "test_timeout_s", "judge")
"""Config fields that change what an episode's result is: a resume must not mix them."""
RESULT_POLICY_OPTIONS = ("model", "temperature", "top_p", "max_tokens", "seed", "system_prompt",
                         "dtype", "stop", "extra_body")
"""Policy options that change what an episode's result is."""
SECRET_OPTIONS = ("api_key",)
"""Options whose values the manifest masks."""
MASKED_OPTION_GROUPS = ("policy_options", "developer_options", "voice_options")
"""The config's option dictionaries, where secrets may be."""


def now() -> str:
    """The current UTC time as ``YYYY-MM-DDTHH:MM:SSZ``."""
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())


def write_json(path: Path, obj: Any) -> None:
    """Writes ``obj`` as sorted, indented JSON, atomically (a temporary file, then a rename)."""
    tmp = path.with_suffix(path.suffix + ".tmp")
    tmp.write_text(json.dumps(obj, indent=2, sort_keys=True) + "\n", encoding="utf-8")
    os.replace(tmp, path)


def mask_secrets(config: Mapping[str, Any]) -> dict[str, Any]:
    """A config's fields with the values of :data:`SECRET_OPTIONS` replaced by ``***``."""
    data = dict(config)
    for name in MASKED_OPTION_GROUPS:
        data[name] = {k: ("***" if k in SECRET_OPTIONS and v else v)
                      for k, v in (config.get(name) or {}).items()}
    return data


def _git(*args: str) -> subprocess.CompletedProcess[str] | None:
    try:
        return subprocess.run(["git", *args], capture_output=True, text=True,
                              cwd=Path(__file__).resolve().parent, timeout=5)
    except (OSError, subprocess.SubprocessError):
        return None


def git_revision() -> str | None:
    """The git revision of the codeloop checkout, when it is one."""
    out = _git("rev-parse", "HEAD")
    if out is None or out.returncode != 0:
        return None
    return out.stdout.strip() or None


def git_dirty() -> bool | None:
    """Whether the codeloop checkout has uncommitted changes to tracked files (None: unknown)."""
    out = _git("status", "--porcelain", "--untracked-files=no")
    return None if out is None or out.returncode != 0 else bool(out.stdout.strip())


def versions(extra: Iterable[str] = ()) -> dict[str, str]:
    """Python, the platform and the versions of the distributions a result depends on."""
    from importlib import metadata

    out = {"python": platform.python_version(), "platform": platform.platform()}
    for dist in ("codeloop", "gymnasium", "pettingzoo", "openai", "docker", "numpy", "trl",
                 "transformers", "torch", *extra):
        try:
            out[dist] = metadata.version(dist)
        except metadata.PackageNotFoundError:
            continue
    return out


def result_identity(config: Mapping[str, Any]) -> dict[str, Any]:
    """The part of a (public) config that changes results: what a resume must keep."""
    ident = {k: config.get(k) for k in RESULT_FIELDS}
    opts = config.get("policy_options") or {}
    ident["policy_options"] = {k: opts[k] for k in RESULT_POLICY_OPTIONS if k in opts}
    return ident


def check_resume(manifest_path: Path, config: Mapping[str, Any]) -> dict[str, Any] | None:
    """The previous manifest, if any.

    Args:
        manifest_path: The run's ``manifest.json``.
        config: The new invocation's public config (:func:`mask_secrets`).

    Raises:
        ValueError: When the previous config would give other results.
    """
    if not manifest_path.exists():
        return None
    try:
        previous: dict[str, Any] = json.loads(manifest_path.read_text(encoding="utf-8"))
    except ValueError:
        return None  # a manifest torn by a kill: it is rewritten
    old = result_identity(previous.get("config", {}))
    new = result_identity(config)
    diffs = [f"{k}: {old[k]!r} -> {new[k]!r}" for k in new if old.get(k) != new[k]]
    if diffs:
        raise ValueError(f"{manifest_path.parent} holds a run with another config ("
                         + "; ".join(diffs) + "); resume with the same options or use "
                         "another --out")
    return previous


def check_tasks_unchanged(previous: Mapping[str, Any] | None, digests: Mapping[str, str]) -> None:
    """Refuses a resume when a task already played has changed since (its episodes are stale).

    Raises:
        ValueError: Naming the changed tasks.
    """
    old = (previous or {}).get("task_digests") or {}
    changed = sorted(t for t, d in digests.items() if t in old and old[t] != d)
    if changed:
        raise ValueError(f"task(s) changed since this run started: {', '.join(changed[:5])}"
                         f"{' ...' if len(changed) > 5 else ''}; use another --out")


def describe_policies(policies: Mapping[str, Any]) -> dict[str, Any]:
    """Model, endpoint and sampling settings of each policy that can describe itself."""
    return {spec: policy.describe() for spec, policy in sorted(policies.items())
            if callable(getattr(policy, "describe", None))}


def start_manifest(config: Mapping[str, Any], plan: RunPlan, *, backend: str, workers: int,
                   sandbox_limits: Mapping[str, Any], described: Mapping[str, Any],
                   run_seed: int, episodes_per_task: int) -> dict[str, Any]:
    """The manifest written before the first episode.

    Args:
        config: The public config (:func:`mask_secrets`).
        plan: The run's plan (its ``previous`` manifest's invocations, digests and policies are
            kept).
        backend: ``local`` or ``ray``.
        workers: Episodes in flight at once (0 on Ray: sized from the cluster).
        sandbox_limits: The sandbox's limits, as a dictionary.
        described: What the policies built here say of themselves.
        run_seed: The run's seed.
        episodes_per_task: Samples per (policy, task).

    Returns:
        The manifest; its last invocation is the one :func:`finish_manifest` completes.
    """
    previous = plan.previous or {}
    invocation = {"started_at": now(), "resumed_with": plan.resumed_with,
                  "to_run": len(plan.todo), "command": sys.argv, "backend": backend,
                  "workers": workers, "host": platform.node()}
    return {
        "config": dict(config),
        "versions": versions(("ray",) if backend == "ray" else ()),
        "git_revision": git_revision(),
        "git_dirty": git_dirty(),
        # What a verdict's time limits mean: CPU time, with a wall-clock backstop (earlier
        # versions counted wall-clock time, which made verdicts depend on the machine's load).
        "sandbox_limits": {**sandbox_limits, "clock": "cpu"},
        "n_tasks": len(plan.tasks),
        "skipped_items": plan.skipped,
        "task_ids": [t.id for t in plan.tasks],
        "task_digests": {**(previous.get("task_digests") or {}), **plan.digests},
        "n_planned": len(plan.planned),
        "seeds": {"run_seed": run_seed, "episodes_per_task": episodes_per_task,
                  "derivation": "crc32(f'{run_seed + k}/{task_id}/') & 0x7fffffff",
                  "episode_seeds": {t.id: sorted({s for _, task, s in plan.planned
                                                  if task.id == t.id})
                                    for t in plan.tasks}},
        "invocations": [*previous.get("invocations", []), invocation],
        # A resumed Ray run keeps what its workers reported last time.
        "policies": {**(previous.get("policies") or {}), **described},
    }


def finish_manifest(manifest: dict[str, Any], *, ran: int, lost: int, wall_s: float,
                    usage: Mapping[str, Any], described: Mapping[str, Any],
                    complete: bool) -> None:
    """Completes the manifest after the episodes (in place).

    Args:
        manifest: What :func:`start_manifest` returned.
        ran: Episodes played by this invocation.
        lost: Episodes that could not be run at all.
        wall_s: Seconds this invocation took so far.
        usage: Token usage per policy.
        described: What the policies say of themselves now (a server may have refused seeds;
            Ray's workers built their own policies).
        complete: Whether every planned episode is recorded.
    """
    manifest["invocations"][-1].update(finished_at=now(), ran=ran, lost=lost,
                                       wall_s=round(wall_s, 3))
    manifest["usage"] = usage
    before = manifest.get("policies")
    manifest["policies"] = {**(before if isinstance(before, dict) else {}), **described}
    manifest["complete"] = complete
