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
