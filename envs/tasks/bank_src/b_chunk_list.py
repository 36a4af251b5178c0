"""Bank task: split a list into chunks."""

from codeloop.envs.tasks.bank_src import code, tests

TASK = {
    "id": "bank/chunk_list",
    "entry_point": "chunk_list",
    "prompt": (
        "Write a Python function `chunk_list(items, size)` that splits the list `items` into "
        "consecutive chunks of `size` elements and returns them as a list of lists; the last "
        "chunk may be shorter."
    ),
    "base_checks": [tests(
        "assert chunk_list([1, 2, 3, 4, 5], 2) == [[1, 2], [3, 4], [5]]",
        "assert chunk_list([], 3) == []",
        "assert chunk_list([1, 2], 5) == [[1, 2]]",
        "assert chunk_list(list(range(6)), 3) == [[0, 1, 2], [3, 4, 5]]",
    )],
    "instructions": [
        {
            "id": "bad_size",
            "category": "exception_handling",
            "text": "Raise ValueError('size must be a positive integer') when `size` is not an "
                    "int or is smaller than 1.",
            "checks": [tests(
                """
for bad in (0, -2, 1.5):
    try:
        chunk_list([1, 2, 3], bad)
    except ValueError as e:
        assert str(e) == 'size must be a positive integer', str(e)
    else:
        raise AssertionError(f'size={bad!r} accepted')
""",
            )],
        },
        {
            "id": "any_iterable",
            "category": "input_output_conditions",
            "text": "Accept any iterable for `items` (tuples, strings, generators, ...), "
                    "consuming it only once; every chunk in the result is always a list.",
            "checks": [tests(
                "assert chunk_list((1, 2, 3), 2) == [[1, 2], [3]]",
                "assert chunk_list('abcde', 2) == [['a', 'b'], ['c', 'd'], ['e']]",
                "assert chunk_list((x * x for x in range(4)), 3) == [[0, 1, 4], [9]]",
            )],
        },
        {
            "id": "none_input",
            "category": "edge_case_handling",
            "text": "Some callers pass `items=None` when they have nothing; treat None like an "
                    "empty input and return [] (the size is still validated).",
            "checks": [tests(
                "assert chunk_list(None, 3) == []",
                """
try:
    chunk_list(None, 0)
except ValueError:
    pass
else:
    raise AssertionError('size=0 accepted with items=None')
""",
            )],
        },
        {
            "id": "use_islice",
            "category": "imports",
            "text": "Build the chunks with `itertools.islice` over an iterator of the input "
                    "(import it from the `itertools` module) instead of indexing.",
            "checks": [
                {"kind": "imports", "params": {"required": ["itertools"]}},
                {"kind": "require", "params": {"calls": ["islice"]}},
            ],
        },
        {
            "id": "type_hints",
            "category": "annotation_coverage",
            "text": "Annotate it as `chunk_list(items: Iterable[Any] | None, size: int) -> "
                    "list[list[Any]]`, importing `Iterable` from `collections.abc` and `Any` "
                    "from `typing`.",
            "checks": [{"kind": "type_hints", "params": {"exact": {"chunk_list": {
                "items": "Iterable[Any] | None", "size": "int",
                "return": "list[list[Any]]"}}}}],
        },
        {
            "id": "docstring",
            "category": "docstring",
            "text": "Add a Google-style docstring to `chunk_list` (Args: for both parameters, "
                    "Returns:, and Raises:).",
            "checks": [{"kind": "docstring", "params": {"names": ["chunk_list"],
                                                        "style": "google"}}],
        },
        {
            "id": "pep8",
            "category": "code_standard",
            "text": "Make it PEP 8 clean (pycodestyle, default settings, no output).",
            "checks": [{"kind": "pep8", "params": {}}],
        },
        {
            "id": "lazy",
            "category": "functionality_extension",
            "text": "Inputs can be huge streams, so make `chunk_list` lazy: it must return a "
                    "generator (a generator function using `yield`) that yields the chunks as "
                    "lists, and its return annotation becomes `Iterator[list[Any]]` (from "
                    "`collections.abc`). The size must still be validated immediately when "
                    "`chunk_list` is called, not on first iteration; None still means no "
                    "chunks.",
            "checks": [
                tests(
                    "import types\ng = chunk_list([1, 2, 3], 2)\n"
                    "assert isinstance(g, types.GeneratorType)\nassert list(g) == [[1, 2], [3]]",
                    "assert list(chunk_list('abcde', 2)) == [['a', 'b'], ['c', 'd'], ['e']]",
                    "assert list(chunk_list(None, 2)) == []",
                    "import itertools\ng = chunk_list(itertools.count(), 2)\n"
                    "assert next(g) == [0, 1] and next(g) == [2, 3]",
                    """
try:
    chunk_list([1], 0)
except ValueError as e:
    assert str(e) == 'size must be a positive integer'
else:
    raise AssertionError('size=0 not rejected at call time')
""",
                ),
                {"kind": "require", "params": {"constructs": ["yield"]}},
                {"kind": "type_hints", "params": {"names": ["chunk_list"], "exact": {
                    "chunk_list": {"items": "Iterable[Any] | None", "size": "int",
                                   "return": "Iterator[list[Any]]"}}}},
            ],
            "supersedes": ["base", "any_iterable", "none_input", "type_hints"],
        },
    ],
    "references": [
        code("""
def chunk_list(items, size):
    chunks=[]
    for i in range(0, len(items), size):
        chunks.append(items[i:i+size])
    return chunks
"""),
        code("""
def chunk_list(items, size):
    if not isinstance(size, int) or size<1:
        raise ValueError('size must be a positive integer')
    chunks=[]
    for i in range(0, len(items), size):
        chunks.append(items[i:i+size])
    return chunks
"""),
        code("""
def chunk_list(items, size):
    if not isinstance(size, int) or size<1:
        raise ValueError('size must be a positive integer')
    chunks=[]
    current=[]
    for item in items:
        current.append(item)
        if len(current)==size:
            chunks.append(current)
            current=[]
    if current:
        chunks.append(current)
    return chunks
"""),
        code("""
def chunk_list(items, size):
    if not isinstance(size, int) or size<1:
        raise ValueError('size must be a positive integer')
    if items is None:
        return []
    chunks=[]
    current=[]
    for item in items:
        current.append(item)
        if len(current)==size:
            chunks.append(current)
            current=[]
    if current:
        chunks.append(current)
    return chunks
"""),
        code("""
from itertools import islice

def chunk_list(items, size):
    if not isinstance(size, int) or size<1:
        raise ValueError('size must be a positive integer')
    if items is None:
        return []
    it=iter(items)
    chunks=[]
    while chunk:=list(islice(it, size)):
        chunks.append(chunk)
    return chunks
"""),
        code("""
from collections.abc import Iterable
from itertools import islice
from typing import Any

def chunk_list(items: Iterable[Any] | None, size: int) -> list[list[Any]]:
    if not isinstance(size, int) or size<1:
        raise ValueError('size must be a positive integer')
    if items is None:
        return []
    it=iter(items)
    chunks=[]
    while chunk:=list(islice(it, size)):
        chunks.append(chunk)
    return chunks
"""),
        code("""
from collections.abc import Iterable
from itertools import islice
from typing import Any

def chunk_list(items: Iterable[Any] | None, size: int) -> list[list[Any]]:
    \"\"\"Splits items into consecutive chunks.

    Args:
        items: Any iterable, or None for no items.
        size: The chunk length; the last chunk may be shorter.

    Returns:
        The chunks, each a list.

    Raises:
        ValueError: If size is not a positive integer.
    \"\"\"
    if not isinstance(size, int) or size<1:
        raise ValueError('size must be a positive integer')
    if items is None:
        return []
    it=iter(items)
    chunks=[]
    while chunk:=list(islice(it, size)):
        chunks.append(chunk)
    return chunks
"""),
        code("""
from collections.abc import Iterable
from itertools import islice
from typing import Any


def chunk_list(items: Iterable[Any] | None, size: int) -> list[list[Any]]:
    \"\"\"Splits items into consecutive chunks.

    Args:
        items: Any iterable, or None for no items.
        size: The chunk length; the last chunk may be shorter.

    Returns:
        The chunks, each a list.

    Raises:
        ValueError: If size is not a positive integer.
    \"\"\"
    if not isinstance(size, int) or size < 1:
        raise ValueError('size must be a positive integer')
    if items is None:
        return []
    it = iter(items)
    chunks = []
    while chunk := list(islice(it, size)):
        chunks.append(chunk)
    return chunks
"""),
        code("""
from collections.abc import Iterable, Iterator
from itertools import islice
from typing import Any


def chunk_list(items: Iterable[Any] | None,
               size: int) -> Iterator[list[Any]]:
    \"\"\"Lazily splits items into consecutive chunks.

    Args:
        items: Any iterable, or None for no items.
        size: The chunk length; the last chunk may be shorter.

    Returns:
        A generator of chunks, each a list.

    Raises:
        ValueError: If size is not a positive integer (raised at call time).
    \"\"\"
    if not isinstance(size, int) or size < 1:
        raise ValueError('size must be a positive integer')
    # A separate generator, so that the check above runs eagerly.
    return _chunks(iter(items if items is not None else ()), size)


def _chunks(it: Iterator[Any], size: int) -> Iterator[list[Any]]:
    while chunk := list(islice(it, size)):
        yield chunk
"""),
    ],
    "solo": {
        "bad_size": code("""
def chunk_list(items, size):
    if not isinstance(size, int) or size<1:
        raise ValueError('size must be a positive integer')
    chunks=[]
    for i in range(0, len(items), size):
        chunks.append(items[i:i+size])
    return chunks
"""),
        "any_iterable": code("""
def chunk_list(items, size):
    items=list(items)
    chunks=[]
    for i in range(0, len(items), size):
        chunks.append(items[i:i+size])
    return chunks
"""),
        "none_input": code("""
def chunk_list(items, size):
    if size<1:
        raise ValueError('size must be a positive integer')
    if items is None:
        return []
    chunks=[]
    for i in range(0, len(items), size):
        chunks.append(items[i:i+size])
    return chunks
"""),
        "use_islice": code("""
import itertools

def chunk_list(items, size):
    it=iter(items)
    chunks=[]
    while True:
        chunk=list(itertools.islice(it, size))
        if not chunk:
            return chunks
        chunks.append(chunk)
"""),
        "type_hints": code("""
from collections.abc import Iterable
from typing import Any

def chunk_list(items: Iterable[Any] | None, size: int) -> list[list[Any]]:
    chunks=[]
    for i in range(0, len(items), size):
        chunks.append(items[i:i+size])
    return chunks
"""),
        "docstring": code("""
def chunk_list(items, size):
    \"\"\"Chunks a list.

    Args:
        items: The list.
        size: Chunk size.

    Returns:
        The chunks.

    Raises:
        ValueError: If size is 0.
    \"\"\"
    chunks=[]
    for i in range(0, len(items), size):
        chunks.append(items[i:i+size])
    return chunks
"""),
        "pep8": code("""
def chunk_list(items, size):
    chunks = []
    for i in range(0, len(items), size):
        chunks.append(items[i:i + size])
    return chunks
"""),
        "lazy": code("""
from collections.abc import Iterable, Iterator
from typing import Any

def chunk_list(items: Iterable[Any] | None, size: int) -> Iterator[list[Any]]:
    if not isinstance(size, int) or size<1:
        raise ValueError('size must be a positive integer')
    return _gen(items or (), size)

def _gen(items, size):
    chunk=[]
    for item in items:
        chunk.append(item)
        if len(chunk)==size:
            yield chunk
            chunk=[]
    if chunk:
        yield chunk
"""),
    },
}
