"""Endpoints as results may name them: no credentials, no tokens."""

from __future__ import annotations

import re
from urllib.parse import parse_qsl, urlencode, urlsplit, urlunsplit

OPENAI_DEFAULT_URL = "https://api.openai.com/v1"
"""Where the ``openai`` client goes when neither ``base_url`` nor ``OPENAI_BASE_URL`` is set."""

_SECRET_QUERY = re.compile(r"key|token|secret|sig|pass|auth|cred|session", re.IGNORECASE)


def public_url(url: str | None) -> str | None:
    """The URL with its userinfo removed and secret-looking query values masked.

    ``https://user:pw@host/v1?api-key=abc&api-version=2024`` becomes
    ``https://host/v1?api-key=***&api-version=2024``; the fragment is dropped.
    """
    if not url:
        return url
    parts = urlsplit(url)
    host = parts.hostname or ""
    if ":" in host:  # an IPv6 literal keeps its brackets
        host = f"[{host}]"
    netloc = f"{host}:{parts.port}" if parts.port else host
    query = urlencode([(k, "***" if _SECRET_QUERY.search(k) else v)
                       for k, v in parse_qsl(parts.query, keep_blank_values=True)], safe="*")
    return urlunsplit((parts.scheme, netloc, parts.path, query, ""))
