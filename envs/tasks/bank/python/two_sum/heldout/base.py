# %%
assert two_sum([2, 7, 11, 15], 4) == None

# %%
assert two_sum([2, 0, 11, 15], 9) == None

# %%
assert two_sum([2, 7, 11], 9) == (0, 1)

# %%
assert two_sum([2, 7, 11, 15, 2, 7, 11, 15], 9) == (0, 1)

# %%
assert two_sum([2, 7, 11, 15, 2], 9) == (0, 1)

# %%
assert two_sum([2, 7, 11, 15], 1) == None

# %%
assert two_sum([2, 6, 11, 15], 9) == None

# %%
assert two_sum([2, 7, 11, 15, 16], 9) == (0, 1)

# %%
assert two_sum([2, 7, 11, 15], 7) == None

# %%
assert two_sum([2, 7, 11, 15], 10) == None

# %%
assert two_sum([2, 7, 11, 15], 8) == None

# %%
assert two_sum([2, 7, 11, 15], -1) == None

# %%
assert two_sum([7, 11, 15], 9) == None

# %%
assert two_sum([2, 7, 11, 15], -9) == None

# %%
assert two_sum([2, 7, 11, 15], 0) == None

# %%
assert two_sum([], 9) == None

# %%
assert two_sum([2, 8, 11, 15], 9) == None

# %%
assert two_sum([2, 7, 11, 15], 1000000) == None

# %%
assert two_sum([3, 2], 6) == None

# %%
assert two_sum([3, 2, 4], -1) == None

# %%
assert two_sum([2, 3, 4], 6) == (0, 2)

# %%
assert two_sum([2, 2, 4], 6) == (0, 2)

# %%
assert two_sum([3], 6) == None

# %%
assert two_sum([3, 2, 4], 5) == (0, 1)

# %%
assert two_sum([3, 2, 4], 3) == None

# %%
assert two_sum([3, 2, 4], 12) == None

# %%
assert two_sum([3, 2, 4], 0) == None

# %%
assert two_sum([2, 4], 6) == (0, 1)

# %%
assert two_sum([-3, 2, 4], 6) == (1, 2)

# %%
assert two_sum([4, 2, 4], 6) == (0, 1)

# %%
assert two_sum([3, 2, 4], 1) == None

# %%
assert two_sum([], 6) == None

# %%
assert two_sum([3, 2, 4], -6) == None

# %%
assert two_sum([3, 2, 4, 5], 6) == (1, 2)

# %%
assert two_sum([3, 2, 4], 1000000) == None

# %%
assert two_sum([4, 3, 2], 6) == (0, 2)

# %%
assert two_sum([4, 2, 3], 6) == (0, 1)

# %%
assert two_sum([3, 2, 4], 7) == (0, 2)

# %%
assert two_sum([3, 3], -1) == None

# %%
assert two_sum([3, 3], 7) == None

# %%
assert two_sum([3, 3], 3) == None

# %%
assert two_sum([3, 3], 12) == None

# %%
assert two_sum([3, 3], 0) == None

# %%
assert two_sum([3, 3], 1) == None

# %%
assert two_sum([3, 3], 1000000) == None

# %%
assert two_sum([3, 3], 5) == None

# %%
assert two_sum([3, 0], 6) == None

# %%
assert two_sum([3, 3], -6) == None

# %%
assert two_sum([3, 3, 3], 6) == (0, 1)

# %%
assert two_sum([1, 2, 1, 2], 10) is None

# %%
assert two_sum([1, 0], 10) is None

# %%
assert two_sum([2, 1], 10) is None

# %%
assert two_sum([1, 2], 5) is None

# %%
assert two_sum([1, 3], 10) is None

# %%
assert two_sum([1, 2], 0) is None

# %%
assert two_sum([1, 2], 1) is None

# %%
assert two_sum([], 10) is None

# %%
assert two_sum([1, 2, 3], 10) is None

# %%
assert two_sum([1, 2], 1000000) is None

# %%
assert two_sum([1], 10) is None

# %%
assert two_sum([1, 2], -10) is None

# %%
assert two_sum([1, -2], 10) is None

# %%
assert two_sum([1, 2], 9) is None

# %%
assert two_sum([1, 2], -1) is None

# %%
assert two_sum([1, 2], 7) is None

# %%
assert two_sum([1, 2], 11) is None

# %%
assert two_sum([5], 1) is None

# %%
assert two_sum([-5], 10) is None

# %%
assert two_sum([5, 6], 10) is None

# %%
assert two_sum([5], 0) is None

# %%
assert two_sum([6], 10) is None

# %%
assert two_sum([5], -1) is None

# %%
assert two_sum([4], 10) is None

# %%
assert two_sum([5], -10) is None

# %%
assert two_sum([5], 1000000) is None

# %%
assert two_sum([0], 10) is None

# %%
assert two_sum([], 1000000) is None

# %%
assert two_sum([], 7) is None

# %%
assert two_sum([], 1) is None

# %%
assert two_sum([], -1) is None
