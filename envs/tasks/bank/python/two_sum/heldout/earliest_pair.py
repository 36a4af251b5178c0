# %%
assert two_sum([4, 3, 2, 1], 6) == (0, 2)

# %%
assert two_sum([1, 2, 3, 4], 5) == (1, 2)

# %%
assert two_sum([4, 3, 2, 1], -5) == None

# %%
assert two_sum([4, 3, 2, 1], 7) == (0, 1)

# %%
assert two_sum([4], 5) == None

# %%
assert two_sum([3, 3, 2, 1], 5) == (0, 2)

# %%
assert two_sum([], 5) == None

# %%
assert two_sum([4, 3, 2, 1, 4], 5) == (1, 2)

# %%
assert two_sum([4, 3, 2, 1], -1) == None

# %%
assert two_sum([4, 3, 2], 5) == (1, 2)

# %%
assert two_sum([4, 3, 2, 1], 1) == None

# %%
assert two_sum([4, 3, 2, 1, 2], 5) == (1, 2)

# %%
assert two_sum([-4, 3, 2, 1], 5) == (1, 2)

# %%
assert two_sum([4, 3, 2, 1], 0) == None

# %%
assert two_sum([5, 3, 2, 1], 5) == (1, 2)

# %%
assert two_sum([4, 3, 2, 1], 2) == None

# %%
assert two_sum([0, 3, 2, 1], 5) == (1, 2)

# %%
assert two_sum([4, 3, 2, 1, 4, 3, 2, 1], 5) == (1, 2)

# %%
assert two_sum([4, 3, 2, 1], 1000000) == None

# %%
assert two_sum([4, 3, 2, 1], 10) == None

# %%
assert two_sum([3, 2, 1], 5) == (0, 1)

# %%
assert two_sum([1, 1, -1, 5], 2) == (0, 1)

# %%
assert two_sum([1, 1, 5], 2) == (0, 1)

# %%
assert two_sum([1, 1, 1, 5], 1000000) == None

# %%
assert two_sum([1, 1, 1, 5, 1], 2) == (0, 1)

# %%
assert two_sum([1, 1, 1, 5, 1, 1, 1, 5], 2) == (0, 1)

# %%
assert two_sum([1, 1, 1, 5], 1) == None

# %%
assert two_sum([1, 1, 1, 5], 7) == None

# %%
assert two_sum([1, 1, 1], 2) == (0, 1)

# %%
assert two_sum([], 2) == None

# %%
assert two_sum([1, 1, 1, 5], 3) == None

# %%
assert two_sum([1, 1, 0, 5], 2) == (0, 1)

# %%
assert two_sum([1, 1, 2, 5], 2) == (0, 1)

# %%
assert two_sum([1, 1, 1, 5, 6], 2) == (0, 1)

# %%
assert two_sum([1], 2) == None

# %%
assert two_sum([1, 1, 1, 5], -2) == None

# %%
assert two_sum([1, 1, 1, 5], 0) == None

# %%
assert two_sum([1, 1, 1, 5], 4) == None

# %%
assert two_sum([5, 0, 5, 0, 5, 5], 5) == (0, 1)

# %%
assert two_sum([5, 0, 4, 0, 5], 5) == (0, 1)

# %%
assert two_sum([5, 5, 5, 0, 0], 5) == (0, 3)

# %%
assert two_sum([5, 0, 5, 0, 5], 7) == None

# %%
assert two_sum([5, 0, 5, 0, 5], 1) == None

# %%
assert two_sum([5, 0, 5, 0, 5], 4) == None

# %%
assert two_sum([0, 5, 0, 5], 5) == (0, 1)

# %%
assert two_sum([5, 0, 0, 0, 5], 5) == (0, 1)

# %%
assert two_sum([5, 0, 5, 0], 5) == (0, 1)

# %%
assert two_sum([5, 0, -5, 0, 5], 5) == (0, 1)

# %%
assert two_sum([5, 0, 5, 0, 5], 10) == (0, 2)

# %%
assert two_sum([5, 0, 5, 0, 5], 1000000) == None

# %%
assert two_sum([5, 0, 5, 0, 5], 0) == (1, 3)

# %%
assert two_sum([5], 5) == None

# %%
assert two_sum([5, 0, 6, 0, 5], 5) == (0, 1)

# %%
assert two_sum([5, 0, 5, 0, 5], -5) == None

# %%
assert two_sum([5, 0, 5, 0, 5], 6) == None

# %%
assert two_sum([5, 0, 5, 0, 5], -1) == None

# %%
assert two_sum([0, 0, 5, 5, 5], 5) == (0, 2)

# %%
assert two_sum([5, 1, 2, 5, 4], 6) == (0, 1)

# %%
assert two_sum([6, 1, 2, 5, 4], -1) == None

# %%
assert two_sum([6, 1, 2, 5, 4], 7) == (0, 1)

# %%
assert two_sum([-6, 1, 2, 5, 4], 6) == (1, 3)

# %%
assert two_sum([6, 1, 2, 5, 4, 6, 1, 2, 5, 4], 6) == (1, 3)

# %%
assert two_sum([7, 1, 2, 5, 4], 6) == (1, 3)

# %%
assert two_sum([], 6) == None

# %%
assert two_sum([6, 1, 2, 5, 4], 12) == None

# %%
assert two_sum([6, 1, 2, 5, 4], 1000000) == None

# %%
assert two_sum([4, 5, 2, 1, 6], 6) == (0, 2)

# %%
assert two_sum([6, 1, 2, 5], 6) == (1, 3)

# %%
assert two_sum([0, 1, 2, 5, 4], 6) == (1, 3)

# %%
assert two_sum([6, 5, 4, 2, 1], 6) == (2, 3)

# %%
assert two_sum([6, 1, 2, 5, 4], 3) == (1, 2)

# %%
assert two_sum([1, 2, 5, 4], 6) == (0, 2)

# %%
assert two_sum([6, 1, 2, 5, 4], -6) == None

# %%
assert two_sum([1, 2, 4, 5, 6], 6) == (1, 2)

# %%
assert two_sum([6, 1, 2, 5, 4], 0) == None

# %%
assert two_sum([6], 6) == None

# %%
assert two_sum([6, 1, 2, 5, 4], 1) == None

# %%
assert two_sum([6, 1, 2, 5, 4], 5) == (1, 4)

# %%
assert two_sum([6, 1, 2, 5, 4, 5], 6) == (1, 3)

# %%
assert two_sum([6, 1, 2, 5, 4, 6], 6) == (1, 3)
