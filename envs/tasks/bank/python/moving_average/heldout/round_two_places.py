# %%
assert moving_average([2, 1, 1], 3) == [1.33]

# %%
assert moving_average([1, 1, 2, 1], 3) == [1.33, 1.33]

# %%
assert moving_average([1, 1, 2], 6) == [1.33]

# %%
assert moving_average([1, 1], 3) == [1.0]

# %%
assert moving_average([1, 1, 2, 3], 3) == [1.33, 2.0]

# %%
assert moving_average([1, 1, 2], 1000000) == [1.33]

# %%
assert moving_average([1, 2], 3) == [1.5]

# %%
assert moving_average([1, 2, 2, 2], 2) == [1.5, 2.0, 2.0]

# %%
assert moving_average([1, 2, 1, 2], 3) == [1.33, 1.67]

# %%
assert moving_average([1, 2, 2, 2], 1000000) == [1.75]

# %%
assert moving_average([1, 2, 2, 2, 3], 3) == [1.67, 2.0, 2.33]

# %%
assert moving_average([1, 2, 3, 2], 3) == [2.0, 2.33]

# %%
assert moving_average([1, 2, 2, 2, 1, 2, 2, 2], 3) == [1.67, 2.0, 1.67, 1.67, 1.67, 2.0]

# %%
assert moving_average([1, 2, 0, 2], 3) == [1.0, 1.33]

# %%
assert moving_average([1, 2, 2, 2], 4) == [1.75]

# %%
assert moving_average([1, 2, 2, 2, 1], 3) == [1.67, 2.0, 1.67]

# %%
assert moving_average([1, 2, -2, 2], 3) == [0.33, 0.67]

# %%
assert moving_average([2, 2, 2], 3) == [2.0]

# %%
assert moving_average([], 4) == []

# %%
assert moving_average([1, -1, 2], 4) == [0.67]

# %%
assert moving_average([1, 1, 2, 1, 1, 2], 4) == [1.25, 1.25, 1.5]

# %%
assert moving_average([1, 1, 2, 3], 4) == [1.75]

# %%
assert moving_average([1, 1, 2, 1], 4) == [1.25]

# %%
assert moving_average([1, 1, 2], 8) == [1.33]

# %%
assert moving_average([1, -1, 2], 1000000) == [0.67]

# %%
assert moving_average([], 1000000) == []

# %%
assert moving_average((), 3) == []

# %%
assert moving_average([2, -1, 1], 3) == [0.67]

# %%
assert moving_average([2, 1, 1], 7) == [1.33]

# %%
assert moving_average([2, 1, 2], 1) == [2.0, 1.0, 2.0]

# %%
assert moving_average([1, 1, 2, 1, 1, 2], 2) == [1.0, 1.5, 1.5, 1.0, 1.5]

# %%
assert moving_average([2, 1, 1], 2) == [1.5, 1.0]

# %%
assert moving_average([1, 1, 2, 1], 7) == [1.25]

# %%
assert moving_average([1, 1, 2, 1, 2], 3) == [1.33, 1.33, 1.67]

# %%
assert moving_average([1, 1, 2], 12) == [1.33]

# %%
assert moving_average([1, 2, 2], 1) == [1.0, 2.0, 2.0]

# %%
assert moving_average([0, 2, 2], 3) == [1.33]

# %%
assert moving_average([1, 1, 0, 3], 3) == [0.67, 1.33]

# %%
assert moving_average([1, 1], 1000000) == [1.0]

# %%
assert moving_average([1, 1, 2, 1, 1, 2, 3], 3) == [1.33, 1.33, 1.33, 1.33, 2.0]

# %%
assert moving_average([1, 1, 2, 1, 1, 2], 7) == [1.33]

# %%
assert moving_average([1, -1, 2, 1, 1, 2], 3) == [0.67, 0.67, 1.33, 1.33]

# %%
assert moving_average([2, 2], 3) == [2.0]

# %%
assert moving_average([1, 2], 6) == [1.5]

# %%
assert moving_average([1, 0, 0], 3) == [0.33]

# %%
assert moving_average([1, 0, 2, 3], 3) == [1.0, 1.67]

# %%
assert moving_average([], 6) == []

# %%
assert moving_average([2, 2, 2, 1], 6) == [1.75]

# %%
assert moving_average([2, 2, 2], 1000000) == [2.0]

# %%
assert moving_average([2, 2, 2, 1], 1000000) == [1.75]

# %%
assert moving_average([1, 2, 2, 2, 3], 4) == [1.75, 2.25]

# %%
assert moving_average([1, 3, 3, 2], 3) == [2.33, 2.67]

# %%
assert moving_average([1, 2, 3, 2], 1000000) == [2.0]

# %%
assert moving_average([3, 2, 2, 1], 3) == [2.33, 1.67]

# %%
assert moving_average([1, 2, 2, 2, 1, 2, 2, 3], 3) == [1.67, 2.0, 1.67, 1.67, 1.67, 2.33]

# %%
assert moving_average([1, 2, 2, 0], 1) == [1.0, 2.0, 2.0, 0.0]

# %%
assert moving_average([2, 0, 2, 1], 3) == [1.33, 1.0]

# %%
assert moving_average([0, 2, 2, 1], 3) == [1.33, 1.67]

# %%
assert moving_average([1, 1, 2, 2, 2], 3) == [1.33, 1.67, 2.0]

# %%
assert moving_average([1, 2, 2, 2], 8) == [1.75]

# %%
assert moving_average([1, 2, -2, 2], 1) == [1.0, 2.0, -2.0, 2.0]

# %%
assert moving_average([1, 2, -2, 2], 6) == [0.75]

# %%
assert moving_average([2, 2, 2, 3], 3) == [2.0, 2.33]

# %%
assert moving_average([2, 1, -1], 4) == [0.67]

# %%
assert moving_average([-1, 1], 4) == [0.0]

# %%
assert moving_average([1, 1], 2) == [1.0]

# %%
assert moving_average([2], 4) == [2.0]

# %%
assert moving_average([3, 2, 1, 1], 4) == [1.75]

# %%
assert moving_average([1, 1, 2, 3], 8) == [1.75]

# %%
assert moving_average([1, 1, -2, 1], 4) == [0.25]

# %%
assert moving_average([1, 1, 2, 1, 2], 4) == [1.25, 1.5]

# %%
assert moving_average([1, 2, 1], 4) == [1.33]

# %%
assert moving_average([1, 1], 8) == [1.0]

# %%
assert moving_average([1, 0, 2], 8) == [1.0]

# %%
assert moving_average([1, 1, 2], 16) == [1.33]

# %%
assert moving_average([1, 2, 3], 4) == [2.0]

# %%
assert moving_average([1, 1, 2, 1, 1, 2], 5) == [1.2, 1.4]

# %%
assert moving_average([1, 1, 2, 1], 5) == [1.25]

# %%
assert moving_average([2, 1, 0], 4) == [1.0]
