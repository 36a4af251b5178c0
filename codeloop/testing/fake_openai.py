"""A minimal OpenAI-compatible chat endpoint with scripted faults and a fixed latency.

``transformers serve`` (see :mod:`codeloop.testing.serve`) is the real server codeloop is tested
against end to end; it cannot be told to answer 429, to fail with 500, or to stall past a
client timeout on a given request. This server exists for exactly that: fault tests of the
retry logic, and benchmarks that need a model whose own latency is known to the millisecond
(so codeloop's overhead per turn can be measured as what remains).

Behaviour per request: the next step of the *script* (consumed in order; when it is empty, the
default step applies). Steps:

- ``ok``: answer normally (after ``latency_s``);
- ``429`` / ``500`` / ``503`` ...: answer with that HTTP status (429 carries ``Retry-After``);
- ``slow:SECONDS``: sleep that long, then answer normally (a client with a shorter timeout gives
  up first);
- ``drop``: close the connection without answering;
- ``garbage``: answer 200 with a body that is not JSON (a misbehaving proxy).

The answer is ``reply`` (default: a fenced Python function) with usage counted in words, or
what ``responder`` (a function of the request body) makes of the request, for test doubles whose
answer depends on the prompt (:mod:`codeloop.testing.gullible_judge`).
``GET /stats`` returns the requests seen (status and body), ``POST /control`` with
``{"script": [...], "default": "ok"}`` changes the script while running
(``{"reject_max_tokens": true}`` makes it refuse ``max_tokens`` as the OpenAI API does for
reasoning models).

Run it as a process (so that it can be killed with ``kill -9`` and restarted)::

    python -m codeloop.testing.fake_openai --port 8123 --script 429,ok --latency 0.05
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import signal
import socket
import subprocess
import sys
import threading
import time
import urllib.request
from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

DEFAULT_REPLY = "Here is the code:\n\n```python\ndef solution(x):\n    return x\n```\n"


class FakeOpenAIServer(ThreadingHTTPServer):
    """The HTTP server; its state is shared by the handler threads.

    Args:
        port: TCP port on 127.0.0.1 (0: any free port).
        script: Steps for the first requests, in order.
        default: The step once the script is used up.
        latency_s: Time every normal answer takes.
        reply: The text every answer carries.
        responder: When given, makes each answer's text from the request body instead.
    """

    daemon_threads = True
    allow_reuse_address = True

    def __init__(self, port: int = 0, script: Sequence[str] = (), default: str = "ok",
                 latency_s: float = 0.0, reply: str = DEFAULT_REPLY,
                 responder: Callable[[dict[str, Any]], str] | None = None):
        super().__init__(("127.0.0.1", port), _Handler)
        self.lock = threading.Lock()
        self.script: deque[str] = deque(script)
        self.default = default
        self.latency_s = latency_s
        self.reply = reply
        self.responder = responder
        self.seen: list[dict[str, Any]] = []
        self.in_flight = 0
        self.max_in_flight = 0
        self.reject_max_tokens = False

    @property
    def base_url(self) -> str:
        """``http://127.0.0.1:PORT/v1``."""
        return f"http://127.0.0.1:{self.server_address[1]}/v1"

    def next_step(self) -> str:
        """Consumes the next scripted step."""
        with self.lock:
            return self.script.popleft() if self.script else self.default


class _Handler(BaseHTTPRequestHandler):
    server: FakeOpenAIServer
    protocol_version = "HTTP/1.1"

    def setup(self) -> None:
        super().setup()
        # Headers and body go out in separate writes; without TCP_NODELAY, Nagle's algorithm
        # and the client's delayed ACK add ~40 ms to every answer, which a real server avoids.
        self.connection.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)

    def log_message(self, *args: Any) -> None:  # keep test output clean
        pass

    def _send(self, status: int, body: Any, headers: dict[str, str] | None = None) -> None:
        data = json.dumps(body).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        for key, value in (headers or {}).items():
            self.send_header(key, value)
        self.end_headers()
        self.wfile.write(data)

    def _body(self) -> dict[str, Any]:
        length = int(self.headers.get("Content-Length") or 0)
        raw = self.rfile.read(length) if length else b"{}"
        body: dict[str, Any] = json.loads(raw or b"{}")  # the clients send JSON objects
        return body

    def do_GET(self) -> None:  # noqa: N802 - http.server naming
        if self.path == "/health":
            self._send(200, {"status": "ok"})
        elif self.path == "/stats":
            with self.server.lock:
                self._send(200, {"requests": list(self.server.seen),
                                 "max_in_flight": self.server.max_in_flight})
        elif self.path.rstrip("/") == "/v1/models":
            self._send(200, {"object": "list", "data": [{"id": "fake", "object": "model"}]})
        else:
            self._send(404, {"error": {"message": f"no route {self.path}"}})

    def do_POST(self) -> None:  # noqa: N802 - http.server naming
        body = self._body()
        if self.path == "/control":
            with self.server.lock:
                self.server.script = deque(body.get("script", []))
                self.server.default = body.get("default", self.server.default)
                if "latency_s" in body:
                    self.server.latency_s = float(body["latency_s"])
                if "reject_max_tokens" in body:
                    self.server.reject_max_tokens = bool(body["reject_max_tokens"])
            self._send(200, {"ok": True})
            return
        if self.path.rstrip("/") != "/v1/chat/completions":
            self._send(404, {"error": {"message": f"no route {self.path}"}})
            return
        if self.server.reject_max_tokens and "max_tokens" in body:
            # What the OpenAI API answers for reasoning models.
            self._send(400, {"error": {
                "message": "Unsupported parameter: 'max_tokens' is not supported with this "
                           "model. Use 'max_completion_tokens' instead.",
                "type": "invalid_request_error", "param": "max_tokens",
                "code": "unsupported_parameter"}})
            return
        step = self.server.next_step()
        started = time.perf_counter()
        record = {"step": step, "body": body, "t": time.time(),
                  "authorization": self.headers.get("Authorization")}
        with self.server.lock:
            self.server.seen.append(record)
            self.server.in_flight += 1
            self.server.max_in_flight = max(self.server.max_in_flight, self.server.in_flight)
        try:
            self._answer(step, body)
        finally:
            with self.server.lock:
                self.server.in_flight -= 1
                # The server's own time for this request: what a benchmark calls model latency.
                record["server_s"] = time.perf_counter() - started

    def _answer(self, step: str, body: dict[str, Any]) -> None:
        if step == "drop":
            self.close_connection = True
            with contextlib.suppress(OSError):
                self.connection.shutdown(2)
            return
        if step == "garbage":
            data = b"<html>502 Bad Gateway</html>"
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)
            return
        if step.isdigit():
            status = int(step)
            headers = {"Retry-After": "0"} if status == 429 else None
            self._send(status, {"error": {"message": f"scripted {status}", "type": "fake",
                                          "code": status}}, headers)
            return
        delay = self.server.latency_s
        if step.startswith("slow:"):
            delay = float(step.split(":", 1)[1])
        if delay:
            time.sleep(delay)
        responder = self.server.responder
        reply = responder(body) if responder is not None else self.server.reply
        prompt_words = sum(len(str(m.get("content", "")).split())
                           for m in body.get("messages", []))
        completion_words = len(reply.split())
        self._send(200, {
            "id": f"chatcmpl-fake-{len(self.server.seen)}",
            "object": "chat.completion",
            "created": int(time.time()),
            "model": body.get("model", "fake"),
            "choices": [{"index": 0, "finish_reason": "stop",
                         "message": {"role": "assistant", "content": reply}}],
            "usage": {"prompt_tokens": prompt_words, "completion_tokens": completion_words,
                      "total_tokens": prompt_words + completion_words},
        })


