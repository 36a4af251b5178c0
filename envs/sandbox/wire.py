"""Plain-data calls between the examiner and the candidate's process (standard library only).

The examiner (which holds the tests, their expected values and the result channel) and the
candidate's process (which holds nothing else) talk only through :class:`Peer`: length-prefixed
JSON messages on two pipes. Values cross as *data*: a whitelist of plain types encoded with a
tag of their exact type (``type(x) is``, never an attribute the sender controls) and rebuilt by
the receiver from its own classes; a few standard-library values (``datetime``, ``Fraction``,
``Decimal``, ``Counter``, ``re.Pattern`` ...) are rebuilt from plain fields. Anything else stays
where it lives and crosses as a *handle*: the receiver gets a proxy (:class:`Handle`, or a
class made per remote class, or a real function that forwards its calls) whose attribute
accesses, calls and operators are forwarded as requests. Decoding never runs code of the
sender (no pickle), checks every shape, and bounds size and depth.

On the examiner's side a proxy never claims to equal plain data (a rigged ``__eq__`` stays in the
candidate's process), and ordering or membership between a proxy and plain data is refused:
every comparison that decides a test runs in the examiner on decoded values.

This module is the channel (:class:`Peer`: messages, requests, serving the other side's
requests and the operations they may ask for); what crosses and how is in its parts, each
sent before it: :mod:`~codeloop.envs.sandbox.wire_codec` (limits, type tables, JSON codec,
errors), :mod:`~codeloop.envs.sandbox.wire_proxies` (handles and mirrored classes),
:mod:`~codeloop.envs.sandbox.wire_encode` and :mod:`~codeloop.envs.sandbox.wire_decode`
(:class:`Peer`'s two halves for values). All are in-sandbox sources (``harness.SOURCES``),
sent into the sandbox with the harness and executed in one namespace; also importable on
the host, where the tests use them.
"""

import operator
import os
import select
import time

if __name__ != "__codeloop_harness__":  # on the host; inside, harness.SOURCES came before
    from codeloop.envs.sandbox.wire_codec import (
        _JSON,
        MAX_MESSAGE_BYTES,
        _changed,
        _not_plain,
        _plain_fits,
        _snapshot,
    )
    from codeloop.envs.sandbox.wire_codec import CALL_MAGIC as CALL_MAGIC
    from codeloop.envs.sandbox.wire_codec import CallTimeout as CallTimeout
    from codeloop.envs.sandbox.wire_codec import PeerLost as PeerLost
    from codeloop.envs.sandbox.wire_codec import ProtocolError as ProtocolError
    from codeloop.envs.sandbox.wire_decode import _Decoder
    from codeloop.envs.sandbox.wire_encode import _Encoder
    from codeloop.envs.sandbox.wire_proxies import HandleMeta
    from codeloop.envs.sandbox.wire_proxies import remote_index as remote_index


#: How often a waiting examiner looks at the time the other side has used.
TICK_S = 0.1


def _fill(peer, n, deadline):
    """Reads from ``peer.rfd`` until its buffer holds ``n`` bytes (or raises).

    Reads take whatever is there (a whole message, or several), so a message usually costs
    one read instead of two; only this peer reads its descriptor. With a ``deadline`` (wall
    clock), the wait also ends once ``peer.cpu_left()`` is below minus ``peer.grace``: the
    other side ran out of CPU time and did not stop itself. That is looked at every
    :data:`TICK_S`, whether messages flow or not (a call that calls back without end keeps
    them flowing).
    """
    buf, fd = peer.inbox, peer.rfd
    while len(buf) < n:
        while deadline is not None:
            now = time.monotonic()
            left = deadline - now
            if left <= 0:
                raise CallTimeout()
            if peer.cpu_left is not None and now >= peer.next_check:
                peer.next_check = now + TICK_S
                # A full reading while waiting: every process of the job, not only the
                # candidate's (its children spend the job's time too).
                if (peer.cpu_left_full or peer.cpu_left)() < -peer.grace:
                    raise CallTimeout()
            if select.select([fd], [], [], min(left, TICK_S))[0]:
                break
        chunk = os.read(fd, max(n - len(buf), 1 << 16))
        if not chunk:
            raise PeerLost("the other process closed its channel")
        buf += chunk


