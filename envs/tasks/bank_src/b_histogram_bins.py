"""Bank task: equal-width histogram counts."""

from codeloop.envs.tasks.bank_src import code, tests

TASK = {
    "id": "bank/histogram_bins",
    "entry_point": "histogram_bins",
    "prompt": (
        "Write a Python function `histogram_bins(values, bins)` that splits the range from "
        "min(values) to max(values) into `bins` equal-width bins and returns a list with the "
        "number of values falling in each bin. Bin i covers [lo + i*w, lo + (i+1)*w); the "
        "maximum value belongs to the last bin."
    ),
    "base_checks": [tests(
        "assert histogram_bins([1, 2, 2, 3, 4], 3) == [1, 2, 2]",
        "assert histogram_bins([0, 10], 2) == [1, 1]",
        "assert histogram_bins([0, 1, 2, 3], 4) == [1, 1, 1, 1]",
        "assert histogram_bins([0.5, 0.25, 1.0], 1) == [3]",
    )],
    "instructions": [
        {
            "id": "bad_bins",
            "category": "exception_handling",
            "text": "Raise ValueError('bins must be a positive integer') when `bins` is not "
                    "an int or is less than 1.",
            "checks": [tests(
                """
for bad in (0, -3, 2.0, '4'):
    try:
        histogram_bins([1, 2, 3], bad)
    except ValueError as e:
        assert str(e) == 'bins must be a positive integer', str(e)
    else:
        raise AssertionError(f'bins={bad!r} accepted')
""",
            )],
        },
        {
            "id": "degenerate",
            "category": "edge_case_handling",
            "text": "Handle the degenerate inputs: an empty `values` gives `bins` zeros, and "
                    "when all values are equal (zero-width range) they all go in the first "
                    "bin.",
            "checks": [tests(
                "assert histogram_bins([], 2) == [0, 0]",
                "assert histogram_bins([5, 5, 5], 3) == [3, 0, 0]",
                "assert histogram_bins([7], 1) == [1]",
            )],
        },
        {
            "id": "complexity",
            "category": "code_complexity",
            "text": "Too many branches in one function: every function (helpers included) "
                    "must have a McCabe cyclomatic complexity of at most 3.",
            "checks": [{"kind": "complexity", "params": {"max": 3}}],
        },
        {
            "id": "three_params",
            "category": "max_params",
            "text": "`_bin_index` takes four positional numbers, which is easy to call in the "
                    "wrong order. No function, private helpers included, may take more than 3 "
                    "parameters.",
            "checks": [{"kind": "max_params", "params": {"max": 3, "include_private": True}}],
        },
        {
            "id": "type_hints",
            "category": "annotation_coverage",
            "text": "Annotate `histogram_bins(values: list[float], bins: int) -> list[int]`.",
            "checks": [{"kind": "type_hints", "params": {"names": ["histogram_bins"],
                                                         "exact": {"histogram_bins": {
                "values": "list[float]", "bins": "int", "return": "list[int]"}}}}],
        },
        {
            "id": "docstring",
            "category": "docstring",
            "text": "Write a Google-style docstring for `histogram_bins` (Args: covering both "
                    "parameters, Returns:, Raises:).",
            "checks": [{"kind": "docstring", "params": {"names": ["histogram_bins"],
                                                        "style": "google"}}],
        },
        {
            "id": "pep8",
            "category": "code_standard",
            "text": "Make it PEP 8 compliant: pycodestyle with default settings reports "
                    "nothing.",
            "checks": [{"kind": "pep8", "params": {}}],
        },
        {
            "id": "value_range",
            "category": "functionality_extension",
            "text": "Add a keyword parameter `value_range: tuple[float, float] | None = None`. "
                    "When given as (lo, hi), the bins span lo..hi instead of the data's "
                    "min..max, and values outside [lo, hi] are not counted. If hi < lo raise "
                    "ValueError('value_range must be increasing'). Annotate it as written and "
                    "keep the complexity limit.",
            "checks": [
                tests(
                    "assert histogram_bins([1, 2, 3, 10], 2, value_range=(0, 4)) == [1, 2]",
                    "assert histogram_bins([0, 4], 2, value_range=(0, 4)) == [1, 1]",
                    "assert histogram_bins([-1, 5], 2, value_range=(0, 4)) == [0, 0]",
                    "assert histogram_bins([1, 2, 2, 3, 4], 3, value_range=None) == [1, 2, 2]",
                    """
try:
    histogram_bins([1], 2, value_range=(3, 1))
except ValueError as e:
    assert str(e) == 'value_range must be increasing'
else:
    raise AssertionError('decreasing range accepted')
""",
                ),
                {"kind": "type_hints", "params": {"names": ["histogram_bins"], "exact": {
                    "histogram_bins": {"values": "list[float]", "bins": "int",
                                       "value_range": "tuple[float, float] | None",
                                       "return": "list[int]"}}}},
            ],
        },
    ],
    "references": [
        code("""
def in_bin(v, lo, width, i):
    return lo+i*width<=v<lo+(i+1)*width

def histogram_bins(values, bins):
    lo=min(values)
    width=(max(values)-lo)/bins
    counts=[0]*bins
    for v in values:
        i=bins-1  # the maximum belongs to the last bin
        for j in range(bins):
            if in_bin(v, lo, width, j):
                i=j
                break
        counts[i]+=1
    return counts
"""),
        code("""
def in_bin(v, lo, width, i):
    return lo+i*width<=v<lo+(i+1)*width

def histogram_bins(values, bins):
    if not isinstance(bins, int) or bins<1:
        raise ValueError('bins must be a positive integer')
    lo=min(values)
    width=(max(values)-lo)/bins
    counts=[0]*bins
    for v in values:
        i=bins-1  # the maximum belongs to the last bin
        for j in range(bins):
            if in_bin(v, lo, width, j):
                i=j
                break
        counts[i]+=1
    return counts
"""),
        code("""
def in_bin(v, lo, width, i):
    return lo+i*width<=v<lo+(i+1)*width

def histogram_bins(values, bins):
    if not isinstance(bins, int) or bins<1:
        raise ValueError('bins must be a positive integer')
    counts=[0]*bins
    if not values:
        return counts
    lo=min(values)
    width=(max(values)-lo)/bins
    if width==0:
        counts[0]=len(values)
        return counts
    for v in values:
        i=bins-1  # the maximum belongs to the last bin
        for j in range(bins):
            if in_bin(v, lo, width, j):
                i=j
                break
        counts[i]+=1
    return counts
"""),
        code("""
def _check_bins(bins):
    if not isinstance(bins, int) or bins<1:
        raise ValueError('bins must be a positive integer')

def _bin_index(v, lo, width, bins):
    return min(int((v-lo)/width), bins-1)

def histogram_bins(values, bins):
    _check_bins(bins)
    counts=[0]*bins
    if not values:
        return counts
    lo, hi = min(values), max(values)
    width=(hi-lo)/bins or 1.0  # all values equal: everything lands in bin 0
    for v in values:
        counts[_bin_index(v, lo, width, bins)]+=1
    return counts
"""),
        code("""
def _check_bins(bins):
    if not isinstance(bins, int) or bins<1:
        raise ValueError('bins must be a positive integer')

def histogram_bins(values, bins):
    _check_bins(bins)
    counts=[0]*bins
    if not values:
        return counts
    lo, hi = min(values), max(values)
    width=(hi-lo)/bins or 1.0  # all values equal: everything lands in bin 0
    for v in values:
        counts[min(int((v-lo)/width), bins-1)]+=1
    return counts
"""),
        code("""
def _check_bins(bins):
    if not isinstance(bins, int) or bins<1:
        raise ValueError('bins must be a positive integer')

def histogram_bins(values: list[float], bins: int) -> list[int]:
    _check_bins(bins)
    counts=[0]*bins
    if not values:
        return counts
    lo, hi = min(values), max(values)
    width=(hi-lo)/bins or 1.0  # all values equal: everything lands in bin 0
    for v in values:
        counts[min(int((v-lo)/width), bins-1)]+=1
    return counts
"""),
        code("""
def _check_bins(bins):
    if not isinstance(bins, int) or bins<1:
        raise ValueError('bins must be a positive integer')

def histogram_bins(values: list[float], bins: int) -> list[int]:
    \"\"\"Counts values in equal-width bins between their min and max.

    Args:
        values: The numbers to count.
        bins: How many bins.

    Returns:
        One count per bin; the maximum falls in the last bin.

    Raises:
        ValueError: If bins is not a positive integer.
    \"\"\"
    _check_bins(bins)
    counts=[0]*bins
    if not values:
        return counts
    lo, hi = min(values), max(values)
    width=(hi-lo)/bins or 1.0  # all values equal: everything lands in bin 0
    for v in values:
        counts[min(int((v-lo)/width), bins-1)]+=1
    return counts
"""),
        code("""
def _check_bins(bins):
    if not isinstance(bins, int) or bins < 1:
        raise ValueError('bins must be a positive integer')


def histogram_bins(values: list[float], bins: int) -> list[int]:
    \"\"\"Counts values in equal-width bins between their min and max.

    Args:
        values: The numbers to count.
        bins: How many bins.

    Returns:
        One count per bin; the maximum falls in the last bin.

    Raises:
        ValueError: If bins is not a positive integer.
    \"\"\"
    _check_bins(bins)
    counts = [0] * bins
    if not values:
        return counts
    lo, hi = min(values), max(values)
    width = (hi - lo) / bins or 1.0  # all equal: everything lands in bin 0
    for v in values:
        counts[min(int((v - lo) / width), bins - 1)] += 1
    return counts
"""),
        code("""
def _check_bins(bins):
    if not isinstance(bins, int) or bins < 1:
        raise ValueError('bins must be a positive integer')


def _span(values, value_range):
    if value_range is None:
        return (min(values), max(values)) if values else (0.0, 0.0)
    if value_range[1] < value_range[0]:
        raise ValueError('value_range must be increasing')
    return value_range


def histogram_bins(values: list[float], bins: int,
                   value_range: tuple[float, float] | None = None
                   ) -> list[int]:
    \"\"\"Counts values in equal-width bins.

    Args:
        values: The numbers to count.
        bins: How many bins.
        value_range: (lo, hi) spanned by the bins; values outside are
            ignored. None spans min(values)..max(values).

    Returns:
        One count per bin; hi falls in the last bin.

    Raises:
        ValueError: If bins is not a positive integer, or the range is
            decreasing.
    \"\"\"
    _check_bins(bins)
    lo, hi = _span(values, value_range)
    width = (hi - lo) / bins or 1.0  # all equal: everything lands in bin 0
    counts = [0] * bins
    for v in (x for x in values if lo <= x <= hi):
        counts[min(int((v - lo) / width), bins - 1)] += 1
    return counts
"""),
    ],
    "solo": {
        "bad_bins": code("""
def in_bin(v, lo, width, i):
    return lo+i*width<=v<lo+(i+1)*width

def histogram_bins(values, bins):
    if type(bins) is not int or bins<1:
        raise ValueError('bins must be a positive integer')
    lo=min(values)
    width=(max(values)-lo)/bins
    counts=[0]*bins
    for v in values:
        i=bins-1  # the maximum belongs to the last bin
        for j in range(bins):
            if in_bin(v, lo, width, j):
                i=j
                break
        counts[i]+=1
    return counts
"""),
        "degenerate": code("""
def in_bin(v, lo, width, i):
    return lo+i*width<=v<lo+(i+1)*width

def histogram_bins(values, bins):
    counts=[0]*bins
    if not values:
        return counts
    lo=min(values)
    width=(max(values)-lo)/bins
    for v in values:
        i=0 if width==0 else bins-1  # equal values: first bin; the maximum: last bin
        for j in range(bins):
            if in_bin(v, lo, width, j):
                i=j
                break
        counts[i]+=1
    return counts
"""),
        "complexity": code("""
def histogram_bins(values, bins):
    lo=min(values)
    width=(max(values)-lo)/bins
    counts=[0]*bins
    for v in values:
        counts[min(int((v-lo)/width), bins-1)]+=1
    return counts
"""),
        "three_params": code("""
def histogram_bins(values, bins):
    lo=min(values)
    width=(max(values)-lo)/bins
    counts=[0]*bins
    for v in values:
        i=bins-1  # the maximum belongs to the last bin
        for j in range(bins):
            if lo+j*width<=v<lo+(j+1)*width:
                i=j
                break
        counts[i]+=1
    return counts
"""),
        "type_hints": code("""
def in_bin(v, lo, width, i):
    return lo+i*width<=v<lo+(i+1)*width

def histogram_bins(values: list[float], bins: int) -> list[int]:
    lo=min(values)
    width=(max(values)-lo)/bins
    counts=[0]*bins
    for v in values:
        i=bins-1  # the maximum belongs to the last bin
        for j in range(bins):
            if in_bin(v, lo, width, j):
                i=j
                break
        counts[i]+=1
    return counts
"""),
        "docstring": code("""
def in_bin(v, lo, width, i):
    return lo+i*width<=v<lo+(i+1)*width

def histogram_bins(values, bins):
    \"\"\"Histogram.

    Args:
        values: Numbers.
        bins: Bin count.

    Returns:
        Counts.

    Raises:
        ZeroDivisionError: If all values are equal.
    \"\"\"
    lo=min(values)
    width=(max(values)-lo)/bins
    counts=[0]*bins
    for v in values:
        i=bins-1  # the maximum belongs to the last bin
        for j in range(bins):
            if in_bin(v, lo, width, j):
                i=j
                break
        counts[i]+=1
    return counts
"""),
        "pep8": code("""
def in_bin(v, lo, width, i):
    return lo + i * width <= v < lo + (i + 1) * width


def histogram_bins(values, bins):
    lo = min(values)
    width = (max(values) - lo) / bins
    counts = [0] * bins
    for v in values:
        i = bins - 1  # the maximum belongs to the last bin
        for j in range(bins):
            if in_bin(v, lo, width, j):
                i = j
                break
        counts[i] += 1
    return counts
"""),
        "value_range": code("""
def histogram_bins(values: list[float], bins: int,
                   value_range: tuple[float, float] | None = None) -> list[int]:
    if value_range is None:
        lo=min(values)
        hi=max(values)
    else:
        lo, hi = value_range
        if hi<lo:
            raise ValueError('value_range must be increasing')
    width=(hi-lo)/bins
    counts=[0]*bins
    for v in values:
        if v<lo or v>hi:
            continue
        i=int((v-lo)/width)
        if i==bins:
            i=bins-1
        counts[i]+=1
    return counts
"""),
    },
}
