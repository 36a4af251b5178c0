"""TRL feature gates: fail early, with a message that says what to install.

Gates test the installed TRL for the feature itself (a constructor parameter, a trainer
method) rather than trusting version numbers alone, and name the installed and the tested
versions in the message. Importing this module never imports torch or TRL.
"""

from __future__ import annotations

import importlib.metadata
import inspect
from dataclasses import dataclass

TESTED_TRL = "1.16.0"
"""The TRL version codeloop's training integration is tested against."""


class TrainingUnavailable(ImportError):
    """The installed packages cannot run the requested kind of training."""


@dataclass(frozen=True)
class Feature:
    """A GRPOTrainer capability a training mode needs.

    Attributes:
        name: Short name used in messages.
        init_param: A ``GRPOTrainer.__init__`` parameter that must exist, if any.
        method: A ``GRPOTrainer`` attribute that must exist, if any.
        source_mentions: A name ``GRPOTrainer.__init__``'s source must use, for features
            that have no parameter of their own (a reserved environment method).
        why: What the mode uses it for.
    """

    name: str
    init_param: str | None = None
    method: str | None = None
    source_mentions: str | None = None
    why: str = ""


FEATURES: dict[str, tuple[Feature, ...]] = {
    "static": (
        Feature("reward functions with log_metric/log_extra", method="_log_metric",
                why="logging each reward term separately"),
    ),
    "multiturn": (
        Feature("rollout_func", init_param="rollout_func",
                why="playing whole episodes with developer turns masked out of the loss"),
    ),
    "tools": (
        Feature("environment_factory", init_param="environment_factory",
                why="exposing submit_code(code) as a tool of a per-rollout environment"),
        Feature("environment-owned reward (get_reward)", source_mentions="get_reward",
                why="paying the episode's reward from the environment"),
    ),
}
"""What each training mode needs from GRPOTrainer."""


def installed_version(package: str) -> str | None:
    """The installed version of a distribution, or None when it is not installed."""
    try:
        return importlib.metadata.version(package)
    except importlib.metadata.PackageNotFoundError:
        return None


def require_training(mode: str = "static") -> None:
    """Checks that TRL and its stack can run a training mode.

    Args:
        mode: ``static``, ``multiturn`` (rollout_func) or ``tools`` (environment_factory).

    Raises:
        TrainingUnavailable: Naming what is missing and how to install it.
        ValueError: For an unknown mode.
    """
    if mode not in FEATURES:
        raise ValueError(f"unknown training mode {mode!r}; choose one of {', '.join(FEATURES)}")
    missing = [p for p in ("torch", "trl", "transformers", "datasets")
               if installed_version(p) is None]
    if missing:
        raise TrainingUnavailable(
            f"codeloop training needs {', '.join(missing)}: install the extra with "
            "`pip install torch==2.13.0 && pip install -e '.[train]'` (pin torch first: an "
            "unpinned torch pulls several GB of CUDA packages)")
    from trl import GRPOTrainer

    params = inspect.signature(GRPOTrainer.__init__).parameters
    version = installed_version("trl")
    for feature in FEATURES[mode]:
        ok = ((feature.init_param is None or feature.init_param in params)
              and (feature.method is None or hasattr(GRPOTrainer, feature.method))
              and (feature.source_mentions is None
                   or feature.source_mentions in inspect.getsource(GRPOTrainer.__init__)))
        if not ok:
            raise TrainingUnavailable(
                f"--mode {mode} needs GRPOTrainer's {feature.name} ({feature.why}), which "
                f"trl {version} does not have; codeloop is tested with trl {TESTED_TRL}: "
                f"`pip install 'trl>={TESTED_TRL}'`")
    if mode == "tools":
        tf = installed_version("transformers") or "0"
        from packaging.version import Version

        if Version(tf) < Version("5.2.0"):
            raise TrainingUnavailable(
                f"--mode tools needs transformers >= 5.2 for tool-calling rollouts "
                f"(installed: {tf})")


def vllm_available() -> bool:
    """True when vLLM can be imported (GRPOConfig(use_vllm=True) needs it)."""
    return installed_version("vllm") is not None
