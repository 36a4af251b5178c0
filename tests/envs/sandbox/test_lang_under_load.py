"""The language sandboxes' time-limit cases on a busy machine, on every backend (issue 22).

Under the ``busy_machine`` fixture (three busy loops per core, as other sessions load a shared
machine), each language's time-limit cases (:func:`~codeloop.envs.sandbox.lang_conformance.
time_limit_case`: half the CPU-time limit passes, a sleep meets the wall-clock backstop, the
test after it passes on a restarted program, a spin meets its CPU limit) must decide as on an
idle machine, on bubblewrap and on unshare. One job per language and backend, on the run's
shared sandbox. Run only under the outer net: ``bash .ci/capped.sh --max 3000 -- python -m
pytest ...`` (and with ``--user``).
"""

from __future__ import annotations

import os

import pytest

from codeloop.envs.sandbox.conformance import machine_slowdown
from codeloop.envs.sandbox.lang_conformance import check_language, shared_sandbox, time_limit_case
from codeloop.envs.sandbox.languages import LANGUAGES
from codeloop.envs.sandbox.languages.sandbox import BACKENDS
from codeloop.envs.sandbox.pool import SandboxUnavailable

pytestmark = pytest.mark.slow


def _require_capped() -> None:
    if not os.environ.get("CODELOOP_CAPPED"):
        why = "loads every core and counts on the outer net: run under bash .ci/capped.sh"
        if os.environ.get("CODELOOP_REQUIRE_TOOLCHAINS"):
            pytest.fail(why)
        pytest.skip(why)


@pytest.fixture
def sandbox(language, backend):
    """The run's shared sandbox of the test's language and backend, started before the load.

    Only the selected languages start (``-k ruby`` starts no JVM); each is started, warm,
    before ``busy_machine`` loads the cores (the fixtures resolve in the test's order).
    Returns the reason instead when it cannot start.
    """
    _require_capped()
    try:
        started = shared_sandbox(language, backend)
        started.warm_up()  # the reference pool starts only if its cache misses
    except SandboxUnavailable as exc:
        return str(exc)
    return started


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("language", LANGUAGES)
def test_time_limit_cases_decide_the_same_on_a_busy_machine(sandbox, busy_machine, language,
                                                             backend):
    if isinstance(sandbox, str):
        pytest.skip(sandbox)
    slowdown = machine_slowdown()
    assert slowdown > 1.5, f"the load did not load the machine (slowdown {slowdown:.1f})"
    report = check_language(sandbox, cases=[time_limit_case(language)])
    assert report.ok, f"slowdown {max(slowdown, machine_slowdown()):.1f}\n" + report.summary()
