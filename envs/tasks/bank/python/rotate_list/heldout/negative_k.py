# %%
assert rotate_list([1, 2, 3, 4], 1000000) == [1, 2, 3, 4]

# %%
assert rotate_list([4, 3, 2, 1], -1) == [3, 2, 1, 4]

# %%
assert rotate_list([], -1) == []

# %%
assert rotate_list([2, 3, 4], -1) == [3, 4, 2]

# %%
assert rotate_list([1, 2, 3, 4], 0) == [1, 2, 3, 4]

# %%
assert rotate_list([2, 2, 3, 4], -1) == [2, 3, 4, 2]

# %%
assert rotate_list([-1, 2, 3, 4], -1) == [2, 3, 4, -1]

# %%
assert rotate_list([2, 3], -5) == [3, 2]

# %%
assert rotate_list([1, 2, 3], -3) == [1, 2, 3]

# %%
assert rotate_list([1, 2, 3], 1000000) == [3, 1, 2]

# %%
assert rotate_list([1, 2, 3], -10) == [2, 3, 1]

# %%
assert rotate_list([1, 2, 3, 4], -5) == [2, 3, 4, 1]

# %%
assert rotate_list([1, 2, 3, 1], -5) == [2, 3, 1, 1]

# %%
assert rotate_list([2, 2, 3], -5) == [3, 2, 2]

# %%
assert rotate_list([1, 2, 3], 1) == [3, 1, 2]

# %%
assert rotate_list([1], -5) == [1]

# %%
assert rotate_list([1, 2, 3, 1, 2, 3], -5) == [3, 1, 2, 3, 1, 2]

# %%
assert rotate_list([1, 2], -5) == [2, 1]

# %%
assert rotate_list([1, 2, 3], 5) == [2, 3, 1]

# %%
assert rotate_list([-1, 2, 3], -5) == [3, -1, 2]

# %%
assert rotate_list([1, 2, 3], -6) == [1, 2, 3]

# %%
assert rotate_list([], -4) == []

# %%
assert rotate_list([], 1000000) == []

# %%
assert rotate_list([4, 3, 2, 1], 7) == [3, 2, 1, 4]

# %%
assert rotate_list([1, 2, 3, 4], 8) == [1, 2, 3, 4]

# %%
assert rotate_list([1, 2, 3, 4, 5], -2) == [3, 4, 5, 1, 2]

# %%
assert rotate_list([1], -2) == [1]

# %%
assert rotate_list([1, 2], -1) == [2, 1]

# %%
assert rotate_list([1, 2, 3, 4, 1, 2, 3, 4], 1000000) == [1, 2, 3, 4, 1, 2, 3, 4]

# %%
assert rotate_list([3, 2, 1], -1) == [2, 1, 3]

# %%
assert rotate_list([4, 3, 2, 1], 1) == [1, 4, 3, 2]

# %%
assert rotate_list([2, 2, 3], -1) == [2, 3, 2]

# %%
assert rotate_list([0, 2, 3], -1) == [2, 3, 0]

# %%
assert rotate_list([2, 3, 4], 7) == [4, 2, 3]

# %%
assert rotate_list([1, 2, 4, 4, 1], -1) == [2, 4, 4, 1, 1]

# %%
assert rotate_list([1, 2, 3, 4, 1], 1000000) == [1, 2, 3, 4, 1]

# %%
assert rotate_list([2, 3, 4, 1], -1) == [3, 4, 1, 2]

# %%
assert rotate_list([1, 2, 3, 4, 1, -2, 3, 4], -1) == [2, 3, 4, 1, -2, 3, 4, 1]

# %%
assert rotate_list([1, 2, 3, 4, 1, 2, 3, 4], 1) == [4, 1, 2, 3, 4, 1, 2, 3]

# %%
assert rotate_list([1], 0) == [1]

# %%
assert rotate_list([1, 2, 3, 4, 1], 0) == [1, 2, 3, 4, 1]

# %%
assert rotate_list([1, 2, 3, 4, 5], 1) == [5, 1, 2, 3, 4]

# %%
assert rotate_list([1, 2, 3, 4, 5, 1], -1) == [2, 3, 4, 5, 1, 1]

# %%
assert rotate_list([5, 4, 3, 2, 1], -1) == [4, 3, 2, 1, 5]

# %%
assert rotate_list([2, 2, 3, 4, 2, 2, 3, 4], -1) == [2, 3, 4, 2, 2, 3, 4, 2]

# %%
assert rotate_list([2, 2, 3, 4, 2], -1) == [2, 3, 4, 2, 2]

# %%
assert rotate_list([-1, 2, 3, 0], -1) == [2, 3, 0, -1]

# %%
assert rotate_list([2, 0], -5) == [0, 2]

# %%
assert rotate_list([2, 3, 2, 3], -5) == [3, 2, 3, 2]

# %%
assert rotate_list([1, 2, 3, 1], -3) == [1, 1, 2, 3]

# %%
assert rotate_list([1, 2, 3], 500000) == [2, 3, 1]

# %%
assert rotate_list([1, -2, 3, 4], -5) == [-2, 3, 4, 1]

# %%
assert rotate_list([1, 2, 3, 4], -4) == [1, 2, 3, 4]

# %%
assert rotate_list([3, 2, 0], -5) == [0, 3, 2]

# %%
assert rotate_list([0, 2, 3], 5) == [2, 3, 0]

# %%
assert rotate_list([0, 2, 3, 4], -5) == [2, 3, 4, 0]

# %%
assert rotate_list([-1, 2, 3], 7) == [3, -1, 2]

# %%
assert rotate_list([1, 2, 3, 1, 1], -5) == [1, 2, 3, 1, 1]

# %%
assert rotate_list([1, 2, 3, 1], -1) == [2, 3, 1, 1]

# %%
assert rotate_list([-1, 2, 3, 1], -5) == [2, 3, 1, -1]

# %%
assert rotate_list([2, 2, 3], -10) == [2, 3, 2]

# %%
assert rotate_list([2, 2, 3], 5) == [2, 3, 2]

# %%
assert rotate_list([3, 2, 1], 0) == [3, 2, 1]

# %%
assert rotate_list([1, 2, 2], 1) == [2, 1, 2]

# %%
assert rotate_list([1], 1) == [1]

# %%
assert rotate_list([1, 2, 4, 1, 2, 3], -5) == [3, 1, 2, 4, 1, 2]

# %%
assert rotate_list([1, 1, 2, 2, 3, 3], -5) == [3, 1, 1, 2, 2, 3]

# %%
assert rotate_list([1, 2, 3], -8) == [3, 1, 2]

# %%
assert rotate_list([1, 2, 3, 4], 5) == [4, 1, 2, 3]

# %%
assert rotate_list([-1, 2, 3], -1) == [2, 3, -1]

# %%
assert rotate_list([-1, 2, 3], -10) == [2, 3, -1]

# %%
assert rotate_list([3, -2, 1], -5) == [1, 3, -2]

# %%
assert rotate_list([3, 2, 1, 3], -5) == [2, 1, 3, 3]

# %%
assert rotate_list([1, 2, 3, 1], -6) == [3, 1, 1, 2]

# %%
assert rotate_list([1, 2, 3], -12) == [1, 2, 3]

# %%
assert rotate_list([1, 2, 3, 4], -6) == [3, 4, 1, 2]

# %%
assert rotate_list([], -6) == []

# %%
assert rotate_list([], 999999) == []

# %%
assert rotate_list([], 14) == []
