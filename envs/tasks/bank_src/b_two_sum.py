"""Bank task: two-sum."""

from codeloop.envs.tasks.bank_src import code, tests

TASK = {
    "id": "bank/two_sum",
    "entry_point": "two_sum",
    "prompt": (
        "Write a Python function `two_sum(nums, target)` that finds two different positions "
        "in the list of integers `nums` whose values add up to `target` and returns them as a "
        "tuple `(i, j)` with `i < j`, or None when no such pair exists."
    ),
    "base_checks": [tests(
        "assert two_sum([2, 7, 11, 15], 9) == (0, 1)",
        "assert two_sum([3, 2, 4], 6) == (1, 2)",
        "assert two_sum([3, 3], 6) == (0, 1)",
        "assert two_sum([1, 2], 10) is None",
        "assert two_sum([5], 10) is None",
        "assert two_sum([], 0) is None",
    )],
    "instructions": [
        {
            "id": "validate",
            "category": "exception_handling",
            "text": "Raise TypeError('nums must be a list of integers') when `nums` is not a "
                    "list or contains anything that is not an int (bools are not accepted).",
            "checks": [tests(
                """
for bad in ((1, 2), [1, '2'], [1.0, 2], [True, 1], None):
    try:
        two_sum(bad, 3)
    except TypeError as e:
        assert str(e) == 'nums must be a list of integers', str(e)
    else:
        raise AssertionError(f'{bad!r} accepted')
""",
            )],
        },
        {
            "id": "earliest_pair",
            "category": "input_output_conditions",
            "text": "Make the answer deterministic when several pairs work: return the pair "
                    "whose second index `j` is smallest, and for that `j` the smallest `i`.",
            "checks": [tests(
                "assert two_sum([4, 3, 2, 1], 5) == (1, 2)",
                "assert two_sum([1, 1, 1, 5], 2) == (0, 1)",
                "assert two_sum([5, 0, 5, 0, 5], 5) == (0, 1)",
                "assert two_sum([6, 1, 2, 5, 4], 6) == (1, 3)",
            )],
        },
        {
            "id": "complexity",
            "category": "code_complexity",
            "text": "The nested loops are quadratic. Use a single pass with a dict of seen "
                    "values; every function must have a McCabe cyclomatic complexity of at "
                    "most 4.",
            "checks": [{"kind": "complexity", "params": {"max": 4}}],
        },
        {
            "id": "snake_case",
            "category": "naming_convention",
            "text": "Rename the camelCase variables: every variable, parameter and function "
                    "name must be snake_case.",
            "checks": [{"kind": "naming", "params": {"functions": "snake_case",
                                                     "variables": "snake_case"}}],
        },
        {
            "id": "type_hints",
            "category": "annotation_coverage",
            "text": "Annotate it: `two_sum(nums: list[int], target: int) -> tuple[int, int] "
                    "| None`.",
            "checks": [{"kind": "type_hints", "params": {"exact": {"two_sum": {
                "nums": "list[int]", "target": "int", "return": "tuple[int, int] | None"}}}}],
        },
        {
            "id": "docstring",
            "category": "docstring",
            "text": "Write a Google-style docstring for `two_sum` with Args:, Returns: and "
                    "Raises: sections.",
            "checks": [{"kind": "docstring", "params": {"names": ["two_sum"],
                                                        "style": "google"}}],
        },
        {
            "id": "all_pairs",
            "category": "functionality_extension",
            "text": "We need every solution, not just one. Return a list of all pairs "
                    "`(i, j)` with `i < j` whose values sum to `target`, sorted by `i` then "
                    "`j`; an empty list when there is none. The annotation becomes "
                    "`two_sum(nums: list[int], target: int) -> list[tuple[int, int]]`. The "
                    "validation and the complexity limit still apply.",
            "checks": [
                tests(
                    "assert two_sum([4, 3, 2, 1], 5) == [(0, 3), (1, 2)]",
                    "assert two_sum([3, 3, 3], 6) == [(0, 1), (0, 2), (1, 2)]",
                    "assert two_sum([1, 2], 10) == []",
                    "assert two_sum([], 0) == []",
                    "assert two_sum([2, 7, 11, 15], 9) == [(0, 1)]",
                ),
                {"kind": "type_hints", "params": {"names": ["two_sum"], "exact": {"two_sum": {
                    "nums": "list[int]", "target": "int",
                    "return": "list[tuple[int, int]]"}}}},
            ],
            "supersedes": ["base", "earliest_pair", "type_hints"],
        },
    ],
    "references": [
        code("""
def two_sum(nums, target):
    if len(nums)<2:
        return None  # no pair possible
    for firstIdx in range(len(nums)):
        for secondIdx in range(firstIdx+1, len(nums)):
            if nums[firstIdx]+nums[secondIdx]==target:
                return (firstIdx, secondIdx)
    return None
"""),
        code("""
def two_sum(nums, target):
    if not isinstance(nums, list) or not all(type(x) is int for x in nums):
        raise TypeError('nums must be a list of integers')
    if len(nums)<2:
        return None  # no pair possible
    for firstIdx in range(len(nums)):
        for secondIdx in range(firstIdx+1, len(nums)):
            if nums[firstIdx]+nums[secondIdx]==target:
                return (firstIdx, secondIdx)
    return None
"""),
        code("""
def two_sum(nums, target):
    if not isinstance(nums, list) or not all(type(x) is int for x in nums):
        raise TypeError('nums must be a list of integers')
    if len(nums)<2:
        return None  # no pair possible
    for secondIdx in range(len(nums)):
        for firstIdx in range(secondIdx):
            if nums[firstIdx]+nums[secondIdx]==target:
                return (firstIdx, secondIdx)
    return None
"""),
        code("""
def two_sum(nums, target):
    if not isinstance(nums, list) or not all(type(x) is int for x in nums):
        raise TypeError('nums must be a list of integers')
    firstSeen={}
    for secondIdx, value in enumerate(nums):
        if target-value in firstSeen:
            return (firstSeen[target-value], secondIdx)
        firstSeen.setdefault(value, secondIdx)
    return None
"""),
        code("""
def two_sum(nums, target):
    if not isinstance(nums, list) or not all(type(x) is int for x in nums):
        raise TypeError('nums must be a list of integers')
    first_seen={}
    for j, value in enumerate(nums):
        if target-value in first_seen:
            return (first_seen[target-value], j)
        first_seen.setdefault(value, j)
    return None
"""),
        code("""
def two_sum(nums: list[int], target: int) -> tuple[int, int] | None:
    if not isinstance(nums, list) or not all(type(x) is int for x in nums):
        raise TypeError('nums must be a list of integers')
    first_seen={}
    for j, value in enumerate(nums):
        if target-value in first_seen:
            return (first_seen[target-value], j)
        first_seen.setdefault(value, j)
    return None
"""),
        code("""
def two_sum(nums: list[int], target: int) -> tuple[int, int] | None:
    \"\"\"Finds two positions whose values add up to target.

    Args:
        nums: The integers to search.
        target: The wanted sum.

    Returns:
        (i, j) with i < j, the smallest j first and then the smallest i;
        None when no pair exists.

    Raises:
        TypeError: If nums is not a list of ints.
    \"\"\"
    if not isinstance(nums, list) or not all(type(x) is int for x in nums):
        raise TypeError('nums must be a list of integers')
    first_seen={}
    for j, value in enumerate(nums):
        if target-value in first_seen:
            return (first_seen[target-value], j)
        first_seen.setdefault(value, j)
    return None
"""),
        code("""
def two_sum(nums: list[int], target: int) -> list[tuple[int, int]]:
    \"\"\"Finds every pair of positions whose values add up to target.

    Args:
        nums: The integers to search.
        target: The wanted sum.

    Returns:
        All (i, j) with i < j, sorted; empty when there is none.

    Raises:
        TypeError: If nums is not a list of ints.
    \"\"\"
    if not isinstance(nums, list) or not all(type(x) is int for x in nums):
        raise TypeError('nums must be a list of integers')
    positions={}
    pairs=[]
    for j, value in enumerate(nums):
        pairs.extend((i, j) for i in positions.get(target-value, []))
        positions.setdefault(value, []).append(j)
    return sorted(pairs)
"""),
    ],
    "solo": {
        "validate": code("""
def two_sum(nums, target):
    if not isinstance(nums, list) or any(type(x) is not int for x in nums):
        raise TypeError('nums must be a list of integers')
    if len(nums)<2:
        return None  # no pair possible
    for firstIdx in range(len(nums)):
        for secondIdx in range(firstIdx+1, len(nums)):
            if nums[firstIdx]+nums[secondIdx]==target:
                return (firstIdx, secondIdx)
    return None
"""),
        "earliest_pair": code("""
def two_sum(nums, target):
    if len(nums)<2:
        return None  # no pair possible
    for secondIdx in range(len(nums)):
        for firstIdx in range(secondIdx):
            if nums[firstIdx]+nums[secondIdx]==target:
                return (firstIdx, secondIdx)
    return None
"""),
        "complexity": code("""
def two_sum(nums, target):
    firstSeen={}
    for secondIdx, value in enumerate(nums):
        if target-value in firstSeen:
            return (firstSeen[target-value], secondIdx)
        firstSeen.setdefault(value, secondIdx)
    return None
"""),
        "snake_case": code("""
def two_sum(nums, target):
    if len(nums)<2:
        return None  # no pair possible
    for i in range(len(nums)):
        for j in range(i+1, len(nums)):
            if nums[i]+nums[j]==target:
                return (i, j)
    return None
"""),
        "type_hints": code("""
def two_sum(nums: list[int], target: int) -> tuple[int, int] | None:
    if len(nums)<2:
        return None  # no pair possible
    for firstIdx in range(len(nums)):
        for secondIdx in range(firstIdx+1, len(nums)):
            if nums[firstIdx]+nums[secondIdx]==target:
                return (firstIdx, secondIdx)
    return None
"""),
        "docstring": code("""
def two_sum(nums, target):
    \"\"\"Two-sum.

    Args:
        nums: Numbers.
        target: Wanted sum.

    Returns:
        (i, j) or None.

    Raises:
        TypeError: If nums holds non-numbers.
    \"\"\"
    if len(nums)<2:
        return None  # no pair possible
    for firstIdx in range(len(nums)):
        for secondIdx in range(firstIdx+1, len(nums)):
            if nums[firstIdx]+nums[secondIdx]==target:
                return (firstIdx, secondIdx)
    return None
"""),
        "all_pairs": code("""
def two_sum(nums: list[int], target: int) -> list[tuple[int, int]]:
    if not isinstance(nums, list) or not all(type(x) is int for x in nums):
        raise TypeError('nums must be a list of integers')
    pairs=[]
    for i in range(len(nums)):
        for j in range(i+1, len(nums)):
            if nums[i]+nums[j]==target:
                pairs.append((i, j))
    return pairs
"""),
    },
}
