# %%
assert merge_sorted([1, 3, 5], [2, 4, 6, 7]) == [1, 2, 3, 4, 5, 6, 7]

# %%
assert merge_sorted([0, 3, 5], [2, 4, 6]) == [0, 2, 3, 4, 5, 6]

# %%
assert merge_sorted([1, 3, 5], [2, 4, 5]) == [1, 2, 3, 4, 5, 5]

# %%
assert merge_sorted([1, 3, 5, 6], [2, 4, 6]) == [1, 2, 3, 4, 5, 6, 6]

# %%
assert merge_sorted([1], [2, 4, 6]) == [1, 2, 4, 6]

# %%
assert merge_sorted([1, 3, 5], [2]) == [1, 2, 3, 5]

# %%
assert merge_sorted([], [2, 4, 6]) == [2, 4, 6]

# %%
assert merge_sorted([3, 5], [2, 4, 6]) == [2, 3, 4, 5, 6]

# %%
assert merge_sorted([1, 3, 5], []) == [1, 3, 5]

# %%
assert merge_sorted([-1, 3, 5], [2, 4, 6]) == [-1, 2, 3, 4, 5, 6]

# %%
assert merge_sorted([], [1, 2]) == [1, 2]

# %%
assert merge_sorted([], [0]) == [0]

# %%
assert merge_sorted([1, 1], [0]) == [0, 1, 1]

# %%
assert merge_sorted([1, 1], [1, 1]) == [1, 1, 1, 1]

# %%
assert merge_sorted([1, 1], []) == [1, 1]

# %%
assert merge_sorted([1, 1, 1], [1]) == [1, 1, 1, 1]

# %%
assert merge_sorted([1, 1], [-1]) == [-1, 1, 1]

# %%
assert merge_sorted([5, 9], [2, 3]) == [2, 3, 5, 9]

# %%
assert merge_sorted([6, 9], [1, 2, 3]) == [1, 2, 3, 6, 9]

# %%
assert merge_sorted([5, 9], [1, 2, 3, 4]) == [1, 2, 3, 4, 5, 9]

# %%
assert merge_sorted([9], [1, 2, 3]) == [1, 2, 3, 9]

# %%
assert merge_sorted([-5, 9], [1, 2, 3]) == [-5, 1, 2, 3, 9]

# %%
assert merge_sorted([4, 9], [1, 2, 3]) == [1, 2, 3, 4, 9]

# %%
assert merge_sorted([5, 9], [1, 1, 3]) == [1, 1, 3, 5, 9]

# %%
assert merge_sorted([5, 9, 10], [1, 2, 3]) == [1, 2, 3, 5, 9, 10]

# %%
assert merge_sorted([5, 9], [1, 3, 3]) == [1, 3, 3, 5, 9]

# %%
assert merge_sorted([5, 9], [1, 2]) == [1, 2, 5, 9]

# %%
assert merge_sorted([0, 3, 5], [1, 4, 6]) == [0, 1, 3, 4, 5, 6]

# %%
assert merge_sorted([0, 3, 5], [-2, 4, 6]) == [-2, 0, 3, 4, 5, 6]

# %%
assert merge_sorted([1, 3, 5], [-2, 4, 5]) == [-2, 1, 3, 4, 5, 5]

# %%
assert merge_sorted([1, 3, 5, 6], []) == [1, 3, 5, 6]

# %%
assert merge_sorted([1, 3, 4], [2, 4, 6]) == [1, 2, 3, 4, 4, 6]

# %%
assert merge_sorted([0, 3, 5], [2, 4, 7]) == [0, 2, 3, 4, 5, 7]

# %%
assert merge_sorted([1], [2, 4]) == [1, 2, 4]

# %%
assert merge_sorted([1, 3, 5], [1, 4]) == [1, 1, 3, 4, 5]

# %%
assert merge_sorted([3, 5], [2, 4]) == [2, 3, 4, 5]

