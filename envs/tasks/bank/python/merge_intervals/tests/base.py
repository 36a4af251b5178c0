# %%
assert merge_intervals([[1, 3], [2, 6], [8, 10]]) == [[1, 6], [8, 10]]

# %% held-out
assert merge_intervals([]) == []

# %% held-out
assert merge_intervals([[5, 6], [1, 2]]) == [[1, 2], [5, 6]]

# %% held-out
assert merge_intervals([[1, 10], [2, 3], [4, 5]]) == [[1, 10]]
