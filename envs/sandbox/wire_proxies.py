"""The proxies of the other side's objects: handles, mirrored classes, forwarding functions.

Standard library only. Anything that does not cross as data stays where it lives and crosses
as a handle; the receiver gets a proxy whose attribute accesses, calls and operators are
forwarded as requests: a :class:`Handle`, an instance of a local class made per remote class
(:class:`HandleMeta`: properties, methods, ``isinstance``, mirrored exception classes), a
generator (:class:`GeneratorHandle`), or a real local function (:func:`make_function`). On
the examiner's side a proxy never claims to equal plain data, and ordering or arithmetic between
a proxy and plain data is refused (:func:`_refuse`). :func:`remote_index` names the remote
object behind any of them.

One of the in-sandbox sources (``harness.SOURCES``), sent into the sandbox with the
others and executed in one namespace with them; also importable on the host.
"""

import types

if __name__ != "__codeloop_harness__":  # on the host; inside, harness.SOURCES came before
    from codeloop.envs.sandbox.wire_codec import _TYPE_TABLE


def remote_index(target):
    """The other side's index of a proxy (function, class or object); None for local ones."""
    kind = type(target)
    if kind is _Ref:
        return target.index
    if kind is HandleMeta:
        return type.__getattribute__(target, "_c_index")
    if isinstance(target, Handle):
        return object.__getattribute__(target, "_index")
    forward = getattr(target, "_codeloop_fn", None) if kind is types.FunctionType else None
    return forward[1] if type(forward) is tuple else None


def _rpc(obj, op, *args):
    return object.__getattribute__(obj, "_peer").request(op, obj, *args)


def _refuse(op, a, b):
    raise TypeError(f"'{op}' between a value of the code under test ({type(a).__name__}) and "
                    f"plain data ({type(b).__name__}) is not allowed in strict mode")


class Handle:
    """A proxy for an object of the other process: every use becomes a request."""

    __slots__ = ("_peer", "_index", "__weakref__")

    def __getattr__(self, name):
        if name.startswith("__") and name.endswith("__") and name not in _FORWARDED_DUNDERS:
            raise AttributeError(name)
        return _rpc(self, "getattr", name)

    def __setattr__(self, name, value):
        _rpc(self, "setattr", name, value)

    def __delattr__(self, name):
        _rpc(self, "delattr", name)

    def __call__(self, *args, **kwargs):
        """Calls the remote object."""
        return self._peer.request("call", self, list(args), kwargs)

    def __repr__(self):
        text = _rpc(self, "repr")
        return text if type(text) is str else "<object of the code under test>"

    def __str__(self):
        text = _rpc(self, "str")
        if type(text) is not str:
            raise TypeError("__str__ returned non-string")
        return text

    def __format__(self, spec):
        text = _rpc(self, "format", spec)
        if type(text) is not str:
            raise TypeError("__format__ must return a str")
        return text

    def __bool__(self):
        value = _rpc(self, "bool")
        if type(value) is not bool:
            raise TypeError("__bool__ should return bool")
        return value

    def __len__(self):
        value = _rpc(self, "len")
        if type(value) is not int:
            raise TypeError("'__len__' should return an integer")
        return value

    def __hash__(self):
        value = _rpc(self, "hash")
        if type(value) is not int:
            raise TypeError("__hash__ method should return an integer")
        return value

    def __iter__(self):
        return _rpc(self, "iter")

    def __next__(self):
        return _rpc(self, "next")

    def __reversed__(self):
        return _rpc(self, "reversed")

    def __getitem__(self, key):
        return _rpc(self, "getitem", key)

    def __setitem__(self, key, value):
        _rpc(self, "setitem", key, value)

    def __delitem__(self, key):
        _rpc(self, "delitem", key)

    def __contains__(self, item):
        if self._peer.strict and self._peer.examiner:
            _refuse("in", self, item)
        value = _rpc(self, "contains", item)
        if type(value) is not bool:
            raise TypeError("__contains__ should return bool")
        return value

    def __eq__(self, other):
        peer = self._peer
        if peer.examiner and peer.strict and not _is_remote(other, peer):
            return False  # a value of the code under test never equals plain data
        value = _rpc(self, "eq", other)
        return value if type(value) is bool else False

    def __ne__(self, other):
        return not self.__eq__(other)

    def __enter__(self):
        return _rpc(self, "enter")

    def __exit__(self, *exc):
        return _rpc(self, "exit", *exc)

    def __index__(self):
        value = _rpc(self, "index")
        if type(value) is not int:
            raise TypeError("__index__ returned non-int")
        return value

    def __int__(self):
        value = _rpc(self, "int")
        if type(value) is not int:
            raise TypeError("__int__ returned non-int")
        return value

    def __float__(self):
        value = _rpc(self, "float")
        if type(value) is not float:
            raise TypeError("__float__ returned non-float")
        return value

    def __abs__(self):
        return _rpc(self, "abs")

    def __neg__(self):
        return _rpc(self, "neg")

    def __pos__(self):
        return _rpc(self, "pos")

    def __invert__(self):
        return _rpc(self, "invert")

    def __round__(self, *args):
        return _rpc(self, "round", *args)

    def __dir__(self):
        return _rpc(self, "dir")


