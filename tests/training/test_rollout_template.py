"""The rollout's chat-template checks and developer-turn tokens (no model needed)."""

from __future__ import annotations

import pytest

pytest.importorskip("transformers")
pytest.importorskip("tokenizers")

from codeloop.envs.tasks import load_tasks  # noqa: E402
from codeloop.testing.tiny_model import CHAT_TEMPLATE, train_tokenizer  # noqa: E402
from codeloop.training.data import episode_dataset  # noqa: E402
from codeloop.training.rollout import (  # noqa: E402
    ChatTemplateError,
    EpisodeRollout,
    check_prefix_preserving,
    developer_suffix_ids,
)

# Like templates that strip past reasoning: earlier assistant turns render differently once a
# later message exists, so a growing conversation is not a prefix extension.
NOT_PREFIX_PRESERVING = (
    "{% for message in messages %}"
    "{% if message['role'] == 'assistant' and not loop.last %}"
    "{{ '<|im_start|>assistant\n[earlier answer]<|im_end|>\n' }}"
    "{% else %}"
    "{{ '<|im_start|>' + message['role'] + '\n' + message['content'] + '<|im_end|>\n' }}"
    "{% endif %}{% endfor %}"
    "{% if add_generation_prompt %}{{ '<|im_start|>assistant\n' }}{% endif %}"
)


@pytest.fixture(scope="module")
def tokenizer():
    return train_tokenizer(["def f(x):\n    return x\n", "first request second answer"] * 5,
                           vocab_size=300)


def test_prefix_preserving_template_passes(tokenizer):
    tokenizer.chat_template = CHAT_TEMPLATE
    check_prefix_preserving(tokenizer)


def test_non_prefix_preserving_template_fails_clearly(tokenizer):
    tokenizer.chat_template = NOT_PREFIX_PRESERVING
    with pytest.raises(ChatTemplateError, match="not prefix-preserving") as info:
        check_prefix_preserving(tokenizer)
    assert "earlier answer" in str(info.value)  # shows where the renderings diverge
    tokenizer.chat_template = None
    with pytest.raises(ChatTemplateError, match="no chat template"):
        check_prefix_preserving(tokenizer)
    tokenizer.chat_template = CHAT_TEMPLATE


def test_developer_suffix_is_what_the_template_inserts(tokenizer):
    tokenizer.chat_template = CHAT_TEMPLATE
    suffix = tokenizer.decode(developer_suffix_ids(tokenizer, "add type hints"))
    assert suffix == "\n<|im_start|>user\nadd type hints<|im_end|>\n<|im_start|>assistant\n"


def test_rollout_maps_prompts_to_tasks():
    tasks = load_tasks("bank@word_frequencies")
    rollout = EpisodeRollout(tasks, sandbox="local")
    prompt = episode_dataset(tasks)[0]["prompt"]
    assert rollout.task_for(prompt).id == tasks[0].id
    with pytest.raises(KeyError, match="episode_dataset"):
        rollout.task_for([{"role": "user", "content": "something else"}])


def test_rollout_refuses_tasks_it_cannot_tell_apart():
    from dataclasses import replace

    task = load_tasks("bank@word_frequencies")[0]
    with pytest.raises(ValueError, match="same message"):
        EpisodeRollout([task, replace(task, id="bank/copy")], sandbox="local")
