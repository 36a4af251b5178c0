"""Multi-turn training through TRL's ``rollout_func``: whole episodes, developer turns masked.

``GRPOTrainer(rollout_func=f)`` calls ``f(prompts, trainer)`` with the batch's prompts (each
already repeated ``num_generations`` times by TRL's sampler) and expects, per prompt,
``prompt_ids``, ``completion_ids`` and ``logprobs``; any other key is forwarded to the reward
functions, and ``env_mask`` (1 = model token, 0 = inserted token) keeps inserted tokens out of
the loss.

:class:`EpisodeRollout` plays each prompt's task as a full episode in lockstep batches:

    prompt_ids    = template(system?, developer_1, generation prompt)
    completion    = reply_1 <eos> | dev_suffix_2 | reply_2 <eos> | dev_suffix_3 | ...
    env_mask      =   1 ... 1     |   0 ... 0    |   1 ... 1     |    0 ... 0   | ...

where ``dev_suffix_k`` is what the chat template puts between the end of the model's turn and
the start of its next one (the developer's message and the assistant header). This is only
right when the template is *prefix-preserving* (rendering a longer conversation only appends
tokens); :func:`codeloop.training.chat_template.rollout_template` checks that first, falls back
on TRL's training template (Qwen3-style templates), and fails with the first point of
divergence otherwise. Model turns go through TRL's vLLM engine when ``use_vllm`` is on
(:mod:`codeloop.training.turn_generation`). Each episode's reward is
:func:`codeloop.rewards.functions.episode_return` of the per-turn rewards the world paid, and
its logged terms are :func:`codeloop.rewards.averages.episode_terms` (the same denominator).
"""

from __future__ import annotations

import threading
from collections.abc import Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from codeloop.agents.developers import Developer, make_developer
from codeloop.envs.sandbox import Limits, Sandbox
from codeloop.envs.tasks.schema import Task
from codeloop.envs.world import CodingWorld
from codeloop.rewards.averages import episode_terms, expected_turns
from codeloop.rewards.checks.judge_config import JudgeConfig
from codeloop.rewards.checks.referee import Referee
from codeloop.rewards.episode import Episode
from codeloop.rewards.functions import TERMS, RewardFn, resolve_reward
from codeloop.training.chat_template import (
    ChatTemplateError,
    check_prefix_preserving,
    developer_suffix_ids,
    render_ids,
    rollout_template,
)
from codeloop.training.data import opening_message
from codeloop.training.turn_generation import generate_turn, uses_vllm

__all__ = ["ChatTemplateError", "EpisodeRollout", "check_prefix_preserving",
           "developer_suffix_ids", "rollout_template"]


class _Slot:
    """One episode being played."""

    def __init__(self, world: CodingWorld, messages: list[dict[str, str]], prompt_ids: list[int]):
        self.world = world
        self.messages = messages
        self.prompt_ids = prompt_ids
        self.completion_ids: list[int] = []
        self.env_mask: list[int] = []
        self.logprobs: list[float] = []
        self.active = True
        self.truncated = False


