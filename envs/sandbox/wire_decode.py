"""Decoding the other side's values: shapes checked, sizes and depth bounded, classes its own.

Standard library only. :class:`_Decoder` is the part of :class:`~codeloop.envs.sandbox.wire.Peer`
that reads values: it rebuilds the node table of a message (:meth:`_Decoder.context`), applies
the other side's edits to containers this side sent (:meth:`_Decoder.write_back`), and decodes
each tagged value with this side's own classes (``_DECODERS``), or as a proxy of a remote
object. Decoding never runs code of the sender, and raises only ``ProtocolError`` on bytes
that do not decode.

One of the in-sandbox sources (``harness.SOURCES``), sent into the sandbox with the
others and executed in one namespace with them; also importable on the host.
"""

import collections
import collections.abc
import datetime
import decimal
import fractions
import inspect
import re
import sys
import types
import typing

if __name__ != "__codeloop_harness__":  # on the host; inside, harness.SOURCES came before
    from codeloop.envs.sandbox.wire_codec import (
        _TYPE_TABLE,
        _TYPING_NAMES,
        MAX_DEPTH,
        MAX_NODES,
        CallTimeout,
        PeerLost,
        ProtocolError,
        _with_text,
    )
    from codeloop.envs.sandbox.wire_proxies import (
        GeneratorHandle,
        Handle,
        HandleMeta,
        make_function,
    )


