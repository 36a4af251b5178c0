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
assert moving_average([1, 1, 2], 1000003) == [1.33]

# %%
assert moving_average([1, 2], 3) == [1.5]

# %%
assert moving_average([1, 2, 2, 2], 2) == [1.5, 2.0, 2.0]

# %%
assert moving_average([1, 2, 1, 2], 3) == [1.33, 1.67]

# %%
assert moving_average([1, 2, 2, 2], 1000003) == [1.75]

# %%
assert moving_average([1, 2, 2, 2, 3], 3) == [1.67, 2.0, 2.33]

# %%
assert moving_average([1, 2, 3, 2], 3) == [2.0, 2.33]

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
assert moving_average([1, 1, 2], 1000004) == [1.33]

# %%
assert moving_average([1], 4) == [1.0]

# %%
assert moving_average([1, 1, 2, 3], 4) == [1.75]

# %%
assert moving_average([1, 2, 2], 4) == [1.67]

# %%
assert moving_average([2, 1, 1], 4) == [1.33]

# %%
assert moving_average([1, -1], 3) == [0.0]

# %%
assert moving_average([1, -1, 2], 1000003) == [0.67]

# %%
assert moving_average([], 1000003) == []

# %%
assert moving_average([2, -1, 1], 3) == [0.67]

# %%
assert moving_average([], 1) == []

# %%
assert moving_average([1, 1, 2, 1, 1, 2], 2) == [1.0, 1.5, 1.5, 1.0, 1.5]

# %%
assert moving_average([2, 1, 1], 2) == [1.5, 1.0]

# %%
assert moving_average([1, 1, 2], 1000002) == [1.33]

# %%
assert moving_average([1, 1], 6) == [1.0]

# %%
assert moving_average([1, 2, 2], 7) == [1.67]

# %%
assert moving_average([3, 2, 1, 1], 3) == [2.0, 1.33]

# %%
assert moving_average([1, 1, 2, 3], 7) == [1.75]

# %%
assert moving_average([1, 1], 1000003) == [1.0]

# %%
assert moving_average([1, 1, 2, 1, 1, 2], 7) == [1.33]

# %%
assert moving_average([1, 1, 2], 1000007) == [1.33]

# %%
assert moving_average([1, -1, 2], 7) == [0.67]

# %%
assert moving_average([2, 2], 3) == [2.0]

# %%
assert moving_average([1, 2], 6) == [1.5]

# %%
assert moving_average([1, 0, 0], 3) == [0.33]

# %%
assert moving_average([1, 2, 2, 2], 1000006) == [1.75]

# %%
assert moving_average([1, 2, 2], 2) == [1.5, 2.0]

# %%
assert moving_average([1, 2, 2, 2, 3], 2) == [1.5, 2.0, 2.0, 2.5]

# %%
assert moving_average([1, 1, 1, 2], 3) == [1.0, 1.33]

# %%
assert moving_average([2, 2, 2, 1], 1000003) == [1.75]

# %%
assert moving_average([1, 2, 3, 2], 1000003) == [2.0]

# %%
assert moving_average([1, 2, 2, 2, 3], 1) == [1.0, 2.0, 2.0, 2.0, 3.0]

# %%
assert moving_average([1, 3, 3, 2], 3) == [2.33, 2.67]

# %%
assert moving_average([3, 2, 2, 1], 3) == [2.33, 1.67]

# %%
assert moving_average([1, 2, 2, 2, 1, 2, 2, 3], 3) == [1.67, 2.0, 1.67, 1.67, 1.67, 2.33]

# %%
assert moving_average([2, 2, 2, 1, 2, 2, 2], 3) == [2.0, 1.67, 1.67, 1.67, 2.0]

# %%
assert moving_average([2, 0, 2, 1], 3) == [1.33, 1.0]

# %%
assert moving_average([1, 2, 2, 2, 1, 2, 2, 2], 4) == [1.75, 1.75, 1.75, 1.75, 1.75]

# %%
assert moving_average([0, 2, 2, 1], 3) == [1.33, 1.67]

# %%
assert moving_average([1, 1, 2, 2, 2], 3) == [1.33, 1.67, 2.0]

# %%
assert moving_average([1, 2, 2, 2], 8) == [1.75]

# %%
assert moving_average([1, 2, -2, 2], 1) == [1.0, 2.0, -2.0, 2.0]

# %%
assert moving_average([2, 2, 2, 2, 2, 2], 3) == [2.0, 2.0, 2.0, 2.0]

# %%
assert moving_average([], 8) == []

# %%
assert moving_average([-1, 2], 4) == [0.5]

# %%
assert moving_average([2, 1, -1], 4) == [0.67]

# %%
assert moving_average([1, 1, 2, 1, 1, 2, 1, 1, 2, 1, 1, 2], 4) == [1.25, 1.25, 1.5, 1.25, 1.25, 1.5, 1.25, 1.25, 1.5]

# %%
assert moving_average([0, 1], 4) == [0.5]

# %%
assert moving_average([1], 1000004) == [1.0]

# %%
assert moving_average([1, 1, 2, 3], 1000004) == [1.75]

# %%
assert moving_average([1, 1, 2, 3], 2) == [1.0, 1.5, 2.5]

# %%
assert moving_average([1, 0, 2, 1], 4) == [1.0]

# %%
assert moving_average([1, -1, 2, 1], 4) == [0.75]

# %%
assert moving_average([1, 1, 2, 1], 8) == [1.25]

# %%
assert moving_average([1, 0, 2], 1) == [1.0, 0.0, 2.0]

# %%
assert moving_average([1, 0, 2, 3], 4) == [1.5]

# %%
assert moving_average([2], 4) == [2.0]

# %%
assert moving_average([1, 2, 1, 2], 4) == [1.5]

# %%
assert moving_average([1, 1, 3], 5) == [1.67]

# %%
assert moving_average([1, 1, -2], 5) == [0.0]

# %%
assert moving_average([1, 1, 2, 1], 5) == [1.25]

# %%
assert moving_average([2, 1], 4) == [1.5]
