"""Text spaces for chat-style observations and actions."""

from __future__ import annotations

from typing import Any

from gymnasium import spaces
from gymnasium.error import CustomSpaceError
from gymnasium.vector.utils import create_shared_memory

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


# AsyncVectorEnv's shared memory (gymnasium.vector.utils) holds fixed-size numeric arrays that
# the parent reads *in place*: it decodes the buffer once, at construction, and relies on the
# result being a view. Text decodes to new strings, so with gymnasium's own Text handlers every
# observation after construction is silently stale (empty strings). No view of a buffer can be a
# str, so a UnicodeText refuses shared memory with one clear error instead.
SHARED_MEMORY_REFUSAL = (
    "codeloop's observations are text (any alphabet, any length), which gymnasium's shared "
    "memory cannot hold: it keeps numeric arrays that are read in place, and a string cannot be "
    "a view of one. Use gymnasium.vector.AsyncVectorEnv(env_fns, shared_memory=False): "
    "observations are then pickled, a cost that is small next to one sandbox run.")


def _refuse_shared_memory(space: UnicodeText, n: int = 1, ctx: Any = None) -> Any:
    raise CustomSpaceError(SHARED_MEMORY_REFUSAL)


create_shared_memory.register(UnicodeText, _refuse_shared_memory)