class Peer(_Encoder, _Decoder):
    """One end of the call channel: exports local objects, proxies remote ones.

    Args:
        rfd: Descriptor messages arrive on.
        wfd: Descriptor messages leave on.
        examiner: True on the examiner's side: strict comparisons, every value checked.
        strict: Refuse ``==`` between a proxy and plain data (the examiner's strict equality).
    """

    def __init__(self, rfd, wfd, examiner, strict=True):
        self.rfd, self.wfd, self.examiner, self.strict = rfd, wfd, examiner, strict
        self.exported = []  # index -> local object (kept alive, so ids stay unique)
        self.export_ids = {}  # id(local object) -> index
        self.described = set()  # indices of local classes whose description was sent
        self.proxies = {}  # remote index -> proxy
        self.seq = 0
        self.deadline = None  # monotonic time after which a reply is given up
        # examiner: () -> CPU seconds the test has left, sent with each call (the other side's
        # alarm) and checked while waiting; None: the wall clock's time to the deadline.
        self.cpu_left = None
        self.cpu_left_full = None  # the same, counting every process of the job (slower)
        self.next_check = 0.0  # monotonic time of the next look at cpu_left while waiting
        self.grace = 0.5
        self.out_hook = None  # examiner: called with the text the candidate printed
        self.capture = None  # candidate: () -> text printed since the last reply
        self.on_request = None  # candidate: (seconds left) -> None, arms its own alarm
        self.after_call = None  # candidate: restores what the code may have broken (builtins)
        self._pk = None
        self.encode_text, self.decode_text = _JSON
        self.inbox = bytearray()  # what was read and not yet taken (see _fill)
        # (exception class, message) once the other side broke the protocol or went away.
        self.broken = None
        # examiner: remote index -> name of each function of the code whose result must be plain
        # data, because the task's reference returns plain data from it in this test (see
        # examiner._examine_run): an object of the code there is a wrong answer, never asked.
        self.plain_due = {}
        # examiner, on the task's reference (a profile run): remote index -> whether every call
        # of it in this test returned plain data; None: not profiling.
        self.profile = None

    # -- messages ---------------------------------------------------------------------------

    def send(self, msg):
        """Writes one message."""
        data = self.encode_text(msg).encode()
        view = memoryview(CALL_MAGIC + len(data).to_bytes(4, "big") + data)
        while view:
            view = view[os.write(self.wfd, view):]

    def recv(self, deadline=None):
        """Reads one message (before ``deadline``, monotonic, when given)."""
        _fill(self, 8, deadline)
        buf = self.inbox
        if buf[:4] != CALL_MAGIC:
            raise ProtocolError("bytes that are not a message")
        size = int.from_bytes(buf[4:8], "big")
        if size > MAX_MESSAGE_BYTES:
            raise ProtocolError(f"a message of {size} bytes")
        _fill(self, 8 + size, deadline)
        body = bytes(buf[8:8 + size])
        del buf[:8 + size]
        try:
            msg = self.decode_text(body.decode())
        except (ValueError, RecursionError, MemoryError) as exc:
            raise ProtocolError(f"an undecodable message ({type(exc).__name__})") from None
        if type(msg) is not list or not msg or type(msg[0]) is not str:
            raise ProtocolError("a message that is not a list")
        return msg

    def request(self, op, *args):
        """Sends a request and serves the other side's requests until its reply comes.

        Once the other side broke the protocol or went away, every later request fails the
        same way (:attr:`broken`): a test that catches everything cannot go on as if the
        call had answered.
        """
        if self.broken is not None:
            raise self.broken[0](self.broken[1])
        try:
            return self._request(op, args)
        except (ProtocolError, PeerLost) as exc:
            self.broken = (type(exc), str(exc))
            raise

    def _request(self, op, args):
        self.seq += 1
        seq = self.seq
        left = None
        if self.deadline is not None:
            if self.cpu_left is not None:
                left = self.cpu_left()
                self.next_check = time.monotonic() + TICK_S  # just looked
            else:
                left = self.deadline - time.monotonic()
            left = max(0.001, left)
        packed, nodes, sent = self.pack(list(args))
        self.send(["q", seq, op, left, packed, nodes])
        wait = None if self.deadline is None else self.deadline + self.grace
        while True:
            msg = self.recv(wait)
            kind = msg[0]
            if kind == "q":
                self.serve_one(msg)
                continue
            if len(msg) != 6 or type(msg[1]) is not int:
                raise ProtocolError("a malformed reply")
            if msg[1] != seq:
                continue  # the late answer to a call that timed out
            text = msg[3]
            if type(text) is str and text and self.out_hook is not None:
                self.out_hook(text)
            ctx = self.context(msg[4], sent)
            self.write_back(msg[5], ctx)
            if kind == "r" or kind == "d":
                base = _DROPPING.get(op, op)
                if kind == "r":
                    value = self._decode(msg[2], 0, ctx)
                elif op not in _DROPPING or msg[2] is not None:
                    raise ProtocolError("a result left out where it was asked for")
                else:
                    # Plain data the test does not use, left unsent by the other side (see
                    # _plain_fits): as far as the rules go, a plain result.
                    value = None
                if (base == "call" or base == "callattr") \
                        and (self.plain_due or self.profile is not None):
                    self._plain_rule(base, args, value, ctx.handles)
                return value
            if kind == "t":
                raise CallTimeout()
            if kind == "e":
                if type(msg[2]) is not dict or "X" not in msg[2]:
                    raise ProtocolError("a malformed exception")
                raise self._decode(msg[2], 0, ctx)
            raise ProtocolError(f"a reply of kind {kind!r}")

    def _plain_rule(self, op, args, value, handles):
        """Profiles a call's result (on the reference) or refuses it (where plain is due).

        A function of the code is known by its index here, a method by ``Class.method``
        (the names of the task's interface, the same in the reference and the answer).
        """
        if op == "call":
            key = remote_index(args[0])
        else:
            kind = type(args[0])
            key = f"{kind.__qualname__}.{args[1]}" if type(kind) is HandleMeta \
                and type(args[1]) is str else None
        if key is None:
            return
        if self.profile is not None:
            self.profile[key] = self.profile.get(key, True) and not handles
        elif handles and key in self.plain_due:
            raise TypeError(_not_plain(self.plain_due[key], value))

    def serve_one(self, msg):
        """Runs one request of the other side and sends the reply."""
        if len(msg) != 6 or type(msg[1]) is not int or type(msg[2]) is not str \
                or type(msg[4]) is not list:
            raise ProtocolError("a malformed request")
        seq, op, left, args = msg[1], msg[2], msg[3], msg[4]
        drop = op in _DROPPING
        if drop:
            op = _DROPPING[op]
        handler = _OPS.get(op)
        if handler is None:
            raise ProtocolError(f"unknown operation {op!r}")
        if self.examiner:
            handler = _guarded(op, handler)
        ctx = self.context(msg[5], {})
        values = [self._decode(a, 0, ctx) for a in args]
        snapshots = {i: (obj, _snapshot(obj)) for i, obj in ctx.made.items()}
        kind, result = "r", None
        try:
            if self.on_request is not None:
                self.on_request(left if type(left) in (int, float) else None)
            try:
                result = handler(*values)
            finally:
                if self.on_request is not None:
                    self.on_request(None)
                if self.after_call is not None:
                    self.after_call()
        except CallTimeout:
            kind = "t"
        except (PeerLost, ProtocolError):
            raise
        except BaseException as exc:  # noqa: BLE001 - every failure is the answer
            kind, result = "e", exc
        if drop and kind == "r" and _plain_fits(result):
            # The caller does not use the result, and it is plain data that would have
            # crossed whole: it is not encoded (a fizzbuzz(10**6) a test only calls was 0.48 s
            # of encoding and sending 9.3 MB). What the call did (its time, prints, in-place
            # edits of the arguments, an exception) crosses as before.
            kind, result = "d", None
        back = {id(obj): i for i, (obj, _) in snapshots.items()}
        changed = [(i, obj) for i, (obj, snap) in snapshots.items() if _changed(obj, snap)]
        try:
            if kind == "e":
                value, nodes, wb = self.pack_reply(result, back, changed, exception=True)
            else:
                value, nodes, wb = self.pack_reply(result, back, changed)
        except BaseException:  # noqa: BLE001 - a result that cannot be described
            kind, value, nodes, wb = "e", {"X": [{"Y": "Exception"}, [],
                                                 "an answer that cannot be sent", "", None]}, [], []
        self.send([kind, seq, value, self.capture() if self.capture is not None else "",
                   nodes, wb])

    def serve_forever(self):
        """The candidate's loop: answers requests until the examiner goes away."""
        while True:
            msg = self.recv()
            if msg[0] != "q":
                raise ProtocolError("a reply outside a call")
            self.serve_one(msg)


