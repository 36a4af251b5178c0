# %%
assert matrix_transpose([[1, 2], [3]], fill=0) == [[1, 3], [2, 0]]

# %%
assert matrix_transpose([[1], [2, 3, 4]], fill=-1) == [[1, 2], [-1, 3], [-1, 4]]

# %%
assert matrix_transpose([[1, 2], [3, 4]], fill=9) == [[1, 3], [2, 4]]
