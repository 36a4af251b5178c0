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

# %%
assert merge_sorted([0, 1, 2], []) == [0, 1, 2]

# %%
assert merge_sorted([1], []) == [1]

# %%
assert merge_sorted([1, 1, 2, 3], []) == [1, 1, 2, 3]

# %%
assert merge_sorted([], []) == []

# %%
assert merge_sorted([1, 1], []) == [1, 1]

# %%
assert merge_sorted([-1, 1, 2], []) == [-1, 1, 2]

# %%
assert merge_sorted([-1, 1, 2], [0, 2, 2, 3]) == [-1, 0, 1, 2, 2, 2, 3]

# %%
assert merge_sorted([1, 1, 2], [0, 2, 2, 3, 4]) == [0, 1, 1, 2, 2, 2, 3, 4]

# %%
assert merge_sorted([1, 2], [0, 2, 2, 3]) == [0, 1, 2, 2, 2, 3]

# %%
assert merge_sorted([1, 1, 2], [0, 0, 2, 3]) == [0, 0, 1, 1, 2, 2, 3]

# %%
assert merge_sorted([0, 1, 2], [0, 2, 2, 3]) == [0, 0, 1, 2, 2, 2, 3]

# %%
assert merge_sorted([1, 1, 2, 3], [0, 2, 2, 3]) == [0, 1, 1, 2, 2, 2, 3, 3]

# %%
assert merge_sorted([1, 2], [2, 2]) == [1, 2, 2, 2]

# %%
assert merge_sorted([1, 1, 2], [1, 2]) == [1, 1, 1, 2, 2]

# %%
assert merge_sorted([1, 1, 2], [2]) == [1, 1, 2, 2]

# %%
assert merge_sorted([1, 1, 3], [2, 2]) == [1, 1, 2, 2, 3]

# %%
assert merge_sorted([], [2, 2]) == [2, 2]

# %%
assert merge_sorted([1, 1], [2, 2]) == [1, 1, 2, 2]

# %%
assert merge_sorted([1, 1, 2, 3], [2, 2]) == [1, 1, 2, 2, 2, 3]

# %%
assert merge_sorted([1, 1, 2], [2, 2, 2]) == [1, 1, 2, 2, 2, 2]

# %%
assert merge_sorted([1, 2, 3], [0, 2, 2]) == [0, 1, 2, 2, 2, 3]

# %%
assert merge_sorted([1, 1, 2, 3, 4], [0, 2, 2]) == [0, 1, 1, 2, 2, 2, 3, 4]

# %%
assert merge_sorted([1, 1, 2, 3], [0, 2]) == [0, 1, 1, 2, 2, 3]

# %%
assert merge_sorted([-1, 1, 2, 3], [0, 2, 2]) == [-1, 0, 1, 2, 2, 2, 3]

# %%
assert merge_sorted([0, 1, 2, 3], [0, 2, 2]) == [0, 0, 1, 2, 2, 2, 3]

# %%
assert merge_sorted([1, 1, 2, 3], [0]) == [0, 1, 1, 2, 3]

# %%
assert merge_sorted([1, 1, 2, 3], [0, 1, 2]) == [0, 1, 1, 1, 2, 2, 3]

# %%
assert merge_sorted([1, 1, 2], [0, 1]) == [0, 1, 1, 1, 2]

# %%
assert merge_sorted([1, 1], [0]) == [0, 1, 1]

# %%
assert merge_sorted([1], [0]) == [0, 1]

# %%
assert merge_sorted([1, 1, 2], [1]) == [1, 1, 1, 2]

# %%
assert merge_sorted([1, 2], [0]) == [0, 1, 2]

# %%
assert merge_sorted([1, 1, 1], [0]) == [0, 1, 1, 1]

# %%
assert merge_sorted([1, 1, 2], [0, 0]) == [0, 0, 1, 1, 2]

# %%
assert merge_sorted([1, 1, 3], [0]) == [0, 1, 1, 3]

