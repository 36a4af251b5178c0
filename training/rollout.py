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
tokens); :func:`check_prefix_preserving` verifies that first and fails with the first point of
divergence when it does not hold. Each episode's reward is
:func:`codeloop.rewards.functions.episode_return` of the per-turn rewards the world paid, and
its logged terms are :func:`codeloop.rewards.averages.episode_terms` (the same denominator).
"""

from __future__ import annotations

import threading
from collections.abc import Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from codeloop.agents.developers import Developer, make_developer
from codeloop.envs.sandbox import Limits, Sandbox, make_sandbox
from codeloop.envs.tasks.schema import Task
from codeloop.envs.world import CodingWorld
from codeloop.rewards.averages import episode_terms, expected_turns
from codeloop.rewards.episode import Episode
from codeloop.rewards.functions import TERMS, RewardFn, resolve_reward
from codeloop.training.data import opening_message


class ChatTemplateError(ValueError):
    """The tokenizer's chat template cannot be used for masked multi-turn rollouts."""


def _ids(tokenizer: Any, messages: list[dict[str, str]], *, generation_prompt: bool) -> list[int]:
    out = tokenizer.apply_chat_template(messages, tokenize=True,
                                        add_generation_prompt=generation_prompt,
                                        return_dict=False)
    if isinstance(out, Mapping):  # some tokenizers return a BatchEncoding regardless
        out = out["input_ids"]
    return list(out)


def _eos_trimmed(tokenizer: Any, ids: list[int]) -> list[int]:
    # Templates render "<eos>\n" after a turn; the model stops at <eos>, so the boundary
    # between its tokens and the inserted ones is right after the last <eos>.
    eos = tokenizer.eos_token_id
    positions = [i for i, t in enumerate(ids) if t == eos]
    return ids[: positions[-1] + 1] if positions else ids


def check_prefix_preserving(tokenizer: Any) -> None:
    """Checks that the chat template only appends tokens as a conversation grows.

    Renders a system + user/assistant/user/assistant conversation at every length and checks
    that each rendering (ending at the assistant's end-of-turn token) is a prefix of the next
    one with a generation prompt.

    Raises:
        ChatTemplateError: When it is not, showing where the two renderings diverge.
    """
    if getattr(tokenizer, "chat_template", None) is None:
        raise ChatTemplateError("the tokenizer has no chat template; multi-turn rollouts need a "
                                "prefix-preserving chat template")
    if tokenizer.eos_token_id is None:
        raise ChatTemplateError("the tokenizer has no eos token to end the model's turns")
    convo = [
        {"role": "system", "content": "sys"},
        {"role": "user", "content": "first request"},
        {"role": "assistant", "content": "first answer"},
        {"role": "user", "content": "second request"},
        {"role": "assistant", "content": "second answer"},
        {"role": "user", "content": "third request"},
    ]
    for end in (3, 5):
        shorter = _eos_trimmed(tokenizer, _ids(tokenizer, convo[:end], generation_prompt=False))
        longer = _ids(tokenizer, convo[: end + 1], generation_prompt=True)
        if longer[: len(shorter)] != shorter:
            at = next((i for i, (a, b) in enumerate(zip(shorter, longer, strict=False)) if a != b),
                      min(len(shorter), len(longer)))
            raise ChatTemplateError(
                "the chat template is not prefix-preserving: rendering the conversation with one "
                "more developer message changes earlier tokens (first difference at token "
                f"{at}: {tokenizer.decode(shorter[at:at + 12])!r} became "
                f"{tokenizer.decode(longer[at:at + 12])!r}). Masked multi-turn rollouts would "
                "train on tokens the model never saw; use a template that renders earlier turns "
                "identically (e.g. without stripping past reasoning), or --mode static")


