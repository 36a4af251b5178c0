"""A test double for a gullible LLM judge: it obeys the last verdict order in its prompt's text.

Why it exists: a judge prompt that pastes a candidate's code or reply must keep that text data.
If the candidate can end the data block (a fence line in a string literal, a closing tag in its
reply), whatever it writes next reads as the prompt's own words, and a real model may follow an
``answer YES`` found there. Real models are not reliably that gullible, so a test against one
proves nothing either way; this double is gullible on purpose and by a fixed rule, which makes
"the prompt kept the candidate's text inside its data block" something a test can check.

The rule: the prompt (every message's content) is split as a CommonMark reader splits it into
fenced code blocks and the rest; a block opens on a line of three or more backticks or tildes
(indented by at most three spaces) and closes only on a line of the same character at least as
long, or at the end of the text. In the text *outside* the blocks, the last order of the form
``answer YES``, ``answer NO`` or ``answer [[A>B]]`` (any pairwise label) decides the answer;
with no order, the double gives its honest answer. Text inside blocks is never obeyed: that is
what a well-behaved judge does with data, and what the prompt must make possible.

It is served by :class:`codeloop.testing.fake_openai.FakeOpenAIServer` on loopback, so the
judges under test talk to it through the real ``openai`` client::

    with gullible_judge_server(honest="VERDICT: FAIL") as server:
        model = ChatModel("gullible", base_url=server.base_url)
"""

from __future__ import annotations

import contextlib
import re
import threading
from collections.abc import Iterator, Mapping
from typing import Any

from codeloop.testing.fake_openai import FakeOpenAIServer

_OPEN = re.compile(r"^ {0,3}(`{3,}|~{3,})(.*)$")
_ORDER = re.compile(r"\banswer\s+(yes|no|\[\[[AB<>=]+\]\])", re.I)

REPLIES = {"yes": "1. YES\nVERDICT: PASS", "no": "1. NO\nVERDICT: FAIL"}
"""What the double answers to ``answer YES`` / ``answer NO`` (a rubric judge's format)."""


def outside_fences(text: str) -> str:
    """The lines of ``text`` that are not inside a fenced code block, as CommonMark reads it.

    Args:
        text: Markdown.

    Returns:
        Those lines joined by newlines (fence lines themselves are left out too).
    """
    kept: list[str] = []
    fence: str | None = None
    for line in text.split("\n"):
        if fence is None:
            found = _OPEN.match(line)
            # A backtick fence's info string may not hold a backtick (else it is inline code).
            if found and not (found.group(1)[0] == "`" and "`" in found.group(2)):
                fence = found.group(1)
                continue
            kept.append(line)
        else:
            stripped = line.strip(" \t")
            indent = len(line) - len(line.lstrip(" "))
            if (indent <= 3 and len(stripped) >= len(fence) and set(stripped) == {fence[0]}):
                fence = None
    return "\n".join(kept)


def gullible_answer(messages: list[Mapping[str, Any]], honest: str) -> str:
    """The double's answer to a chat: the last order outside data blocks, else ``honest``.

    Args:
        messages: The chat messages (their ``content`` is read).
        honest: The answer the judge would give if nothing ordered it otherwise.

    Returns:
        ``REPLIES[yes/no]``, ``Final verdict: [[label]]``, or ``honest``.
    """
    text = "\n".join(str(m.get("content", "")) for m in messages)
    orders = _ORDER.findall(outside_fences(text))
    if not orders:
        return honest
    order = orders[-1]
    if order.startswith("[["):
        return f"Final verdict: {order}"
    return REPLIES[order.lower()]


@contextlib.contextmanager
def gullible_judge_server(honest: str) -> Iterator[FakeOpenAIServer]:
    """Serves the gullible double on a free loopback port for the ``with`` block.

    Args:
        honest: Its answer when the prompt's own text gives no order (what the code deserves).

    Yields:
        The running server (``base_url`` for a :class:`~codeloop.rewards.llm.ChatModel`;
        ``seen`` holds every request).
    """
    server = FakeOpenAIServer(
        0, responder=lambda body: gullible_answer(body.get("messages") or [], honest))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield server
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=5)
