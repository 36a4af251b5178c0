"""Encoding a side's values for the call channel: plain data, node tables, handles, descriptions.

Standard library only. :class:`_Encoder` is the part of :class:`~codeloop.envs.sandbox.wire.Peer`
that writes values: plain data tagged with its exact type, containers as a flat node table
(:class:`_Packer`: any depth; shared and cyclic lists keep their shape), anything else as a
handle to an exported object, with the description (name, signature, class layout) that lets
the other side build its proxy.

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

if __name__ != "__codeloop_harness__":  # on the host; inside, harness.SOURCES came before
    from codeloop.envs.sandbox.wire_codec import (
        _EXC_TYPES,
        _FUNCTION_TYPES,
        _NEVER_SHARED,
        _NEVER_SHARED_BUILTINS,
        _TYPE_NAMES,
        _TYPING_NAMES,
        MAX_DEPTH,
    )
    from codeloop.envs.sandbox.wire_proxies import (
        Handle,
        HandleMeta,
        _Ref,
    )


class _Encoder:
    """Writes values: the encoding half of :class:`~codeloop.envs.sandbox.wire.Peer`."""

    def pack(self, values, back=None):
        """Encodes ``values`` for one message: ``(data, node table, {node: mutable sent})``.

        Lists, dicts, sets, tuples and frozensets go into a flat node table (no nesting in
        the JSON, whatever the depth of the value; shared and cyclic lists keep their shape);
        ``back`` maps ``id()`` of the other side's own containers to their index there.
        """
        saved = self._pk
        pk = self._pk = _Packer(back)
        try:
            data = [self.encode(v) for v in values]
            pk.finish(self)
        finally:
            self._pk = saved
        self.described |= pk.described
        return data, pk.nodes, pk.mutables

    def pack_reply(self, result, back, changed, exception=False):
        """Encodes a reply: its value, its node table and the write-backs of ``changed``."""
        saved = self._pk
        pk = self._pk = _Packer(back)
        try:
            value = self.encode_exception(result) if exception else self.encode(result)
            wb = [[i, pk.children(self, obj)] for i, obj in changed]
            pk.finish(self)
        finally:
            self._pk = saved
        self.described |= pk.described
        return value, pk.nodes, wb

    def export(self, obj):
        """The index of a local object in the table the other side refers to it by."""
        index = self.export_ids.get(id(obj))
        if index is None or self.exported[index] is not obj:
            index = len(self.exported)
            self.exported.append(obj)
            self.export_ids[id(obj)] = index
        return index

    def encode(self, value, depth=0):
        """Turns a local value into JSON-able data (see the module docstring)."""
        kind = type(value)
        if kind is str or kind is bool or value is None or kind is float:
            return value
        if kind is int:
            return value if -(1 << 62) < value < (1 << 62) else {"I": format(value, "x")}
        if depth > MAX_DEPTH:
            raise ValueError("a value nested too deeply to send")
        if kind is _Ref:
            return {"R": value.index}
        if issubclass(kind, Handle) and value._peer is self:
            return {"R": value._index}
        if kind is HandleMeta and value._c_peer is self:
            return {"R": value._c_index}
        if type(kind) is HandleMeta and kind._c_peer is self and kind._exception \
                and "_codeloop_h" in value.__dict__:
            return {"R": value.__dict__["_codeloop_h"]}
        if kind is types.FunctionType and getattr(value, "_codeloop_fn", None) is not None:
            peer, index = value._codeloop_fn
            if peer is self:
                return {"R": index}
        d = depth + 1
        enc = self.encode
        tag = _NODE_TAGS.get(kind)
        if tag is not None:
            return self._pk.node(value, tag)
        if kind is bytes:
            return {"B": value.decode("latin-1")}
        if kind is bytearray:
            return {"BA": value.decode("latin-1")}
        if kind is complex:
            return {"C": [value.real, value.imag]}
        if kind is datetime.date:
            return {"d": [value.year, value.month, value.day]}
        if kind is datetime.datetime:
            tz = self._tz(value.tzinfo)
            if tz is not False:
                return {"dt": [value.year, value.month, value.day, value.hour, value.minute,
                               value.second, value.microsecond, tz, value.fold]}
        elif kind is datetime.time:
            tz = self._tz(value.tzinfo)
            if tz is not False:
                return {"tm": [value.hour, value.minute, value.second, value.microsecond, tz,
                               value.fold]}
        elif kind is datetime.timedelta:
            return {"td": [value.days, value.seconds, value.microseconds]}
        elif kind is fractions.Fraction:
            return {"Q": [enc(value.numerator), enc(value.denominator)]}
        elif kind is decimal.Decimal:
            return {"Dec": str(value)}
        elif kind is collections.Counter:
            return {"Ctr": [[enc(k, d), enc(v, d)] for k, v in dict.items(value)]}
        elif kind is collections.OrderedDict:
            return {"OD": [[enc(k, d), enc(v, d)] for k, v in dict.items(value)]}
        elif kind is collections.defaultdict:
            factory = value.default_factory
            if factory is None or id(factory) in _TYPE_NAMES:
                return {"DD": [None if factory is None else _TYPE_NAMES[id(factory)],
                               [[enc(k, d), enc(v, d)] for k, v in dict.items(value)]]}
        elif kind is collections.deque:
            return {"Dq": [[enc(v, d) for v in value], value.maxlen]}
        elif kind is re.Pattern:
            if type(value.pattern) in (str, bytes):
                return {"Re": [enc(value.pattern), value.flags]}
        elif kind is range:
            return {"Rg": [enc(value.start), enc(value.stop), enc(value.step)]}
        elif kind is slice:
            return {"Sl": [enc(value.start, d), enc(value.stop, d), enc(value.step, d)]}
        elif value is Ellipsis:
            return {"El": 0}
        elif id(value) in _TYPE_NAMES and kind is type:
            return {"Y": _TYPE_NAMES[id(value)]}
        elif kind is types.GenericAlias:
            return {"GA": [enc(value.__origin__, d), [enc(a, d) for a in value.__args__]]}
        elif kind is types.UnionType:
            return {"UT": [enc(a, d) for a in value.__args__]}
        elif type(value).__module__ == "typing" and getattr(value, "_name", None) \
                in _TYPING_NAMES:
            args = getattr(value, "__args__", ()) or ()
            if type(args) is tuple:
                return {"TY": [value._name, [enc(a, d) for a in args]]}
        return self.encode_handle(value, d)

    @staticmethod
    def _tz(tz):
        if tz is None:
            return None
        if type(tz) is datetime.timezone:
            return tz.utcoffset(None).total_seconds()
        return False

    def encode_handle(self, value, depth):
        """A local object that is not data: exported, described by its kind."""
        kind = type(value)
        if self.examiner and (kind in _NEVER_SHARED or (
                kind is types.BuiltinFunctionType and value in _NEVER_SHARED_BUILTINS)):
            raise TypeError(f"a {kind.__name__} of the examiner is not shared with the code")
        index = self.export(value)
        if issubclass(kind, type):
            return {"H": [index, "c", self.describe_class(value, index, depth)]}
        if issubclass(kind, BaseException):
            return self.encode_exception(value)
        if id(kind) in _FUNCTION_TYPES or kind is getattr(sys.modules.get("functools"),
                                                          "partial", None):
            return {"H": [index, "f", self.describe_function(value, depth)]}
        if kind is types.ModuleType:
            name = value.__name__
            return {"H": [index, "m", name if type(name) is str else ""]}
        if kind is types.GeneratorType:
            return {"H": [index, "g", None]}
        return {"H": [index, "o", self.encode(kind, depth)]}

    def describe_function(self, fn, depth, shallow=False):
        """``[name, qualname, doc, first line, annotations, signature]`` of a callable.

        ``shallow`` (methods described with their class) leaves annotations out: they may
        name the class being described.
        """
        def text(value):
            return value if type(value) is str else None

        name = text(getattr(fn, "__name__", None)) or "function"
        code = getattr(fn, "__code__", None)
        line = code.co_firstlineno if type(code) is types.CodeType else None
        ann = None
        if not shallow:
            try:
                ann = getattr(fn, "__annotations__", None)
                ann = self.encode(dict(ann), depth) if type(ann) is dict else None
            except Exception:  # noqa: BLE001 - annotations that do not cross are left out
                ann = None
        return [name, text(getattr(fn, "__qualname__", None)) or name,
                text(getattr(fn, "__doc__", None)), line, ann,
                self.describe_signature(fn, shallow)]

    def describe_signature(self, fn, shallow=False):
        """The parameters of a callable as data (None when it has no signature)."""
        try:
            if type(fn) is types.FunctionType:
                fast = self._function_signature(fn, shallow)
                if fast is not None:
                    return fast
            sig = inspect.signature(fn)
            params = []
            for p in sig.parameters.values():
                default = () if p.default is p.empty else (self.encode(p.default),)
                note = () if p.annotation is p.empty or shallow else (
                    self.encode(p.annotation),)
                params.append([p.name, int(p.kind), list(default), list(note)])
            ret = [] if sig.return_annotation is sig.empty or shallow else [
                self.encode(sig.return_annotation)]
            return [params, ret]
        except Exception:  # noqa: BLE001 - builtins without a signature, odd objects
            return None

    def _function_signature(self, fn, shallow):
        """What :meth:`describe_signature` makes of ``inspect.signature`` of a plain function.

        Read straight from its code object, defaults and annotations: ``inspect`` runs a
        great deal of code, which in a freshly forked process costs a copied page for most
        objects it touches (about a millisecond per job). None when ``inspect`` would look
        elsewhere (``__wrapped__``, ``__signature__``): the caller asks it then.
        """
        fdict = fn.__dict__
        if "__wrapped__" in fdict or "__signature__" in fdict:
            return None
        code, defaults, kwdefaults = fn.__code__, fn.__defaults__ or (), fn.__kwdefaults__ or {}
        ann = {} if shallow else fn.__annotations__
        if type(defaults) is not tuple or type(kwdefaults) is not dict or type(ann) is not dict:
            return None
        names, flags, enc = code.co_varnames, code.co_flags, self.encode
        npos, nkw, nposonly = code.co_argcount, code.co_kwonlyargcount, code.co_posonlyargcount

        def param(name, kind, default=()):
            return [name, kind, [enc(v) for v in default],
                    [enc(ann[name])] if name in ann else []]

        first_default = npos - len(defaults)
        params = [param(names[i], 0 if i < nposonly else 1,
                        (defaults[i - first_default],) if i >= first_default else ())
                  for i in range(npos)]
        star = npos + nkw
        if flags & inspect.CO_VARARGS:
            params.append(param(names[star], 2))
            star += 1
        params += [param(names[i], 3, (kwdefaults[names[i]],) if names[i] in kwdefaults
                         else ()) for i in range(npos, npos + nkw)]
        if flags & inspect.CO_VARKEYWORDS:
            params.append(param(names[star], 4))
        return [params, [enc(ann["return"])] if "return" in ann else []]

    def describe_class(self, cls, index, depth):
        """``[name, qualname, builtin exception bases, properties, methods, doc, first line]``.

        The first line is the class's ``__firstlineno__`` (set by the compiler from Python
        3.13 on, where ``inspect.getsource`` of a class reads it; None before).
        """
        # Described in full at every place of the first message that sends it (the receiver
        # may decode those places in any order); later messages send the index only.
        if index in self.described:
            return None
        self._pk.described.add(index)
        mro = type.__dict__["__mro__"].__get__(cls)
        exc = [_TYPE_NAMES[id(k)] for k in mro if id(k) in _TYPE_NAMES and k in _EXC_TYPES]
        props, methods = {}, {}
        if not exc:
            for klass in reversed(mro):
                if klass is object:
                    continue
                for name, attr in type.__dict__["__dict__"].__get__(klass).items():
                    if type(name) is not str or name.startswith("__"):
                        continue
                    if type(attr) is property:
                        props[name] = attr.fset is not None
                        methods.pop(name, None)
                    elif type(attr) is types.FunctionType:
                        methods[name] = self.describe_function(attr, depth, True)
                        props.pop(name, None)
                    elif type(attr) is types.MethodDescriptorType:
                        # A builtin base's method (``insert`` of a test's list subclass):
                        # called by name in one round trip, as the class's own methods are,
                        # not fetched as a bound method (described through ``inspect``,
                        # which parses its text) and then called. No signature, for that.
                        doc = attr.__doc__
                        methods[name] = [name, f"{klass.__name__}.{name}",
                                         doc if type(doc) is str else None, None, None, None]
                        props.pop(name, None)
                    else:
                        props.pop(name, None)
                        methods.pop(name, None)
        name = cls.__name__ if type(cls.__name__) is str else "object"
        qual = cls.__qualname__ if type(cls.__qualname__) is str else name
        doc = cls.__dict__.get("__doc__")
        line = type.__dict__["__dict__"].__get__(cls).get("__firstlineno__")
        return [name, qual, exc, props, methods, doc if type(doc) is str else None,
                line if type(line) is int else None]

    def encode_exception(self, exc):
        """An exception as its class, arguments, text and where it was raised."""
        kind = type(exc)
        cls = {"Y": _TYPE_NAMES[id(kind)]} if id(kind) in _TYPE_NAMES else self.encode(kind)
        try:
            args = [self.encode(a) for a in exc.args] if type(exc.args) is tuple else []
        except Exception:  # noqa: BLE001
            args = []
        try:
            text = str(exc)
            text = text if type(text) is str else ""
        except Exception:  # noqa: BLE001
            text = "<unprintable>"
        where = ""
        tb = exc.__traceback__
        while tb is not None:
            if tb.tb_frame.f_code.co_filename == "solution.py":
                where = f" at solution.py:{tb.tb_lineno}"
            tb = tb.tb_next
        handle = self.export(exc) if id(kind) not in _TYPE_NAMES else None
        return {"X": [cls, args, text[:4000], where, handle]}


_NODE_TAGS = {list: "L", tuple: "T", dict: "D", set: "S", frozenset: "F"}


class _Packer:
    """The node table of one message being encoded (see :meth:`Peer.pack`)."""

    def __init__(self, back=None):
        self.nodes: list = []
        self.memo: dict = {}  # id(mutable) -> reference
        self.todo: list = []
        self.mutables: dict = {}  # node index -> the mutable container sent there
        self.keep: list = []  # what the memo's ids point to stays alive
        self.described: set = set()  # classes described in this message
        for obj_id, index in (back or {}).items():
            self.memo[obj_id] = {"A": index}

    def node(self, value, tag):
        mutable = tag in ("L", "D", "S")
        if mutable:
            known = self.memo.get(id(value))
            if known is not None:
                return known
        index = len(self.nodes)
        self.nodes.append(None)
        ref = {"@": index}
        if mutable:
            self.memo[id(value)] = ref
            self.mutables[index] = value
            self.keep.append(value)
        self.todo.append((value, index, tag))
        return ref

    def children(self, peer, value):
        if type(value) is dict:
            out = []
            for k, v in value.items():
                out.append(peer.encode(k))
                out.append(peer.encode(v))
            return out
        return [peer.encode(v) for v in value]

    def finish(self, peer):
        while self.todo:
            value, index, tag = self.todo.pop()
            self.nodes[index] = [tag, self.children(peer, value)]
