"""Writing the small TOML subset a ``task.toml`` uses (the standard library only reads TOML).

Strings, integers, floats, booleans, arrays and tables; long strings become multi-line basic
strings wrapped at spaces with line-ending backslashes, so prose stays readable and reads back
byte for byte (``dumps`` checks that it does).
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Collection, Mapping
from typing import Any

WIDTH = 96
_BARE_KEY = re.compile(r"[A-Za-z0-9_-]+")
_ESCAPES = {"\\": "\\\\", '"': '\\"', "\b": "\\b", "\t": "\\t", "\f": "\\f", "\r": "\\r"}


def _escape(text: str, *, newline: str) -> str:
    out = []
    for ch in text:
        if ch in _ESCAPES:
            out.append(_ESCAPES[ch])
        elif ch == "\n":
            out.append(newline)
        elif ord(ch) < 0x20 or ord(ch) == 0x7F:
            out.append(f"\\u{ord(ch):04x}")
        else:
            out.append(ch)
    return "".join(out)


def _wrap(line: str, width: int) -> list[str]:
    """Cuts an escaped line after spaces that precede a non-space, keeping pieces <= width."""
    pieces: list[str] = []
    while len(line) > width:
        cut = max((j for j in range(1, width) if line[j - 1] == " " and line[j] != " "
                   and line[j - 2:j] != "\\ "), default=0)
        if not cut:
            break
        pieces.append(line[:cut] + "\\")
        line = line[cut:]
    return [*pieces, line]


def string(text: str, *, indent: int = 0) -> str:
    """A TOML string: one basic string when it fits, else a wrapped multi-line basic string."""
    single = '"' + _escape(text, newline="\\n") + '"'
    if "\n" not in text and indent + len(single) <= WIDTH:
        return single
    lines = _escape(text, newline="\n").split("\n")
    body = "\n".join(piece for line in lines for piece in _wrap(line, WIDTH))
    return '"""\n' + body + '"""'


def key(name: str) -> str:
    """A bare key when it can be one, else a quoted key."""
    return name if _BARE_KEY.fullmatch(name) else string(name)


def value(obj: Any, *, used: int = 0, indent: int = 0) -> str:
    """An inline TOML value; an array too long for one line puts an item on each line.

    Args:
        obj: The value.
        used: Columns already used on the value's first line (to decide whether it fits).
        indent: Indentation of the line the value starts on (nested items go 4 further).
    """
    if isinstance(obj, bool):
        return "true" if obj else "false"
    if isinstance(obj, int | float):
        return repr(obj)
    if isinstance(obj, str):
        return string(obj, indent=used)
    if isinstance(obj, Mapping):
        if not obj:
            return "{}"
        return "{ " + ", ".join(f"{key(k)} = {value(v)}" for k, v in obj.items()) + " }"
    if isinstance(obj, list | tuple):
        flat = "[" + ", ".join(value(v) for v in obj) + "]"
        if used + len(flat) <= WIDTH and "\n" not in flat:
            return flat
        pad = " " * (indent + 4)
        items = [value(v, used=len(pad), indent=indent + 4) for v in obj]
        return "[\n" + "".join(f"{pad}{item},\n" for item in items) + " " * indent + "]"
    raise TypeError(f"TOML has no value for {type(obj).__name__} ({obj!r})")


def dumps(doc: Mapping[str, Any], *, table_arrays: Collection[str] = ()) -> str:
    """A TOML document: plain keys first, then ``[table]`` and ``[[array of tables]]`` sections.

    Args:
        doc: The document.
        table_arrays: Keys whose lists of tables are written as ``[[key]]`` sections (others
            stay inline arrays).

    Raises:
        ValueError: When the text would not read back as ``doc`` (a bug here, never silent).
    """
    head, tables = [], []
    for name, obj in doc.items():
        if isinstance(obj, Mapping):
            tables.append(f"\n[{key(name)}]\n" + _body(obj))
        elif name in table_arrays and isinstance(obj, list):
            tables.extend(f"\n[[{key(name)}]]\n" + _body(o) for o in obj)
        else:
            head.append(_pair(name, obj))
    text = "".join(head) + "".join(tables)
    if tomllib.loads(text) != _plain(doc):
        raise ValueError("TOML writer bug: the text does not read back as the document")
    return text


def _pair(name: str, obj: Any) -> str:
    return f"{key(name)} = {value(obj, used=len(key(name)) + 3)}\n"


def _body(table: Mapping[str, Any]) -> str:
    return "".join(_pair(k, v) for k, v in table.items())


def _plain(obj: Any) -> Any:
    if isinstance(obj, Mapping):
        return {k: _plain(v) for k, v in obj.items()}
    if isinstance(obj, list | tuple):
        return [_plain(v) for v in obj]
    return obj
