# %%
assert matrix_transpose([[1, 2], [3], [1, 2], [3]], fill=0) == [[1, 3, 1, 3], [2, 0, 2, 0]]

# %%
assert matrix_transpose([[1, 2], [3, 3]], fill=0) == [[1, 3], [2, 3]]

# %%
assert matrix_transpose([[1, 2], [3], [1, 2]], fill=0) == [[1, 3, 1], [2, 0, 2]]

# %%
assert matrix_transpose([[1, 2], []], fill=0) == [[1, 0], [2, 0]]

# %%
assert matrix_transpose([[1, 2], [3]], fill=-1) == [[1, 3], [2, -1]]

# %%
assert matrix_transpose([[1, 2], [3]], fill=1000000) == [[1, 3], [2, 1000000]]

# %%
assert matrix_transpose([[1, 2], [3], []], fill=0) == [[1, 3, 0], [2, 0, 0]]

# %%
assert matrix_transpose([[1], [2, 3, 4], [1], [2, 3, 4]], fill=-1) == [[1, 2, 1, 2], [-1, 3, -1, 3], [-1, 4, -1, 4]]

# %%
assert matrix_transpose([[1], [2, 3, 4]], fill=1) == [[1, 2], [1, 3], [1, 4]]

# %%
assert matrix_transpose([[1], [2, 3, 4]], fill=7) == [[1, 2], [7, 3], [7, 4]]

# %%
assert matrix_transpose([[1], [2, 3, 4], [1]], fill=-1) == [[1, 2, 1], [-1, 3, -1], [-1, 4, -1]]

# %%
assert matrix_transpose([[1, 2], [3, 4]], fill=-9) == [[1, 3], [2, 4]]

# %%
assert matrix_transpose([[1, 2], [3, 4]], fill=0) == [[1, 3], [2, 4]]

# %%
assert matrix_transpose([[3, 4]], fill=9) == [[3], [4]]

# %%
assert matrix_transpose([[1, 2], [3, 4]], fill=8) == [[1, 3], [2, 4]]

# %%
assert matrix_transpose([[1, 2], [3, 4]], fill=10) == [[1, 3], [2, 4]]

# %%
assert matrix_transpose([], fill=9) == []

# %%
assert matrix_transpose([[1, 2], [3, 4], [1, 2]], fill=9) == [[1, 3, 1], [2, 4, 2]]

# %%
assert matrix_transpose([[1, 2], [3, 4, 3]], fill=9) == [[1, 3], [2, 4], [9, 3]]

# %%
assert matrix_transpose([[1, 2], [3, 4]], fill=1) == [[1, 3], [2, 4]]

# %%
assert matrix_transpose([[1, 2], [3, 4], []], fill=9) == [[1, 3, 9], [2, 4, 9]]

# %%
assert matrix_transpose([[1, 2], [3, 4]], fill=-1) == [[1, 3], [2, 4]]

# %%
assert matrix_transpose([[1, 2], []], fill=9) == [[1, 9], [2, 9]]

# %%
assert matrix_transpose([[1, 2], [4, 3]], fill=9) == [[1, 4], [2, 3]]

# %%
assert matrix_transpose((), fill=0) == []

# %%
assert matrix_transpose([], fill=1000000) == []

# %%
assert matrix_transpose([], fill=7) == []

# %%
assert matrix_transpose([[1, 2], [3], [1, 2], [3], [1, 2]], fill=0) == [[1, 3, 1, 3, 1], [2, 0, 2, 0, 2]]

# %%
assert matrix_transpose([[1, 2], [3], [1, 2], [3]], fill=1000000) == [[1, 3, 1, 3], [2, 1000000, 2, 1000000]]

# %%
assert matrix_transpose([[3, 3], [1, 2]], fill=0) == [[3, 1], [3, 2]]

# %%
assert matrix_transpose([[1, 2], [3, 3], []], fill=0) == [[1, 3, 0], [2, 3, 0]]

# %%
assert matrix_transpose([[1, 2], [3], []], fill=7) == [[1, 3, 7], [2, 7, 7]]

# %%
assert matrix_transpose([[1, 2], [3], [1, 2]], fill=1000000) == [[1, 3, 1], [2, 1000000, 2]]

# %%
assert matrix_transpose([[3], [1, 2], []], fill=0) == [[3, 1, 0], [0, 2, 0]]

# %%
assert matrix_transpose([[3], [1, 2], [3], [1, 2]], fill=0) == [[3, 1, 3, 1], [0, 2, 0, 2]]

# %%
assert matrix_transpose([[1, 2], []], fill=7) == [[1, 7], [2, 7]]

# %%
assert matrix_transpose([[1, 2]], fill=7) == [[1], [2]]

# %%
assert matrix_transpose([[1, 1], [2, 3, 4]], fill=-2) == [[1, 2], [1, 3], [-2, 4]]

# %%
assert matrix_transpose([[1], [2, 3, 4], [1], [2, 3, 4]], fill=0) == [[1, 2, 1, 2], [0, 3, 0, 3], [0, 4, 0, 4]]

# %%
assert matrix_transpose([[2, 3, 4], [1], [2, 3, 4], [1]], fill=-1) == [[2, 1, 2, 1], [3, -1, 3, -1], [4, -1, 4, -1]]

