# %%
assert two_sum([4, 3, 2, 1], 10) == []

# %%
assert two_sum([0, 3, 2, 1], 5) == [(1, 2)]

# %%
assert two_sum([4, 3, 2, 1], 7) == [(0, 1)]

# %%
assert two_sum([4, 3, 2, 1, 4], 5) == [(0, 3), (1, 2), (3, 4)]

# %%
assert two_sum([4, 3, 2, 1], -1) == []

# %%
assert two_sum([5, 3, 2, 1], 5) == [(1, 2)]

# %%
assert two_sum([3, 3, 2, 1], 5) == [(0, 2), (1, 2)]

# %%
assert two_sum([4, 3, 2, 1], -5) == []

# %%
assert two_sum([4, 3, 2, 1, 4, 3, 2, 1], 5) == [(0, 3), (0, 7), (1, 2), (1, 6), (2, 5), (3, 4), (4, 7), (5, 6)]

# %%
assert two_sum([3, 2, 1], 5) == [(0, 1)]

# %%
assert two_sum([4, 3, 2, 1], 1000000) == []

# %%
assert two_sum([1, 2, 3, 4], 5) == [(0, 3), (1, 2)]

# %%
assert two_sum([4, 3, 2, 1], 1) == []

# %%
assert two_sum([4, 3, 2], 5) == [(1, 2)]

# %%
assert two_sum([4, 3, 2, 1], 0) == []

# %%
assert two_sum([4, 3, 2, 1], 4) == [(1, 3)]

# %%
assert two_sum([4], 5) == []

# %%
assert two_sum([], 5) == []

# %%
assert two_sum([4, 3, 2, 1, 2], 5) == [(0, 3), (1, 2), (1, 4)]

# %%
assert two_sum([3, 3, 3], 5) == []

# %%
assert two_sum([3, 3, 3, 3, 3, 3], 6) == [(0, 1), (0, 2), (0, 3), (0, 4), (0, 5), (1, 2), (1, 3), (1, 4), (1, 5), (2, 3), (2, 4), (2, 5), (3, 4), (3, 5), (4, 5)]

# %%
assert two_sum([3, 3, 4], 6) == [(0, 1)]

# %%
assert two_sum([3, 3, 3], -6) == []

# %%
assert two_sum([3, 3, 3], 7) == []

# %%
assert two_sum([3, 3, 3, 3], 6) == [(0, 1), (0, 2), (0, 3), (1, 2), (1, 3), (2, 3)]

# %%
assert two_sum([3, 3, 0], 6) == [(0, 1)]

# %%
assert two_sum([3, 3, 2], 6) == [(0, 1)]

# %%
assert two_sum([3, 3, 3], 0) == []

# %%
assert two_sum([3, 3, 3], -1) == []

# %%
assert two_sum([3, 3, -3], 6) == [(0, 1)]

# %%
assert two_sum([3, 3, 3], 3) == []

# %%
assert two_sum([3, 3, 3, 4], 6) == [(0, 1), (0, 2), (1, 2)]

# %%
assert two_sum([3, 3, 3], 1000000) == []

# %%
assert two_sum([3, 3, 3], 12) == []

# %%
assert two_sum([], 6) == []

# %%
assert two_sum([3], 6) == []

# %%
assert two_sum([3, 3], 6) == [(0, 1)]

# %%
assert two_sum([3, 3, 3], 1) == []

# %%
assert two_sum([1, 2, 1], 10) == []

# %%
assert two_sum([1, 2], -1) == []

# %%
assert two_sum([1, 2], 11) == []

# %%
assert two_sum([1, 3], 10) == []

# %%
assert two_sum([1, 2, 1, 2], 10) == []

# %%
assert two_sum([1, 0], 10) == []

# %%
assert two_sum([1, 2], 7) == []

# %%
assert two_sum([1], 10) == []

# %%
assert two_sum([2], 10) == []

# %%
assert two_sum([1, 2], -10) == []

# %%
assert two_sum([1, 2], 0) == []

# %%
assert two_sum([1, 2], 20) == []

# %%
assert two_sum([1, 1], 10) == []

# %%
assert two_sum([1, 2], 5) == []

# %%
assert two_sum([1, 2], 1) == []

# %%
assert two_sum([1, 2, 3], 10) == []

# %%
assert two_sum([], 10) == []

# %%
assert two_sum([1, -2], 10) == []

# %%
assert two_sum([], 1) == []

# %%
assert two_sum([], -1) == []

# %%
assert two_sum([], 7) == []

# %%
assert two_sum([], 1000000) == []

# %%
assert two_sum([2, 7, 11, 15], 7) == []

# %%
assert two_sum([2, 7, 11, 15], -1) == []

# %%
assert two_sum([2, 7, 0, 15], 9) == [(0, 1)]

# %%
assert two_sum([2, 7, 11], 9) == [(0, 1)]

# %%
assert two_sum([2, 7, 11, 15], -9) == []

# %%
assert two_sum([2, 7, 11, 15, 2], 9) == [(0, 1), (1, 4)]

# %%
assert two_sum([2, 7, 11, 15], 10) == []

# %%
assert two_sum([2, 7, 11, 15], 1000000) == []

# %%
assert two_sum([2, 7, 11, 15], 0) == []

# %%
assert two_sum([], 9) == []

# %%
assert two_sum([2, 7, 11, 15], 4) == []

# %%
assert two_sum([2, 7, -11, 15], 9) == [(0, 1)]

# %%
assert two_sum([2, 7, 12, 15], 9) == [(0, 1)]

# %%
assert two_sum([2, 7, 11, 15], 8) == []

# %%
assert two_sum([15, 11, 7, 2], 9) == [(2, 3)]

# %%
assert two_sum([2, 7, 11, 15, 16], 9) == [(0, 1)]

# %%
assert two_sum([2, 7, 11, 15], 18) == [(1, 2)]

# %%
assert two_sum([7, 11, 15], 9) == []

# %%
assert two_sum([2, 7, 11, 15, 2, 7, 11, 15], 9) == [(0, 1), (0, 5), (1, 4), (4, 5)]

# %%
assert two_sum([2], 9) == []
