# %%
assert matrix_transpose([1, 2, 3]) == [[1], [2], [3]]

# %% held-out
assert matrix_transpose([7.5]) == [[7.5]]

# %% held-out
assert matrix_transpose([]) == []
