"""Text spaces for chat-style observations and actions."""

from __future__ import annotations

from typing import Any

from gymnasium import spaces

MAX_TEXT = 1_000_000


class UnicodeText(spaces.Text):
    """A :class:`gymnasium.spaces.Text` that contains any Python string up to ``max_length``.

    ``spaces.Text`` only contains strings over its (alphanumeric by default) charset, but a
    developer's message or a model's reply is arbitrary Unicode. Sampling still draws from the
    charset, which is enough for ``check_env``'s random actions.
    """

    def __init__(self, max_length: int = MAX_TEXT, *, min_length: int = 0, seed: Any = None):
        super().__init__(max_length=max_length, min_length=min_length, seed=seed)

    def contains(self, x: Any) -> bool:
        """True for any ``str`` within the length bounds."""
        return isinstance(x, str) and self.min_length <= len(x) <= self.max_length

    def __repr__(self) -> str:
        return f"UnicodeText({self.min_length}, {self.max_length})"

    def __eq__(self, other: Any) -> bool:
        return (isinstance(other, UnicodeText) and self.min_length == other.min_length
                and self.max_length == other.max_length)
