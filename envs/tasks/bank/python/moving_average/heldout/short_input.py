# %%
assert moving_average([1, 2], 4) == [1.5]

# %%
assert moving_average([2, 2], 5) == [2.0]

# %%
assert moving_average([1, 2], 7) == [1.5]

# %%
assert moving_average([1, 2], 2) == [1.5]

# %%
assert moving_average([], 5) == []

# %%
assert moving_average([1], 5) == [1.0]

# %%
assert moving_average([2], 5) == [2.0]

# %%
assert moving_average([2, 1], 5) == [1.5]

# %%
assert moving_average([-1, 2], 5) == [0.5]

# %%
assert moving_average([1, 2, 1, 2], 5) == [1.5]

# %%
assert moving_average([1, 2], 10) == [1.5]

# %%
assert moving_average([1, 2], 1000000) == [1.5]

# %%
assert moving_average([], 7) == []

# %%
assert moving_average([], 1) == []

# %%
assert moving_average([], 1000000) == []

# %%
assert moving_average([], 6) == []

# %%
assert moving_average([], 2) == []

# %%
assert moving_average([4], 7) == [4.0]

# %%
assert moving_average([4, 4], 2) == [4.0]

# %%
assert moving_average([0], 2) == [0.0]

# %%
assert moving_average([-4], 2) == [-4.0]

# %%
assert moving_average([3], 2) == [3.0]

# %%
assert moving_average([4], 1) == [4.0]

# %%
assert moving_average([1, 2, 3], 4) == [2.0]

# %%
assert moving_average([1, 2], 3) == [1.5]

# %%
assert moving_average([2, 2], 2) == [2.0]

# %%
assert moving_average([1, 2, 3], 6) == [2.0]

# %%
assert moving_average([3, 2, 1], 5) == [2.0]

# %%
assert moving_average([2, 1], 7) == [1.5]

# %%
assert moving_average([0, 2], 7) == [1.0]

# %%
assert moving_average([1, 2, 1], 2) == [1.5, 1.5]

# %%
assert moving_average([-1, 2], 2) == [0.5]

# %%
assert moving_average([1, 2, 1, 2], 2) == [1.5, 1.5, 1.5]

# %%
assert moving_average([2, 2], 6) == [2.0]

# %%
assert moving_average([1], 10) == [1.0]

# %%
assert moving_average([1], 1) == [1.0]

# %%
assert moving_average([1, 3], 1) == [1.0, 3.0]

# %%
assert moving_average([2, 1], 1) == [2.0, 1.0]

# %%
assert moving_average([1, 2, 1], 1) == [1.0, 2.0, 1.0]

# %%
assert moving_average([1, 2, 1, 2], 1) == [1.0, 2.0, 1.0, 2.0]

# %%
assert moving_average([2], 10) == [2.0]

# %%
assert moving_average([2], 6) == [2.0]

# %%
assert moving_average([0, -2], 5) == [-1.0]

# %%
assert moving_average([2, 1], 6) == [1.5]

# %%
assert moving_average([2, 1, 2, 1], 5) == [1.5]

# %%
assert moving_average([2, 1], 1000000) == [1.5]

# %%
assert moving_average([2, -1], 5) == [0.5]

# %%
assert moving_average([-1, 2], 7) == [0.5]

# %%
assert moving_average([1, 2, 1, 2, 3], 5) == [1.8]

# %%
assert moving_average([1, 2, 1, 2], 1000000) == [1.5]

# %%
assert moving_average([1, 2, 1, 2, 1], 5) == [1.4]

# %%
assert moving_average([-1, 2], 1000000) == [0.5]

# %%
assert moving_average([1, 2], 500000) == [1.5]

# %%
assert moving_average([2, 2], 1000000) == [2.0]

# %%
assert moving_average((), 7) == []

# %%
assert moving_average((), 6) == []

# %%
assert moving_average([], 14) == []

# %%
assert moving_average([], 500000) == []

# %%
assert moving_average([], 999999) == []

# %%
assert moving_average((), 2) == []

# %%
assert moving_average([5], 7) == [5.0]

# %%
assert moving_average([4, 5], 7) == [4.5]

# %%
assert moving_average([0], 7) == [0.0]

# %%
assert moving_average([4, 4], 7) == [4.0]

# %%
assert moving_average([-4, 4], 2) == [0.0]

# %%
assert moving_average([4, 4, 4, 4], 2) == [4.0, 4.0, 4.0]

# %%
assert moving_average([0, 0], 2) == [0.0]

# %%
assert moving_average([0], 1000000) == [0.0]

# %%
assert moving_average([0, 1], 2) == [0.5]

# %%
assert moving_average([4], 6) == [4.0]

# %%
assert moving_average([-4], 7) == [-4.0]

# %%
assert moving_average([-4], 1000000) == [-4.0]

# %%
assert moving_average([-4, -4], 2) == [-4.0]

# %%
assert moving_average([2], 2) == [2.0]

# %%
assert moving_average([3], 1) == [3.0]

# %%
assert moving_average([3], 1000000) == [3.0]

# %%
assert moving_average([0, 5], 2) == [2.5]

# %%
assert moving_average([4, 5], 1000000) == [4.5]

# %%
assert moving_average([0], 4) == [0.0]

# %%
assert moving_average([0], 1) == [0.0]
