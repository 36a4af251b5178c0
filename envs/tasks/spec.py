"""`TaskSpec`: which tasks to load, as a typed value; the ``--tasks`` string is sugar for it.

``codeif-bench:data.jsonl?compat=codeif-bench@lang=python,two_sum`` reads as
``TaskSpec(source="codeif-bench", arg="data.jsonl", options={"compat": "codeif-bench"},
ids=("two_sum",), languages=("python",))``. :meth:`TaskSpec.parse` is the one parser of that
mini-language and ``str(spec)`` writes it back, so a spec round-trips through manifests and
config files. Whether ``source`` names a registered source or is a path is decided when the
tasks are loaded (:func:`codeloop.envs.tasks.load_tasks`), where the registry is known.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any
from urllib.parse import parse_qsl, urlencode


@dataclass(frozen=True)
class TaskSpec:
    """Which tasks to load.

    Attributes:
        source: A registered source (``bank``, ``codeif-bench`` ...) or a path.
        arg: The source's argument (a path, names); empty for none.
        options: The source's loader options (``?key=value&...`` after the argument).
        ids: Keep only these task ids (or id suffixes); empty keeps every task.
        languages: Keep only tasks in these languages; empty keeps every language.
    """

    source: str = "bank"
    arg: str = ""
    options: Mapping[str, str] = field(default_factory=dict)
    ids: tuple[str, ...] = ()
    languages: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if not self.source:
            raise ValueError("a task spec needs a source (e.g. bank, or a file path)")
        object.__setattr__(self, "options", MappingProxyType(dict(self.options)))
        object.__setattr__(self, "ids", tuple(self.ids))
        object.__setattr__(self, "languages", tuple(self.languages))

    def __reduce__(self) -> tuple[Any, ...]:
        return (TaskSpec, (self.source, self.arg, dict(self.options), self.ids, self.languages))

    @classmethod
    def parse(cls, text: str) -> TaskSpec:
        """Reads the ``--tasks`` mini-language (see the module docstring).

        Raises:
            ValueError: For an empty spec.
        """
        text = text.strip()
        location, ids, languages = text, [], []
        if "@" in text:
            location, _, filters = text.rpartition("@")
            items = [i for i in filters.split(",") if i]
            languages = [i.partition("=")[2] for i in items if i.startswith("lang=")]
            ids = [i for i in items if not i.startswith("lang=")]
        source, sep, arg = location.partition(":")
        options: dict[str, str] = {}
        if "?" in arg:
            arg, _, query = arg.partition("?")
            options = dict(parse_qsl(query, keep_blank_values=True))
        if not source:
            raise ValueError(f"task spec {text!r} names no source")
        return cls(source, arg if sep else "", options, tuple(ids), tuple(languages))

    @property
    def location(self) -> str:
        """``source:arg?options`` without the filters: what a source (or a path) is given."""
        arg = self.loader_arg
        return f"{self.source}:{arg}" if arg else self.source

    @property
    def loader_arg(self) -> str:
        """The argument a registered source's loader reads: ``arg?options``."""
        return f"{self.arg}?{urlencode(dict(self.options))}" if self.options else self.arg

    def __str__(self) -> str:
        filters = [*(f"lang={lang}" for lang in self.languages), *self.ids]
        return self.location + ("@" + ",".join(filters) if filters else "")
