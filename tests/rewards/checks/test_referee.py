"""One referee: everything that judges a reply is one value, passed in (issue 26, item 1).

Judging reads no environment variable and no process-wide cache: the LLM judge is the
referee's, the language sandboxes are the referee's own (closed with it), and a probe turns a
machine fault into a verdict by the same rule as a judged round.
"""

from __future__ import annotations

import pickle

import pytest

from codeloop.envs.judging import MACHINE_FAULT_REASON, judge_reply
from codeloop.envs.sandbox.base import JOB_SANDBOX_ERROR, Job, JobResult, Limits, fill_not_run
from codeloop.envs.sandbox.config import SandboxConfig
from codeloop.envs.sandbox.languages import LanguageSandbox
from codeloop.envs.sandbox.pool import SandboxUnavailable
from codeloop.envs.tasks.schema import task_from_dict
from codeloop.rewards.checks import evaluate
from codeloop.rewards.checks.judge_config import ENV_VARS, JudgeConfig
from codeloop.rewards.checks.referee import Referee
from codeloop.rewards.checks.spec import Check
from codeloop.rewards.judge import RubricJudge
from codeloop.rewards.llm import ChatModel, RecordReplayCache, cache_key

CODE = ("def fib(n):\n    a, b = 0, 1\n    for _ in range(n):\n        a, b = b, a + b\n"
        "    return a\n")
PARAMS = {"instruction": "Use dynamic programming",
          "checklist": ["Does the code build the answer bottom-up?"]}
JUDGED = [("algo", [Check("judge", PARAMS)])]


def _record(path, model: str, answer: str) -> None:
    judge = RubricJudge(ChatModel(model), RecordReplayCache(path, "record"))
    request = judge.cache_request(CODE, PARAMS["instruction"], PARAMS["checklist"], None)
    judge.cache.put(cache_key(request), request, answer)


def test_judging_reads_the_referees_judge_not_the_environment(tmp_path, monkeypatch):
    # The configured judge (recorded PASS) against variables naming another one (recorded
    # FAIL): before the referee, the variables were read at each judgement and won.
    configured, other = tmp_path / "configured.jsonl", tmp_path / "other.jsonl"
    _record(configured, "judge-model", "1. YES\nVERDICT: PASS")
    _record(other, "other-model", "1. NO\nVERDICT: FAIL")
    referee = Referee(None, judge=JudgeConfig("judge-model", cache=str(configured),
                                              cache_mode="replay").build())
    monkeypatch.setenv("CODELOOP_JUDGE_MODEL", "other-model")
    monkeypatch.setenv("CODELOOP_JUDGE_CACHE", str(other))
    monkeypatch.setenv("CODELOOP_JUDGE_CACHE_MODE", "replay")
    verdicts, _ = evaluate(CODE, JUDGED, referee)
    unit = verdicts["algo"].results[0]
    assert unit.judged and unit.passed, unit.reason
    # A referee with no judge stays without one, whatever the variables say.
    none, _ = evaluate(CODE, JUDGED, Referee(None))
    assert not none["algo"].results[0].judged


class _ChatServer:
    """A local OpenAI-compatible endpoint that answers PASS and counts the requests it got.

    A real HTTP server (not a double of the client): the question is whether anything
    contacts the judge the variables name.
    """

    def __init__(self):
        import http.server
        import json
        import threading

        self.requests = 0
        server = self

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_POST(self):  # noqa: N802 - the http.server hook's name
                server.requests += 1
                self.rfile.read(int(self.headers.get("Content-Length", 0)))
                body = json.dumps({
                    "id": "c", "object": "chat.completion", "created": 0, "model": "env-model",
                    "choices": [{"index": 0, "finish_reason": "stop", "message": {
                        "role": "assistant", "content": "1. YES\nVERDICT: PASS"}}],
                    "usage": {"prompt_tokens": 1, "completion_tokens": 1, "total_tokens": 2},
                }).encode()
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def log_message(self, *args):
                pass

        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.base_url = f"http://127.0.0.1:{self.httpd.server_address[1]}/v1"
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()

    def close(self):
        self.httpd.shutdown()
        self.httpd.server_close()


