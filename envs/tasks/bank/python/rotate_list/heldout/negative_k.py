# %%
assert rotate_list([1, 2, 3, 4], 999999) == [2, 3, 4, 1]

# %%
assert rotate_list([4, 3, 2, 1], -1) == [3, 2, 1, 4]

# %%
assert rotate_list([], -1) == []

# %%
assert rotate_list([2, 3, 4], -1) == [3, 4, 2]

# %%
assert rotate_list([1, 2, 3, 4], 0) == [1, 2, 3, 4]

# %%
assert rotate_list([-1, 2, 3, 4], -1) == [2, 3, 4, -1]

# %%
assert rotate_list([1, 2, 3], -3) == [1, 2, 3]

# %%
assert rotate_list([1, 2, 3], 999995) == [2, 3, 1]

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
assert rotate_list([1, 2, 3], 5) == [2, 3, 1]

# %%
assert rotate_list([-1, 2, 3], -5) == [3, -1, 2]

# %%
assert rotate_list([1, 2, 3], -6) == [1, 2, 3]

# %%
assert rotate_list([], -4) == []

# %%
assert rotate_list([], 999998) == []

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
assert rotate_list([1, 1, 3, 4], 999999) == [1, 3, 4, 1]

# %%
assert rotate_list([4, 3, 2, 1], 999999) == [3, 2, 1, 4]

# %%
assert rotate_list([4, 3, 2, 1, 2], -1) == [3, 2, 1, 2, 4]

# %%
assert rotate_list([4, 3, 2, 1], 1) == [1, 4, 3, 2]

# %%
assert rotate_list([0, 2, 3, 4, 0, 2, 3, 4], -1) == [2, 3, 4, 0, 2, 3, 4, 0]

# %%
assert rotate_list([0, 2, 3, 4], 1) == [4, 0, 2, 3]

# %%
assert rotate_list([2, 3, 4], 7) == [4, 2, 3]

# %%
assert rotate_list([2], -1) == [2]

# %%
assert rotate_list([1, 2, 4, 4, 1], -1) == [2, 4, 4, 1, 1]

# %%
assert rotate_list([1, 1, 2, 2, 3, 3, 4, 4], -1) == [1, 2, 2, 3, 3, 4, 4, 1]

# %%
assert rotate_list([4, 4, 3, 3, 2, 2, 1, 1], -1) == [4, 3, 3, 2, 2, 1, 1, 4]

# %%
assert rotate_list([1, 2, 3, 4], 2) == [3, 4, 1, 2]

# %%
assert rotate_list([1, 2, 3, 4, 1, 2, 3, 4], 1) == [4, 1, 2, 3, 4, 1, 2, 3]

# %%
assert rotate_list([1, 2, 3, 4, 5, 1], -1) == [2, 3, 4, 5, 1, 1]

# %%
assert rotate_list([2, 2, 3, 4], 0) == [2, 2, 3, 4]

# %%
assert rotate_list([-1, 2, 3, 0], -1) == [2, 3, 0, -1]

# %%
assert rotate_list([2, 3], -6) == [2, 3]

# %%
assert rotate_list([2, 0], -5) == [0, 2]

# %%
assert rotate_list([2, 3, 2, 3], -5) == [3, 2, 3, 2]

# %%
assert rotate_list([1, 2, 3], 1999990) == [3, 1, 2]

# %%
assert rotate_list([1, 2, 3], -999995) == [3, 1, 2]

# %%
assert rotate_list([1], 999995) == [1]

# %%
assert rotate_list([1, -2, 3], 999995) == [-2, 3, 1]

# %%
assert rotate_list([1, 2, 3], 999990) == [1, 2, 3]

# %%
assert rotate_list([1, 2, 3, 4], -4) == [1, 2, 3, 4]

# %%
assert rotate_list([0, 2, 3], 1) == [3, 0, 2]

# %%
assert rotate_list([3, 2, 0], -5) == [0, 3, 2]

# %%
assert rotate_list([0, 2, 3, 4], -5) == [2, 3, 4, 0]

# %%
assert rotate_list([-1, 2, 3], 7) == [3, -1, 2]

# %%
assert rotate_list([1, 2, 3, 1], -1) == [2, 3, 1, 1]

# %%
assert rotate_list([-1, 2, 3, 1], -5) == [2, 3, 1, -1]

# %%
assert rotate_list([2], -5) == [2]

# %%
assert rotate_list([2, 2, 3], 5) == [2, 3, 2]

# %%
assert rotate_list([2, 3], 0) == [2, 3]

# %%
assert rotate_list([3, 2, 1], 0) == [3, 2, 1]

# %%
assert rotate_list([1, 2, 2], 1) == [2, 1, 2]

# %%
assert rotate_list([1, 2, 3], 2) == [2, 3, 1]

# %%
assert rotate_list([1], 1) == [1]

# %%
assert rotate_list([1, 1, 2, 2, 3, 3], -5) == [3, 1, 1, 2, 2, 3]

# %%
assert rotate_list([1, 2, 3, 1], -4) == [1, 2, 3, 1]

# %%
assert rotate_list([1, 2, 1], -5) == [1, 1, 2]

# %%
assert rotate_list([1, 2], 1) == [2, 1]

# %%
assert rotate_list([1, 2], 5) == [2, 1]

# %%
assert rotate_list([1, 2, 0], 5) == [2, 0, 1]

# %%
assert rotate_list([1, 2, 3, 4], 5) == [4, 1, 2, 3]

# %%
assert rotate_list([3, 2, -1], -5) == [-1, 3, 2]

# %%
assert rotate_list([-1, 2, 3], 1) == [3, -1, 2]

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
assert rotate_list([], 1999998) == []

# %%
assert rotate_list([], 14) == []