@dataclass
class FakeServerProcess:
    """A fake server running as a child process (so tests can ``kill -9`` it).

    Attributes:
        port: Its port.
        process: The child.
    """

    port: int
    process: subprocess.Popen[bytes]

    @property
    def base_url(self) -> str:
        """``http://127.0.0.1:PORT/v1``."""
        return f"http://127.0.0.1:{self.port}/v1"

    def kill(self) -> None:
        """``kill -9``: the server dies without closing its connections."""
        if self.process.poll() is None:
            with contextlib.suppress(ProcessLookupError):
                os.kill(self.process.pid, signal.SIGKILL)
        self.process.wait()

    def stats(self) -> list[dict[str, Any]]:
        """The requests the server has seen."""
        requests: list[dict[str, Any]] = self.raw_stats()["requests"]
        return requests

    def raw_stats(self) -> dict[str, Any]:
        """``/stats``: the requests seen and the most requests in flight at once."""
        with urllib.request.urlopen(f"http://127.0.0.1:{self.port}/stats", timeout=5) as r:
            stats: dict[str, Any] = json.loads(r.read())
            return stats

    def control(self, **changes: Any) -> None:
        """Changes the script, default step or latency of the running server."""
        req = urllib.request.Request(f"http://127.0.0.1:{self.port}/control",
                                     data=json.dumps(changes).encode(), method="POST",
                                     headers={"Content-Type": "application/json"})
        with urllib.request.urlopen(req, timeout=5):
            pass


def spawn_fake_server(port: int, *, script: Sequence[str] = (), default: str = "ok",
                      latency_s: float = 0.0, reply: str | None = None,
                      startup_timeout_s: float = 90.0) -> FakeServerProcess:
    """Starts the fake server in a child process and waits until it answers ``/health``.

    The wait returns as soon as it answers; its bound is generous because importing codeloop
    alone took about 20 s of wall time at load ~30 (a busy CI machine or shared workstation).

    Raises:
        RuntimeError: When it does not come up in time.
    """
    cmd = [sys.executable, "-m", "codeloop.testing.fake_openai", "--port", str(port),
           "--script", ",".join(script), "--default", default, "--latency", str(latency_s)]
    if reply is not None:
        cmd += ["--reply", reply]
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    deadline = time.monotonic() + startup_timeout_s
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            err = proc.stderr.read().decode() if proc.stderr else ""
            raise RuntimeError(f"fake server exited: {err[-2000:]}")
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/health", timeout=1):
                return FakeServerProcess(port, proc)
        except OSError:
            time.sleep(0.05)
    proc.kill()
    raise RuntimeError(f"fake server did not come up on port {port}")


def main(argv: Sequence[str] | None = None) -> int:
    """Command-line entry point."""
    parser = argparse.ArgumentParser(description="OpenAI-compatible server with scripted faults")
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--script", default="", help="comma-separated steps")
    parser.add_argument("--default", default="ok")
    parser.add_argument("--latency", type=float, default=0.0)
    parser.add_argument("--reply", default=DEFAULT_REPLY)
    args = parser.parse_args(argv)
    script = [s for s in args.script.split(",") if s]
    server = FakeOpenAIServer(args.port, script, args.default, args.latency, args.reply)
    print(f"listening on {server.base_url}", flush=True)
    server.serve_forever()
    return 0


if __name__ == "__main__":
    sys.exit(main())
