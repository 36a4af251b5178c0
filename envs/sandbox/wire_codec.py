"""What crosses the call channel: limits, the type tables, the JSON codec, the channel's errors.

Standard library only. Values cross as plain data tagged with their exact type; the types that
cross by name are in ``_TYPE_TABLE`` (each side maps the name to its own class). Every peer
encodes and decodes messages with the C JSON encoder and scanner made once here
(:func:`_json_codec`). :class:`ProtocolError`, :class:`PeerLost` and :class:`CallTimeout`
are BaseExceptions, so a test's ``except Exception`` cannot eat them. Also what both sides
use to notice in-place edits of containers (``_snapshot``, ``_changed``) and the examiner's
word for a result that is not plain data (:func:`_not_plain`).

One of the in-sandbox sources (``harness.SOURCES``), sent into the sandbox with the
others and executed in one namespace with them; also importable on the host.
"""

import builtins
import collections
import collections.abc
import datetime
import decimal
import fractions
import json
import re
import types
import typing

#: First bytes of every message on the call channel (garbage is refused at once).
CALL_MAGIC = b"\x01CLC"
#: Largest message, either way.
MAX_MESSAGE_BYTES = 16 << 20
#: Deepest nesting of a value.
MAX_DEPTH = 64
#: Most values (nodes) in one message.
MAX_NODES = 1 << 20

_BUILTIN_TYPES = (int, float, complex, str, bytes, bytearray, bool, type(None), list, tuple,
                  dict, set, frozenset, object, type, range, slice, memoryview, property,
                  staticmethod, classmethod, super, type(Ellipsis), type(NotImplemented))
_EXC_TYPES = tuple(v for v in vars(builtins).values()
                   if isinstance(v, type) and issubclass(v, BaseException))
#: Types that cross by name: each side maps the name to its own class.
_TYPE_TABLE = {**{t.__name__: t for t in _BUILTIN_TYPES + _EXC_TYPES},
               "datetime.date": datetime.date, "datetime.datetime": datetime.datetime,
               "datetime.time": datetime.time, "datetime.timedelta": datetime.timedelta,
               "datetime.timezone": datetime.timezone, "fractions.Fraction": fractions.Fraction,
               "decimal.Decimal": decimal.Decimal, "collections.Counter": collections.Counter,
               "collections.OrderedDict": collections.OrderedDict,
               "collections.defaultdict": collections.defaultdict,
               "collections.deque": collections.deque, "re.Pattern": re.Pattern,
               "typing.Any": typing.Any, "types.GeneratorType": types.GeneratorType,
               **{f"collections.abc.{n}": getattr(collections.abc, n)
                  for n in collections.abc.__all__}}
_TYPE_NAMES = {id(t): n for n, t in _TYPE_TABLE.items()}
_TYPING_NAMES = frozenset({"List", "Dict", "Tuple", "Set", "FrozenSet", "Optional", "Union",
                           "Callable", "Iterable", "Iterator", "Sequence", "Mapping",
                           "Generator", "Type", "Literal", "DefaultDict", "Deque",
                           "MutableMapping", "MutableSequence", "AbstractSet", "Collection"})
_FUNCTION_TYPES = frozenset(map(id, (
    types.FunctionType, types.BuiltinFunctionType, types.MethodType, types.MethodWrapperType,
    types.WrapperDescriptorType, types.MethodDescriptorType, types.ClassMethodDescriptorType)))


def _json_codec():
    """The JSON encoder and decoder of every peer, made once when this module loads.

    In the worker, before any fork, so a job's processes do not build them again; and the
    C encoder and scanner are called directly: ``json.dumps``/``loads`` would build a new
    encoder per message and run their Python wrappers, which a freshly forked process pays
    for in copied pages.
    """
    try:
        from _json import make_encoder, scanstring  # noqa: F401 - probes the C module
    except ImportError:  # no C accelerator: the standard wrappers
        return (json.JSONEncoder(ensure_ascii=True, allow_nan=True, check_circular=False,
                                 separators=(",", ":")).encode, json.JSONDecoder().decode)

    def refuse(value):
        raise TypeError(f"{type(value).__name__} is not JSON serializable")

    encoder = make_encoder(None, refuse, json.encoder.encode_basestring_ascii, None, ":",
                           ",", False, False, True)
    scan, join = json.JSONDecoder().scan_once, "".join

    def encode(value):
        return join(encoder(value, 0))

    def decode(text):
        try:
            value, end = scan(text, 0)
        except StopIteration as exc:
            raise ValueError(f"no JSON value at {exc.value}") from None
        if end != len(text):
            raise ValueError("extra data after the JSON value")
        return value

    return encode, decode


_JSON = _json_codec()


class ProtocolError(BaseException):
    """The other side sent something that is not a well-formed message or value.

    A BaseException, like :class:`PeerLost`: a test's ``except Exception`` cannot eat it
    and go on as if the call had answered.
    """


