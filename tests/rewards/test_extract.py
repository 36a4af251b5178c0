"""Code extraction from replies."""

from __future__ import annotations

from codeloop.rewards.extract import extract_code


def test_single_fenced_block():
    got = extract_code("Sure:\n```python\ndef f():\n    return 1\n```\nDone.")
    assert got.code == "def f():\n    return 1\n"
    assert "fenced" in got.note


def test_several_blocks_prefer_the_last_that_defines_the_entry_point():
    reply = ("```python\ndef f():\n    return 1\n```\nUsage:\n```python\nprint(f())\n```\n"
             "Better:\n```python\ndef f():\n    return 2\n```\n")
    assert extract_code(reply, "f").code == "def f():\n    return 2\n"


def test_untagged_and_tilde_fences():
    assert extract_code("```\ndef g(): pass\n```").code == "def g(): pass\n"
    assert extract_code("~~~py\nx = 1\n~~~").code == "x = 1\n"


def test_other_language_fence_is_not_python():
    got = extract_code("```bash\nls -la\n```")
    assert got.code is None
    assert "no Python block" in got.note


def test_bare_code():
    assert extract_code("def h(x):\n    return x * 2").code == "def h(x):\n    return x * 2\n"


def test_bare_code_inside_prose():
    got = extract_code("Here you go\ndef h(x):\n    return x")
    assert got.code == "def h(x):\n    return x\n"


def test_no_code_gives_a_clear_note():
    got = extract_code("I think you should use a loop.")
    assert got.code is None
    assert "no code found" in got.note
    assert extract_code("").note == "the reply is empty"


def test_unterminated_fence_is_taken_to_the_end():
    assert extract_code("```python\ndef f():\n    return 3\n").code == "def f():\n    return 3\n"
