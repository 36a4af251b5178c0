"""`Referee`: everything that judges a reply, as one value passed explicitly.

A verdict depends on the Python sandbox that runs the tests, the sandboxes of the other
languages, the job's limits, the equality rule of test asserts and the LLM judge of ``judge``
checks (or none). A :class:`Referee` holds all five. It is built once from the typed configs
(:meth:`Referee.build`: a :class:`~codeloop.envs.sandbox.config.SandboxConfig` and a
:class:`~codeloop.rewards.checks.judge_config.JudgeConfig`) and handed to whatever judges:
:func:`codeloop.rewards.checks.evaluate`, :func:`codeloop.envs.judging.judge_reply`,
:class:`codeloop.envs.world.CodingWorld`, the gymnasium/PettingZoo envs, the runner and the TRL
glue. Nothing is read from the environment or from a process-wide cache while judging.

The referee owns its language sandboxes (:class:`LanguageSandboxes`: one per language and
backend, started on first use, closed by :meth:`Referee.close`), so two referees never share
one and nothing waits for the interpreter's exit to close them. It owns its Python sandbox
only when it started it (:meth:`build`); a sandbox the caller passed stays the caller's.

Entry points that take the older ``sandbox=``, ``limits=``, ``strict_eq=`` arguments turn them
into a referee in one place, :meth:`Referee.of`.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from codeloop.envs.sandbox.base import Job, JobResult, Limits, Sandbox
from codeloop.envs.sandbox.config import SandboxConfig
from codeloop.rewards.checks.judge_config import JudgeConfig

if TYPE_CHECKING:
    from codeloop.rewards.judge import RubricJudge

LanguageFactory = Callable[[str, str], Sandbox]
"""``(language, backend) -> sandbox``: how a referee starts another language's sandbox."""


def _language_sandbox(language: str, backend: str) -> Sandbox:
    from codeloop.envs.sandbox.languages import LanguageSandbox

    return LanguageSandbox(language, backend=backend)


def language_backends(sandbox: Sandbox | None) -> tuple[str, ...]:
    """Which confinements may run another language's tests beside ``sandbox``, in order.

    The caller's own when the language sandboxes have it (``bwrap``, ``unshare``): a machine
    where the Python jobs run on unshare because bubblewrap is missing must not need it for
    Java. Otherwise (``docker``, where language jobs cannot run; ``subprocess``; a custom
    backend; no Python sandbox) the best isolating one that starts here: bubblewrap, else
    unshare.
    """
    from codeloop.envs.sandbox.languages.sandbox import BACKENDS

    name = getattr(sandbox, "name", "")
    return (name,) if name in BACKENDS else BACKENDS


class LanguageSandboxes:
    """The language sandboxes one referee owns: one per (language, backend), made on demand.

    Args:
        factory: Starts a language's sandbox on a backend (default:
            :class:`~codeloop.envs.sandbox.languages.LanguageSandbox`, whose workers start on
            the first job).
    """

    def __init__(self, factory: LanguageFactory | None = None):
        self._factory = factory or _language_sandbox
        self._made: dict[tuple[str, str], Sandbox] = {}
        self._lock = threading.Lock()
        self._closed = False

    def get(self, language: str, beside: Sandbox | None) -> Sandbox:
        """The sandbox for ``language``'s tests, on a backend chosen by :func:`language_backends`.

        Args:
            language: The task's language (not Python).
            beside: The referee's Python sandbox, whose backend the language's follows.

        Raises:
            SandboxUnavailable: When no backend can run the language here (each one's reason),
                or when the referee is closed.
        """
        from codeloop.envs.sandbox.workers import SandboxUnavailable

        backends = language_backends(beside)
        with self._lock:
            if self._closed:
                raise SandboxUnavailable("the referee is closed")
            for backend in backends:
                found = self._made.get((language, backend))
                if found is not None:
                    return found
            reasons = []
            for backend in backends:
                try:
                    made = self._factory(language, backend)
                except SandboxUnavailable as exc:
                    reasons.append(f"{backend}: {exc}")
                    continue
                self._made[language, backend] = made
                return made
        raise SandboxUnavailable(f"no sandbox runs {language} here (" + "; ".join(reasons) + ")")

    @property
    def started(self) -> dict[tuple[str, str], Sandbox]:
        """The sandboxes made so far, by (language, backend)."""
        with self._lock:
            return dict(self._made)

    def close(self) -> None:
        """Closes every language sandbox made; later requests are refused."""
        with self._lock:
            made, self._made = list(self._made.values()), {}
            self._closed = True
        for sandbox in made:
            sandbox.close()


