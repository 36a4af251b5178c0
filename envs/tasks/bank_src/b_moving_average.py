"""Bank task: moving average of a list of numbers."""

from codeloop.envs.tasks.bank_src import code, tests

TASK = {
    "id": "bank/moving_average",
    "entry_point": "moving_average",
    "prompt": (
        "Write a Python function `moving_average(values, window)` that returns the simple "
        "moving average of the list of numbers `values`: one float for every run of `window` "
        "consecutive values, in order. For example `moving_average([1, 2, 3, 4], 2)` returns "
        "`[1.5, 2.5, 3.5]`."
    ),
    "base_checks": [tests(
        "assert moving_average([1, 2, 3, 4], 2) == [1.5, 2.5, 3.5]",
        "assert moving_average([5], 1) == [5.0]",
        "assert moving_average([2, 4, 6, 8], 3) == [4.0, 6.0]",
    )],
    "instructions": [
        {
            "id": "validate_window",
            "category": "exception_handling",
            "text": "Validate `window`: if it is not an int or is less than 1, raise a "
                    "ValueError with the message 'window must be a positive integer'.",
            "checks": [tests(
                """
try:
    moving_average([1, 2], 0)
except ValueError as e:
    assert str(e) == 'window must be a positive integer'
else:
    raise AssertionError('no ValueError for window=0')
""",
                """
for bad in (-2, 1.5):
    try:
        moving_average([1, 2, 3], bad)
    except ValueError as e:
        assert str(e) == 'window must be a positive integer'
    else:
        raise AssertionError(f'no ValueError for window={bad!r}')
""",
            )],
        },
        {
            "id": "short_input",
            "category": "edge_case_handling",
            "text": "When there are fewer values than `window`, don't return an empty list: "
                    "return a one-element list holding the average of all the values. An "
                    "empty `values` list still gives `[]`.",
            "checks": [tests(
                "assert moving_average([1, 2], 5) == [1.5]",
                "assert moving_average([], 3) == []",
                "assert moving_average([4], 2) == [4.0]",
            )],
        },
        {
            "id": "round_two_places",
            "category": "input_output_conditions",
            "text": "Round every average to 2 decimal places (with the built-in `round`).",
            "checks": [tests(
                "assert moving_average([1, 1, 2], 3) == [1.33]",
                "assert moving_average([1, 2, 2, 2], 3) == [1.67, 2.0]",
                "assert moving_average([1, 1, 2], 4) == [1.33]",
            )],
        },
        {
            "id": "type_hints",
            "category": "annotation_coverage",
            "text": "Add type hints: `values: list[float]`, `window: int`, and the return type "
                    "`list[float]`.",
            "checks": [{"kind": "type_hints", "params": {"exact": {"moving_average": {
                "values": "list[float]", "window": "int", "return": "list[float]"}}}}],
        },
        {
            "id": "comprehension_no_loops",
            "category": "forbidden_construct",
            "text": "Replace the explicit loop: no `for` or `while` statements; build the "
                    "result with a list comprehension.",
            "checks": [
                {"kind": "forbid", "params": {"constructs": ["for", "while"]}},
                {"kind": "require", "params": {"constructs": ["list_comprehension"]}},
            ],
        },
        {
            "id": "google_docstring",
            "category": "docstring",
            "text": "Document `moving_average` with a Google-style docstring: a summary line, "
                    "an Args: section covering `values` and `window`, a Returns: section and a "
                    "Raises: section.",
            "checks": [{"kind": "docstring", "params": {"names": ["moving_average"],
                                                        "style": "google"}}],
        },
        {
            "id": "pep8",
            "category": "code_standard",
            "text": "Clean up the formatting so that pycodestyle reports no errors or warnings "
                    "(default settings, 79-character lines).",
            "checks": [{"kind": "pep8", "params": {}}],
        },
        {
            "id": "step",
            "category": "functionality_extension",
            "text": "Add an optional keyword parameter `step: int = 1`: windows start every "
                    "`step` values instead of every value (so `step=window` gives "
                    "non-overlapping windows). Keep all the other behaviour. The function must "
                    "be fully annotated: `values: list[float]`, `window: int`, `step: int`, "
                    "returning `list[float]`.",
            "checks": [
                tests(
                    "assert moving_average([1, 2, 3, 4, 5, 6], 2, step=2) == [1.5, 3.5, 5.5]",
                    "assert moving_average([1, 2, 3, 4, 5], 2, step=3) == [1.5, 4.5]",
                    "assert moving_average([1, 2, 3, 4], 2) == [1.5, 2.5, 3.5]",
                ),
                {"kind": "type_hints", "params": {"exact": {"moving_average": {
                    "values": "list[float]", "window": "int", "step": "int",
                    "return": "list[float]"}}}},
            ],
        },
    ],
    "references": [
        code("""
def moving_average(values, window):
    result=[]
    for i in range(len(values)-window+1):
        chunk=values[i:i+window]
        result.append(sum(chunk)/window)
    return result
"""),
        code("""
def moving_average(values, window):
    if not isinstance(window, int) or window<1:
        raise ValueError('window must be a positive integer')
    result=[]
    for i in range(len(values)-window+1):
        chunk=values[i:i+window]
        result.append(sum(chunk)/window)
    return result
"""),
        code("""
def moving_average(values, window):
    if not isinstance(window, int) or window<1:
        raise ValueError('window must be a positive integer')
    if len(values)<window:
        return [sum(values)/len(values)] if values else []
    result=[]
    for i in range(len(values)-window+1):
        chunk=values[i:i+window]
        result.append(sum(chunk)/window)
    return result
"""),
        code("""
def moving_average(values, window):
    if not isinstance(window, int) or window<1:
        raise ValueError('window must be a positive integer')
    if len(values)<window:
        return [round(sum(values)/len(values),2)] if values else []
    result=[]
    for i in range(len(values)-window+1):
        chunk=values[i:i+window]
        result.append(round(sum(chunk)/window,2))
    return result
"""),
        code("""
def moving_average(values: list[float], window: int) -> list[float]:
    if not isinstance(window, int) or window<1:
        raise ValueError('window must be a positive integer')
    if len(values)<window:
        return [round(sum(values)/len(values),2)] if values else []
    result=[]
    for i in range(len(values)-window+1):
        chunk=values[i:i+window]
        result.append(round(sum(chunk)/window,2))
    return result
"""),
        code("""
def moving_average(values: list[float], window: int) -> list[float]:
    if not isinstance(window, int) or window<1:
        raise ValueError('window must be a positive integer')
    if len(values)<window:
        return [round(sum(values)/len(values),2)] if values else []
    return [round(sum(values[i:i+window])/window,2) for i in range(len(values)-window+1)]
"""),
        code("""
def moving_average(values: list[float], window: int) -> list[float]:
    \"\"\"Simple moving average.

    Args:
        values: The numbers to average.
        window: How many consecutive values each average covers.

    Returns:
        One average per window, rounded to 2 places.

    Raises:
        ValueError: If window is not a positive integer.
    \"\"\"
    if not isinstance(window, int) or window<1:
        raise ValueError('window must be a positive integer')
    if len(values)<window:
        return [round(sum(values)/len(values),2)] if values else []
    return [round(sum(values[i:i+window])/window,2) for i in range(len(values)-window+1)]
"""),
        code("""
def moving_average(values: list[float], window: int) -> list[float]:
    \"\"\"Simple moving average.

    Args:
        values: The numbers to average.
        window: How many consecutive values each average covers.

    Returns:
        One average per window, rounded to 2 places.

    Raises:
        ValueError: If window is not a positive integer.
    \"\"\"
    if not isinstance(window, int) or window < 1:
        raise ValueError('window must be a positive integer')
    if len(values) < window:
        return [round(sum(values) / len(values), 2)] if values else []
    starts = range(len(values) - window + 1)
    return [round(sum(values[i:i + window]) / window, 2) for i in starts]
"""),
        code("""
def moving_average(values: list[float], window: int,
                   step: int = 1) -> list[float]:
    \"\"\"Simple moving average.

    Args:
        values: The numbers to average.
        window: How many consecutive values each average covers.
        step: Distance between the starts of consecutive windows.

    Returns:
        One average per window, rounded to 2 places.

    Raises:
        ValueError: If window is not a positive integer.
    \"\"\"
    if not isinstance(window, int) or window < 1:
        raise ValueError('window must be a positive integer')
    if len(values) < window:
        return [round(sum(values) / len(values), 2)] if values else []
    starts = range(0, len(values) - window + 1, step)
    return [round(sum(values[i:i + window]) / window, 2) for i in starts]
"""),
    ],
    "solo": {
        "validate_window": code("""
def moving_average(values, window):
    if not isinstance(window, int) or window<1:
        raise ValueError('window must be a positive integer')
    result=[]
    for i in range(len(values)-window+1):
        result.append(sum(values[i:i+window])/window)
    return result
"""),
        "short_input": code("""
def moving_average(values, window):
    if len(values)<window:
        return [sum(values)/len(values)] if values else []
    result=[]
    for i in range(len(values)-window+1):
        result.append(sum(values[i:i+window])/window)
    return result
"""),
        "round_two_places": code("""
def moving_average(values, window):
    if len(values)<window:
        return [round(sum(values)/len(values),2)] if values else []
    result=[]
    for i in range(len(values)-window+1):
        result.append(round(sum(values[i:i+window])/window,2))
    return result
"""),
        "type_hints": code("""
def moving_average(values: list[float], window: int) -> list[float]:
    result=[]
    for i in range(len(values)-window+1):
        result.append(sum(values[i:i+window])/window)
    return result
"""),
        "comprehension_no_loops": code("""
def moving_average(values, window):
    return [sum(values[i:i+window])/window for i in range(len(values)-window+1)]
"""),
        "google_docstring": code("""
def moving_average(values, window):
    \"\"\"Simple moving average.

    Args:
        values: The numbers.
        window: The window size.

    Returns:
        The averages.

    Raises:
        ZeroDivisionError: If window is 0.
    \"\"\"
    result=[]
    for i in range(len(values)-window+1):
        result.append(sum(values[i:i+window])/window)
    return result
"""),
        "pep8": code("""
def moving_average(values, window):
    result = []
    for i in range(len(values) - window + 1):
        result.append(sum(values[i:i + window]) / window)
    return result
"""),
        "step": code("""
def moving_average(values: list[float], window: int, step: int = 1) -> list[float]:
    result=[]
    for i in range(0, len(values)-window+1, step):
        result.append(sum(values[i:i+window])/window)
    return result
"""),
    },
}
