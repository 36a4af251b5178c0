"""Multi-turn training through TRL's ``environment_factory``.

TRL creates one environment per rollout, calls ``reset(**row)`` (a string it returns is
appended to the prompt's last user message), exposes the environment's public methods as
tools, and keeps generating while the model calls tools; tool results are masked out of the
loss. A user turn in the middle of a rollout is therefore a *tool result*: the model submits
its code with ``submit_code(code)`` and the result is the developer's next message. When the
episode ends, ``get_reward()`` pays the episode's return
(:func:`codeloop.rewards.functions.episode_return`).

Usage::

    Env = make_environment_factory(tasks, reward="shaped")
    trainer = GRPOTrainer(model, args=config, train_dataset=episode_dataset(tasks, opening=False),
                          environment_factory=Env, reward_funcs=[EnvironmentTerms()])

The chat template must support tool calls; :func:`use_tool_chat_template` swaps in TRL's
Qwen2.5 template for ChatML tokenizers (e.g. the tiny test model) that have none.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from codeloop.agents.developers import Developer, make_developer
from codeloop.agents.policies.base import fenced
from codeloop.envs.sandbox import Limits, Sandbox
from codeloop.envs.tasks.schema import Task
from codeloop.envs.world import CodingWorld
from codeloop.rewards.averages import episode_terms, expected_turns
from codeloop.rewards.checks.judge_config import JudgeConfig
from codeloop.rewards.checks.referee import Referee
from codeloop.rewards.functions import TERMS, RewardFn, episode_return, resolve_reward

OVER_MESSAGE = "The developer has no further requests: the conversation is over."
"""The tool result after the last answer of an episode."""

TOOL_ANSWER_FORMAT = "Submit the complete updated code with the submit_code tool."
"""The template voice's reminder in tool mode (instead of "reply with a code block")."""


def tool_developer(strategy: str = "static", voice: str = "template") -> Developer:
    """A developer whose template voice asks for answers through ``submit_code``.

    Other voices are returned unchanged (an LLM voice words its own messages).
    """
    if voice == "template":
        return make_developer(strategy, voice, voice_options={"answer_format": TOOL_ANSWER_FORMAT})
    return make_developer(strategy, voice)


@dataclass
class _EnvConfig:
    tasks: Mapping[str, Task]
    reward_fn: RewardFn
    developer: Developer
    referee: Referee
    max_rounds: int | None
    terms: tuple[str, ...]


class CodeLoopToolEnv:
    """A codeloop episode as a TRL environment; build it with :func:`make_environment_factory`.

    Public methods other than ``reset`` and ``get_reward`` are the model's tools: only
    ``submit_code``.
    """

    _config: _EnvConfig | None = None

    def __init__(self) -> None:
        if self._config is None:
            raise TypeError("use make_environment_factory(tasks, ...) to get an environment class")
        self._world: CodingWorld | None = None
        self._calls = 0

    def reset(self, **row: Any) -> str:
        """Starts an episode on the row's task; returns the developer's opening message.

        Args:
            **row: The dataset row; ``task_id`` picks the task.

        Raises:
            KeyError: For a row without a known ``task_id``.
        """
        cfg = self._config
        assert cfg is not None
        task_id = row.get("task_id")
        task = cfg.tasks.get(task_id) if isinstance(task_id, str) else None
        if task is None:
            raise KeyError(f"environment reset with unknown task_id {task_id!r}")
        self._world = CodingWorld(
            task, cfg.developer, cfg.referee, reward_fn=cfg.reward_fn, max_rounds=cfg.max_rounds,
            policy_name="trainee", seed=int(row.get("seed", 0) or 0))
        self._calls = 0
        return self._world.open()

    def submit_code(self, code: str) -> str:
        """Submits the complete code to the developer, who checks it and answers.

        Args:
            code: The complete Python source of the solution so far.

        Returns:
            The developer's next request, or a note that the conversation is over.
        """
        world = self._world
        if world is None:
            return "Error: no conversation is open."
        if world.done:
            return OVER_MESSAGE
        self._calls += 1
        outcome = world.submit(fenced(str(code), world.task.language))
        return outcome.next_message if outcome.next_message is not None else OVER_MESSAGE

    def get_reward(self) -> float:
        """The episode's return: mean per-turn reward, unplayed turns counting as 0."""
        world = self._world
        if world is None:
            return 0.0
        cfg = self._config
        assert cfg is not None
        return episode_return(world.episode, expected_turns(world.task.n_turns, cfg.max_rounds))


