"""The examiner/candidate call channel: safe decoding, proxies, strictness, guards."""

from __future__ import annotations

import collections
import datetime
import decimal
import fractions
import os
import re
import threading
import types

import pytest

from codeloop.envs.sandbox.wire import Peer, ProtocolError


def _pair(strict: bool = True):
    a_r, b_w = os.pipe()
    b_r, a_w = os.pipe()
    return Peer(a_r, a_w, examiner=True, strict=strict), Peer(b_r, b_w, examiner=False)


def _share(namespace: dict, strict: bool = True) -> dict:
    """What the examiner sees of a candidate module's names (the candidate served by a thread)."""
    examiner, cand = _pair(strict)
    keys = list(namespace)
    values, nodes, _ = cand.pack([namespace[k] for k in keys])
    threading.Thread(target=_serve, args=(cand,), daemon=True).start()
    return dict(zip(keys, examiner.unpack(values, nodes), strict=True))


def _serve(peer: Peer) -> None:
    try:
        peer.serve_forever()
    except BaseException:  # noqa: BLE001 - the test ended and closed nothing: fine
        pass


def test_plain_and_standard_values_rebuild_with_the_receivers_own_types():
    values = [None, True, 3, 2 ** 200, 1.5, float("inf"), "s\udcff", b"\x00\xff", (1, [2]),
              {1: {"a"}}, frozenset({(1, 2)}), 1 + 2j, datetime.date(2024, 1, 2),
              datetime.datetime(2024, 1, 2, 3, 4, 5, 6, datetime.UTC),
              datetime.time(19, 5), datetime.timedelta(days=2), fractions.Fraction(3, 4),
              decimal.Decimal("1.10"), collections.Counter("aab"),
              collections.OrderedDict(b=1, a=2), collections.defaultdict(list, a=[1]),
              collections.deque([1, 2], maxlen=3), re.compile("a+", re.I), range(1, 9, 2),
              slice(1, None), Ellipsis, int, list[int], int | None]
    got = _share({f"v{i}": v for i, v in enumerate(values)})
    for i, value in enumerate(values):
        assert got[f"v{i}"] == value and type(got[f"v{i}"]) is type(value), value


def test_any_depth_shared_and_cyclic_lists_keep_their_shape():
    deep = [1]
    for _ in range(20000):
        deep = [deep, 2]
    cyclic = [1]
    cyclic.append(cyclic)
    shared = [0]
    got = _share({"deep": deep, "cyclic": cyclic, "pair": [shared, shared]})
    node, depth = got["deep"], 0
    while isinstance(node, list) and len(node) == 2:
        node, depth = node[0], depth + 1
    assert depth == 20000 and node == [1]
    assert got["cyclic"][1] is got["cyclic"]
    assert got["pair"][0] is got["pair"][1]


def test_class_spoofing_and_subclasses_cross_as_proxies_never_as_plain_values():
    class Fake:
        __class__ = property(lambda self: int)  # noqa: PIE794 - the attack

    class Int(int):
        def __eq__(self, other):
            return True

        __hash__ = int.__hash__

    got = _share({"fake": Fake(), "sub": Int(3)})
    assert not isinstance(got["fake"], int) and type(got["fake"]).__name__ == "Fake"
    assert got["sub"] != 3 and not isinstance(got["sub"], int)


def test_strict_judge_refuses_every_comparison_a_rigged_object_could_decide():
    class Magic:
        def __eq__(self, other):
            return True

        def __lt__(self, other):
            return True

        def __contains__(self, item):
            return True

        def __sub__(self, other):
            return self

        def __abs__(self):
            return 0

        __hash__ = object.__hash__

    got = _share({"m": Magic(), "other": Magic()})
    m = got["m"]
    assert (m == 3) is False and (3 == m) is False and m != 3 and [m] != [3]
    for attempt in (lambda: m < 4, lambda: 3 in m, lambda: abs(m - 3) < 1e-9, lambda: 3 - m):
        with pytest.raises(TypeError):
            attempt()
    assert m == got["other"]  # two objects of the code: the code's own __eq__ decides
    lax = _share({"m": Magic()}, strict=False)["m"]
    assert lax == 3


