# %%
assert rotate_list([1, 2, 3, 4], 7) == [2, 3, 4, 1]

# %%
assert rotate_list([1, 2, 3, 4], -2) == [3, 4, 1, 2]

# %%
assert rotate_list([1], -1) == [1]

# %%
assert rotate_list([1, 2, 3, 4], 999999) == [2, 3, 4, 1]

# %%
assert rotate_list([4, 3, 2, 1], -1) == [3, 2, 1, 4]

# %%
assert rotate_list([], -1) == []

# %%
assert rotate_list([1, 2, 3], -1) == [2, 3, 1]

# %%
assert rotate_list([0, 2, 3, 4], -1) == [2, 3, 4, 0]

# %%
assert rotate_list([2, 3, 4], -1) == [3, 4, 2]

# %%
assert rotate_list([1, 2, 3, 4, 1], -1) == [2, 3, 4, 1, 1]

# %%
assert rotate_list([1, 2, 3, 4, 1, 2, 3, 4], -1) == [2, 3, 4, 1, 2, 3, 4, 1]

# %%
assert rotate_list([1, 2, 3, 4], 1) == [4, 1, 2, 3]

# %%
assert rotate_list([1, 2, 3, 4], 0) == [1, 2, 3, 4]

# %%
assert rotate_list([1, 2, 3, 4, 5], -1) == [2, 3, 4, 5, 1]

# %%
assert rotate_list([2, 2, 3, 4], -1) == [2, 3, 4, 2]

# %%
assert rotate_list([-1, 2, 3, 4], -1) == [2, 3, 4, -1]

# %%
assert rotate_list([2, 3], -5) == [3, 2]

# %%
assert rotate_list([1, 2, 3], -3) == [1, 2, 3]

# %%
assert rotate_list([1, 2, 3], 999995) == [2, 3, 1]

# %%
assert rotate_list([1, 2, 3], -10) == [2, 3, 1]

# %%
assert rotate_list([1, 2, 3, 4], -5) == [2, 3, 4, 1]

# %%
assert rotate_list([0, 2, 3], -5) == [3, 0, 2]

# %%
assert rotate_list([1, 2, 3], 7) == [3, 1, 2]

# %%
assert rotate_list([1, 2, 3, 1], -5) == [2, 3, 1, 1]

# %%
assert rotate_list([2, 2, 3], -5) == [3, 2, 2]

# %%
assert rotate_list([], -5) == []

# %%
assert rotate_list([1, 2, 3], 0) == [1, 2, 3]

# %%
assert rotate_list([1, 2, 3], 1) == [3, 1, 2]

# %%
assert rotate_list([1], -5) == [1]

# %%
assert rotate_list([1, 2, 3, 1, 2, 3], -5) == [3, 1, 2, 3, 1, 2]

# %%
assert rotate_list([1, 2, 3], -4) == [2, 3, 1]

# %%
assert rotate_list([1, 2], -5) == [2, 1]

# %%
assert rotate_list([1, 2, 3], 5) == [2, 3, 1]

# %%
assert rotate_list([-1, 2, 3], -5) == [3, -1, 2]

# %%
assert rotate_list([3, 2, 1], -5) == [1, 3, 2]

# %%
assert rotate_list([1, 2, 3], -6) == [1, 2, 3]

# %%
assert rotate_list([], -3) == []

# %%
assert rotate_list([], 0) == []

# %%
assert rotate_list([], 1) == []

# %%
assert rotate_list([], 999998) == []

# %%
assert rotate_list([], 2) == []

# %%
assert rotate_list([], -4) == []

# %%
assert rotate_list([], 7) == []
