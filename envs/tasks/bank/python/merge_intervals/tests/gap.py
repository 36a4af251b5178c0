# %%
assert merge_intervals([[1, 2], [4, 5]], gap=2) == [[1, 5]]

# %% held-out
assert merge_intervals([[1, 2], [5, 6]], gap=2) == [[1, 2], [5, 6]]

# %% held-out
assert merge_intervals([[1, 2], [3, 4]]) == [[1, 2], [3, 4]]

# %% held-out
assert merge_intervals([[8, 9], [1, 2], [4, 6]], gap=2) == [[1, 9]]
