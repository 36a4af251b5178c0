"""The languages a task may be written in: names, file extensions and comments.

A task's ``language`` picks the extension of its source files in a task directory and the
line-comment that marks test units (``# %%`` in Python and Ruby, ``// %%`` in the C family).
Python is codeloop's own; every other language is a plugin of the language registry
(``codeloop.envs.sandbox.languages.plugin.LANGUAGE_PLUGINS``), read through :data:`LANGUAGES`.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass

from codeloop.envs.sandbox.languages.plugin import LANGUAGE_PLUGINS, language_names

DEFAULT_LANGUAGE = "python"


@dataclass(frozen=True)
class Language:
    """A programming language tasks can be written in.

    Attributes:
        name: The ``language`` value of a task (lowercase).
        ext: Extension of its source files, without the dot.
        line_comment: What starts a line comment.
        title: How people write its name ("C++", "JavaScript").
    """

    name: str
    ext: str
    line_comment: str
    title: str

    @property
    def unit_marker(self) -> str:
        """The line that separates test units in a test file."""
        return f"{self.line_comment} %%"


PYTHON = Language("python", "py", "#", "Python")


class _Languages(Mapping[str, Language]):
    """Python, then every registered language plugin (entry points included), by name."""

    def __getitem__(self, name: str) -> Language:
        if name == PYTHON.name:
            return PYTHON
        if not LANGUAGE_PLUGINS.knows(name):
            raise KeyError(name)
        p = LANGUAGE_PLUGINS[name]
        return Language(p.name, p.ext, p.line_comment, p.title)

    def __iter__(self) -> Iterator[str]:
        return iter([PYTHON.name, *language_names()])

    def __len__(self) -> int:
        return 1 + len(language_names())


#: Every language a task may be written in, by name (a view of the language registry).
LANGUAGES: Mapping[str, Language] = _Languages()


def get_language(name: str) -> Language:
    """The language called ``name``.

    Raises:
        KeyError: For a language codeloop does not know, naming the known ones.
    """
    try:
        return LANGUAGES[name]
    except KeyError:
        raise KeyError(f"unknown language {name!r} (known: {', '.join(LANGUAGES)})") from None


def fill_language(template: str, language: str) -> str:
    """A text meant for one task, in the task's language.

    ``{language}`` becomes the fence tag (``cpp``) and ``{language_title}`` the name (``C++``);
    a plain replace, not ``str.format``: a user's own text may hold other braces.

    Raises:
        KeyError: For an unknown language.
    """
    title = get_language(language).title
    return template.replace("{language_title}", title).replace("{language}", language)