# %%
assert merge_sorted([1, 3, 5, 6], [4, 6]) == [1, 3, 4, 5, 6, 6]

# %%
assert merge_sorted([1], []) == [1]

# %%
assert merge_sorted([1, 1], [2, 4, 6]) == [1, 1, 2, 4, 6]

# %%
assert merge_sorted([2, 3, 5], [2, 3, 6]) == [2, 2, 3, 3, 5, 6]

# %%
assert merge_sorted([3, 5], [2]) == [2, 3, 5]

# %%
assert merge_sorted([], [2, 4]) == [2, 4]

# %%
assert merge_sorted([3, 5], [0, 4, 6]) == [0, 3, 4, 5, 6]

# %%
assert merge_sorted([3, 5], [2, 4, 6, 7]) == [2, 3, 4, 5, 6, 7]

# %%
assert merge_sorted([3, 5], []) == [3, 5]

# %%
assert merge_sorted([], [2, 2]) == [2, 2]

# %%
assert merge_sorted([], [-2]) == [-2]

# %%
assert merge_sorted([], [-1, -1]) == [-1, -1]

# %%
assert merge_sorted([], [0, 1]) == [0, 1]

# %%
assert merge_sorted([], [0, 0]) == [0, 0]

# %%
assert merge_sorted([1, 1], [1, 1, 1, 1]) == [1, 1, 1, 1, 1, 1]

# %%
assert merge_sorted([1, 1, 1, 1], [-1]) == [-1, 1, 1, 1, 1]

# %%
assert merge_sorted([0, 1], []) == [0, 1]

# %%
assert merge_sorted([-1, 1], []) == [-1, 1]

# %%
assert merge_sorted([-2, 1], [1]) == [-2, 1, 1]

# %%
assert merge_sorted([1, 2, 2], [1]) == [1, 1, 2, 2]

# %%
assert merge_sorted([1, 1, 2, 3], [1]) == [1, 1, 1, 2, 3]

# %%
assert merge_sorted([0], [1]) == [0, 1]

# %%
assert merge_sorted([0, 1], [1, 2]) == [0, 1, 1, 2]

# %%
assert merge_sorted([1, 1, 1], [1, 2]) == [1, 1, 1, 1, 2]

# %%
assert merge_sorted([1], [2]) == [1, 2]

# %%
assert merge_sorted([1, 2], [2]) == [1, 2, 2]

# %%
assert merge_sorted([1], [-1]) == [-1, 1]

# %%
assert merge_sorted([1, 1], [-1, 0]) == [-1, 0, 1, 1]

# %%
assert merge_sorted([6, 9], []) == [6, 9]

# %%
assert merge_sorted([5], [2, 3]) == [2, 3, 5]

# %%
assert merge_sorted([], [2, 2, 3]) == [2, 2, 3]

# %%
assert merge_sorted([9], [1, 2, 4]) == [1, 2, 4, 9]

# %%
assert merge_sorted([9], [2, 3]) == [2, 3, 9]

# %%
assert merge_sorted([-5, 10], [1, 2, 3]) == [-5, 1, 2, 3, 10]

# %%
assert merge_sorted([4, 9], []) == [4, 9]

# %%
assert merge_sorted([4, 9], [1]) == [1, 4, 9]

# %%
assert merge_sorted([-5, 9], [1, 1, 3]) == [-5, 1, 1, 3, 9]

# %%
assert merge_sorted([6, 9, 10], [1, 2, 3]) == [1, 2, 3, 6, 9, 10]

# %%
assert merge_sorted([5], [1]) == [1, 5]

# %%
assert merge_sorted([9], [1]) == [1, 9]

# %%
assert merge_sorted([0, 9], [1, 2, 2]) == [0, 1, 2, 2, 9]

# %%
assert merge_sorted([0, 9], [1, 2]) == [0, 1, 2, 9]

# %%
assert merge_sorted([0, 9], []) == [0, 9]

# %%
assert merge_sorted([5, 9], [2, 2]) == [2, 2, 5, 9]
