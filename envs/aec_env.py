"""`CodeLoopAECEnv`: the two-agent PettingZoo view of the coding world.

Agents take turns: ``developer`` speaks, ``coder`` answers, and so on until the developer's
*strategy* ends the episode (no agent can end it early). The same
:class:`~codeloop.envs.world.CodingWorld`
runs underneath as in the single-agent gymnasium env, so both views produce the same records.

- The **developer** observes a brief of what its strategy decided (the decision as JSON and the
  template's wording of it); its action is the message to send. An empty action means "say it
  with the developer's own voice" (template or LLM persona). Any other text is the agent's own
  wording, e.g. from an LLM developer agent; unless ``guard_developer=False`` it passes the same
  leak guard as the LLM voice, and a leaking message is replaced by the voice's wording, with the
  intervention recorded in the turn's ``decision["meta"]["voice"]``.
  A round without a verdict is never shown as a failure: after a round the machine could not
  judge, the brief says so (without the machine's error text, which the developer agent's
  ``info["turns"]`` replaces with a plain note too) and asks it to say nothing about the
  answer; instructions *not judged* on the last answer are listed as such, to be neither
  praised nor reported violated.
- The **coder** observes the developer's latest message; its action is its reply. Its
  ``info["passed"]`` holds None for an instruction without a verdict (not judged, or every
  instruction of a round the machine could not judge).
- Both agents are rewarded after each coder turn with the reward function's value on the
  episode so far (a cooperative game; ``developer_reward="zero"`` pays the developer nothing).

:func:`play_aec_episode` drives both sides with policies (any coder
:class:`~codeloop.agents.policies.base.Policy`; a developer agent such as
:class:`VoiceDeveloperAgent` wrapping an :class:`~codeloop.agents.developers.llm_voice.LLMVoice`).
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any, Protocol

from pettingzoo import AECEnv

from codeloop.agents.developers import Developer, make_developer
from codeloop.agents.developers.base import Decision, Voice, speak
from codeloop.agents.developers.leak_guard import LeakGuard
from codeloop.agents.developers.template_voice import TemplateVoice
from codeloop.agents.policies.base import Policy, TurnContext, as_reply
from codeloop.envs.sandbox import Limits, Sandbox
from codeloop.envs.sandbox.config import SandboxConfig
from codeloop.envs.spaces import UnicodeText
from codeloop.envs.tasks.schema import Task
from codeloop.envs.tasks.sources import DEFAULT_TASKS, load_tasks
from codeloop.envs.world import CodingWorld
from codeloop.rewards.checks.judge_config import JudgeConfig
from codeloop.rewards.checks.referee import Referee
from codeloop.rewards.episode import Episode, TurnRecord
from codeloop.rewards.functions import RewardFn, resolve_reward

DEVELOPER = "developer"
CODER = "coder"


class TextObservation(str):
    """An observation: a plain ``str`` that also carries the text space's ``dtype``.

    PettingZoo's ``api_test`` compares each observation's ``dtype`` with its space's; a bare
    ``str`` has none. In every other respect this is the message text.
    """

    dtype = UnicodeText().dtype


class CodeLoopAECEnv(AECEnv):  # type: ignore[misc]  # pettingzoo ships no types
    """A coding episode as a two-agent turn-based game.

    Args:
        tasks: A task spec (see :func:`codeloop.envs.tasks.load_tasks`) or a list of tasks.
        task_id: Fix the task of every reset (else ``options["task_id"]`` or a seeded choice).
        developer: A developer, or a strategy name (with ``voice``).
        voice: Voice spec used when ``developer`` is a name.
        sandbox: A backend name, a :class:`~codeloop.envs.sandbox.config.SandboxConfig`, a
            running sandbox, or a :class:`~codeloop.rewards.checks.referee.Referee` (which
            holds its own limits, equality rule and judge: give none of those with it).
        reward: Reward name, function or ``{name: weight}`` mix.
        limits: Sandbox limits per turn.
        strict_eq: Strict equality in test asserts (default: the config's, else True).
        max_rounds: Truncate after this many rounds.
        guard_developer: Leak-guard the developer agent's own messages.
        developer_reward: ``shared`` (the coder's reward) or ``zero``.
        render_mode: ``ansi`` or ``human``.
        judge: The LLM judge of ``judge`` checks (a
            :class:`~codeloop.rewards.checks.judge_config.JudgeConfig`, or a model name); left
            out, none: those checks are not judged (the ``CODELOOP_JUDGE_*`` variables are
            the CLI's default only).

    Everything that judges is one referee (:attr:`referee`), built here once by
    :meth:`Referee.of <codeloop.rewards.checks.referee.Referee.of>` and closed by
    :meth:`close` unless it was passed in.
    """

    metadata: dict[str, Any] = {"name": "codeloop_aec_v0", "render_modes": ["ansi", "human"],
                                "is_parallelizable": False}

    def __init__(
        self,
        tasks: str | Sequence[Task] = DEFAULT_TASKS,
        task_id: str | None = None,
        developer: str | Developer = "static",
        voice: str = "template",
        sandbox: str | SandboxConfig | Sandbox | Referee = "local",
        reward: str | RewardFn | Mapping[str, float] = "conversation",
        limits: Limits | None = None,
        strict_eq: bool | None = None,
        max_rounds: int | None = None,
        guard_developer: bool = True,
        developer_reward: str = "shared",
        render_mode: str | None = None,
        judge: JudgeConfig | str | None = None,
    ):
        super().__init__()
        self.tasks = load_tasks(tasks) if isinstance(tasks, str) else list(tasks)
        if not self.tasks:
            raise ValueError("no tasks to play")
        if task_id is not None:
            self._lookup(task_id)
        self.task_id = task_id
        self.developer = (make_developer(developer, voice) if isinstance(developer, str)
                          else developer)
        self._owns_referee = not isinstance(sandbox, Referee)
        judge_config = JudgeConfig(judge) if isinstance(judge, str) else judge
        self.referee = Referee.of(sandbox, limits=limits, strict_eq=strict_eq,
                                  **({} if judge_config is None else {"judge": judge_config}))
        self.reward_fn = resolve_reward(reward)
        self.max_rounds = max_rounds
        self.guard_developer = guard_developer
        if developer_reward not in ("shared", "zero"):
            raise ValueError("developer_reward must be 'shared' or 'zero'")
        self.developer_reward = developer_reward
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"render_mode must be one of {self.metadata['render_modes']}")
        self.render_mode = render_mode
        self.possible_agents = [DEVELOPER, CODER]
        self.agents: list[str] = []
        self._spaces = {a: UnicodeText() for a in self.possible_agents}
        self._action_spaces = {a: UnicodeText() for a in self.possible_agents}
        self.world: CodingWorld | None = None
        self.rewards: dict[str, float] = {}
        self._cumulative_rewards: dict[str, float] = {}
        self.terminations: dict[str, bool] = {}
        self.truncations: dict[str, bool] = {}
        self.infos: dict[str, dict[str, Any]] = {}
        self.agent_selection = DEVELOPER

    # ------------------------------------------------------------------ spaces

    def observation_space(self, agent: str) -> UnicodeText:
        """Text: the decision brief (developer) or the developer's message (coder)."""
        return self._spaces[agent]

    def action_space(self, agent: str) -> UnicodeText:
        """Text: the developer's message, or the coder's reply."""
        return self._action_spaces[agent]

    # ------------------------------------------------------------------ lifecycle

    def _lookup(self, task_id: str) -> Task:
        for task in self.tasks:
            if task.id == task_id:
                return task
        matches = [t for t in self.tasks if t.id.endswith("/" + task_id)]
        if len(matches) != 1:
            raise ValueError(f"unknown task id {task_id!r}")
        return matches[0]

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """Starts an episode: the developer acts first.

        Args:
            seed: Seeds the task choice and the developer.
            options: ``{"task_id": ...}`` to choose the task, ``{"policy": name}`` to name
                the coder in the record.
        """
        import numpy as np

        if seed is not None or not hasattr(self, "_rng"):
            self._rng = np.random.default_rng(seed)
        options = options or {}
        task_id = options.get("task_id", self.task_id)
        task = (self._lookup(task_id) if task_id is not None
                else self.tasks[int(self._rng.integers(len(self.tasks)))])
        episode_seed = int(self._rng.integers(2**31 - 1))
        self.world = CodingWorld(
            task, self.developer, self.referee, reward_fn=self.reward_fn,
            max_rounds=self.max_rounds, policy_name=str(options.get("policy", "agent")),
            seed=episode_seed)
        self.world.open(speak_now=False)
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self._skip_agent_selection = None
        self.agent_selection = DEVELOPER
        self._refresh_infos()

    @property
    def episode(self) -> Episode | None:
        """The episode being played, or None before the first reset."""
        return self.world.episode if self.world is not None else None

    def _brief(self) -> str:
        assert self.world is not None
        decision = self.world.next_decision
        if decision is None:
            return ""
        turns = self.world.episode.turns
        draft = TemplateVoice().render(self.world.task, decision, turns)
        note = _unjudged_note(turns[-1]) if turns else ""
        return (f"Decision: {json.dumps(decision.to_dict(), sort_keys=True)}\n\n"
                f"{note}Draft message:\n{draft}")

    def observe(self, agent: str) -> TextObservation:
        """The agent's view: the decision brief (developer) or the latest message (coder)."""
        if self.world is None:
            return TextObservation("")
        if agent == DEVELOPER:
            return TextObservation(self._brief())
        return TextObservation(self.world.pending_message or "")

    def _refresh_infos(self) -> None:
        world = self.world
        assert world is not None
        common = world.info()
        decision = world.next_decision
        dev_info = {**common, "task": world.task,
                    "turns": tuple(_without_timings(t) for t in world.episode.turns),
                    "decision": decision.to_dict() if decision is not None else None}
        coder_info = {**common, "messages": list(world.messages)}
        if world.episode.turns:
            last = world.episode.turns[-1]
            coder_info.update(code=last.code, passed={
                k: None if last.errored or not v.judged else v.passed
                for k, v in last.verdicts.items()})
        self.infos = {a: {DEVELOPER: dev_info, CODER: coder_info}[a] for a in self.agents}

    def _word(self, decision: Decision, action: str) -> tuple[str, dict[str, Any]]:
        """The message for the developer's action: its own text (guarded) or the voice's."""
        assert self.world is not None
        turns = self.world.episode.turns
        voice: Voice = self.developer.voice
        if not action.strip():
            return speak(voice, self.world.task, decision, turns)
        notes: dict[str, Any] = {"voice": "agent", "source": "agent", "fallback": False,
                                 "leaks_caught": 0, "regenerations": 0, "rejected": 0}
        if self.guard_developer:
            draft = TemplateVoice(answer_format="").render(self.world.task, decision, turns)
            code = turns[-1].code if turns else None
            allowed = [self.world.task.prompt, *(i.text for i in self.world.task.instructions),
                       draft, code or ""]
            leaks = LeakGuard(self.world.task).check(action, allowed)
            if leaks:
                message, voice_notes = speak(voice, self.world.task, decision, turns)
                notes.update(source="template" if not voice_notes else
                             voice_notes.get("source", "voice"),
                             fallback=True, leaks_caught=1, rejected=1,
                             agent_leaks=[x.to_dict() for x in leaks],
                             fallback_voice=voice_notes or None)
                return message, notes
        return action, notes

    def step(self, action: str | None) -> None:
        """Acts for the selected agent (``None`` for an agent whose episode is over)."""
        agent = self.agent_selection
        if self.terminations.get(agent) or self.truncations.get(agent):
            self._was_dead_step(action)
            return
        assert self.world is not None
        if action is None:
            raise ValueError(f"{agent} must act with a string, got None")
        action = action if isinstance(action, str) else str(action)
        self._cumulative_rewards[agent] = 0.0
        self._clear_rewards()
        if agent == DEVELOPER:
            decision = self.world.next_decision
            assert decision is not None
            message, notes = self._word(decision, action)
            self.world.say(decision, message, notes)
            self.agent_selection = CODER
        else:
            outcome = self.world.submit(action, speak_now=False)
            reward = float(outcome.record.reward)
            self.rewards[CODER] = reward
            self.rewards[DEVELOPER] = reward if self.developer_reward == "shared" else 0.0
            if outcome.done or outcome.truncated:
                for a in self.agents:
                    self.terminations[a] = bool(outcome.done)
                    self.truncations[a] = bool(outcome.truncated)
            self.agent_selection = DEVELOPER
        self._accumulate_rewards()
        self._refresh_infos()
        if self.render_mode == "human":
            self.render()

    def render(self) -> str | None:
        """Returns (``ansi``) or prints (``human``) the transcript so far."""
        if self.world is None or self.render_mode is None:
            return None
        text = "\n".join(f"[{'developer' if m['role'] == 'user' else 'coder'}] {m['content']}"
                         for m in self.world.messages)
        if self.render_mode == "human":
            print(text)
            return None
        return text

    @property
    def sandbox(self) -> Sandbox | None:
        """The referee's Python sandbox."""
        return self.referee.sandbox

    def close(self) -> None:
        """Closes the env's referee (its language sandboxes, and the sandbox it started)."""
        if self._owns_referee:
            self.referee.close()
            self._owns_referee = False


UNJUDGED_ROUND = "the machine could not judge this answer (not the coder's fault)"
"""What the developer agent is told of an errored round, instead of the machine's error."""


def _unjudged_note(turn: TurnRecord) -> str:
    """The brief's note on a round without verdicts ("" for a fully judged round)."""
    if turn.errored:
        return (f"Note: the coder's last answer (round {turn.turn}) could not be judged: the "
                "machine failed, not the coder. Say nothing about whether it works.\n\n")
    unjudged = [i for i, v in turn.verdicts.items() if not v.judged]
    if unjudged:
        return (f"Not judged on the last answer (no verdict: neither praise nor report them): "
                f"{', '.join(unjudged)}.\n\n")
    return ""


def _without_timings(turn: TurnRecord) -> TurnRecord:
    """A round as the developer agent sees it: no wall-clock times (the record keeps them).

    A held-out unit's reason is withheld (:meth:`CheckResult.shown`): a developer agent that
    quoted it would hand the coder the held-out test's values to memorise.
    ``info`` must be a deterministic function of the seed and the actions (PettingZoo's
    ``seed_test``); timings of the checks and the sandbox are not, and no voice reads them.
    An errored round's error is the machine's (not deterministic, and nothing the agent may
    pass on to the coder): it reads :data:`UNJUDGED_ROUND` instead.
    """
    verdicts = {iid: replace(v, results=tuple(replace(r, duration_s=0.0)
                                              for r in v.shown().results))
                for iid, v in turn.verdicts.items()}
    if turn.errored:
        verdicts = {iid: replace(v, results=tuple(replace(r, reason=UNJUDGED_ROUND)
                                                  for r in v.results))
                    for iid, v in verdicts.items()}
        return replace(turn, timings={}, verdicts=verdicts, error=UNJUDGED_ROUND)
    return replace(turn, timings={}, verdicts=verdicts)


def env(**kwargs: Any) -> CodeLoopAECEnv:
    """PettingZoo-style factory: ``codeloop.envs.aec_env.env(developer="dynamic")``."""
    return CodeLoopAECEnv(**kwargs)


class DeveloperAgent(Protocol):
    """Drives the ``developer`` side: words the strategy's decision."""

    name: str

    def act(self, observation: str, info: Mapping[str, Any]) -> str:
        """Returns the message (``""`` to let the developer's own voice speak)."""
        ...


class VoiceDeveloperAgent:
    """A developer agent that words decisions with a voice (an LLM persona, typically).

    Its messages still pass the environment's leak guard: an agent is never trusted more than
    the built-in voice.

    Args:
        voice: The voice, e.g. :class:`~codeloop.agents.developers.llm_voice.LLMVoice`.
    """

    def __init__(self, voice: Voice):
        self.voice = voice
        self.name = getattr(voice, "label", None) or voice.name

    def act(self, observation: str, info: Mapping[str, Any]) -> str:
        """Words the decision in ``info["decision"]``."""
        decision = Decision.from_dict(info["decision"])
        return self.voice.render(info["task"], decision, info["turns"])


def play_aec_episode(
    env: CodeLoopAECEnv,
    coder: Policy,
    developer: DeveloperAgent | None = None,
    *,
    seed: int | None = None,
    options: dict[str, Any] | None = None,
) -> Episode:
    """Plays one episode with a policy on each side (None: the developer's own voice).

    Returns:
        The episode record.
    """
    env.reset(seed=seed, options={"policy": getattr(coder, "name", "coder"), **(options or {})})
    world = env.world
    assert world is not None
    for agent in env.agent_iter():
        observation, _, terminated, truncated, info = env.last()
        if terminated or truncated:
            env.step(None)
            continue
        if agent == DEVELOPER:
            env.step(developer.act(observation, info) if developer is not None else "")
        else:
            context = TurnContext(task=world.task, turn=len(world.episode.turns) + 1,
                                  focus=world.decision.focus if world.decision else "",
                                  given=tuple(world.given), active=world.active,
                                  seed=world.episode.seed)
            env.step(as_reply(coder.act(list(world.messages), context)).text)
    return world.episode