def environment_terms(env: CodeLoopToolEnv) -> dict[str, float]:
    """Per-episode terms of an environment's episode, for logging.

    The terms, ``return`` and ``turns`` are :func:`codeloop.rewards.averages.episode_terms`
    (the rollout logs the same numbers for the same episode), plus ``submitted`` (1 if the
    model called the tool).
    """
    cfg = env._config
    world = env._world
    assert cfg is not None
    if world is None:
        out = {**dict.fromkeys(cfg.terms, 0.0), "return": 0.0, "turns": 0.0}
    else:
        out = episode_terms(world.episode, cfg.terms,
                            expected_turns(world.task.n_turns, cfg.max_rounds))
    out["submitted"] = 1.0 if env._calls else 0.0
    return out


def make_environment_factory(tasks: Sequence[Task], reward: str | RewardFn | Mapping[str, float]
                             = "shaped", *, sandbox: str | Sandbox | Referee = "local",
                             developer: str | Developer = "static", voice: str = "template",
                             limits: Limits | None = None, strict_eq: bool | None = None,
                             max_rounds: int | None = None,
                             terms: Sequence[str] = TERMS,
                             judge: JudgeConfig | None = None) -> type[CodeLoopToolEnv]:
    """Builds the environment class TRL's ``environment_factory`` instantiates per rollout.

    Args:
        tasks: Tasks the dataset's ``task_id`` column refers to.
        reward: Per-turn reward (name, function or ``{name: weight}``).
        sandbox: A backend name, a running sandbox, or a
            :class:`~codeloop.rewards.checks.referee.Referee` (then no ``limits``,
            ``strict_eq`` or ``judge``): one referee, shared by all environments, is built
            from these (:meth:`Referee.of <codeloop.rewards.checks.referee.Referee.of>`).
        developer: A developer, or a strategy name (then :func:`tool_developer` words it).
        voice: Voice spec when ``developer`` is a name.
        limits: Sandbox limits per answer.
        strict_eq: Strict equality in test asserts (default True).
        max_rounds: Cap on rounds per episode.
        terms: Terms :func:`environment_terms` reports.
        judge: The LLM judge of ``judge`` checks (left out: none, those checks are not
            judged; the ``CODELOOP_JUDGE_*`` variables are the CLI's default only).

    Returns:
        A class whose no-argument constructor makes a fresh environment.
    """
    cfg = _EnvConfig(
        tasks={t.id: t for t in tasks},
        reward_fn=resolve_reward(reward),
        developer=tool_developer(developer, voice) if isinstance(developer, str) else developer,
        referee=Referee.of(sandbox, limits=limits, strict_eq=strict_eq,
                           **({} if judge is None else {"judge": judge})),
        max_rounds=max_rounds, terms=tuple(terms),
    )
    # A subclass per factory keeps settings off the instances TRL creates with no arguments.
    return type("CodeLoopToolEnv", (CodeLoopToolEnv,), {"_config": cfg})


def use_tool_chat_template(tokenizer: Any) -> Any:
    """Gives a ChatML tokenizer a chat template that renders tool calls, when it has none.

    TRL parses tool calls only for chat templates it knows; Qwen2.5's is ChatML with tool
    calls in ``<tool_call>`` tags, so it suits any tokenizer with ``<|im_start|>`` and
    ``<|im_end|>`` tokens (such as :mod:`codeloop.testing.tiny_model`'s).

    Returns:
        The tokenizer (changed in place when needed).

    Raises:
        ValueError: When the tokenizer lacks tool support and is not ChatML.
    """
    from trl.chat_template_utils import qwen2_5_chat_template, supports_tool_calling

    if supports_tool_calling(tokenizer):
        return tokenizer
    vocab = tokenizer.get_vocab()
    if "<|im_start|>" not in vocab or "<|im_end|>" not in vocab:
        raise ValueError("the tokenizer's chat template cannot render tool calls and it is not "
                         "ChatML, so no known tool template fits; use a tool-calling model "
                         "(e.g. Qwen2.5/Qwen3) for --mode tools, or --mode multiturn")
    tokenizer.chat_template = qwen2_5_chat_template
    return tokenizer
