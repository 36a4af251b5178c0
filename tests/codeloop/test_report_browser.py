"""The HTML report in a real browser: headless Chromium driven over the DevTools protocol.

The page is loaded from disk with the network unused, and the test asserts that the figures
decode, the tables are there, the page's script ran and sorts a table, and that the console
shows no error (CSP violations and failed loads are console errors too). It saves screenshots
and prints their paths.

The DevTools protocol is spoken over a tiny standard-library WebSocket client below, so the
test needs nothing but Debian's ``chromium`` (``.ci/chromium.sh`` installs it in CI).
"""

from __future__ import annotations

import base64
import json
import os
import shutil
import signal
import socket
import struct
import subprocess
import tempfile
import time
from pathlib import Path
from typing import Any

import pytest

from codeloop.report import write_report
from codeloop.rewards.episode import Episode, TurnRecord
from codeloop.rewards.verdict import CheckResult, InstructionVerdict
from codeloop.runner import EvalConfig, run_eval

pytestmark = pytest.mark.slow

CHROMIUM_FLAGS = (
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
    "--hide-scrollbars", "--remote-debugging-port=0", "--window-size=1280,900",
)


def _chromium() -> str | None:
    for name in ("chromium", "chromium-browser"):
        path = shutil.which(name)
        if path:
            return path
    return None


class WebSocket:
    """A minimal RFC 6455 client: text frames, masking, fragmentation, ping/pong, close."""

    def __init__(self, host: str, port: int, path: str, timeout: float = 30.0):
        self.sock = socket.create_connection((host, port), timeout=timeout)
        key = base64.b64encode(os.urandom(16)).decode()
        # No Origin header: Chromium only rejects DevTools clients that send a foreign origin.
        request = (f"GET {path} HTTP/1.1\r\nHost: {host}:{port}\r\nUpgrade: websocket\r\n"
                   f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\n"
                   "Sec-WebSocket-Version: 13\r\n\r\n")
        self.sock.sendall(request.encode())
        head = b""
        while b"\r\n\r\n" not in head:
            chunk = self.sock.recv(1)
            if not chunk:
                raise ConnectionError("closed during the WebSocket handshake")
            head += chunk
        if b" 101 " not in head.split(b"\r\n", 1)[0]:
            raise ConnectionError(f"WebSocket handshake refused: {head[:200]!r}")

    def _recv_exact(self, n: int) -> bytes:
        data = b""
        while len(data) < n:
            chunk = self.sock.recv(n - len(data))
            if not chunk:
                raise ConnectionError("WebSocket closed")
            data += chunk
        return data

    def _send_frame(self, opcode: int, payload: bytes) -> None:
        header = bytes([0x80 | opcode])
        n = len(payload)
        if n < 126:
            header += bytes([0x80 | n])
        elif n < 1 << 16:
            header += bytes([0x80 | 126]) + struct.pack("!H", n)
        else:
            header += bytes([0x80 | 127]) + struct.pack("!Q", n)
        mask = os.urandom(4)
        masked = bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
        self.sock.sendall(header + mask + masked)

    def send(self, text: str) -> None:
        self._send_frame(0x1, text.encode())

    def recv(self) -> str:
        message = b""
        while True:
            b0, b1 = self._recv_exact(2)
            opcode, n = b0 & 0x0F, b1 & 0x7F
            if n == 126:
                n = struct.unpack("!H", self._recv_exact(2))[0]
            elif n == 127:
                n = struct.unpack("!Q", self._recv_exact(8))[0]
            mask = self._recv_exact(4) if b1 & 0x80 else None
            payload = self._recv_exact(n)
            if mask:
                payload = bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
            if opcode == 0x9:  # ping
                self._send_frame(0xA, payload)
                continue
            if opcode == 0x8:
                raise ConnectionError("WebSocket closed by the browser")
            if opcode in (0x0, 0x1, 0x2):
                message += payload
                if b0 & 0x80:
                    return message.decode()

    def close(self) -> None:
        try:
            self._send_frame(0x8, b"")
        except OSError:
            pass
        self.sock.close()