class _Decoder:
    """Reads values: the decoding half of :class:`~codeloop.envs.sandbox.wire.Peer`."""

    def context(self, nodes, sent):
        """Builds the containers of a received node table (decoding context of one message).

        Raises:
            ProtocolError: On any table that does not rebuild, whatever Python raised while
                trying (an unhashable key, a set of lists ...): the other side's bytes can
                only ever make a protocol error, never a fault of this side.
        """
        try:
            return self._context(nodes, sent)
        except (ProtocolError, PeerLost, CallTimeout):
            raise
        except Exception as exc:  # noqa: BLE001 - see the docstring
            raise ProtocolError(f"a node table that does not rebuild ({type(exc).__name__})") \
                from None

    def _context(self, nodes, sent):
        if type(nodes) is not list or len(nodes) > MAX_NODES:
            raise ProtocolError("a malformed node table")
        ctx = _Ctx(sent, len(nodes))
        table = ctx.table
        for i, node in enumerate(nodes):
            if type(node) is not list or len(node) != 2 or type(node[1]) is not list:
                raise ProtocolError("a malformed node")
            tag = node[0]
            if tag == "L":
                table[i] = ctx.made[i] = []
            elif tag == "D":
                table[i] = ctx.made[i] = {}
            elif tag == "S":
                table[i] = ctx.made[i] = set()
            elif tag not in ("T", "F"):
                raise ProtocolError(f"a node with the unknown tag {tag!r}")
        # Children have higher indices than their parent (but for shared mutables, made
        # above): filling from the last node builds every tuple before its users.
        for i in range(len(nodes) - 1, -1, -1):
            tag, kids = nodes[i]
            ctx.budget -= len(kids)
            if ctx.budget < 0:
                raise ProtocolError("a value too large")
            values = [self._decode(k, 0, ctx) for k in kids]
            if tag == "L":
                table[i].extend(values)
            elif tag == "T":
                table[i] = tuple(values)
            elif tag == "F":
                table[i] = frozenset(values)
            elif tag == "S":
                table[i].update(values)
            else:
                if len(values) % 2:
                    raise ProtocolError("a dict node with an odd number of entries")
                d = table[i]
                for k in range(0, len(values), 2):
                    d[values[k]] = values[k + 1]
        return ctx

    def write_back(self, wb, ctx):
        """Applies the other side's changes to containers this side sent (in-place edits).

        Raises:
            ProtocolError: On any write-back that does not apply (see :meth:`context`).
        """
        try:
            self._write_back(wb, ctx)
        except (ProtocolError, PeerLost, CallTimeout):
            raise
        except Exception as exc:  # noqa: BLE001 - see context()
            raise ProtocolError(f"a write-back that does not apply ({type(exc).__name__})") \
                from None

    def _write_back(self, wb, ctx):
        if type(wb) is not list:
            raise ProtocolError("a malformed write-back")
        for entry in wb:
            if type(entry) is not list or len(entry) != 2 or type(entry[0]) is not int \
                    or entry[0] not in ctx.sent or type(entry[1]) is not list:
                raise ProtocolError("a malformed write-back")
            target = ctx.sent[entry[0]]
            values = [self._decode(k, 0, ctx) for k in entry[1]]
            if type(target) is list:
                target[:] = values
            elif type(target) is set:
                target.clear()
                target.update(values)
            else:
                if len(values) % 2:
                    raise ProtocolError("a malformed write-back")
                target.clear()
                for k in range(0, len(values), 2):
                    target[values[k]] = values[k + 1]

    # -- decoding ---------------------------------------------------------------------------

    def unpack(self, values, nodes):
        """Rebuilds the values of one message (see :meth:`pack`) with this side's classes.

        Raises:
            ProtocolError: On anything that does not rebuild (see :meth:`context`).
        """
        if type(values) is not list:
            raise ProtocolError("a malformed list of values")
        ctx = self.context(nodes, {})
        return [self._decode(v, 0, ctx) for v in values]

    def _decode(self, data, depth, budget):
        kind = type(data)
        if kind is str or kind is int or kind is float or kind is bool or data is None:
            return data
        budget.budget -= 1
        if budget.budget < 0 or depth > MAX_DEPTH + 2:
            raise ProtocolError("a value too large or too deeply nested")
        if kind is not dict or len(data) != 1:
            raise ProtocolError("a value of an unknown shape")
        (tag, body), = data.items()
        if tag == "@":
            if type(body) is not int or not 0 <= body < len(budget.table) \
                    or budget.table[body] is None:
                raise ProtocolError("a reference to a node that is not built")
            return budget.table[body]
        if tag == "A":
            if type(body) is not int or body not in budget.sent:
                raise ProtocolError("a reference to a container that was not sent")
            return budget.sent[body]
        build = _DECODERS.get(tag)
        if build is None:
            raise ProtocolError(f"a value with the unknown tag {tag!r}")
        try:
            return build(self, body, depth + 1, budget)
        except (ProtocolError, PeerLost, CallTimeout):
            raise
        except Exception as exc:  # noqa: BLE001 - a malformed body
            raise ProtocolError(f"a malformed {tag!r} value ({type(exc).__name__})") from None

    def items(self, body, depth, budget):
        """Decodes ``[[key, value], ...]`` pairs."""
        _need(type(body) is list)
        out = []
        for pair in body:
            _need(type(pair) is list and len(pair) == 2)
            out.append((self._decode(pair[0], depth, budget), self._decode(pair[1], depth,
                                                                             budget)))
        return out

    def local(self, index):
        """A local object by the index the other side knows it by."""
        _need(type(index) is int and 0 <= index < len(self.exported))
        return self.exported[index]

    def proxy(self, body, depth, budget):
        """A proxy for a remote object (one per remote object)."""
        _need(type(body) is list and len(body) == 3 and type(body[0]) is int
              and type(body[1]) is str)
        index, kind, info = body
        budget.handles = True
        known = self.proxies.get(index)
        if known is not None:
            return known
        if kind == "c":
            made = self.make_class(index, info, depth, budget)
        elif kind == "f":
            made = make_function(self, index, None, self.function_info(info, depth, budget))
        elif kind == "m":
            made = self.make_module(index, info)
        elif kind == "g":
            made = GeneratorHandle(self, index)
        elif kind == "o":
            cls = self._decode(info, depth, budget)
            _need(type(cls) is HandleMeta and not cls._exception)
            made = Handle.__new__(cls)
            object.__setattr__(made, "_peer", self)
            object.__setattr__(made, "_index", index)
        else:
            raise ProtocolError(f"a handle of unknown kind {kind!r}")
        self.proxies[index] = made
        return made

    def make_module(self, index, name):
        """A remote module: the examiner's own when it is the standard library's."""
        _need(type(name) is str)
        top = name.split(".")[0]
        if self.examiner and top in getattr(sys, "stdlib_module_names", ()) and top != "__main__":
            # The candidate's ``import math``: the tests get the examiner's own, pristine module.
            try:
                __import__(name)
                return sys.modules[name]
            except Exception:  # noqa: BLE001 - not importable here: a proxy then
                pass
        return HandleMeta.make(self, index, [name or "module", name or "module", [], {}, {},
                                             None, None], "module")

    def make_class(self, index, info, depth, budget):
        """The local class of a remote class."""
        _need(type(info) is list and len(info) == 7)
        name, qual, exc, props, methods, doc, line = info
        _need(type(name) is str and type(qual) is str and type(exc) is list
              and type(props) is dict and type(methods) is dict)
        _need(all(type(n) is str and n in _TYPE_TABLE and isinstance(_TYPE_TABLE[n], type)
                  and issubclass(_TYPE_TABLE[n], BaseException) for n in exc))
        fns = {}
        for mname, minfo in methods.items():
            _need(type(mname) is str)
            fns[mname] = self.function_info(minfo, depth, budget)
        return HandleMeta.make(self, index, [name, qual, exc, props, fns,
                                             doc if type(doc) is str else None,
                                             line if type(line) is int
                                             and 0 < line < 1 << 30 else None])

    def function_info(self, info, depth, budget):
        """Checks and decodes a function description."""
        _need(type(info) is list and len(info) == 6)
        name, qual, doc, line, ann, sig = info
        _need(type(name) is str and type(qual) is str)
        try:
            ann = self._decode(ann, depth, budget) if ann is not None else None
        except ProtocolError:
            ann = None  # an annotation this side cannot rebuild: left out, not fatal
        return (name, qual, doc if type(doc) is str else None,
                line if type(line) is int and 0 < line < 1 << 30 else None,
                ann if type(ann) is dict else None, self.signature(sig, depth, budget))

    def signature(self, sig, depth, budget):
        """An ``inspect.Signature`` of a remote function (None without one), built when used.

        Most tests never ask for a signature, and building one (``inspect.Parameter``,
        its enum) costs a freshly forked examiner copied pages: it is rebuilt from the data on
        first use (:class:`_LazySignature`), in this message's decoding context.
        """
        if type(sig) is not list or len(sig) != 2 or type(sig[0]) is not list \
                or type(sig[1]) is not list:
            return None
        return _LazySignature.of(lambda: self._build_signature(sig, depth, budget))

    def _build_signature(self, sig, depth, budget):
        """The ``inspect.Signature`` of a described signature.

        One that does not rebuild reads as ``(*args, **kwargs)``, what the forwarding
        function itself takes.
        """
        try:
            params = []
            for name, kind, default, note in sig[0]:
                _need(type(kind) is int and 0 <= kind < len(_PARAM_KINDS))
                extra = {}
                if default:
                    extra["default"] = self._decode(default[0], depth, budget)
                if note:
                    extra["annotation"] = self._decode(note[0], depth, budget)
                params.append(inspect.Parameter(name, _PARAM_KINDS[kind], **extra))
            ret = self._decode(sig[1][0], depth, budget) if sig[1] else inspect.Signature.empty
            return inspect.Signature(params, return_annotation=ret)
        except (PeerLost, CallTimeout):
            raise
        except (Exception, ProtocolError):  # noqa: BLE001 - a signature that does not rebuild
            return inspect.Signature([
                inspect.Parameter("args", inspect.Parameter.VAR_POSITIONAL),
                inspect.Parameter("kwargs", inspect.Parameter.VAR_KEYWORD)])

    def exception(self, body, depth, budget):
        """Rebuilds a remote exception as a local one of the same (mirrored) class."""
        _need(type(body) is list and len(body) == 5)
        cls_data, args, text, where, handle = body
        cls = self._decode(cls_data, depth, budget)
        _need(isinstance(cls, type) and issubclass(cls, BaseException))
        _need(type(args) is list and type(text) is str and type(where) is str)
        values = tuple(self._decode(a, depth, budget) for a in args)
        if type(cls) is HandleMeta:
            exc = cls.__new__(cls, *values)  # the builtin base's __new__ (OSError's own)
            exc.args = values
            exc.__dict__["_codeloop_text"] = text
            if type(handle) is int:
                exc.__dict__["_codeloop_h"] = handle
        else:
            try:
                exc = cls(*values)
            except Exception:  # noqa: BLE001 - e.g. UnicodeDecodeError needs 5 arguments
                exc = cls.__new__(cls)
                exc.args = values
            if str(exc) != text:
                exc = _with_text(cls, values, text)
        try:
            exc.__codeloop_where__ = where
        except Exception:  # noqa: BLE001 - a builtin type without __dict__
            pass
        return exc


