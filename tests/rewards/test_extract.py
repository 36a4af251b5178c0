"""Code extraction from replies."""

from __future__ import annotations

import time

from codeloop.rewards.extract import MAX_REPLY_CHARS, extract_code


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


# ---------------------------------------------------------------- fences found on real replies


def test_four_backtick_fence_holds_three_backtick_lines():
    reply = ('````python\ndef f():\n    """Example:\n\n    ```\n    f()\n    ```\n    """\n'
             "    return 1\n````\n")
    got = extract_code(reply, "f")
    assert got.code is not None and got.code.endswith("    return 1\n")
    assert "```" in got.code


def test_four_backtick_markdown_fence_is_read_for_the_block_inside():
    reply = "````markdown\nHere it is:\n```python\ndef f():\n    return 2\n```\n````\n"
    assert extract_code(reply, "f").code == "def f():\n    return 2\n"


def test_versioned_and_file_info_strings_are_python():
    for info in ("python3.11", "python:solution.py", "Python", "py3", "{.python}",
                 "python title=sol.py"):
        got = extract_code(f"```{info}\nx = 1\n```\n")
        assert got.code == "x = 1\n", info


def test_info_string_after_a_space():
    assert extract_code("``` python\ny = 2\n```").code == "y = 2\n"


def test_a_language_that_only_starts_like_python_is_not_python():
    assert extract_code("```pythonic-shell\nls\n```").code is None


def test_a_bodyless_signature_block_after_the_answer_is_not_the_answer():
    reply = ("```python\ndef f(x: int) -> int:\n    return x + 1\n```\n"
             "Signature:\n```python\ndef f(x: int) -> int: ...\n```\n")
    assert extract_code(reply, "f").code == "def f(x: int) -> int:\n    return x + 1\n"
    unparseable = "```python\ndef f(x):\n    return x\n```\n```python\ndef f(x) -> int:\n```\n"
    assert extract_code(unparseable, "f").code == "def f(x):\n    return x\n"


def test_a_script_without_def_or_import_is_code():
    got = extract_code("n = int(input())\nprint(n * 2)\n")
    assert got.code == "n = int(input())\nprint(n * 2)\n"


def test_prose_that_happens_to_parse_is_not_code():
    for prose in ("ok", "42", "yes or no", "Done"):
        assert extract_code(prose).code is None, prose


def test_bare_code_stops_where_prose_resumes():
    reply = ("Here is my answer.\ndef f(x):\n    return x\n\nThis returns x unchanged, as "
             "asked.\nHope it helps!\n")
    assert extract_code(reply).code == "def f(x):\n    return x\n"


# ---------------------------------------------------------------- hostile replies stay fast


def _timed(reply: str, entry_point: str | None = "f"):
    started = time.perf_counter()
    got = extract_code(reply, entry_point)
    return got, time.perf_counter() - started


def test_64_kb_of_backticks_is_judged_fast():
    got, seconds = _timed("`" * 65536)
    assert got.code is None and seconds < 1.0


def test_many_fence_lines_are_judged_fast():
    got, seconds = _timed("```\n" * 20000)
    assert seconds < 1.0


def test_32_kb_of_newlines_in_a_second_block_is_judged_fast():
    reply = "```python\ndef f():\n    return 1\n```\n```python\n" + "\n" * 32768 + "f()\n```"
    got, seconds = _timed(reply)
    assert got.code == "def f():\n    return 1\n" and seconds < 1.0


def test_224_kb_of_prose_after_an_unparseable_def_is_judged_fast():
    reply = "def f(:\n" + "    and then the prose goes on, line after line\n" * 4800
    assert len(reply) > 224 * 1024 - 16 * 1024
    got, seconds = _timed(reply)
    assert got.code is None and seconds < 1.0
    prose_lines = "def f(x):\n    return x\n" + "if you want, x = more words here\n" * 7000
    got, seconds = _timed(prose_lines)
    assert seconds < 1.0


def test_a_reply_over_the_cap_is_refused_with_a_reason():
    got, seconds = _timed("x = 1\n" * (MAX_REPLY_CHARS // 6 + 1))
    assert got.code is None and "too long" in got.note and seconds < 1.0


def test_nested_code_and_odd_characters_do_not_raise():
    deep = "x = " + "(" * 5000 + ")" * 5000 + "\n"
    assert extract_code(deep).code is None
    unary = "```python\nx = " + "-" * 100000 + "1\n```"
    assert extract_code(unary).code is not None
    for odd in ("def f():\n    return '\ud800'\n", "def f():\n    return 1\x00\n"):
        got = extract_code(odd, "f")
        assert got.note


def test_a_script_inside_prose_is_code():
    reply = ("Run this:\nn = int(input())\nfor i in range(n):\n    print(i * 2)\n"
             "It prints doubles.\n")
    assert extract_code(reply).code == "n = int(input())\nfor i in range(n):\n    print(i * 2)\n"


def test_prose_that_starts_like_an_assignment_is_not_code():
    assert extract_code("Well, x = 5 is the answer here.\nThanks!").code is None


# Issue 24: replies in MultiCodeIF's published outputs that hid their code from extraction.
ARTIFACT_REPLY = (
    "I'll write it as an artifact.\n\n"
    '<artifact type="application/vnd.ant.code" language="cpp" title="Stack of chars">\n'
    "#include <stack>\n"
    "bool balanced(const std::string& s) { std::stack<char> st; return st.empty(); }\n"
    "</artifact>\n\nThe function uses std::stack.")


def test_code_inside_an_artifact_tag_is_a_block_in_its_language():
    found = extract_code(ARTIFACT_REPLY, "balanced", "cpp")
    assert found.code is not None and "std::stack<char> st" in found.code
    assert "<artifact" not in found.code and "The function" not in found.code


def test_a_fence_after_an_answer_tag_on_its_line_opens_a_block():
    reply = "<answer>```cpp\nint twice(int x) { return 2 * x; }\n```</answer>"
    found = extract_code(reply, "twice", "cpp")
    assert found.code == "int twice(int x) { return 2 * x; }\n"
    py = extract_code("Here is the code: ```python\ndef f(x):\n    return x\n```\n", "f")
    assert py.code == "def f(x):\n    return x\n"


def test_inline_triple_backticks_in_prose_open_no_block():
    found = extract_code("Use ```x``` here.\n\ndef f():\n    return 1\n", "f")
    assert found.code == "def f():\n    return 1\n"


def test_a_long_line_of_backticks_is_judged_fast():
    import time
    started = time.perf_counter()
    extract_code("a" + "`" * 200_000, "f", "cpp")
    assert time.perf_counter() - started < 2
