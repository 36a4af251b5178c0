# %%
assert merge_sorted([1, 3, 5], [2, 4, 6]) == [1, 2, 3, 4, 5, 6]

# %%
assert merge_sorted([], [1]) == [1]

# %%
assert merge_sorted([1, 1], [1]) == [1, 1, 1]

# %%
assert merge_sorted([], []) == []

# %%
assert merge_sorted([5, 9], [1, 2, 3]) == [1, 2, 3, 5, 9]
