"""Host-side judging of language tests: streams compared, expected streams cached."""

from __future__ import annotations

import json

from codeloop.envs.sandbox.base import JobResult, Limits
from codeloop.envs.sandbox.base import TestOutcome as Outcome
from codeloop.envs.sandbox.languages.expected import ExpectedStreams
from codeloop.envs.sandbox.languages.probes import derive_probe
from codeloop.envs.sandbox.languages.streams import compare_streams, first_difference

CELL = ('try {\n    (void)f("");\n    CHECK(false);\n} catch (const std::invalid_argument& e) {\n'
        '    CHECK_EQ(std::string(e.what()), std::string("empty numeral"));\n}')


def test_a_test_passes_only_when_completed_with_the_reference_stream():
    probe = derive_probe("cpp", "CHECK_EQ(f(1), 2);\nCHECK_EQ(f(2), 4);")
    want = ((0, "2"), (1, "4"))
    assert compare_streams("t", probe, "passed", "", 0.1, want, want).passed
    # Forged or not, the right frames without completing the test do not pass.
    crashed = compare_streams("t", probe, "error", "killed by signal 9", 0.1, want, want)
    assert crashed.status == "error" and "signal 9" in crashed.message
    wrong = compare_streams("t", probe, "passed", "", 0.1, ((0, "2"), (1, "5")), want)
    assert wrong.status == "failed"
    assert wrong.message == "CHECK_EQ(f(2), 4) (line 2): got 5, want 4"
    short = compare_streams("t", probe, "passed", "", 0.1, ((0, "2"),), want)
    assert short.status == "failed" and "not reached, want 4" in short.message
    assert not compare_streams("t", probe, "passed", "", 0.1, (), want).passed


def test_the_message_names_the_site_the_code_reached_instead():
    probe = derive_probe("cpp", CELL)
    got, want = ((0, "false"),), ((1, '"empty numeral"'),)
    message = first_difference(probe, got, want)
    assert message.startswith('CHECK_EQ(std::string(e.what()), std::string("empty numeral"))')
    assert "want \"empty numeral\", but the code reached CHECK(false) (line 3) with false" in \
        message


def test_a_stopped_test_says_which_site_it_did_not_reach():
    probe = derive_probe("cpp", "CHECK_EQ(f(1), 2);\nCHECK_EQ(f(2), 4);")
    out = compare_streams("t", probe, "error", "std::out_of_range", 0.1, ((0, "2"),),
                     ((0, "2"), (1, "4")))
    assert out.status == "error"
    assert out.message == "std::out_of_range before CHECK_EQ(f(2), 4) (line 2), want 4"


def test_a_tolerance_from_the_original_compares_floats():
    probe = derive_probe("java", "assertEquals(0.3, A.f(), 1e-9);")
    assert compare_streams("t", probe, "passed", "", 0, ((0, "0.30000000000000004"),),
                      ((0, "0.3"),)).passed
    assert not compare_streams("t", probe, "passed", "", 0, ((0, "0.31"),), ((0, "0.3"),)).passed
    exact = derive_probe("java", "assertEquals(0.3, A.f());")
    assert not compare_streams("t", exact, "passed", "", 0, ((0, "0.30000000000000004"),),
                          ((0, "0.3"),)).passed


class _Reference:
    """Stands in for the reference pool: answers each probe job, counting them."""

    def __init__(self, status: str = "passed"):
        self.jobs = []
        self.status = status

    def __call__(self, job):
        self.jobs.append(job)
        outcomes = tuple(Outcome(t.id, self.status, "boom" if self.status != "passed" else "")
                         for t in job.tests)
        observed = {t.id: [[0, f"value of {t.source}"]] for t in job.tests}
        return JobResult("ok", outcomes, extra={"observed": observed})


def test_expected_streams_are_cached_in_memory_and_on_disk(tmp_path):
    reference = _Reference()
    streams = ExpectedStreams("cpp", "gcc-1", reference, tmp_path)
    first = streams.expected("int f();", ["probe a", "probe b"], Limits())
    assert [e.stream for e in first] == [((0, "value of probe a"),), ((0, "value of probe b"),)]
    assert not any(e.cached for e in first) and len(reference.jobs) == 1
    # The reference job gets at least the reference's own time.
    assert reference.jobs[0].limits.timeout_s >= 30
    again = streams.expected("int f();", ["probe b", "probe c"], Limits())
    assert [e.cached for e in again] == [True, False] and len(reference.jobs) == 2
    assert [t.source for t in reference.jobs[1].tests] == ["probe c"]
    # Another process (a fresh object) reads the disk cache; files are whole JSON documents.
    other = ExpectedStreams("cpp", "gcc-1", _Reference(), tmp_path)
    assert all(e.cached for e in other.expected("int f();", ["probe a"], Limits()))
    files = list(tmp_path.rglob("*.json"))
    assert len(files) == 3 and all(json.loads(f.read_text())["observed"] for f in files)
    assert not list(tmp_path.rglob(".tmp-*"))


def test_the_key_covers_toolchain_reference_and_probe(tmp_path):
    a = ExpectedStreams("cpp", "gcc-1", _Reference(), tmp_path)
    b = ExpectedStreams("cpp", "gcc-2", _Reference(), tmp_path)
    assert a.key("ref", "p") != b.key("ref", "p")
    assert a.key("ref", "p") != a.key("ref2", "p") != a.key("ref", "p2")
    assert ExpectedStreams("java", "gcc-1", _Reference(), tmp_path).key("ref", "p") != \
        a.key("ref", "p")


def test_a_reference_that_does_not_complete_is_reported_and_not_cached(tmp_path):
    failing = _Reference(status="error")
    streams = ExpectedStreams("cpp", "gcc-1", failing, tmp_path)
    got = streams.expected("int f();", ["probe a"], Limits())
    assert got[0].stream is None and "did not complete" in got[0].problem
    streams.expected("int f();", ["probe a"], Limits())
    assert len(failing.jobs) == 2 and not list(tmp_path.rglob("*.json"))