def test_decoder_refuses_malformed_values():
    examiner, _ = _pair()
    for value, nodes in [({"Z": 1}, []), ({"T": [1], "S": [2]}, []), ({"@": 5}, []),
                         ({"@": 0}, [["T", [{"@": 0}]]]), ({"Y": "os.system"}, []),
                         ({"Re": ["(", 0]}, []), ({"H": [0, "o", {"Y": "int"}]}, []),
                         ({"A": 0}, []), ({"I": "z" * 10}, []), ({"X": [1, 2]}, []),
                         (None, [["L", [1]], ["Q", []]]), (None, "x")]:
        with pytest.raises(ProtocolError):
            examiner.unpack([value], nodes)


def test_calls_methods_properties_exceptions_generators_and_in_place_edits():
    src = (
        "class Stack:\n"
        "    def __init__(self):\n        self.items = []\n"
        "    def push(self, x):\n        '''Pushes.'''\n        self.items.append(x)\n"
        "    @property\n    def size(self):\n        return len(self.items)\n"
        "class Empty(ValueError):\n    pass\n"
        "def pop(s):\n    if not s.items:\n        raise Empty('empty stack')\n"
        "    return s.items.pop()\n"
        "def gen(n):\n    yield from range(n)\n"
        "def rotate(a, k):\n    a[:] = a[-k:] + a[:-k]\n    return a\n"
        "def apply(f, x):\n    return f(x)\n"
    )
    ns: dict = {}
    exec(src, ns)
    got = _share({k: v for k, v in ns.items() if not k.startswith("__")})
    s = got["Stack"]()
    s.push(1)
    s.push(2)
    assert s.size == 2 and s.items == [1, 2] and isinstance(s, got["Stack"])
    assert isinstance(type(s).__dict__["size"], property) and s.push.__doc__ == "Pushes."
    assert got["pop"](s) == 2
    got["pop"](s)
    with pytest.raises(ValueError, match="empty stack") as caught:
        got["pop"](s)
    assert isinstance(caught.value, got["Empty"])
    g = got["gen"](3)
    assert isinstance(g, types.GeneratorType) and next(g) == 0 and list(g) == [1, 2]
    a = [1, 2, 3]
    assert got["rotate"](a, 1) is a and a == [3, 1, 2]
    assert got["apply"](lambda x: x * 2, 21) == 42


def test_the_judge_never_hands_its_frames_globals_or_modules_to_the_candidate():
    examiner, cand = _pair()
    values, nodes, _ = examiner.pack([lambda x: x, (x for x in [1])])
    fn, gen = cand.unpack(values, nodes)
    threading.Thread(target=_serve, args=(examiner,), daemon=True).start()
    assert fn(5) == 5
    for name in ("__globals__", "__code__", "__closure__"):
        with pytest.raises(PermissionError):
            cand.request("getattr", fn, name)
    for name in ("gi_frame", "gi_code", "_private"):
        with pytest.raises(PermissionError):
            cand.request("getattr", gen, name)
    with pytest.raises(TypeError):
        examiner.pack([os])


def _signature_described_by_inspect(peer: Peer, fn, shallow: bool) -> list:
    import inspect

    sig = inspect.signature(fn)
    params = [[p.name, int(p.kind), [] if p.default is p.empty else [peer.encode(p.default)],
               [] if p.annotation is p.empty or shallow else [peer.encode(p.annotation)]]
              for p in sig.parameters.values()]
    ret = [] if sig.return_annotation is sig.empty or shallow else [
        peer.encode(sig.return_annotation)]
    return [params, ret]


def test_a_plain_function_is_described_without_inspect_and_as_inspect_would(monkeypatch):
    import inspect

    from codeloop.envs.sandbox.wire_encode import _Packer

    def b(x, y=2, *args, z, w=3, **kw) -> int: ...
    def c(x, /, y: int, *, z: str = "q"): ...
    def d(self, x: list[int] = (1, 2)) -> dict[str, int]: ...  # noqa: B006
    peer = Peer(0, 1, examiner=False)
    functions = (b, c, d, lambda *a: 0, lambda: 0)
    want = {}
    for fn in functions:
        for shallow in (False, True):
            peer._pk = _Packer()
            want[fn, shallow] = _signature_described_by_inspect(peer, fn, shallow)

    def refuse(*args, **kwargs):
        raise AssertionError("inspect.signature called for a plain function")

    monkeypatch.setattr(inspect, "signature", refuse)
    for fn in functions:
        for shallow in (False, True):
            peer._pk = _Packer()
            assert peer.describe_signature(fn, shallow) == want[fn, shallow]


