"""`CodeLoopEnv`: the single-agent gymnasium view of the coding world.

The agent is the coder. ``reset`` returns the developer's first message; ``step(reply)``
judges the reply against every active instruction and returns the developer's next message.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping, Sequence
from typing import Any

import gymnasium as gym

from codeloop.agents.developers import Developer, make_developer
from codeloop.envs.sandbox import Limits, Sandbox
from codeloop.envs.sandbox.config import SandboxConfig
from codeloop.envs.spaces import UnicodeText
from codeloop.envs.tasks.schema import Task
from codeloop.envs.tasks.sources import DEFAULT_TASKS, load_tasks
from codeloop.envs.tasks.spec import TaskSpec
from codeloop.envs.world import CodingWorld
from codeloop.rewards.checks.judge_config import JudgeConfig
from codeloop.rewards.checks.referee import Referee
from codeloop.rewards.episode import Episode
from codeloop.rewards.functions import RewardFn, resolve_reward
from codeloop.rewards.metrics import (
    conversation_accuracy,
    instruction_accuracy,
    instruction_forgetting_ratio,
)


class CodeLoopEnv(gym.Env[str, str]):
    """A multi-turn coding episode with a simulated developer.

    Observation: the developer's latest message (``""`` once the episode is over).
    Action: the coder's reply (Markdown with a code block, or bare code).
    Reward: the reward function on the episode so far (default: conversation accuracy of
    the latest answer).
    ``info`` carries the task id, turn, active instructions, extracted code, the verdict of every
    active instruction (``info["verdicts"]``, ``info["passed"]``: None where there is no
    verdict, i.e. an instruction not judged or a round the machine could not judge, whose
    reason is ``info["errored"]``), per-turn IA/CA/IFR, and the whole conversation; the full
    record with timings is ``env.unwrapped.episode``.

    Args:
        tasks: A task spec (a :class:`~codeloop.envs.tasks.spec.TaskSpec` or its string form,
            see :func:`codeloop.envs.tasks.load_tasks`) or a list of tasks.
        task_id: Fix the task played by every reset (else ``options`` or a seeded choice).
        developer: A developer, or a strategy name (with ``voice``).
        voice: Voice spec used when ``developer`` is a name.
        sandbox: A backend name, a :class:`~codeloop.envs.sandbox.config.SandboxConfig`
            (its limits and equality rule apply unless ``limits``/``strict_eq`` say otherwise),
            a running sandbox, or a :class:`~codeloop.rewards.checks.referee.Referee` (which
            holds its own limits, equality rule and judge: give none of those with it).
        reward: Reward name, function or ``{name: weight}`` mix.
        limits: Sandbox limits per turn.
        strict_eq: Strict equality in test asserts (default: the config's, else True).
        max_rounds: Truncate after this many rounds.
        render_mode: ``"ansi"`` or ``"human"`` to render the transcript.
        judge: The LLM judge of ``judge`` checks (a
            :class:`~codeloop.rewards.checks.judge_config.JudgeConfig`, or a model name); left
            out, none: those checks are not judged (the ``CODELOOP_JUDGE_*`` variables are
            the CLI's default only).

    Everything that judges is one referee (:attr:`referee`), built here once from these
    arguments by :meth:`Referee.of <codeloop.rewards.checks.referee.Referee.of>` and closed
    by :meth:`close` unless it was passed in.
    """

    metadata = {"render_modes": ["ansi", "human"], "render_fps": 4}

    def __init__(
        self,
        tasks: str | TaskSpec | Sequence[Task] = DEFAULT_TASKS,
        task_id: str | None = None,
        developer: str | Developer = "static",
        voice: str = "template",
        sandbox: str | SandboxConfig | Sandbox | Referee = "local",
        reward: str | RewardFn | Mapping[str, float] = "conversation",
        limits: Limits | None = None,
        strict_eq: bool | None = None,
        max_rounds: int | None = None,
        render_mode: str | None = None,
        judge: JudgeConfig | str | None = None,
    ):
        self.tasks = (load_tasks(tasks) if isinstance(tasks, str | TaskSpec) else list(tasks))
        if not self.tasks:
            raise ValueError("no tasks to play")
        self._by_id = {t.id: t for t in self.tasks}
        if task_id is not None:
            self._lookup(task_id)
        self.task_id = task_id
        self.developer = (make_developer(developer, voice) if isinstance(developer, str)
                          else developer)
        self._owns_referee = not isinstance(sandbox, Referee)
        judge_config = JudgeConfig(judge) if isinstance(judge, str) else judge
        self.referee = Referee.of(sandbox, limits=limits, strict_eq=strict_eq,
                                  **({} if judge_config is None else {"judge": judge_config}))
        # Kept for pickling: a resolved reward closure does not pickle (the referee pickles
        # as its configs), so an unpickled env rebuilds it from this.
        self._reward_spec = reward
        self.reward_fn = resolve_reward(reward)
        self.max_rounds = max_rounds
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"render_mode must be one of {self.metadata['render_modes']}")
        self.render_mode = render_mode
        self.observation_space = UnicodeText()
        self.action_space = UnicodeText()
        self.world: CodingWorld | None = None

    def _lookup(self, task_id: str) -> Task:
        task = self._by_id.get(task_id)
        if task is None:
            matches = [t for t in self.tasks if t.id.endswith("/" + task_id)]
            if len(matches) != 1:
                raise ValueError(f"unknown task id {task_id!r}")
            task = matches[0]
        return task

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[str, dict[str, Any]]:
        """Starts an episode.

        Args:
            seed: Seeds the task choice and the developer.
            options: ``{"task_id": ...}`` to choose the task.

        Returns:
            The developer's first message and an info dict.
        """
        super().reset(seed=seed)
        options = options or {}
        task_id = options.get("task_id", self.task_id)
        if task_id is not None:
            task = self._lookup(task_id)
        else:
            task = self.tasks[int(self.np_random.integers(len(self.tasks)))]
        episode_seed = int(self.np_random.integers(2**31 - 1))
        self.world = CodingWorld(
            task, self.developer, self.referee, reward_fn=self.reward_fn,
            max_rounds=self.max_rounds,
            policy_name=str(options.get("policy", "agent")), seed=episode_seed,
        )
        message = self.world.open()
        info = self.world.info()
        info["messages"] = list(self.world.messages)
        if self.render_mode == "human":
            self.render()
        return message, info

    def step(self, action: str) -> tuple[str, float, bool, bool, dict[str, Any]]:
        """Submits the coder's reply.

        Returns:
            ``(next developer message or "", reward, terminated, truncated, info)``.

        Raises:
            RuntimeError: When called before ``reset`` or after the episode ended.
        """
        if self.world is None:
            raise RuntimeError("call reset() before step()")
        outcome = self.world.submit(action)
        record = outcome.record
        episode = self.world.episode
        info = self.world.info()
        info.update(
            code=record.code,
            extraction_note=record.extraction_note,
            # No timings here: info must be a deterministic function of (seed, actions).
            # None, not False, where there is no verdict (a not-judged instruction, or a round
            # the machine could not judge): a trainer must not read those as the model failing.
            # Held-out units keep their status and lose their reason (CheckResult.shown).
            verdicts={k: {"passed": v.passed if record.has_verdict(k) else None,
                          "results": [{"check": r.check,
                                       "passed": r.passed if r.judged else None,
                                       "reason": r.reason}
                                      for r in v.shown().results]}
                      for k, v in record.verdicts.items()},
            passed={k: v.passed if record.has_verdict(k) else None
                    for k, v in record.verdicts.items()},
            metrics={
                "IA": instruction_accuracy(episode)[-1],
                "CA": conversation_accuracy(episode)[-1],
                "IFR": instruction_forgetting_ratio(episode)[-1],
            },
            messages=list(self.world.messages),
        )
        if self.render_mode == "human":
            self.render()
        return (outcome.next_message or "", record.reward, outcome.done, outcome.truncated, info)

    @property
    def episode(self) -> Episode | None:
        """The episode being played (an :class:`codeloop.rewards.episode.Episode`), or None."""
        return self.world.episode if self.world is not None else None

    @property
    def sandbox(self) -> Sandbox | None:
        """The referee's Python sandbox."""
        return self.referee.sandbox

    @property
    def limits(self) -> Limits:
        """The referee's job limits."""
        return self.referee.limits

    @property
    def strict_eq(self) -> bool:
        """The referee's equality rule."""
        return self.referee.strict_eq

    def __getstate__(self) -> dict[str, Any]:
        """The env without live processes: its referee pickles as its configs.

        Raises:
            TypeError: For an env built around a sandbox object rather than a backend name.
        """
        if self.referee.sandbox_config is None:
            raise TypeError("a CodeLoopEnv built with a Sandbox object cannot be pickled (its "
                            "worker processes cannot be copied); pass the backend name, e.g. "
                            "CodeLoopEnv(sandbox='local'), and each copy starts its own")
        state = self.__dict__.copy()
        state["reward_fn"] = None
        if self.world is not None:  # an episode in progress travels too, judged on arrival
            world = copy.copy(self.world)
            world.reward_fn = None  # type: ignore[assignment]
            state["world"] = world
        return state

    def __setstate__(self, state: dict[str, Any]) -> None:
        self.__dict__.update(state)
        self._owns_referee = True  # the copy's referee was started by unpickling
        self.reward_fn = resolve_reward(self._reward_spec)
        if self.world is not None:
            self.world.reward_fn = self.reward_fn

    def render(self) -> str | None:
        """Returns (``ansi``) or prints (``human``) the transcript so far."""
        if self.world is None or self.render_mode is None:
            return None
        lines = []
        for msg in self.world.messages:
            lines.append(f"[{'developer' if msg['role'] == 'user' else 'coder'}] "
                         f"{msg['content']}")
        text = "\n".join(lines)
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self) -> None:
        """Closes the env's referee (its language sandboxes, and the sandbox it started)."""
        if self._owns_referee:
            self.referee.close()
        super().close()
