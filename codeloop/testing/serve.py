"""Serving a local model directory as a real OpenAI-compatible server (``transformers serve``).

Used by end-to-end tests and benchmarks: the ``openai`` client talks HTTP to it on loopback
exactly as it would to any hosted endpoint.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path


def free_port() -> int:
    """A free TCP port on 127.0.0.1."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def serve_command() -> list[str]:
    """The command that runs ``transformers serve`` with this interpreter's packages."""
    exe = shutil.which("transformers", path=str(Path(sys.executable).parent)) or \
        shutil.which("transformers")
    if exe is None:
        raise RuntimeError("`transformers` CLI not found; install codeloop[serve]")
    return [exe, "serve"]


@dataclass
class ServedModel:
    """A running server.

    Attributes:
        base_url: ``http://127.0.0.1:PORT/v1``.
        model: The model name to send (the model directory).
        process: The server process.
        log_path: Where its output goes.
    """

    base_url: str
    model: str
    process: subprocess.Popen[bytes]
    log_path: Path

    def stop(self) -> None:
        """Stops the server and its children."""
        if self.process.poll() is None:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(self.process.pid, signal.SIGTERM)
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                with contextlib.suppress(ProcessLookupError):
                    os.killpg(self.process.pid, signal.SIGKILL)
                self.process.wait()


def start_server(model_dir: str | Path, port: int | None = None, *,
                 startup_timeout_s: float = 120.0) -> ServedModel:
    """Starts ``transformers serve MODEL_DIR`` on loopback and waits until it answers.

    Raises:
        RuntimeError: When the server exits or does not answer ``/health`` in time (the message
            quotes the end of its log).
    """
    port = port or free_port()
    model = str(Path(model_dir).resolve())
    workdir = Path(tempfile.mkdtemp(prefix="codeloop-serve-"))
    log_path = workdir / "server.log"
    env = dict(os.environ, HF_HUB_OFFLINE="1", HF_HUB_CACHE=str(workdir / "hub"),
               TRANSFORMERS_VERBOSITY="error", TOKENIZERS_PARALLELISM="false")
    (workdir / "hub").mkdir()
    log = log_path.open("wb")
    proc = subprocess.Popen(
        [*serve_command(), model, "--host", "127.0.0.1", "--port", str(port), "--device", "cpu"],
        stdout=log, stderr=subprocess.STDOUT, env=env, start_new_session=True,
    )
    served = ServedModel(f"http://127.0.0.1:{port}/v1", model, proc, log_path)
    deadline = time.monotonic() + startup_timeout_s
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            break
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/health", timeout=2) as resp:
                if resp.status == 200:
                    return served
        except OSError:
            time.sleep(0.3)
    served.stop()
    tail = log_path.read_text(errors="replace")[-2000:]
    raise RuntimeError(f"transformers serve did not come up on port {port}:\n{tail}")


@contextlib.contextmanager
def served_model(model_dir: str | Path, port: int | None = None) -> Iterator[ServedModel]:
    """Context manager around :func:`start_server`."""
    served = start_server(model_dir, port)
    try:
        yield served
    finally:
        served.stop()
