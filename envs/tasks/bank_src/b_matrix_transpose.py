"""Bank task: transpose a matrix."""

from codeloop.envs.tasks.bank_src import code, tests

TASK = {
    "id": "bank/matrix_transpose",
    "entry_point": "matrix_transpose",
    "prompt": (
        "Write a Python function `matrix_transpose(matrix)` that transposes a matrix given as "
        "a list of rows (each row a list of numbers): row i of the result is column i of the "
        "input. Return a new list of lists; an empty matrix gives []."
    ),
    "base_checks": [tests(
        "assert matrix_transpose([[1, 2, 3], [4, 5, 6]]) == [[1, 4], [2, 5], [3, 6]]",
        "assert matrix_transpose([[1]]) == [[1]]",
        "assert matrix_transpose([]) == []",
        "assert matrix_transpose([[1, 2]]) == [[1], [2]]",
    )],
    "instructions": [
        {
            "id": "ragged",
            "category": "exception_handling",
            "text": "Rows of different lengths are an error: raise ValueError('all rows must "
                    "have the same length') instead of crashing or silently dropping values.",
            "checks": [tests(
                """
for bad in ([[1, 2], [3]], [[1], [2, 3]], [[1, 2], [3, 4], []]):
    try:
        matrix_transpose(bad)
    except ValueError as e:
        assert str(e) == 'all rows must have the same length', str(e)
    else:
        raise AssertionError(f'{bad} accepted')
""",
            )],
        },
        {
            "id": "flat_row",
            "category": "edge_case_handling",
            "text": "Callers sometimes pass a single row as a flat list of numbers. When no "
                    "element of `matrix` is a list or tuple, treat it as one row, so "
                    "`matrix_transpose([1, 2, 3])` is `[[1], [2], [3]]`.",
            "checks": [tests(
                "assert matrix_transpose([1, 2, 3]) == [[1], [2], [3]]",
                "assert matrix_transpose([7.5]) == [[7.5]]",
                "assert matrix_transpose([]) == []",
            )],
        },
        {
            "id": "zip_comprehension",
            "category": "required_construct",
            "text": "Replace the index loops with the `zip(*matrix)` idiom inside a list "
                    "comprehension; the module must contain no `for` statements "
                    "(comprehensions are fine).",
            "checks": [
                {"kind": "require", "params": {"calls": ["zip"],
                                               "constructs": ["list_comprehension"]}},
                {"kind": "forbid", "params": {"constructs": ["for"]}},
            ],
        },
        {
            "id": "type_hints",
            "category": "annotation_coverage",
            "text": "Annotate `matrix_transpose(matrix: list[list[float]] | list[float]) -> "
                    "list[list[float]]`.",
            "checks": [{"kind": "type_hints", "params": {"names": ["matrix_transpose"],
                                                         "exact": {"matrix_transpose": {
                "matrix": "list[list[float]] | list[float]",
                "return": "list[list[float]]"}}}}],
        },
        {
            "id": "docstrings",
            "category": "docstring",
            "text": "Add a module docstring, and a Google-style docstring on "
                    "`matrix_transpose` (Args:, Returns:, Raises:).",
            "checks": [{"kind": "docstring", "params": {"module": True, "style": "google",
                                                        "names": ["matrix_transpose"]}}],
        },
        {
            "id": "pep8",
            "category": "code_standard",
            "text": "Make the module pass pycodestyle with default settings (79-character "
                    "lines included).",
            "checks": [{"kind": "pep8", "params": {}}],
        },
        {
            "id": "fill",
            "category": "functionality_extension",
            "text": "Add a keyword parameter `fill: float | None = None`. When it is given, "
                    "ragged rows are allowed and treated as if padded at the end with `fill` "
                    "up to the longest row; when it is None, ragged rows still raise. "
                    "Annotate it as written.",
            "checks": [
                tests(
                    "assert matrix_transpose([[1, 2], [3]], fill=0) == [[1, 3], [2, 0]]",
                    "assert matrix_transpose([[1], [2, 3, 4]], fill=-1) == "
                    "[[1, 2], [-1, 3], [-1, 4]]",
                    "assert matrix_transpose([[1, 2], [3, 4]], fill=9) == [[1, 3], [2, 4]]",
                ),
                {"kind": "type_hints", "params": {"names": ["matrix_transpose"], "exact": {
                    "matrix_transpose": {"matrix": "list[list[float]] | list[float]",
                                         "fill": "float | None",
                                         "return": "list[list[float]]"}}}},
            ],
        },
    ],
    "references": [
        code("""
def matrix_transpose(matrix):
    rows=len(matrix)
    cols=len(matrix[0]) if rows else 0
    result=[]
    for c in range(cols):
        newRow=[]
        for r in range(rows):
            newRow.append(matrix[r][c])
        result.append(newRow)
    return result
"""),
        code("""
def matrix_transpose(matrix):
    rows=len(matrix)
    cols=len(matrix[0]) if rows else 0
    for row in matrix:
        if len(row)!=cols:
            raise ValueError('all rows must have the same length')
    result=[]
    for c in range(cols):
        newRow=[]
        for r in range(rows):
            newRow.append(matrix[r][c])
        result.append(newRow)
    return result
"""),
        code("""
def matrix_transpose(matrix):
    if matrix and not any(isinstance(row, (list, tuple)) for row in matrix):
        matrix=[matrix]
    rows=len(matrix)
    cols=len(matrix[0]) if rows else 0
    for row in matrix:
        if len(row)!=cols:
            raise ValueError('all rows must have the same length')
    result=[]
    for c in range(cols):
        newRow=[]
        for r in range(rows):
            newRow.append(matrix[r][c])
        result.append(newRow)
    return result
"""),
        code("""
def matrix_transpose(matrix):
    if matrix and not any(isinstance(row, (list, tuple)) for row in matrix):
        matrix=[matrix]
    if len({len(row) for row in matrix})>1:
        raise ValueError('all rows must have the same length')
    return [list(column) for column in zip(*matrix)]
"""),
        code("""
def matrix_transpose(matrix: list[list[float]] | list[float]) -> list[list[float]]:
    if matrix and not any(isinstance(row, (list, tuple)) for row in matrix):
        matrix=[matrix]
    if len({len(row) for row in matrix})>1:
        raise ValueError('all rows must have the same length')
    return [list(column) for column in zip(*matrix)]
"""),
        code("""
\"\"\"Matrix helpers.\"\"\"

def matrix_transpose(matrix: list[list[float]] | list[float]) -> list[list[float]]:
    \"\"\"Transposes a matrix.

    Args:
        matrix: A list of equally long rows, or one flat row.

    Returns:
        The columns of matrix, as new lists.

    Raises:
        ValueError: If the rows differ in length.
    \"\"\"
    if matrix and not any(isinstance(row, (list, tuple)) for row in matrix):
        matrix=[matrix]
    if len({len(row) for row in matrix})>1:
        raise ValueError('all rows must have the same length')
    return [list(column) for column in zip(*matrix)]
"""),
        code("""
\"\"\"Matrix helpers.\"\"\"

Matrix = list[list[float]]


def matrix_transpose(matrix: list[list[float]] | list[float]
                     ) -> list[list[float]]:
    \"\"\"Transposes a matrix.

    Args:
        matrix: A list of equally long rows, or one flat row.

    Returns:
        The columns of matrix, as new lists.

    Raises:
        ValueError: If the rows differ in length.
    \"\"\"
    if matrix and not any(isinstance(r, (list, tuple)) for r in matrix):
        matrix = [matrix]
    if len({len(row) for row in matrix}) > 1:
        raise ValueError('all rows must have the same length')
    return [list(column) for column in zip(*matrix)]
"""),
        code("""
\"\"\"Matrix helpers.\"\"\"
from itertools import zip_longest


def matrix_transpose(matrix: list[list[float]] | list[float],
                     fill: float | None = None) -> list[list[float]]:
    \"\"\"Transposes a matrix.

    Args:
        matrix: A list of rows, or one flat row.
        fill: Pads short rows; None means rows must be equally long.

    Returns:
        The columns of matrix, as new lists.

    Raises:
        ValueError: If the rows differ in length and fill is None.
    \"\"\"
    if matrix and not any(isinstance(r, (list, tuple)) for r in matrix):
        matrix = [matrix]
    if fill is None and len({len(row) for row in matrix}) > 1:
        raise ValueError('all rows must have the same length')
    if fill is None:
        columns = zip(*matrix)
    else:
        columns = zip_longest(*matrix, fillvalue=fill)
    return [list(column) for column in columns]
"""),
    ],
    "solo": {
        "ragged": code("""
def matrix_transpose(matrix):
    rows=len(matrix)
    cols=len(matrix[0]) if rows else 0
    for row in matrix:
        if len(row)!=cols:
            raise ValueError('all rows must have the same length')
    result=[]
    for c in range(cols):
        newRow=[]
        for r in range(rows):
            newRow.append(matrix[r][c])
        result.append(newRow)
    return result
"""),
        "flat_row": code("""
def matrix_transpose(matrix):
    if matrix and not any(isinstance(row, (list, tuple)) for row in matrix):
        matrix=[matrix]
    rows=len(matrix)
    cols=len(matrix[0]) if rows else 0
    result=[]
    for c in range(cols):
        newRow=[]
        for r in range(rows):
            newRow.append(matrix[r][c])
        result.append(newRow)
    return result
"""),
        "zip_comprehension": code("""
def matrix_transpose(matrix):
    return [list(column) for column in zip(*matrix)]
"""),
        "type_hints": code("""
def matrix_transpose(matrix: list[list[float]] | list[float]) -> list[list[float]]:
    rows=len(matrix)
    cols=len(matrix[0]) if rows else 0
    result=[]
    for c in range(cols):
        newRow=[]
        for r in range(rows):
            newRow.append(matrix[r][c])
        result.append(newRow)
    return result
"""),
        "docstrings": code("""
\"\"\"Matrices.\"\"\"

def matrix_transpose(matrix):
    \"\"\"Transpose.

    Args:
        matrix: Rows.

    Returns:
        Columns.

    Raises:
        IndexError: If a row is too short.
    \"\"\"
    rows=len(matrix)
    cols=len(matrix[0]) if rows else 0
    result=[]
    for c in range(cols):
        newRow=[]
        for r in range(rows):
            newRow.append(matrix[r][c])
        result.append(newRow)
    return result
"""),
        "pep8": code("""
def matrix_transpose(matrix):
    rows = len(matrix)
    cols = len(matrix[0]) if rows else 0
    result = []
    for c in range(cols):
        newRow = []
        for r in range(rows):
            newRow.append(matrix[r][c])
        result.append(newRow)
    return result
"""),
        "fill": code("""
def matrix_transpose(matrix: list[list[float]] | list[float],
                     fill: float | None = None) -> list[list[float]]:
    rows=len(matrix)
    cols=max((len(row) for row in matrix), default=0)
    result=[]
    for c in range(cols):
        newRow=[]
        for r in range(rows):
            newRow.append(matrix[r][c] if c<len(matrix[r]) else fill)
        result.append(newRow)
    return result
"""),
    },
}