_PARAM_KINDS = tuple(inspect._ParameterKind)
_SIGNATURE_SLOTS = (inspect.Signature.__dict__["_parameters"],
                    inspect.Signature.__dict__["_return_annotation"])


def _lazy_slot(slot):
    def get(self):
        try:
            build = self._codeloop_build
        except AttributeError:  # made by Signature.replace: a plain signature then
            build = None
        if build is not None:
            self._codeloop_build = None
            real = build()
            for each in _SIGNATURE_SLOTS:
                each.__set__(self, each.__get__(real))
        return slot.__get__(self)

    return property(get, slot.__set__)


class _LazySignature(inspect.Signature):
    """An ``inspect.Signature`` whose parameters are rebuilt on first use.

    Every method of ``Signature`` reads ``_parameters`` and ``_return_annotation``; here they
    are properties that build the real values first (and store them in the base class's
    slots), so it behaves as the signature it stands for.
    """

    __slots__ = ("_codeloop_build",)

    @classmethod
    def of(cls, build):
        """A signature that ``build()`` (returning a real ``Signature``) makes on first use."""
        sig = cls.__new__(cls)
        sig._codeloop_build = build
        return sig

    _parameters = _lazy_slot(_SIGNATURE_SLOTS[0])
    _return_annotation = _lazy_slot(_SIGNATURE_SLOTS[1])


