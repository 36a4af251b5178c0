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
