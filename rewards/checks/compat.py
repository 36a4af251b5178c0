"""Source transforms a rule applies before judging (``compat`` parameter)."""

from __future__ import annotations

import ast
import re
from collections.abc import Callable, Mapping
from typing import Any

from codeloop.registry import Registry


def codeif_bench_strip(source: str) -> str:
    """Reproduces CodeIF-Bench's pre-processing of an answer before its tests run.

    Its harness deletes every triple-quoted block that opens on a line of its own after four
    spaces (``    \"\"\"`` + newline, i.e. most function docstrings), then every blank or
    whitespace-only line. A text transform by design: it is the original harness's behaviour,
    not a codeloop rule (see docs/LOADERS.md, ``--compat codeif-bench``).
    """
    stripped = re.sub(r'    """\r?\n(.*?)"""', "", source, flags=re.DOTALL)
    return "\n".join(line for line in stripped.splitlines() if line.strip())


SOURCE_TRANSFORMS: Registry[Callable[[str], str]] = Registry("compat mode")
"""Named source transforms a rule applies before checking (param ``compat``)."""
SOURCE_TRANSFORMS.register("codeif-bench", codeif_bench_strip)


def compat_source(source: str, tree: ast.Module,
                   params: Mapping[str, Any]) -> tuple[str, ast.Module]:
    """The source and tree a rule should judge, after the ``compat`` transform if any."""
    compat = params.get("compat")
    if not compat:
        return source, tree
    transform = SOURCE_TRANSFORMS.lookup(compat)  # UnknownName (a ValueError) names the modes
    new = transform(source)
    return new, ast.parse(new)