# %%
assert matrix_transpose([[1], []], fill=0) == [[1, 0]]

# %%
assert matrix_transpose([[1, 1], [2, 3, 4]], fill=1) == [[1, 2], [1, 3], [1, 4]]

# %%
assert matrix_transpose([[1]], fill=1) == [[1]]

# %%
assert matrix_transpose([[2, 3, 4]], fill=-2) == [[2], [3], [4]]

# %%
assert matrix_transpose([[], [2, 3, 4], []], fill=-1) == [[-1, 2, -1], [-1, 3, -1], [-1, 4, -1]]

# %%
assert matrix_transpose([[1]], fill=7) == [[1]]

# %%
assert matrix_transpose([[2, 3, 4], [1], [2, 3, 4]], fill=-1) == [[2, 1, 2], [3, -1, 3], [4, -1, 4]]

# %%
assert matrix_transpose([[2, 3, 4]], fill=1000000) == [[2], [3], [4]]

# %%
assert matrix_transpose([[2, 3, 4, 2]], fill=-1) == [[2], [3], [4], [2]]

# %%
assert matrix_transpose([[1], [2, 3, 4], []], fill=1000000) == [[1, 2, 1000000], [1000000, 3, 1000000], [1000000, 4, 1000000]]

# %%
assert matrix_transpose([[1], [2, 3, 4]], fill=8) == [[1, 2], [8, 3], [8, 4]]

# %%
assert matrix_transpose([[1]], fill=1000000) == [[1]]

# %%
assert matrix_transpose([[1], [2, 3, 4]], fill=999999) == [[1, 2], [999999, 3], [999999, 4]]

# %%
assert matrix_transpose([[1], [4, 3, 2], [1]], fill=-1) == [[1, 4, 1], [-1, 3, -1], [-1, 2, -1]]

# %%
assert matrix_transpose([[1, 2], [3, 4]], fill=-8) == [[1, 3], [2, 4]]

# %%
assert matrix_transpose([[1], [3, 4]], fill=0) == [[1, 3], [0, 4]]

# %%
assert matrix_transpose([[1, 2], [3, 4], [1, 2], [3, 4]], fill=0) == [[1, 3, 1, 3], [2, 4, 2, 4]]

# %%
assert matrix_transpose([[3, 4]], fill=8) == [[3], [4]]

# %%
assert matrix_transpose([[1, 2], [3, 4], [1, 2]], fill=8) == [[1, 3, 1], [2, 4, 2]]

# %%
assert matrix_transpose([[1, 2], [3, 4], []], fill=8) == [[1, 3, 8], [2, 4, 8]]

# %%
assert matrix_transpose([[1, 2], [3, 4, 3]], fill=1000000) == [[1, 3], [2, 4], [1000000, 3]]

# %%
assert matrix_transpose([[3, 4], [1, 2]], fill=1000000) == [[3, 1], [4, 2]]

# %%
assert matrix_transpose([[1, 2, 1], [3, 4]], fill=10) == [[1, 3], [2, 4], [1, 10]]

# %%
assert matrix_transpose([[1, 2]], fill=10) == [[1], [2]]

# %%
assert matrix_transpose([], fill=8) == []

# %%
assert matrix_transpose([[1, 2, 1], [3, 4]], fill=7) == [[1, 3], [2, 4], [1, 7]]

# %%
assert matrix_transpose([[1, 2], [3, 4], [1, 2], [3, 4]], fill=18) == [[1, 3, 1, 3], [2, 4, 2, 4]]

# %%
assert matrix_transpose([[1, 2], [3]], fill=4) == [[1, 3], [2, 4]]

# %%
assert matrix_transpose([[1, 2], [3]], fill=10) == [[1, 3], [2, 10]]

# %%
assert matrix_transpose([[1], [3]], fill=9) == [[1, 3]]

# %%
assert matrix_transpose([[1, 2], [3, 4], [1, 2], [3, 4], []], fill=9) == [[1, 3, 1, 3, 9], [2, 4, 2, 4, 9]]

# %%
assert matrix_transpose([[1, 2], [3, 4, 3], [1, 2], [3, 4, 3]], fill=9) == [[1, 3, 1, 3], [2, 4, 2, 4], [9, 3, 9, 3]]

# %%
assert matrix_transpose([[2, 1], [3, 4, 3]], fill=9) == [[2, 3], [1, 4], [9, 3]]

# %%
assert matrix_transpose([[1, 2], [3, 4], [1, 2], [3, 4]], fill=1) == [[1, 3, 1, 3], [2, 4, 2, 4]]

# %%
assert matrix_transpose([[], [1, 2], [3, 4]], fill=9) == [[9, 1, 3], [9, 2, 4]]

# %%
assert matrix_transpose([[1, 2], [3, 4], []], fill=1) == [[1, 3, 1], [2, 4, 1]]

# %%
assert matrix_transpose([[], [1, 2]], fill=9) == [[9, 1], [9, 2]]

# %%
assert matrix_transpose([[1, 2], [4, 3]], fill=-1) == [[1, 4], [2, 3]]

# %%
assert matrix_transpose([[1, 2], [4, 3], [1, 2]], fill=9) == [[1, 4, 1], [2, 3, 2]]

# %%
assert matrix_transpose([[1, 2], [4, 3]], fill=18) == [[1, 4], [2, 3]]