def test_a_remote_signature_is_built_on_first_use_and_equals_the_real_one(monkeypatch):
    import inspect

    def add(a: int, b: int = 2, *, c=None) -> int | None: ...
    built = []
    real_build = Peer._build_signature
    monkeypatch.setattr(Peer, "_build_signature",
                        lambda self, *args: built.append(args) or real_build(self, *args))
    proxy = _share({"add": add})["add"]
    assert built == []  # nothing built while the names were decoded
    sig = inspect.signature(proxy)
    assert sig == inspect.signature(add) and str(sig) == str(inspect.signature(add))
    assert repr(sig).startswith("<Signature (") and isinstance(sig, inspect.Signature)
    assert sig.replace(return_annotation=None).return_annotation is None
    assert sig.bind(1, c=3).arguments == {"a": 1, "c": 3}
    assert len(built) == 1


def test_a_signature_that_does_not_rebuild_reads_as_the_forwarders_own():

    examiner, _ = _pair()
    sig = examiner.signature([[["x", 9, [], []]], []], 0, None)
    assert str(sig) == "(*args, **kwargs)"
    assert examiner.signature("not a signature", 0, None) is None


def test_messages_written_together_are_read_with_one_read_each_in_order(monkeypatch):
    examiner, cand = _pair()
    for i in range(3):
        cand.send(["r", i, "x" * 100, "", [], []])
    reads = []
    real_read = os.read
    monkeypatch.setattr(os, "read", lambda fd, n: reads.append(n) or real_read(fd, n))
    assert [examiner.recv()[1] for _ in range(3)] == [0, 1, 2]
    assert len(reads) == 1


def test_the_codec_refuses_trailing_data_and_non_json():
    examiner, _ = _pair()
    with pytest.raises(ValueError):
        examiner.decode_text('["a"] ["b"]')
    with pytest.raises(ValueError):
        examiner.decode_text("")
    with pytest.raises(TypeError):
        examiner.encode_text([object()])
    assert examiner.decode_text(examiner.encode_text(["\udcff", float("inf"), {"k": [1]}])) == [
        "\udcff", float("inf"), {"k": [1]}]


def test_a_builtin_bases_method_on_a_subclass_is_one_round_trip():
    # A test's list subclass (rotate_list's ``Steps``) or an answer's: ``insert`` was fetched
    # as a bound method (described through inspect, which parses its text), then called.
    class Stack(list):
        def peek(self):
            return self[-1]

    s = _share({"s": Stack([1, 2])})["s"]
    peer = object.__getattribute__(s, "_peer")
    before = peer.seq
    s.append(3)
    s.insert(0, 0)
    assert peer.seq == before + 2
    assert s.pop() == 3 and s.peek() == 2 and len(s) == 3 and s.index(2) == 2
    assert s.count(0) == 1 and isinstance(s, type(s))
    with pytest.raises(ValueError):
        s.index(9)  # the builtin's own exception comes back


def _share_counted(namespace: dict) -> tuple[dict, Peer, list[int]]:
    """:func:`_share`, also giving the examiner's peer and the size of each reply sent to it."""
    examiner, cand = _pair()
    keys = list(namespace)
    values, nodes, _ = cand.pack([namespace[k] for k in keys])
    sizes: list[int] = []
    send = cand.send

    def counted(msg):
        sizes.append(len(cand.encode_text(msg)))
        send(msg)

    cand.send = counted  # type: ignore[method-assign]
    threading.Thread(target=_serve, args=(cand,), daemon=True).start()
    return dict(zip(keys, examiner.unpack(values, nodes), strict=True)), examiner, sizes