class PeerLost(BaseException):
    """The other side closed its pipe or stopped answering (a BaseException: tests can't eat it)."""


class CallTimeout(BaseException):
    """A call ran past the test's deadline (a BaseException: tests can't eat it)."""


#: What the examiner never hands to the candidate's process, even as a handle: a way to its
#: frames (and so to the nonce), its code, its modules, or builtins that reach any attribute.
_NEVER_SHARED = frozenset({types.FrameType, types.CodeType, types.TracebackType,
                           types.ModuleType, types.CellType, types.GetSetDescriptorType,
                           types.MemberDescriptorType, types.MappingProxyType})
_NEVER_SHARED_BUILTINS = [getattr(builtins, n) for n in (
    "exec", "eval", "compile", "open", "getattr", "setattr", "delattr", "__import__", "vars",
    "globals", "locals", "breakpoint", "input", "exit", "quit", "help", "dir")
    if hasattr(builtins, n)]


def _snapshot(obj):
    return set(obj) if type(obj) is set else list(obj.items()) if type(obj) is dict \
        else list(obj)


def _changed(obj, snap) -> bool:
    if type(obj) is set:
        return obj != snap
    now = list(obj.items()) if type(obj) is dict else obj
    if len(now) != len(snap):
        return True
    if type(obj) is dict:
        return any(a[0] is not b[0] or a[1] is not b[1] for a, b in zip(now, snap, strict=True))
    return any(a is not b for a, b in zip(now, snap, strict=True))


def _with_text(cls, values, text):
    try:
        exc = type(cls.__name__, (cls,), {"__str__": lambda self: text,
                                          "__module__": cls.__module__})(*values)
        return exc
    except Exception:  # noqa: BLE001
        return cls(text) if cls is not BaseException else Exception(text)


def _not_plain(name, value):
    """Why a result that holds an object of the code is refused where plain data is due."""
    kind = type(value)
    if kind in (list, tuple, dict, set, frozenset):
        what = f"a {kind.__name__} holding objects of the code"
    else:
        what = f"an object of the code ({kind.__name__})"
    return f"{name}() returned {what} where the task's reference returns plain data"


#: Values a result that is not used may hold for it to be left unsent (see :func:`_plain_fits`).
_FIT_ATOMS = frozenset({str, int, float, bool, type(None), bytes})
_FIT_NODES = frozenset({list, tuple, dict, set, frozenset})
_FIT_MUTABLE = frozenset({list, dict, set})
_FIT_KINDS = _FIT_ATOMS | _FIT_NODES
_SMALL_INT = 1 << 62  # an int the encoder writes as a JSON number (bigger: a tagged value)


def _plain_fits(value) -> bool:
    """Whether a result the other side will not use may be left unsent (not even encoded).

    True only where sending it would have produced no handle and none of the channel's
    errors: exactly plain data (str, int, float, bool, None, bytes in lists, tuples, dicts,
    sets, frozensets, shared and cyclic ones included) within :data:`MAX_NODES` values as the
    decoder counts them and not over :data:`MAX_MESSAGE_BYTES` by a lower bound of its JSON
    size. Anything else (an object of the code, a value that would have been too large) is
    sent as before, so the other side's rules about it (the examiner's plain-data rule, a
    message too large) hold as they did. Runs no code of the value: only exact builtin types
    are looked into, with C-level ``map``/``set``/``len``/``min``/``max`` over their items.
    """
    kind = type(value)
    if kind not in _FIT_NODES:
        return kind in _FIT_ATOMS
    budget, size = MAX_NODES - 1, 0
    seen, todo = {id(value)}, [value]
    while todo:
        node = todo.pop()
        kids = list(node) if type(node) is not dict else [x for kv in node.items() for x in kv]
        count = len(kids)
        budget -= count
        size += 8 + count
        kinds = set(map(type, kids))
        if not kinds <= _FIT_KINDS:
            return False
        if str in kinds:
            size += sum(map(len, kids if len(kinds) == 1 else
                            [k for k in kids if type(k) is str])) + 2 * count
        if bytes in kinds:
            found = [k for k in kids if type(k) is bytes]
            budget -= len(found)
            size += sum(map(len, found))
        if int in kinds:
            ints = kids if len(kinds) == 1 else [k for k in kids if type(k) is int]
            if not (-_SMALL_INT < min(ints) and max(ints) < _SMALL_INT):
                budget -= sum(1 for k in ints if not -_SMALL_INT < k < _SMALL_INT)
        if kinds & _FIT_NODES:
            for k in kids:
                kk = type(k)
                if kk in _FIT_NODES:
                    budget -= 1  # its reference
                    if kk in _FIT_MUTABLE:
                        if id(k) in seen:
                            continue
                        seen.add(id(k))
                    todo.append(k)
        if budget < 0 or size > MAX_MESSAGE_BYTES:
            return False
    return True
