# %%
assert matrix_transpose([[1, 2], [3]], fill=0) == [[1, 3], [2, 0]]

# %% held-out
assert matrix_transpose([[1], [2, 3, 4]], fill=-1) == [[1, 2], [-1, 3], [-1, 4]]

# %% held-out
assert matrix_transpose([[1, 2], [3, 4]], fill=9) == [[1, 3], [2, 4]]
