# %%
assert merge_sorted([1, 1, 2], []) == [1, 1, 2]

# %%
assert merge_sorted([1, 1, 2], [0, 2, 2, 3]) == [0, 1, 1, 2, 2, 2, 3]

# %%
assert merge_sorted([1, 1, 2], [2, 2]) == [1, 1, 2, 2, 2]

# %%
assert merge_sorted([1, 1, 2, 3], [0, 2, 2]) == [0, 1, 1, 2, 2, 2, 3]

# %%
assert merge_sorted([1, 1, 2], [0]) == [0, 1, 1, 2]

# %%
assert merge_sorted([1, 2], [0, 2, 2]) == [0, 1, 2, 2, 2]

# %%
assert merge_sorted([0, 1, 2], [0, 2, 2]) == [0, 0, 1, 2, 2, 2]

# %%
assert merge_sorted([-1, 1, 2], [0, 2, 2]) == [-1, 0, 1, 2, 2, 2]

# %%
assert merge_sorted([], [0, 2, 2]) == [0, 2, 2]

# %%
assert merge_sorted([1, 1, 2], [0, 2]) == [0, 1, 1, 2, 2]

# %%
assert merge_sorted([1, 1], [0, 2, 2]) == [0, 1, 1, 2, 2]

# %%
assert merge_sorted([1], [0, 2, 2]) == [0, 1, 2, 2]

# %%
assert merge_sorted([1, 1, 2], [0, 2, 3]) == [0, 1, 1, 2, 2, 3]