_DROP_SRC = (
    "made = []\n"
    "def big(n):\n    made.append(n)\n    return [str(i) for i in range(n)]\n"
    "def edit(xs):\n    xs.append(4)\n    return xs\n"
    "def boom():\n    raise KeyError('k')\n"
    "class Box:\n    def __init__(self):\n        self.v = []\n"
    "    def put(self, x):\n        self.v.append(x)\n        return list(range(10 ** 5))\n"
    "    def new(self):\n        return Box()\n"
    "def box():\n    return Box()\n"
)


def test_a_result_the_test_drops_is_not_sent_but_the_call_runs_in_full():
    from codeloop.envs.sandbox.wire_proxies import dropping

    ns: dict = {}
    exec(_DROP_SRC, ns)
    got, examiner, sizes = _share_counted({k: v for k, v in ns.items() if k[:2] != "__"})
    assert len(got["big"](10 ** 5)) == 10 ** 5 and sizes[-1] > 500_000  # used: sent whole
    assert dropping(got["big"])(10 ** 5) is None and sizes[-1] < 100  # dropped: not sent
    assert ns["made"] == [10 ** 5] * 2  # ... but it ran (in the sandbox, its prints come back)
    xs = [1]
    assert dropping(got["edit"])(xs) is None and xs == [1, 4]  # in-place edits come back
    with pytest.raises(KeyError):
        dropping(got["boom"])()
    b = got["box"]()
    assert dropping(b.put)(3) is None and sizes[-1] < 100 and b.v == [3]  # a method too
    assert type(dropping(b.new)()) is type(b)  # not plain data: sent as before
    local = [].append
    assert dropping(local) is local and dropping(print) is print  # the test's own: as is


def test_a_dropped_result_meets_the_plain_data_rule_and_the_profile_as_a_used_one():
    from codeloop.envs.sandbox.wire_proxies import dropping, remote_index

    ns: dict = {}
    exec(_DROP_SRC, ns)
    got, examiner, _ = _share_counted({k: v for k, v in ns.items() if k[:2] != "__"})
    examiner.deadline = None
    examiner.plain_due = {remote_index(got["box"]): "box", remote_index(got["big"]): "big"}
    with pytest.raises(TypeError) as used:
        got["box"]()
    with pytest.raises(TypeError) as dropped:
        dropping(got["box"])()
    assert str(dropped.value) == str(used.value) == (
        "box() returned an object of the code (Box) where the task's reference returns "
        "plain data")
    assert dropping(got["big"])(3) is None  # plain: no refusal
    examiner.plain_due, examiner.profile = {}, {}
    dropping(got["big"])(3)
    dropping(got["box"])()
    assert examiner.profile == {remote_index(got["big"]): True, remote_index(got["box"]): False}


def test_a_result_left_out_where_it_was_asked_for_is_a_protocol_error():
    examiner, cand = _pair()
    values, nodes, _ = cand.pack([len])
    fn = examiner.unpack(values, nodes)[0]

    def answer_without_value() -> None:
        msg = cand.recv()
        cand.send(["d", msg[1], None, "", [], []])

    threading.Thread(target=answer_without_value, daemon=True).start()
    with pytest.raises(ProtocolError, match="left out"):
        fn([1, 2])


def test_only_plain_data_within_the_channels_limits_may_be_left_unsent():
    from codeloop.envs.sandbox.wire_codec import MAX_NODES, _plain_fits

    cyclic: list = [1]
    cyclic.append(cyclic)
    shared = [0]
    for value in (None, "s", 2 ** 200, b"\xff", 1.5, [1, "a", (2.0, frozenset({3}))],
                  {1: {"a": [b"x"]}}, {(1, 2)}, cyclic, [shared, shared]):
        assert _plain_fits(value), value
    for value in (object(), [1, object()], {"k": len}, (1, [2, {3: range(3)}]),
                  collections.Counter("ab"), 1 + 2j, ["x" * (1 << 20)] * 17):
        assert not _plain_fits(value), value
    # At the decoder's own bound, the same answer as a real send and receive.
    examiner, cand = _pair()
    for n in (MAX_NODES - 1, MAX_NODES):
        value = list(range(n))
        values, nodes, _ = cand.pack([value])
        try:
            examiner.unpack(values, nodes)
            decodes = True
        except ProtocolError:
            decodes = False
        assert _plain_fits(value) is decodes is (n < MAX_NODES)