class Browser:
    """Headless Chromium with one page, driven over the DevTools protocol."""

    def __init__(self, binary: str):
        self.profile = tempfile.mkdtemp(prefix="codeloop-chromium-")
        self.log = open(Path(self.profile) / "chromium.log", "wb")  # noqa: SIM115
        self.proc = subprocess.Popen([binary, *CHROMIUM_FLAGS, f"--user-data-dir={self.profile}",
                                      "about:blank"], stdin=subprocess.DEVNULL,
                                     stdout=self.log, stderr=self.log, start_new_session=True)
        port_file = Path(self.profile) / "DevToolsActivePort"
        deadline = time.monotonic() + 60
        while not (port_file.exists() and len(port_file.read_text().splitlines()) >= 2):
            if self.proc.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError("chromium did not start: "
                                   + (Path(self.profile) / "chromium.log").read_text()[-2000:])
            time.sleep(0.1)
        port, path = port_file.read_text().splitlines()[:2]
        self.ws = WebSocket("127.0.0.1", int(port), path)
        self.next_id = 0
        self.events: list[dict[str, Any]] = []
        target = self.call("Target.createTarget", {"url": "about:blank"})["targetId"]
        self.session = self.call("Target.attachToTarget",
                                 {"targetId": target, "flatten": True})["sessionId"]
        for domain in ("Page", "Runtime", "Log"):
            self.call(f"{domain}.enable", session=True)
        self.call("Emulation.setDeviceMetricsOverride",
                  {"width": 1280, "height": 900, "deviceScaleFactor": 1, "mobile": False},
                  session=True)

    def call(self, method: str, params: dict[str, Any] | None = None, *,
             session: bool = False) -> dict[str, Any]:
        self.next_id += 1
        msg: dict[str, Any] = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            msg["sessionId"] = self.session
        self.ws.send(json.dumps(msg))
        while True:
            reply = json.loads(self.ws.recv())
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply.get("result", {})
            self.events.append(reply)

    def wait_event(self, method: str, timeout: float = 60) -> dict[str, Any]:
        deadline = time.monotonic() + timeout
        seen = len(self.events)
        while time.monotonic() < deadline:
            for event in self.events[seen:]:
                if event.get("method") == method:
                    return event
            seen = len(self.events)
            self.events.append(json.loads(self.ws.recv()))
        raise TimeoutError(method)

    def open(self, path: Path) -> None:
        self.events.clear()
        self.call("Page.navigate", {"url": path.resolve().as_uri()}, session=True)
        self.wait_event("Page.loadEventFired")

    def evaluate(self, expression: str) -> Any:
        result = self.call("Runtime.evaluate", {"expression": expression,
                                                "returnByValue": True, "awaitPromise": True},
                           session=True)
        if "exceptionDetails" in result:
            raise RuntimeError(f"page script failed: {result['exceptionDetails']}")
        return result["result"].get("value")

    def console_errors(self) -> list[str]:
        errors = []
        for event in self.events:
            method, params = event.get("method"), event.get("params", {})
            if method == "Runtime.exceptionThrown":
                errors.append(json.dumps(params.get("exceptionDetails", {}))[:500])
            elif method == "Runtime.consoleAPICalled" and params.get("type") in ("error",
                                                                                 "assert"):
                errors.append(json.dumps(params.get("args", []))[:500])
            elif method == "Log.entryAdded" and params.get("entry", {}).get("level") == "error":
                errors.append(params["entry"].get("text", "")[:500])
        return errors

    def screenshot(self, path: Path, max_height: int = 4200) -> Path:
        height = int(self.evaluate("document.documentElement.scrollHeight"))
        shot = self.call("Page.captureScreenshot", {
            "format": "png", "captureBeyondViewport": True,
            "clip": {"x": 0, "y": 0, "width": 1280, "height": min(height, max_height),
                     "scale": 1}}, session=True)
        path.write_bytes(base64.b64decode(shot["data"]))
        return path

    def close(self) -> None:
        try:
            self.ws.close()
        finally:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
            # Chromium's helpers (zygote, renderers) share the group of the browser this test
            # started in its own session: end any that outlived it, and nothing else.
            try:
                os.killpg(self.proc.pid, signal.SIGKILL)
            except (ProcessLookupError, PermissionError):
                pass
            self.log.close()
            shutil.rmtree(self.profile, ignore_errors=True)


PAGE_FACTS = """(() => {
  const figs = Array.from(document.querySelectorAll('img.fig')).map(i => ({
    id: i.id, w: i.naturalWidth, h: i.naturalHeight, shown: i.getBoundingClientRect().width}));
  const lead = document.querySelector('#leaderboard');
  const names = () => Array.from(lead.tBodies[0].rows).map(r => r.cells[1].textContent.trim());
  const before = names();
  lead.tHead.rows[0].cells[1].click();
  const sorted = names();
  lead.tHead.rows[0].cells[0].click();  // back to rank order for the screenshot
  const restored = names();
  const ep = document.querySelector('details.episode');
  ep.open = true;
  return {
    ready: document.body.getAttribute('data-ready'),
    figures: figs,
    tables: document.querySelectorAll('table').length,
    perTurnTables: ['IA', 'CA', 'IFR'].map(m =>
      document.querySelectorAll('table.metric-' + m + ' tbody tr').length),
    leaderboard: before, sortedByName: sorted, restored: restored,
    categoryRows: document.querySelectorAll('#category-table tbody tr').length,
    taskRows: document.querySelectorAll('#task-table tbody tr').length,
    dynamicRows: document.querySelectorAll('#dynamic-table tbody tr').length,
    episodes: document.querySelectorAll('details.episode').length,
    openTurns: ep.querySelectorAll('.turn').length,
    verdictRows: ep.querySelectorAll('table.verdicts tbody tr').length,
    visibleDiff: ep.querySelector('pre.diff') ? ep.querySelector('pre.diff').offsetHeight : 0,
  };
})()"""


