"""Chat templates for masked multi-turn rollouts: rendering, the prefix check, the fallback.

A rollout appends the developer's turns as tokens after the model's own, so the chat template
must be *prefix-preserving* (rendering a longer conversation only appends tokens).
:func:`rollout_template` picks the template a rollout renders with: the tokenizer's own when
it passes :func:`check_prefix_preserving`, else TRL's training template for it
(``trl.chat_template_utils.get_training_chat_template``, which fixes Qwen3-style templates that
strip past reasoning), else it fails with the place where two renderings diverge. Every
rendering also takes GRPOConfig's ``chat_template_kwargs`` (e.g. ``enable_thinking``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any


class ChatTemplateError(ValueError):
    """The tokenizer's chat template cannot be used for masked multi-turn rollouts."""


def render_ids(tokenizer: Any, messages: Sequence[Mapping[str, Any]], *,
               generation_prompt: bool, **template_kwargs: Any) -> list[int]:
    """Token ids of a conversation rendered with the chat template.

    Args:
        tokenizer: The tokenizer.
        messages: Chat messages.
        generation_prompt: Append the assistant header.
        **template_kwargs: Passed to ``apply_chat_template``: ``chat_template`` (a template
            other than the tokenizer's own) and the template's own variables (GRPOConfig's
            ``chat_template_kwargs``, e.g. ``enable_thinking``).
    """
    out = tokenizer.apply_chat_template(list(messages), tokenize=True,
                                        add_generation_prompt=generation_prompt,
                                        return_dict=False, **template_kwargs)
    if isinstance(out, Mapping):  # some tokenizers return a BatchEncoding regardless
        out = out["input_ids"]
    return list(out)


def _eos_trimmed(tokenizer: Any, ids: list[int]) -> list[int]:
    # Templates render "<eos>\n" after a turn; the model stops at <eos>, so the boundary
    # between its tokens and the inserted ones is right after the last <eos>.
    eos = tokenizer.eos_token_id
    positions = [i for i, t in enumerate(ids) if t == eos]
    return ids[: positions[-1] + 1] if positions else ids


def check_prefix_preserving(tokenizer: Any, **template_kwargs: Any) -> None:
    """Checks that the chat template only appends tokens as a conversation grows.

    Renders a system + user/assistant/user/assistant conversation at every length and checks
    that each rendering (ending at the assistant's end-of-turn token) is a prefix of the next
    one with a generation prompt.

    Args:
        tokenizer: The tokenizer.
        **template_kwargs: See :func:`render_ids`.

    Raises:
        ChatTemplateError: When it is not, showing where the two renderings diverge.
    """
    if getattr(tokenizer, "chat_template", None) is None and not template_kwargs.get(
            "chat_template"):
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
        shorter = _eos_trimmed(tokenizer, render_ids(tokenizer, convo[:end],
                                                     generation_prompt=False, **template_kwargs))
        longer = render_ids(tokenizer, convo[: end + 1], generation_prompt=True,
                            **template_kwargs)
        if longer[: len(shorter)] != shorter:
            at = next((i for i, (a, b) in enumerate(zip(shorter, longer, strict=False)) if a != b),
                      min(len(shorter), len(longer)))
            raise ChatTemplateError(
                "the chat template is not prefix-preserving: rendering the conversation with one "
                "more developer message changes earlier tokens (first difference at token "
                f"{at}: {tokenizer.decode(shorter[at:at + 12])!r} became "
                f"{tokenizer.decode(longer[at:at + 12])!r}). Masked multi-turn rollouts would "
                "train on tokens the model never saw, and TRL has no training template for it; "
                "use a template that renders earlier turns identically (e.g. without stripping "
                "past reasoning), or --mode static")


def developer_suffix_ids(tokenizer: Any, message: str, **template_kwargs: Any) -> list[int]:
    """Tokens the template inserts after a model turn's <eos> for a developer ``message``.

    Computed on a dummy exchange, which is valid because the template is prefix-preserving.
    """
    dummy = [{"role": "user", "content": "dummy"}, {"role": "assistant", "content": "dummy"}]
    prefix = _eos_trimmed(tokenizer, render_ids(tokenizer, dummy, generation_prompt=False,
                                                **template_kwargs))
    full = render_ids(tokenizer, [*dummy, {"role": "user", "content": message}],
                      generation_prompt=True, **template_kwargs)
    if full[: len(prefix)] != prefix:
        raise ChatTemplateError("the chat template is not prefix-preserving around a developer "
                                "turn; see check_prefix_preserving")
    return full[len(prefix):]


def rollout_template(tokenizer: Any, chat_template_kwargs: Mapping[str, Any] | None = None,
                     ) -> dict[str, Any]:
    """The keyword arguments every rendering of a rollout passes to ``apply_chat_template``.

    Args:
        tokenizer: The tokenizer.
        chat_template_kwargs: The template's variables (GRPOConfig's ``chat_template_kwargs``).

    Returns:
        ``chat_template_kwargs``, plus ``chat_template`` when TRL's training template replaces
        a tokenizer template that is not prefix-preserving.

    Raises:
        ChatTemplateError: When neither the tokenizer's template nor a training template of
            the installed TRL is prefix-preserving.
    """
    kwargs = dict(chat_template_kwargs or {})
    try:
        check_prefix_preserving(tokenizer, **kwargs)
        return kwargs
    except ChatTemplateError as own:
        training = _trl_training_template(tokenizer)
        if training is None:
            raise
        try:
            check_prefix_preserving(tokenizer, **{**kwargs, "chat_template": training})
        except ChatTemplateError:
            raise own from None
        return {**kwargs, "chat_template": training}


def _trl_training_template(tokenizer: Any) -> str | None:
    # TRL's own fix for the templates it knows (Qwen3 and others); absent in older TRL.
    try:
        from trl.chat_template_utils import get_training_chat_template
    except ImportError:
        return None
    if getattr(tokenizer, "chat_template", None) is None:
        return None
    try:
        return get_training_chat_template(tokenizer)
    except ValueError:  # a template TRL has no training version of
        return None