def test_with_the_variables_set_only_the_cli_reads_them(monkeypatch):
    import ast

    from codeloop.rewards.checks.judge_check import (
        NO_JUDGE_REASON,
        NO_JUDGE_RULE_REASON,
        judge_rule,
    )
    from codeloop.rewards.checks.static import run_static

    served = _ChatServer()
    try:
        for var in ENV_VARS:
            monkeypatch.delenv(var, raising=False)
        monkeypatch.setenv("CODELOOP_JUDGE_MODEL", "env-model")
        monkeypatch.setenv("CODELOOP_JUDGE_BASE_URL", served.base_url)
        monkeypatch.setenv("OPENAI_API_KEY", "not-needed")
        # The bare rule (before: the variables' judge, built at each call) is not judged and
        # says how to pass one.
        assert run_static("judge", CODE, ast.parse(CODE), PARAMS) == (False, NO_JUDGE_RULE_REASON)
        assert judge_rule(CODE, PARAMS) == (False, NO_JUDGE_RULE_REASON)
        assert "judge=" in NO_JUDGE_RULE_REASON and "--judge MODEL" in NO_JUDGE_RULE_REASON
        # A referee from the older arguments, and evaluate's one-off referee, hold none.
        assert Referee.of(None).judge is None
        for referee in (None, Referee.of(None)):
            unit = evaluate(CODE, JUDGED, referee)[0]["algo"].results[0]
            assert not unit.judged and unit.reason == NO_JUDGE_REASON
        assert served.requests == 0
        # The judge given explicitly is asked (the server answers: the zero above is real).
        judge = JudgeConfig("env-model", base_url=served.base_url).build()
        assert judge_rule(CODE, PARAMS, judge=judge)[0] and served.requests == 1
    finally:
        served.close()


def test_two_referees_do_not_share_language_sandboxes():
    # One process, two referees (here on two backends, and twice on one): each gets its own;
    # the process-wide cache handed every caller the same one.
    with Referee(None) as a, Referee(None) as b, \
            Referee.build(SandboxConfig("unshare")) as on_unshare:
        js_a, js_b = a.language_sandbox("javascript"), b.language_sandbox("javascript")
        js_u = on_unshare.language_sandbox("javascript")
        assert isinstance(js_a, LanguageSandbox) and isinstance(js_u, LanguageSandbox)
        assert js_a is not js_b and js_u.backend == "unshare" and js_a.backend == "bwrap"
        assert a.language_sandbox("javascript") is js_a


def test_closing_a_referee_closes_its_language_sandboxes():
    referee = Referee(None)
    js = referee.language_sandbox("javascript")
    assert isinstance(js, LanguageSandbox) and not js.workers.closed
    referee.close()
    assert js.workers.closed
    with pytest.raises(SandboxUnavailable, match="closed"):
        referee.language_sandbox("javascript")


def test_evaluate_with_a_bare_sandbox_closes_what_it_started(monkeypatch):
    started: list[object] = []

    class Recording:
        """Stands for a language sandbox: records its closing (no toolchain is run)."""

        def __init__(self, language: str, backend: str = "bwrap"):
            self.name, self.language, self.closed = f"{backend}-{language}", language, False
            started.append(self)

        def run(self, job: Job, *, references: object = None) -> JobResult:
            return JobResult(JOB_SANDBOX_ERROR, fill_not_run(job.tests, {}, "x"), "x")

        def close(self) -> None:
            self.closed = True

    monkeypatch.setattr("codeloop.envs.sandbox.languages.LanguageSandbox", Recording)
    checks = [Check("tests", {"tests": ["assertTrue(true);"]})]
    evaluate("class A {}", [("base", checks)], None, language="java", references={"base": "r"})
    assert len(started) == 1 and started[0].closed  # type: ignore[attr-defined]


def test_a_referee_refuses_settings_of_its_own_and_pickles_as_its_configs():
    referee = Referee.of("subprocess", limits=Limits(test_timeout_s=3.0), strict_eq=False,
                         judge=JudgeConfig("m"))
    try:
        with pytest.raises(TypeError, match="already holds"):
            Referee.of(referee, strict_eq=True)
        assert Referee.of(referee) is referee
        copy = pickle.loads(pickle.dumps(referee))
        try:
            assert copy.sandbox is not referee.sandbox and copy.owns_sandbox
            assert (copy.limits, copy.strict_eq, copy.judge_config) == (
                Limits(test_timeout_s=3.0), False, JudgeConfig("m"))
            assert copy.judge is not None
        finally:
            copy.close()
    finally:
        referee.close()
    with pytest.raises(TypeError, match="cannot be pickled"):
        pickle.dumps(Referee(None))


