# %%
assert matrix_transpose([[1, 2, 3], [6, 5, 4]]) == [[1, 6], [2, 5], [3, 4]]

# %%
assert matrix_transpose([[1, 2, 3], [4, 5, 6], [1, 2, 3]]) == [[1, 4, 1], [2, 5, 2], [3, 6, 3]]

# %%
assert matrix_transpose([[1, 2, 3]]) == [[1], [2], [3]]

# %%
assert matrix_transpose([[1, 2, 3], [4, 5, 6], [1, 2, 3], [4, 5, 6]]) == [[1, 4, 1, 4], [2, 5, 2, 5], [3, 6, 3, 6]]

# %%
assert matrix_transpose([[4, 5, 6], [1, 2, 3]]) == [[4, 1], [5, 2], [6, 3]]

# %%
assert matrix_transpose([[4, 5, 6]]) == [[4], [5], [6]]

# %%
assert matrix_transpose([[]]) == []

# %%
assert matrix_transpose([[1], [1]]) == [[1, 1]]

# %%
assert matrix_transpose([[1, 1]]) == [[1], [1]]

# %%
assert matrix_transpose([[2, 1]]) == [[2], [1]]

# %%
assert matrix_transpose([[1, 2], [1, 2]]) == [[1, 1], [2, 2]]

# %%
assert matrix_transpose([[1, 2, 1]]) == [[1], [2], [1]]
