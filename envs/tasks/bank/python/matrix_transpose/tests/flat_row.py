# %%
assert matrix_transpose([1, 2, 3]) == [[1], [2], [3]]

# %%
assert matrix_transpose([7.5]) == [[7.5]]

# %%
assert matrix_transpose([]) == []
