"""The conformance suite against every backend that can run here (docker skips with why)."""

from __future__ import annotations

import pytest

from codeloop.envs.sandbox.conformance import check_sandbox, default_cases

pytestmark = pytest.mark.slow


def test_suite_has_the_required_hostile_programs():
    names = {c.name for c in default_cases()}
    assert len(names) >= 25
    for required in ("infinite_loop", "sleep_past_timeout", "fork_bomb", "memory_bomb",
                     "setsid_grandchild", "unbounded_output", "closed_stdout", "blocking_stdin",
                     "deep_recursion", "sigterm_ignored", "threads_left_running", "network_tcp",
                     "network_dns", "environment_secrets", "write_outside_workdir",
                     "read_other_jobs_files", "fd_exhaustion", "ctypes_segfault", "kill_parent",
                     "early_sys_exit", "early_os_exit", "eq_always_true", "patch_builtins",
                     "read_hidden_files", "hunt_runner_memory"):
        assert required in names
    # Issue 12's attack families, each a reply that does not compute the answers.
    for required in ("dup2_result_fd_then_exit", "gc_callback_in_reporter", "planted_eq_hash",
                     "finalizer_forges", "stdout_flush_hook", "steal_linecache", "steal_frames",
                     "steal_generator_consts", "steal_test_globals", "steal_module_dicts",
                     "gc_mutates_during_compare", "magic_object_every_assert",
                     "class_spoofing", "patch_stdlib_internals", "unittest_helpers_patched",
                     "malformed_frames"):
        assert required in names


def test_conformance(backend):
    report = check_sandbox(backend)
    print(report.summary())
    assert report.ok, report.summary()
    assert len(report.passed) >= 25
    if backend.name in ("bwrap", "unshare", "docker"):
        # Isolating backends run every case; only the unsafe one may skip.
        assert not report.skipped, report.summary()
