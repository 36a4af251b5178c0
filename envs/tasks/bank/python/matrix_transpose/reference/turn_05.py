def matrix_transpose(matrix: list[list[float]] | list[float]) -> list[list[float]]:
    if matrix and not any(isinstance(row, (list, tuple)) for row in matrix):
        matrix=[matrix]
    if len({len(row) for row in matrix})>1:
        raise ValueError('all rows must have the same length')
    return [list(column) for column in zip(*matrix)]