_LazySignature.__name__ = _LazySignature.__qualname__ = "Signature"


class _Ctx:
    """The decoding context of one message: its built nodes and what this side had sent."""

    __slots__ = ("table", "sent", "made", "budget", "handles")

    def __init__(self, sent, size):
        self.table = [None] * size
        self.sent = sent
        self.made: dict = {}
        self.budget = MAX_NODES
        self.handles = False  # whether the message held an object of the other side


def _need(ok):
    if not ok:
        raise ProtocolError("a malformed value")


def _pairs_of(kind):
    def build(peer, body, depth, budget):
        return kind(peer.items(body, depth, budget))
    return build


def _seq_of(kind):
    def build(peer, body, depth, budget):
        _need(type(body) is list)
        return kind([peer._decode(v, depth, budget) for v in body])
    return build


def _num(v, *kinds):
    _need(type(v) in kinds)
    return v


def _tzinfo(value):
    if value is None:
        return None
    return datetime.timezone(datetime.timedelta(seconds=_num(value, int, float)))


def _datetime(peer, b, depth, budget):
    _need(type(b) is list and len(b) == 9)
    return datetime.datetime(*[_num(v, int) for v in b[:7]], tzinfo=_tzinfo(b[7]),
                             fold=_num(b[8], int))


def _time(peer, b, depth, budget):
    _need(type(b) is list and len(b) == 6)
    return datetime.time(*[_num(v, int) for v in b[:4]], tzinfo=_tzinfo(b[4]),
                         fold=_num(b[5], int))


def _bytes(kind):
    def build(peer, body, depth, budget):
        _need(type(body) is str)
        return kind(body.encode("latin-1"))
    return build


def _type_ref(peer, body, depth, budget):
    _need(type(body) is str and body in _TYPE_TABLE)
    return _TYPE_TABLE[body]


