"""What every process of a job shares: result frames, descriptors, standard streams.

Standard library only. Result frames on the examiner's result descriptor (:data:`RESULT_FD`) are
``MAGIC + 4-byte big-endian length + JSON``, each with the job's nonce, written with one
encoder built before any candidate code runs (:func:`_encoder`); the server watches them for
the job's genuine ``done`` frame (:func:`_scan_done`). Also the descriptor numbers of the call
channel in the candidate's process and in the examiner, the standard streams a job's processes
write to (:func:`_stdio`), and ``_CACHE``: what the server computes once and its children
inherit.

One of the in-sandbox sources (``harness.SOURCES``): sent into the sandbox with the others and
executed in one namespace with them (see :data:`harness.BOOTSTRAP`); also importable on the host.
"""

from __future__ import annotations

MAGIC = b"\x00CLR"


#: The examiner's descriptor for result frames.
RESULT_FD = 3


def _encoder():
    """The server's JSON encoder for frames (made once; children inherit it).

    Children capture it before any candidate code runs; being a C object or a closure, it
    cannot be changed from Python afterwards.
    """
    enc = _CACHE.get("encoder")
    if enc is None:
        enc = _CACHE["encoder"] = _make_encoder()
    return enc


def _make_encoder():
    """Returns a JSON encoder for frames, built only on functions captured now.

    CPython's C encoder when there is one (frames are flat dicts of exact built-in types, so
    it calls no Python code; its ``default`` only maps an unexpected value to a marker), else
    the same output from Python.
    """
    from _json import encode_basestring_ascii as esc

    try:
        from _json import make_encoder

        c_encode = make_encoder(None, lambda _: "<invalid>", esc, None, ":", ",", False, False,
                                True)
        join_all = "".join

        def c_enc(obj) -> str:
            return join_all(c_encode(obj, 0))

        return c_enc
    except (ImportError, TypeError):
        pass
    frepr, irepr, join, kind_of = float.__repr__, int.__repr__, ",".join, type

    def enc(obj) -> str:
        kind = kind_of(obj)
        if kind is str:
            return esc(obj)
        if kind is bool:
            return "true" if obj else "false"
        if obj is None:
            return "null"
        if kind is int:
            return irepr(obj)
        if kind is float:
            return frepr(obj)
        if kind is dict:
            return "{" + join([esc(k) + ":" + enc(v) for k, v in obj.items()]) + "}"
        return esc("<invalid>")

    return enc


_CACHE: dict = {}
#: Descriptors of a job's processes (see :func:`_run_job`).
_C_REQ, _C_REP = 3, 4  # in the candidate's process: requests in, replies out
_J_REQ, _J_REP = 4, 5  # in the examiner: requests out, replies in (results on RESULT_FD)


def _scan_done(buf: bytearray, pos: int, done: bytes) -> tuple[int, bool]:
    """Walks whole frames from ``pos``; returns the next offset and whether ``done`` came.

    ``done`` is the exact payload of the job's genuine last frame (see :func:`_done_frame`):
    comparing bytes spares decoding every frame. This only decides when the server stops
    waiting; the host decodes and checks every frame itself.
    """
    while pos + 8 <= len(buf):
        if buf[pos:pos + 4] != MAGIC:
            return len(buf), False  # garbage: the host will say so; wait for the exit
        size = int.from_bytes(buf[pos + 4:pos + 8], "big")
        if pos + 8 + size > len(buf):
            break
        end = pos + 8 + size
        if size == len(done) and buf[pos + 8:end] == done:
            return end, True
        pos = end
    return pos, False


def _done_frame(nonce: str) -> bytes:
    """The payload of the reporter's ``done`` frame for ``nonce``, byte for byte."""
    return _encoder()({"type": "done", "nonce": nonce}).encode()


def _stdio() -> tuple:
    """Text files on descriptors 1, 2 and 0 for the children, made once per server.

    Building them costs a child a few hundred microseconds; made here they are shared
    copy-on-write. The server never writes to them, so they start each child empty.
    """
    files = _CACHE.get("stdio")
    if files is None:
        files = _CACHE["stdio"] = (open(1, "w", closefd=False, buffering=1),
                                   open(2, "w", closefd=False, buffering=1),
                                   open(0, closefd=False))
    return files