class _FaultySandbox:
    """A Python sandbox whose every job is the machine's fault.

    A double because a real machine fault (a worker lost before the candidate got its code,
    even on a fresh worker) cannot be provoked on demand here.
    """

    name = "faulty"

    def run(self, job: Job) -> JobResult:
        why = "the worker died before the job started (even on a fresh worker)"
        return JobResult(JOB_SANDBOX_ERROR, fill_not_run(job.tests, {}, why), why)

    def close(self) -> None:
        pass


def test_a_probe_and_a_judged_round_read_a_fault_alike():
    from codeloop.agents.developers import make_developer
    from codeloop.envs.world import CodingWorld

    task = task_from_dict({
        "id": "toy/add", "entry_point": "add", "prompt": "Write add(a, b).",
        "base_checks": [{"kind": "tests", "params": {"tests": ["assert add(1, 2) == 3"]}},
                        {"kind": "docstring", "params": {"names": ["add"]}}],
        "instructions": [{"id": "doc", "category": "docstring", "text": "Document add.",
                          "checks": [{"kind": "docstring", "params": {"names": ["add"]}}]}]})
    reply = "```python\ndef add(a, b):\n    return a + b\n```"
    world = CodingWorld(task, make_developer("static"), Referee(_FaultySandbox()))
    world.open()
    record = world.submit(reply).record
    probed = world.probe(["base"])["base"]
    assert record.errored and _seen(record.verdicts["base"]) == _seen(probed)
    test_unit, static_unit = probed.results
    assert not test_unit.judged and test_unit.reason == MACHINE_FAULT_REASON
    assert static_unit.judged and not static_unit.passed  # a static rule is still a verdict
    # judge_reply, the one path of every caller, applies the same rule.
    again = judge_reply(task, reply, ["base"], Referee(_FaultySandbox()))
    assert again.machine_fault and _seen(again.verdicts["base"]) == _seen(probed)


def _seen(verdict):
    """A verdict less its timings."""
    return [(r.check, r.passed, r.reason, r.judged, r.sandboxed) for r in verdict.results]


def test_the_cli_reads_the_variables_once_as_its_default(monkeypatch):
    import argparse

    from codeloop.cli.judge_options import add_judge_arguments, judge_config_from_args

    parser = argparse.ArgumentParser()
    add_judge_arguments(parser)
    for var in ENV_VARS:
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("CODELOOP_JUDGE_MODEL", "env-model")
    assert judge_config_from_args(parser.parse_args([])) == {"model": "env-model"}
    assert judge_config_from_args(parser.parse_args(["--judge", "cli-model"])) == {
        "model": "cli-model"}


def test_a_python_jobs_cache_keys_ignore_the_language_fields():
    # The fields a language sandbox reads (issue 26, item 1) must not split the Python
    # backends' caches: a job evaluate sends (language "python", trusted for a reference) keys
    # as the same job did before the fields existed.
    from dataclasses import replace

    from codeloop.envs.sandbox.base import TestCase
    from codeloop.envs.sandbox.memo import _prefix_keys
    from codeloop.envs.sandbox.plain_cache import PlainCache

    test = TestCase("t", "assert f() == 1", reference="def f():\n    return 1\n")
    old = Job("def f():\n    return 1\n", (test,))
    for new in (replace(old, language="python"), replace(old, language="python", trusted=True)):
        assert _prefix_keys(new) == _prefix_keys(old)
        cache = PlainCache(b"harness", None)
        assert cache.key(test, new) == cache.key(test, old)


def test_codeloop_train_takes_the_judge_options_with_the_variables_as_default(monkeypatch,
                                                                              tmp_path):
    # The TRL entry points take the judge from the CLI's config (their referee reads no
    # variable): `codeloop train grpo` passes it to build_grpo_trainer.
    pytest.importorskip("trl")
    import codeloop.training.recipes as recipes
    from codeloop.cli import main

    seen: list[object] = []

    class Recorded(Exception):
        pass

    def record(model, tasks, **kwargs):  # building a trainer loads a model: record instead
        seen.append(kwargs["judge"])
        raise Recorded

    monkeypatch.setattr(recipes, "build_grpo_trainer", record)
    for var in ENV_VARS:
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("CODELOOP_JUDGE_MODEL", "env-model")
    for extra in ([], ["--judge", "cli-model", "--judge-cache-mode", "replay"]):
        with pytest.raises(Recorded):
            main(["train", "grpo", "--model", "m", "--out", str(tmp_path), *extra])
    assert seen == [JudgeConfig("env-model"), JudgeConfig("cli-model", cache_mode="replay")]