# -- the operations a side runs on its own objects ---------------------------------------------


def _eq(a, b):
    return bool(a == b) and bool(b == a)


def _getattr(obj, name):
    if type(name) is not str:
        raise TypeError("attribute name must be string")
    return getattr(obj, name)


def _callattr(obj, name, args, kwargs):
    if type(args) is not list or type(kwargs) is not dict:
        raise TypeError("malformed call")
    return _getattr(obj, name)(*args, **kwargs)


def _call(fn, args, kwargs):
    if type(args) is not list or type(kwargs) is not dict:
        raise TypeError("malformed call")
    return fn(*args, **kwargs)


def _method(name):
    def run(obj, *args):
        return getattr(type(obj), name)(obj, *args)
    return run


#: Calls whose result the caller does not use (a test's expression statement): the other side
#: runs them as ``call``/``callattr`` and answers ``d`` (no value) where the result fits
#: (:func:`~codeloop.envs.sandbox.wire_codec._plain_fits`), else as for the plain operation.
_DROPPING = {"dcall": "call", "dcallattr": "callattr"}

_OPS = {
    "call": _call, "callattr": _callattr, "getattr": _getattr, "setattr": setattr,
    "delattr": delattr, "eq": _eq, "isinstance": isinstance, "issubclass": issubclass,
    "len": len, "iter": iter, "next": next, "bool": bool, "repr": repr, "str": str,
    "hash": hash, "int": int, "float": float, "index": operator.index, "format": format,
    "abs": abs, "neg": operator.neg, "pos": operator.pos, "invert": operator.invert,
    "getitem": operator.getitem, "setitem": operator.setitem, "delitem": operator.delitem,
    "contains": operator.contains, "lt": operator.lt, "le": operator.le, "gt": operator.gt,
    "ge": operator.ge, "reversed": reversed, "round": round, "dir": dir,
    "enter": _method("__enter__"), "exit": _method("__exit__"),
    **{n: getattr(operator, n) for n in (
        "add", "sub", "mul", "truediv", "floordiv", "mod", "pow", "matmul", "lshift",
        "rshift", "and_", "or_", "xor")},
}


def _guarded(op, handler):
    """The examiner's side of a request of the candidate's process, on the examiner's objects.

    The candidate may call what it was given and use the operators of the objects the tests
    handed it; it may not read, set or delete private or special attributes (``__globals__``,
    ``gi_frame`` ...: the way to the examiner's frames).
    """
    if op == "delattr":
        def refuse(*args):
            raise PermissionError("deleting attributes of the tests' objects is not allowed")
        return refuse
    if op not in ("getattr", "setattr", "callattr"):
        return handler

    def checked(obj, name, *rest):
        if type(name) is not str or name.startswith("_") or name in (
                "gi_frame", "gi_code", "cr_frame", "cr_code", "ag_frame", "ag_code",
                "f_back", "f_globals", "f_locals", "tb_frame", "func_globals"):
            raise PermissionError(f"attribute {name!r} of the tests' objects is not shared")
        return handler(obj, name, *rest)
    return checked
