# %%
assert merge_sorted([1, 3, 5], [2, 4, 6]) == [1, 2, 3, 4, 5, 6]

# %% held-out
assert merge_sorted([], [1]) == [1]

# %% held-out
assert merge_sorted([1, 1], [1]) == [1, 1, 1]

# %% held-out
assert merge_sorted([], []) == []

# %% held-out
assert merge_sorted([5, 9], [1, 2, 3]) == [1, 2, 3, 5, 9]