def developer_suffix_ids(tokenizer: Any, message: str) -> list[int]:
    """Tokens the template inserts after a model turn's <eos> for a developer ``message``.

    Computed on a dummy exchange, which is valid because the template is prefix-preserving.
    """
    dummy = [{"role": "user", "content": "dummy"}, {"role": "assistant", "content": "dummy"}]
    prefix = _eos_trimmed(tokenizer, _ids(tokenizer, dummy, generation_prompt=False))
    full = _ids(tokenizer, [*dummy, {"role": "user", "content": message}], generation_prompt=True)
    if full[: len(prefix)] != prefix:
        raise ChatTemplateError("the chat template is not prefix-preserving around a developer "
                                "turn; see check_prefix_preserving")
    return full[len(prefix):]


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
        sandbox: A sandbox or backend name.
        developer: A developer or strategy name.
        voice: Voice spec when ``developer`` is a name.
        max_rounds: Cap on rounds per episode.
        max_turn_tokens: Cap on the tokens of one model turn (default: the whole budget left).
        limits: Sandbox limits per answer.
        strict_eq: Strict equality in test asserts.
        terms: Terms reported per episode (mean over its turns).
        workers: Answers judged in parallel.
    """

    __name__ = "codeloop_rollout"

    def __init__(self, tasks: Sequence[Task], reward: str | RewardFn | Mapping[str, float]
                 = "shaped", *, sandbox: str | Sandbox = "local",
                 developer: str | Developer = "static", voice: str = "template",
                 max_rounds: int | None = None, max_turn_tokens: int | None = None,
                 limits: Limits | None = None, strict_eq: bool = True,
                 terms: Sequence[str] = TERMS, workers: int = 2):
        self.tasks = list(tasks)
        self.reward_fn = resolve_reward(reward)
        self.sandbox = make_sandbox(sandbox) if isinstance(sandbox, str) else sandbox
        self.developer = (make_developer(developer, voice) if isinstance(developer, str)
                          else developer)
        self.max_rounds = max_rounds
        self.max_turn_tokens = max_turn_tokens
        self.limits = limits
        self.strict_eq = strict_eq
        self.terms = tuple(terms)
        self.workers = workers
        # TRL hands rollout_func the prompts only, so the opening message identifies the task.
        self._by_opening: dict[str, Task] = {}
        for t in self.tasks:
            other = self._by_opening.setdefault(opening_message(t, self.developer), t)
            if other.id != t.id:
                raise ValueError(f"tasks {other.id} and {t.id} open with the same message, so "
                                 "a rollout cannot tell them apart; drop one of them")
        self._checked: set[int] = set()
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

    def __call__(self, prompts: Sequence[Sequence[Mapping[str, Any]]], trainer: Any,
                 ) -> dict[str, list]:
        """Plays one episode per prompt with ``trainer``'s model; returns TRL's rollout dict."""
        import torch

        tokenizer = trainer.processing_class
        tokenizer = getattr(tokenizer, "tokenizer", tokenizer)
        if id(tokenizer) not in self._checked:
            check_prefix_preserving(tokenizer)
            self._checked.add(id(tokenizer))
        budget = int(trainer.args.max_completion_length)
        base_seed = int(getattr(trainer.state, "global_step", 0)) * 100_003 + self._calls * 7919
        self._calls += 1

        slots = []
        for i, prompt in enumerate(prompts):
            task = self.task_for(prompt)
            world = CodingWorld(task, self.developer, self.sandbox, reward_fn=self.reward_fn,
                                limits=self.limits, strict_eq=self.strict_eq,
                                max_rounds=self.max_rounds, policy_name="trainee",
                                seed=base_seed + i)
            opening = world.open()
            messages = [dict(m) for m in prompt]
            if messages[-1].get("content") != opening:
                raise ValueError(f"the prompt of task {task.id} does not match the developer's "
                                 "opening message; the dataset and the rollout disagree")
            slots.append(_Slot(world, messages,
                               _ids(tokenizer, messages, generation_prompt=True)))

        model = trainer.accelerator.unwrap_model(trainer.model)
        eos_ids = {tokenizer.eos_token_id}
        pad_id = tokenizer.pad_token_id if tokenizer.pad_token_id is not None \
            else tokenizer.eos_token_id
        gen_kwargs = {
            "do_sample": True,
            "temperature": float(trainer.args.temperature or 1.0),
            "top_p": float(trainer.args.top_p or 1.0),
            "top_k": int(trainer.args.top_k or 0),  # 0 disables top-k, as in GRPOConfig
            "pad_token_id": pad_id,
            "eos_token_id": tokenizer.eos_token_id,
        }
        pool = ThreadPoolExecutor(max_workers=self.workers)
        was_training = model.training
        model.eval()  # no dropout while sampling (LoRA adapters have some)
        try:
            while any(s.active for s in slots):
                active = [s for s in slots if s.active]
                left = min(budget - len(s.completion_ids) for s in active)
                turn_cap = min(left, self.max_turn_tokens or left)
                if turn_cap <= 0:
                    for s in active:
                        s.active, s.truncated = False, True
                    break
                contexts = [s.prompt_ids + s.completion_ids for s in active]
                width = max(len(c) for c in contexts)
                input_ids = torch.tensor([[pad_id] * (width - len(c)) + c for c in contexts])
                attention = torch.tensor([[0] * (width - len(c)) + [1] * len(c)
                                          for c in contexts])
                with torch.no_grad():
                    out = model.generate(input_ids=input_ids.to(model.device),
                                         attention_mask=attention.to(model.device),
                                         max_new_tokens=turn_cap, output_scores=True,
                                         return_dict_in_generate=True, **gen_kwargs)
                new = out.sequences[:, width:].tolist()
                steps = torch.stack(out.scores, dim=1).float().log_softmax(-1)
                replies = []
                for row, (slot, ids) in enumerate(zip(active, new, strict=True)):
                    cut = next((k + 1 for k, t in enumerate(ids) if t in eos_ids), None)
                    ids = ids[:cut] if cut else [t for t in ids if t != pad_id]
                    lps = [float(steps[row, k, t]) for k, t in enumerate(ids)]
                    slot.completion_ids += ids
                    slot.env_mask += [1] * len(ids)
                    slot.logprobs += lps
                    if not cut:
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
                    suffix = developer_suffix_ids(tokenizer, outcome.next_message)
                    if len(slot.completion_ids) + len(suffix) + 1 > budget:
                        slot.active, slot.truncated = False, True
                        continue
                    slot.messages.append({"role": "user", "content": outcome.next_message})
                    slot.completion_ids += suffix
                    slot.env_mask += [0] * len(suffix)
                    slot.logprobs += [0.0] * len(suffix)
        finally:
            model.train(was_training)
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