@dataclass(frozen=True, eq=False)
class Referee:
    """Everything that judges a reply.

    A referee is also a :class:`~codeloop.envs.sandbox.base.Sandbox` (its Python one: ``name``,
    ``run``), so code typed for a sandbox can carry it to :func:`evaluate` unchanged.

    Attributes:
        sandbox: Where Python tests run (None: no sandbox; a test job is then a machine fault).
        limits: Resource limits of one job (an answer with all its tests).
        strict_eq: Strict equality in test asserts (a rigged ``__eq__`` cannot pass).
        judge: The LLM judge of ``judge`` checks, or None (those checks are *not judged*).
        languages: The other languages' sandboxes, owned by this referee.
        owns_sandbox: :meth:`close` closes ``sandbox`` too (the referee started it).
        sandbox_config: The config ``sandbox`` was started from (None: the caller's own
            sandbox). With it a referee pickles: the copy starts its own sandboxes from the
            configs (a pickled gymnasium env, a Ray worker).
        judge_config: The config ``judge`` was built from.
    """

    sandbox: Sandbox | None
    limits: Limits = field(default_factory=Limits)
    strict_eq: bool = True
    judge: RubricJudge | None = None
    languages: LanguageSandboxes = field(default_factory=LanguageSandboxes)
    owns_sandbox: bool = False
    sandbox_config: SandboxConfig | None = None
    judge_config: JudgeConfig = field(default_factory=JudgeConfig)

    @classmethod
    def build(cls, sandbox: SandboxConfig, judge: JudgeConfig | None = None, *,
              python: Sandbox | None = None) -> Referee:
        """The referee the typed configs describe.

        Args:
            sandbox: Backend, limits and equality rule.
            judge: The LLM judge (None or an empty config: none).
            python: A running Python sandbox to use instead of starting ``sandbox.backend``
                (the caller keeps it: the referee does not close it).

        Returns:
            A referee that owns the sandboxes it started.
        """
        judge = judge or JudgeConfig()
        return cls(python if python is not None else sandbox.make(), limits=sandbox.limits,
                   strict_eq=sandbox.strict_eq, judge=judge.build(), owns_sandbox=python is None,
                   sandbox_config=None if python is not None else sandbox, judge_config=judge)

    @classmethod
    def of(cls, sandbox: Referee | SandboxConfig | Sandbox | str | None, *,
           limits: Limits | None = None, strict_eq: bool | None = None,
           judge: JudgeConfig | None = None) -> Referee:
        """The one reading of the older ``(sandbox, limits, strict_eq)`` arguments.

        Every entry point that takes them (``CodingWorld``, ``evaluate``, ``judge_reply``, the
        gymnasium and PettingZoo envs, ``play_episode``, the TRL glue) calls this, and nothing
        else normalises them.

        Args:
            sandbox: A referee (returned as is); a backend name or a
                :class:`~codeloop.envs.sandbox.config.SandboxConfig` (started here, owned by
                the referee; ``limits``/``strict_eq`` given here override the config's); a
                running Python sandbox (kept by the caller); or None (static checks only).
            limits: Job limits (default: the config's, else :class:`Limits()`); not with a
                referee.
            strict_eq: The equality rule (default: the config's, else strict); not with a
                referee.
            judge: The LLM judge (None: none; ``judge`` checks are then *not judged*, with
                a reason that says how to give one). The ``CODELOOP_JUDGE_*`` variables are
                not read here: they are the default of the CLI's ``--judge*`` options only
                (a library caller who wants them passes ``JudgeConfig.from_env()``).

        Returns:
            The referee.

        Raises:
            TypeError: When a referee comes with limits, an equality rule or a judge of its
                own (they would contradict it).
        """
        if isinstance(sandbox, Referee):
            if limits is not None or strict_eq is not None or judge is not None:
                raise TypeError("a Referee already holds its limits, equality rule and judge; "
                                "pass either a referee or sandbox/limits/strict_eq/judge")
            return sandbox
        config = judge or JudgeConfig()
        if isinstance(sandbox, str):
            sandbox = SandboxConfig(sandbox)
        if isinstance(sandbox, SandboxConfig):
            sandbox = replace(sandbox, limits=limits or sandbox.limits,
                              strict_eq=sandbox.strict_eq if strict_eq is None else strict_eq)
            return cls.build(sandbox, config)
        return cls(sandbox, limits=limits or Limits(),
                   strict_eq=True if strict_eq is None else strict_eq, judge=config.build(),
                   judge_config=config)

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickles as its configs: the copy starts sandboxes of its own.

        Raises:
            TypeError: For a referee around the caller's running sandbox (its worker processes
                cannot be copied).
        """
        if self.sandbox_config is None:
            raise TypeError("a Referee around a running Sandbox cannot be pickled (its worker "
                            "processes cannot be copied); build it from a SandboxConfig or "
                            "a backend name, and each copy starts its own")
        return (Referee.build, (self.sandbox_config, self.judge_config))

    # ------------------------------------------------------------------ the Sandbox protocol

    @property
    def name(self) -> str:
        """The Python sandbox's backend name (``"none"`` without one)."""
        return str(getattr(self.sandbox, "name", "none"))

    def run(self, job: Job) -> JobResult:
        """Runs a job on the sandbox of its language (the :class:`Sandbox` protocol).

        ``job.language`` None is Python (the older jobs, which never named one).

        Raises:
            SandboxUnavailable: When no sandbox can run the job's language here (see
                :meth:`sandbox_for`).
        """
        return self.sandbox_for(job.language or "python").run(job)

    def sandbox_for(self, language: str) -> Sandbox:
        """The sandbox that runs the tests of a task in ``language``.

        Python tasks (and a Python sandbox already built for ``language``, such as
        ``LanguageSandbox("java")`` passed as the sandbox) use :attr:`sandbox` itself; any other
        language gets this referee's own sandbox for it (:class:`LanguageSandboxes`). Every
        one takes the same call, ``run(job)``: a job says what its language's sandbox needs
        (:attr:`Job.language <codeloop.envs.sandbox.base.Job.language>`, its tests'
        references, :attr:`Job.trusted <codeloop.envs.sandbox.base.Job.trusted>`).

        Raises:
            SandboxUnavailable: When no backend can run the language here, or no Python
                sandbox is set for a Python task.
        """
        if language == "python" or getattr(self.sandbox, "language", None) == language:
            if self.sandbox is None:
                from codeloop.envs.sandbox.workers import SandboxUnavailable

                raise SandboxUnavailable("no sandbox to run the tests in")
            return self.sandbox
        return self.languages.get(language, self.sandbox)

    language_sandbox = sandbox_for
    """The older name of :meth:`sandbox_for`."""

    def close(self) -> None:
        """Closes the language sandboxes, and the Python one when this referee started it."""
        self.languages.close()
        if self.owns_sandbox and self.sandbox is not None:
            self.sandbox.close()

    def __enter__(self) -> Referee:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