# %%
assert merge_sorted([], [0]) == [0]

# %%
assert merge_sorted([1, 1, 2], [-1]) == [-1, 1, 1, 2]

# %%
assert merge_sorted([2], [0, 2, 2]) == [0, 2, 2, 2]

# %%
assert merge_sorted([1, 2], [0, 1, 2]) == [0, 1, 1, 2, 2]

# %%
assert merge_sorted([0, 1, 2], [0, 1, 2]) == [0, 0, 1, 1, 2, 2]

# %%
assert merge_sorted([0, 1, 1], [0, 2, 2]) == [0, 0, 1, 1, 2, 2]

# %%
assert merge_sorted([0, 1], [0, 2, 2]) == [0, 0, 1, 2, 2]

# %%
assert merge_sorted([0], [0, 2, 2]) == [0, 0, 2, 2]

# %%
assert merge_sorted([0, 1, 3], [0, 2, 2]) == [0, 0, 1, 2, 2, 3]

# %%
assert merge_sorted([0, 1, 2], [0, 2]) == [0, 0, 1, 2, 2]

# %%
assert merge_sorted([0, 1, 2], [0, 0, 2]) == [0, 0, 0, 1, 2, 2]

# %%
assert merge_sorted([0, 1, 2], [2, 2]) == [0, 1, 2, 2, 2]

# %%
assert merge_sorted([0, 1, 2], [0]) == [0, 0, 1, 2]

# %%
assert merge_sorted([-1, 1, 2], [0]) == [-1, 0, 1, 2]

# %%
assert merge_sorted([-1], [0, 2, 2]) == [-1, 0, 2, 2]

# %%
assert merge_sorted([-1, 1, 2], [0, 2]) == [-1, 0, 1, 2, 2]

# %%
assert merge_sorted([-2, 1, 2], [0, 2, 2]) == [-2, 0, 1, 2, 2, 2]

# %%
assert merge_sorted([-1, 1, 2], [2, 2]) == [-1, 1, 2, 2, 2]

# %%
assert merge_sorted([-1, 1, 2], [-1, 2, 2]) == [-1, -1, 1, 2, 2, 2]

# %%
assert merge_sorted([], [0, 2, 3]) == [0, 2, 3]

# %%
assert merge_sorted([], [0, 2]) == [0, 2]

# %%
assert merge_sorted([1, 1, 2], [0, 3]) == [0, 1, 1, 2, 3]

# %%
assert merge_sorted([1, 1], [0, 2]) == [0, 1, 1, 2]

# %%
assert merge_sorted([1], [0, 2]) == [0, 1, 2]

# %%
assert merge_sorted([1, 1, 1], [0, 2, 2]) == [0, 1, 1, 1, 2, 2]

# %%
assert merge_sorted([1, 1], [0, 1, 2]) == [0, 1, 1, 1, 2]

# %%
assert merge_sorted([1, 1], [0, 0, 2]) == [0, 0, 1, 1, 2]

# %%
assert merge_sorted([1, 1, 1, 1], [0, 2, 2]) == [0, 1, 1, 1, 1, 2, 2]

# %%
assert merge_sorted([1, 1, 2], [2, 3]) == [1, 1, 2, 2, 3]

# %%
assert merge_sorted([1, 1, 2], [0, 3, 3]) == [0, 1, 1, 2, 3, 3]

# %%
assert merge_sorted([1, 1, 2], [0, 0, 3]) == [0, 0, 1, 1, 2, 3]

# %%
assert merge_sorted([1, 1, 2, 3], [0, 2, 3]) == [0, 1, 1, 2, 2, 3, 3]

# %%
assert merge_sorted([0, 1, 2], [0, 2, 3]) == [0, 0, 1, 2, 2, 3]

# %%
assert merge_sorted([-1, 1, 2], [0, 2, 3]) == [-1, 0, 1, 2, 2, 3]