def _type_arg(value):
    """An argument a typing construct may take without running code of the other side."""
    if isinstance(value, Handle):
        # A TypeVar or other object of the other side: building the construct with it would
        # call back (hashing) while decoding; a forward reference stands in for it.
        return typing.ForwardRef("object_of_the_code_under_test")
    if type(value) is list:
        return [_type_arg(v) for v in value]
    return value


def _typing(peer, body, depth, budget):
    _need(type(body) is list and len(body) == 2 and body[0] in _TYPING_NAMES)
    # ``Optional[X]`` is stored as ``Union[X, None]`` (its ``_name`` says Optional).
    form = typing.Union if body[0] == "Optional" else getattr(typing, body[0])
    args = tuple(_type_arg(peer._decode(a, depth, budget)) for a in body[1])
    if not args:
        return getattr(typing, body[0])
    return form[args if len(args) > 1 else args[0]]


def _union(peer, body, depth, budget):
    _need(type(body) is list and body)
    out = None
    for arg in body:
        value = _type_arg(peer._decode(arg, depth, budget))
        out = value if out is None else out | value
    return out


def _generic(peer, body, depth, budget):
    _need(type(body) is list and len(body) == 2)
    origin = peer._decode(body[0], depth, budget)
    _need(isinstance(origin, type))
    args = tuple(_type_arg(peer._decode(a, depth, budget)) for a in body[1])
    return types.GenericAlias(origin, args)


def _defaultdict(peer, body, depth, budget):
    _need(type(body) is list and len(body) == 2)
    factory = None if body[0] is None else _type_ref(peer, body[0], depth, budget)
    return collections.defaultdict(factory, peer.items(body[1], depth, budget))


def _deque(peer, body, depth, budget):
    _need(type(body) is list and len(body) == 2 and type(body[0]) is list)
    maxlen = body[1]
    _need(maxlen is None or type(maxlen) is int and maxlen >= 0)
    return collections.deque([peer._decode(v, depth, budget) for v in body[0]], maxlen)


def _pattern(peer, body, depth, budget):
    _need(type(body) is list and len(body) == 2 and type(body[1]) is int)
    pattern = peer._decode(body[0], depth, budget)
    _need(type(pattern) in (str, bytes))
    return re.compile(pattern, body[1])


def _range(peer, body, depth, budget):
    _need(type(body) is list and len(body) == 3)
    return range(*[_num(peer._decode(v, depth, budget), int) for v in body])


def _fraction(peer, body, depth, budget):
    _need(type(body) is list and len(body) == 2)
    num, den = (_num(peer._decode(v, depth, budget), int) for v in body)
    return fractions.Fraction(num, den)


def _bigint(peer, body, depth, budget):
    _need(type(body) is str and len(body) <= 1 << 16)
    return int(body, 16)


_DECODERS = {
    "T": _seq_of(tuple), "S": _seq_of(set), "F": _seq_of(frozenset), "D": _pairs_of(dict),
    "B": _bytes(bytes), "BA": _bytes(bytearray), "I": _bigint,
    "C": lambda p, b, d, g: complex(_num(b[0], int, float), _num(b[1], int, float)),
    "d": lambda p, b, d, g: datetime.date(*[_num(v, int) for v in b]),
    "dt": _datetime, "tm": _time,
    "td": lambda p, b, d, g: datetime.timedelta(*[_num(v, int) for v in b]),
    "Q": _fraction, "Dec": lambda p, b, d, g: decimal.Decimal(_num(b, str)),
    "Ctr": lambda p, b, d, g: collections.Counter(dict(p.items(b, d, g))),
    "OD": _pairs_of(collections.OrderedDict),
    "DD": _defaultdict, "Dq": _deque, "Re": _pattern, "Rg": _range,
    "Sl": lambda p, b, d, g: slice(*[p._decode(v, d, g) for v in b]),
    "El": lambda p, b, d, g: Ellipsis, "Y": _type_ref, "GA": _generic, "UT": _union,
    "TY": _typing, "R": lambda p, b, d, g: p.local(b), "H": _Decoder.proxy,
    "X": _Decoder.exception,
}
