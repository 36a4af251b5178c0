"""The Markdown report under its former name: :mod:`codeloop.report.markdown` itself.

The module moved into ``report/`` (which wrote ``report.md`` through it while it imported
``report/``: a package-level import loop). ``import codeloop.report_md`` keeps working and gives
the very same module object, so an attribute set on it is the one the renderer reads.
"""

from __future__ import annotations

import sys

from codeloop.report import markdown as _markdown
from codeloop.report.markdown import *  # noqa: F403 - its names, for static tools

sys.modules[__name__] = _markdown
