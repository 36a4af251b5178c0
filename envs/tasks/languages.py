"""The languages a task may be written in: the one table of names, file extensions and comments.

A task's ``language`` picks the extension of its source files in a task directory and the
line-comment that marks test units (``# %%`` in Python, ``// %%`` in the C family).
"""

from __future__ import annotations

from dataclasses import dataclass

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


LANGUAGES: dict[str, Language] = {lang.name: lang for lang in (
    Language("python", "py", "#", "Python"),
    Language("java", "java", "//", "Java"),
    Language("javascript", "js", "//", "JavaScript"),
    Language("typescript", "ts", "//", "TypeScript"),
    Language("cpp", "cpp", "//", "C++"),
    Language("go", "go", "//", "Go"),
    Language("rust", "rs", "//", "Rust"),
)}


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