_FORWARDED_DUNDERS = frozenset({"__name__", "__qualname__", "__doc__", "__module__",
                                "__annotations__", "__dict__", "__wrapped__", "__self__",
                                "__func__", "__slots__", "__file__"})


def _is_remote(value, peer):
    kind = type(value)
    if isinstance(value, Handle):
        return value._peer is peer
    if kind is HandleMeta:
        return value._c_peer is peer
    if type(kind) is HandleMeta:
        return kind._c_peer is peer
    return getattr(value, "_codeloop_fn", (None,))[0] is peer if kind is types.FunctionType \
        else False


def _compare(op):
    def method(self, other):
        peer = self._peer
        if peer.examiner and peer.strict and not _is_remote(other, peer):
            _refuse({"lt": "<", "le": "<=", "gt": ">", "ge": ">="}[op], self, other)
        return _rpc(self, op, other)
    method.__name__ = f"__{op}__"
    return method


def _binary(op, reflected):
    def method(self, other):
        peer = self._peer
        if peer.examiner and peer.strict and not _is_remote(other, peer):
            # ``abs(answer - 3) < 1e-9``: an object whose ``__sub__`` returns something
            # with ``abs() == 0`` would pass any such test.
            _refuse(op.rstrip("_"), self, other)
        if reflected:
            return self._peer.request(op, other, self)
        return _rpc(self, op, other)
    return method


for _op in ("lt", "le", "gt", "ge"):
    setattr(Handle, f"__{_op}__", _compare(_op))
for _op in ("add", "sub", "mul", "truediv", "floordiv", "mod", "pow", "matmul", "lshift",
            "rshift", "and_", "or_", "xor"):
    _name = _op.rstrip("_")
    setattr(Handle, f"__{_name}__", _binary(_op, False))
    setattr(Handle, f"__r{_name}__", _binary(_op, True))


class GeneratorHandle(Handle):
    """A generator of the other process.

    ``isinstance(g, types.GeneratorType)`` holds for it because the sender tagged it as one
    from ``type(g) is GeneratorType``, not from anything the generator says.
    """

    __slots__ = ()

    def __init__(self, peer, index):
        object.__setattr__(self, "_peer", peer)
        object.__setattr__(self, "_index", index)

    # A read-only property, assigned rather than decorated: mypy refuses a decorated
    # read-only override of object's settable __class__.
    __class__ = property(lambda self: types.GeneratorType)

    def __iter__(self):
        return self

    def send(self, value):
        """``generator.send``, in the other process."""
        return _rpc(self, "callattr", "send", [value], {})

    def close(self):
        """``generator.close``, in the other process."""
        return _rpc(self, "callattr", "close", [], {})