def _dynamic_run(path: Path) -> Path:
    """A hand-made dynamic run: feedback rounds come from strategies this test does not own."""
    def v(iid: str, ok: bool, why: str = "expected TypeError, got nothing") -> InstructionVerdict:
        return InstructionVerdict(iid, (CheckResult("test 1", ok, "test passed" if ok else why),))

    episodes = []
    for k in range(4):
        turns = [
            TurnRecord(1, "instruction", "base", ("base",), ("base",), "Write f(x).",
                       "```python\ndef f(x):\n    return x\n```", "def f(x):\n    return x\n",
                       "one fenced code block", {"base": v("base", True)}),
            TurnRecord(2, "instruction", "raise", ("raise",), ("base", "raise"),
                       "Raise TypeError for non-ints.", "ok", "def f(x):\n    return x\n",
                       "one fenced code block", {"base": v("base", True),
                                                 "raise": v("raise", False)}),
            TurnRecord(3, "feedback", "raise", (), ("base", "raise"),
                       "Your code does not raise TypeError for f('a').", "fixed",
                       "def f(x):\n    if not isinstance(x, int):\n        raise TypeError\n"
                       "    return x\n", "one fenced code block",
                       {"base": v("base", True), "raise": v("raise", k % 2 == 0)}),
        ]
        episodes.append(Episode(f"demo/t{k}", "repairer", "dynamic/template", k, turns,
                                {"base": "base", "raise": "exception_handling"}))
    path.mkdir(parents=True)
    with (path / "episodes.jsonl").open("w") as fh:
        for ep in episodes:
            fh.write(json.dumps(ep.to_dict()) + "\n")
    return path


@pytest.fixture(scope="module")
def browser():
    binary = _chromium()
    if binary is None:
        pytest.skip("chromium is not installed (CI installs it with .ci/chromium.sh)")
    b = Browser(binary)
    yield b
    b.close()


def _screenshot_dir(tmp_path: Path) -> Path:
    # A stable place outside pytest's rotating tmp dirs when asked for (CI artifacts).
    d = Path(os.environ.get("CODELOOP_SCREENSHOT_DIR", tmp_path))
    d.mkdir(parents=True, exist_ok=True)
    return d


def test_report_renders_in_chromium(browser, tmp_path, capsys):
    run_dir = tmp_path / "bank_run"
    run_eval(EvalConfig(out=str(run_dir), limit=8, workers=2), progress=False)
    page = run_dir / "report.html"  # written by the eval itself
    browser.open(page)
    facts = browser.evaluate(PAGE_FACTS)
    assert browser.console_errors() == []
    assert facts["ready"] == "1"  # the page's script ran to the end
    ids = {f["id"] for f in facts["figures"]}
    assert {"fig-per_turn", "fig-leaderboard", "fig-categories", "fig-tasks"} <= ids
    for fig in facts["figures"]:
        assert fig["w"] > 300 and fig["h"] > 100 and fig["shown"] > 300, fig  # decoded, shown
    assert facts["tables"] >= 6 and all(n >= 2 for n in facts["perTurnTables"])
    assert set(facts["leaderboard"]) == {"reference", "stubborn", "forgetful"}
    assert facts["leaderboard"][0] == "reference"
    assert facts["sortedByName"] == sorted(facts["leaderboard"])  # the sort script works
    assert facts["restored"] == facts["leaderboard"]
    assert facts["categoryRows"] >= 3 and facts["taskRows"] >= 1
    assert facts["episodes"] >= 3 and facts["openTurns"] >= 2 and facts["verdictRows"] >= 1
    assert facts["visibleDiff"] > 0
    shot = browser.screenshot(_screenshot_dir(tmp_path) / "report_screenshot.png")
    assert shot.read_bytes().startswith(b"\x89PNG")
    with capsys.disabled():
        print(f"\nreport screenshot: {shot}\nreport page: {page}")


def test_comparison_report_with_a_dynamic_run_renders(browser, tmp_path, capsys):
    static_dir = tmp_path / "static"
    run_eval(EvalConfig(out=str(static_dir), limit=2, workers=2,
                        policies=["reference", "forgetful"]), progress=False)
    out = tmp_path / "compare"
    html_path, *_ = write_report([static_dir, _dynamic_run(tmp_path / "dynamic")], out,
                                n_boot=200)
    browser.open(html_path)
    facts = browser.evaluate(PAGE_FACTS)
    assert browser.console_errors() == []
    assert "fig-dynamic" in {f["id"] for f in facts["figures"]}
    assert all(f["w"] > 300 for f in facts["figures"])
    assert facts["dynamicRows"] == 1
    assert "dynamic:repairer" in facts["leaderboard"]
    shot = browser.screenshot(_screenshot_dir(tmp_path) / "compare_screenshot.png")
    with capsys.disabled():
        print(f"\ncomparison screenshot: {shot}")
