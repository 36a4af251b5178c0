# %%
assert matrix_transpose([2, 3]) == [[2], [3]]

# %%
assert matrix_transpose([0, 2, 3]) == [[0], [2], [3]]

# %%
assert matrix_transpose([1, 2, 3, 1]) == [[1], [2], [3], [1]]

# %%
assert matrix_transpose([1, 2, 3, 1, 2, 3]) == [[1], [2], [3], [1], [2], [3]]

# %%
assert matrix_transpose([3, 2, 1]) == [[3], [2], [1]]

# %%
assert matrix_transpose([-1, 2, 3]) == [[-1], [2], [3]]

# %%
assert matrix_transpose([1, 2]) == [[1], [2]]

# %%
assert matrix_transpose([1]) == [[1]]

# %%
assert matrix_transpose([2, 2, 3]) == [[2], [2], [3]]

# %%
assert matrix_transpose([1, 2, 3, 4]) == [[1], [2], [3], [4]]

# %%
assert matrix_transpose([0.0]) == [[0.0]]

# %%
assert matrix_transpose([7.5, 8.0]) == [[7.5], [8.0]]

# %%
assert matrix_transpose([7.5, 7.5]) == [[7.5], [7.5]]

# %%
assert matrix_transpose([8.0]) == [[8.0]]

# %%
assert matrix_transpose([-7.5]) == [[-7.5]]

# %%
assert matrix_transpose([7.0]) == [[7.0]]