class HandleMeta(type):
    """The class of a class of the other process: one local class per remote class."""

    @staticmethod
    def make(peer, index, info, module="solution"):
        """Builds the local class of remote class ``index`` from its description."""
        name, qual, exc, props, methods, doc, line = info
        bases = tuple(_TYPE_TABLE[n] for n in exc[:1]) or (Handle,)
        ns = {"__module__": module, "__qualname__": qual, "__doc__": doc}
        if line is not None:
            ns["__firstlineno__"] = line  # where 3.13's inspect.getsource finds a class
        if exc:
            ns["__str__"] = lambda self: self.__dict__.get("_codeloop_text") or \
                BaseException.__str__(self)
            ns["__getattr__"] = _exception_getattr
        else:
            ns["__slots__"] = ()
            for pname, settable in props.items():
                ns[pname] = _remote_property(pname, settable)
            for mname, minfo in methods.items():
                ns[mname] = make_function(peer, None, mname, minfo)
        cls = type.__new__(HandleMeta, name, bases, ns)
        type.__setattr__(cls, "_c_peer", peer)
        type.__setattr__(cls, "_c_index", index)
        type.__setattr__(cls, "_exception", bool(exc))
        return cls

    def __call__(cls, *args, **kwargs):
        """Instantiates the remote class, over there."""
        return cls._c_peer.request("call", cls, list(args), kwargs)

    def __getattr__(cls, name):
        if name.startswith("__") and name.endswith("__") and name not in _FORWARDED_DUNDERS:
            raise AttributeError(name)
        return cls._c_peer.request("getattr", cls, name)

    def __setattr__(cls, name, value):
        cls._c_peer.request("setattr", cls, name, value)

    def __instancecheck__(cls, obj):
        if type(obj) is cls:
            return True
        return cls._c_peer.request("isinstance", obj, cls) is True

    def __subclasscheck__(cls, sub):
        if sub is cls:
            return True
        if type(sub) is not HandleMeta or sub._c_peer is not cls._c_peer:
            return type.__subclasscheck__(cls, sub)
        return cls._c_peer.request("issubclass", sub, cls) is True

    def __repr__(cls):
        return f"<class '{cls.__module__}.{cls.__qualname__}'>"

    __hash__ = type.__hash__
    __eq__ = type.__eq__


def _exception_getattr(self, name):
    handle = self.__dict__.get("_codeloop_h")
    if handle is None or name.startswith("__"):
        raise AttributeError(name)
    return type(self)._c_peer.request("getattr", _Ref(handle), name)


class _Ref:
    """A reference, by index, to an object of the other side (encoded as ``{"R": index}``)."""

    def __init__(self, index):
        self.index = index


def _remote_property(name, settable):
    def get(self):
        return _rpc(self, "getattr", name)

    def put(self, value):
        _rpc(self, "setattr", name, value)

    return property(get, put if settable else None)


def make_function(peer, index, attr, info):
    """A real local function that forwards its calls: ``inspect`` and ``__name__`` work on it.

    ``index`` set: calls go to that remote callable; else ``attr``: a method, called on its
    first argument (the instance) by name.
    """
    name, qual, doc, line, ann, sig = info
    if index is not None:
        def call(*args, **kwargs):
            return peer.request("call", _Ref(index), list(args), kwargs)
        code, globs, closure = call.__code__, call.__globals__, call.__closure__
    else:
        def method(self, *args, **kwargs):
            return peer.request("callattr", self, attr, list(args), kwargs)
        code, globs, closure = method.__code__, method.__globals__, method.__closure__
    code = code.replace(co_name=name, co_filename="solution.py", co_firstlineno=line or 1)
    if hasattr(code, "co_qualname"):
        code = code.replace(co_qualname=qual)
    fn = types.FunctionType(code, globs, name, None, closure)
    fn.__qualname__, fn.__doc__, fn.__module__ = qual, doc, "solution"
    fn.__annotations__ = ann if ann is not None else {}
    if sig is not None:
        fn.__signature__ = sig
    fn._codeloop_fn = (peer, index) if index is not None else None
    fn._codeloop_method = (peer, attr) if index is None else None
    return fn


def dropping(fn):
    """What a test's expression statement ``fn(...)`` calls: its result is not used.

    For a function or method of the other side, a forwarder that says so (``dcall``,
    ``dcallattr``: the other side runs the call in full and leaves out a plain result, see
    :func:`~codeloop.envs.sandbox.wire_codec._plain_fits`); anything else is ``fn`` itself,
    called by the test as written. Looks only at exact types: runs no code of ``fn``.
    """
    kind = type(fn)
    if kind is types.FunctionType:
        forward = fn.__dict__.get("_codeloop_fn")
        if type(forward) is tuple:
            peer, index = forward

            def call(*args, **kwargs):
                return peer.request("dcall", _Ref(index), list(args), kwargs)
            return call
    elif kind is types.MethodType:
        func = fn.__func__
        method = func.__dict__.get("_codeloop_method") if type(func) is types.FunctionType \
            else None
        if type(method) is tuple:
            peer, attr = method
            obj = fn.__self__

            def call_method(*args, **kwargs):
                return peer.request("dcallattr", obj, attr, list(args), kwargs)
            return call_method
    return fn
