"""Matrix helpers."""
from itertools import zip_longest


def matrix_transpose(matrix: list[list[float]] | list[float],
                     fill: float | None = None) -> list[list[float]]:
    """Transposes a matrix.

    Args:
        matrix: A list of rows, or one flat row.
        fill: Pads short rows; None means rows must be equally long.

    Returns:
        The columns of matrix, as new lists.

    Raises:
        ValueError: If the rows differ in length and fill is None.
    """
    if matrix and not any(isinstance(r, (list, tuple)) for r in matrix):
        matrix = [matrix]
    if fill is None and len({len(row) for row in matrix}) > 1:
        raise ValueError('all rows must have the same length')
    if fill is None:
        columns = zip(*matrix)
    else:
        columns = zip_longest(*matrix, fillvalue=fill)
    return [list(column) for column in columns]
