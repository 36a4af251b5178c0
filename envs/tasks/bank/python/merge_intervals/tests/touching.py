# %%
assert merge_intervals([[1, 2], [2, 3]]) == [[1, 3]]

# %% held-out
assert merge_intervals([[4, 5], [1, 4], [7, 7], [5, 7]]) == [[1, 7]]