class EpisodeRollout:
    """A ``rollout_func`` playing whole codeloop episodes (model turn, developer turn, ...).

    Args:
        tasks: The tasks; each prompt's last user message must be a task's opening message
            (as :func:`codeloop.training.data.episode_dataset` writes it).
        reward: Per-turn reward (name, function or ``{name: weight}``).
        sandbox: A backend name, a running sandbox, or a
            :class:`~codeloop.rewards.checks.referee.Referee` (then no ``limits``,
            ``strict_eq`` or ``judge``): one referee is built from these, once
            (:meth:`Referee.of <codeloop.rewards.checks.referee.Referee.of>`).
        developer: A developer or strategy name.
        voice: Voice spec when ``developer`` is a name.
        max_rounds: Cap on rounds per episode.
        max_turn_tokens: Cap on the tokens of one model turn (default: the whole budget left).
        limits: Sandbox limits per answer.
        strict_eq: Strict equality in test asserts (default True).
        terms: Terms reported per episode (mean over its turns).
        workers: Answers judged in parallel.
        judge: The LLM judge of ``judge`` checks (left out: none, those checks are not
            judged; the ``CODELOOP_JUDGE_*`` variables are the CLI's default only).
    """

    __name__ = "codeloop_rollout"

    def __init__(self, tasks: Sequence[Task], reward: str | RewardFn | Mapping[str, float]
                 = "shaped", *, sandbox: str | Sandbox | Referee = "local",
                 developer: str | Developer = "static", voice: str = "template",
                 max_rounds: int | None = None, max_turn_tokens: int | None = None,
                 limits: Limits | None = None, strict_eq: bool | None = None,
                 terms: Sequence[str] = TERMS, workers: int = 2,
                 judge: JudgeConfig | None = None):
        self.tasks = list(tasks)
        self.reward_fn = resolve_reward(reward)
        self.referee = Referee.of(sandbox, limits=limits, strict_eq=strict_eq,
                                  **({} if judge is None else {"judge": judge}))
        self.developer = (make_developer(developer, voice) if isinstance(developer, str)
                          else developer)
        self.max_rounds = max_rounds
        self.max_turn_tokens = max_turn_tokens
        self.terms = tuple(terms)
        self.workers = workers
        # TRL hands rollout_func the prompts only, so the opening message identifies the task.
        self._by_opening: dict[str, Task] = {}
        for t in self.tasks:
            other = self._by_opening.setdefault(opening_message(t, self.developer), t)
            if other.id != t.id:
                raise ValueError(f"tasks {other.id} and {t.id} open with the same message, so "
                                 "a rollout cannot tell them apart; drop one of them")
        self._templates: dict[tuple[int, str], dict[str, Any]] = {}
        self._calls = 0
        self._lock = threading.Lock()
        self.episodes: list[Episode] = []
        """Episodes of the latest call (for inspection and tests)."""

    def task_for(self, prompt: Sequence[Mapping[str, Any]]) -> Task:
        """The task whose opening message ends ``prompt``.

        Raises:
            KeyError: When no task opens with that message.
        """
        last = next((m for m in reversed(list(prompt)) if m.get("role") == "user"), None)
        content = last.get("content") if last else None
        task = self._by_opening.get(content) if isinstance(content, str) else None
        if task is None:
            raise KeyError("the prompt does not end with the opening message of any task given "
                           "to EpisodeRollout; build the dataset with codeloop.training.data."
                           "episode_dataset(tasks) and pass the same tasks and developer")
        return task

    def _render_kwargs(self, trainer: Any, tokenizer: Any) -> dict[str, Any]:
        # Checked once per tokenizer and template settings: the prefix check renders a dozen
        # conversations, and TRL's training template may replace a Qwen3-style one.
        settings = dict(getattr(trainer, "chat_template_kwargs", None)
                        or getattr(trainer.args, "chat_template_kwargs", None) or {})
        key = (id(tokenizer), repr(sorted(settings.items())))
        if key not in self._templates:
            self._templates[key] = rollout_template(tokenizer, settings)
        return self._templates[key]

    def __call__(self, prompts: Sequence[Sequence[Mapping[str, Any]]], trainer: Any,
                 ) -> dict[str, list[Any]]:
        """Plays one episode per prompt with ``trainer``'s model; returns TRL's rollout dict.

        Model turns are generated by :func:`codeloop.training.turn_generation.generate_turn`
        (TRL's vLLM engine when ``use_vllm`` is on, else HF ``generate`` with the trainer's
        generation config); every rendering uses :func:`rollout_template`'s template and
        GRPOConfig's ``chat_template_kwargs``.
        """
        tokenizer = trainer.processing_class
        tokenizer = getattr(tokenizer, "tokenizer", tokenizer)
        render = self._render_kwargs(trainer, tokenizer)
        budget = int(trainer.args.max_completion_length)
        base_seed = int(getattr(trainer.state, "global_step", 0)) * 100_003 + self._calls * 7919
        self._calls += 1

        slots = []
        for i, prompt in enumerate(prompts):
            task = self.task_for(prompt)
            world = CodingWorld(task, self.developer, self.referee, reward_fn=self.reward_fn,
                                max_rounds=self.max_rounds, policy_name="trainee",
                                seed=base_seed + i)
            opening = world.open()
            messages = [dict(m) for m in prompt]
            if messages[-1].get("content") != opening:
                raise ValueError(f"the prompt of task {task.id} does not match the developer's "
                                 "opening message; the dataset and the rollout disagree")
            slots.append(_Slot(world, messages,
                               render_ids(tokenizer, messages, generation_prompt=True, **render)))

        # vLLM in server mode gathers every rank's prompts in each call, so with several
        # processes every rank makes the same calls with as many prompts (finished episodes
        # send their prompt again and ignore the answer) until no rank has an episode left.
        lockstep = uses_vllm(trainer) and _num_processes(trainer) > 1
        pool = ThreadPoolExecutor(max_workers=self.workers)
        try:
            while _any_rank(trainer, any(s.active for s in slots), lockstep):
                active = [s for s in slots if s.active]
                left = min((budget - len(s.completion_ids) for s in active), default=0)
                turn_cap = min(left, self.max_turn_tokens or left)
                if active and turn_cap <= 0:
                    for s in active:
                        s.active, s.truncated = False, True
                    if not lockstep:
                        break
                    active = []
                batch = slots if lockstep else active
                contexts = [s.prompt_ids + s.completion_ids if s in active else s.prompt_ids
                            for s in batch]
                cap = _agreed_cap(trainer, turn_cap, lockstep)
                outputs = generate_turn(trainer, tokenizer, contexts, max(cap, 1))
                replies = []
                for slot, out in zip(batch, outputs, strict=True):
                    if slot not in active:
                        continue
                    ids = out.ids[:turn_cap]  # another rank's longer cap may have been used
                    slot.completion_ids += ids
                    slot.env_mask += [1] * len(ids)
                    slot.logprobs += out.logprobs[: len(ids)]
                    if not (out.stopped and len(ids) == len(out.ids)):
                        # The turn hit its token cap: close it with an <eos> the model did not
                        # produce (masked), so the next developer turn is well formed.
                        slot.completion_ids.append(tokenizer.eos_token_id)
                        slot.env_mask.append(0)
                        slot.logprobs.append(0.0)
                    replies.append(tokenizer.decode(ids, skip_special_tokens=True))
                outcomes = list(pool.map(lambda a: a[0].world.submit(a[1]),
                                         zip(active, replies, strict=True)))
                for slot, reply, outcome in zip(active, replies, outcomes, strict=True):
                    slot.messages.append({"role": "assistant", "content": reply})
                    if outcome.next_message is None:
                        slot.active = False
                        continue
                    suffix = developer_suffix_ids(tokenizer, outcome.next_message, **render)
                    if len(slot.completion_ids) + len(suffix) + 1 > budget:
                        slot.active, slot.truncated = False, True
                        continue
                    slot.messages.append({"role": "user", "content": outcome.next_message})
                    slot.completion_ids += suffix
                    slot.env_mask += [0] * len(suffix)
                    slot.logprobs += [0.0] * len(suffix)
        finally:
            pool.shutdown(wait=True)

        returns, terms, turns = [], [], []
        for slot in slots:
            ep = slot.world.episode
            averages = episode_terms(ep, self.terms,
                                     expected_turns(slot.world.task.n_turns, self.max_rounds))
            returns.append(averages.pop("return"))
            terms.append(averages)
            turns.append(len(ep.turns))
        with self._lock:
            self.episodes = [s.world.episode for s in slots]
        return {
            "prompt_ids": [s.prompt_ids for s in slots],
            "completion_ids": [s.completion_ids for s in slots],
            "logprobs": [s.logprobs for s in slots],
            "env_mask": [s.env_mask for s in slots],
            "codeloop_return": returns,
            "codeloop_terms": terms,
            "codeloop_turns": turns,
        }


def _num_processes(trainer: Any) -> int:
    return int(getattr(getattr(trainer, "accelerator", None), "num_processes", 1) or 1)


def _any_rank(trainer: Any, local: bool, lockstep: bool) -> bool:
    """Whether any rank still plays an episode (just this rank's answer outside lockstep)."""
    if not lockstep:
        return local
    from accelerate.utils import gather_object

    return any(bool(x) for x in gather_object([local]))


def _agreed_cap(trainer: Any, cap: int, lockstep: bool) -> int:
    """The turn's token cap every rank generates with (the largest; each keeps its own)."""
    if not lockstep:
        return cap
    from accelerate.utils import gather_object

    return max(int(x) for x in gather_object([cap]))
