# %%
assert moving_average([1, 2], 4) == [1.5]

# %%
assert moving_average([2, 2], 5) == [2.0]

# %%
assert moving_average([1, 2, 3], 5) == [2.0]

# %%
assert moving_average([1, 2], 7) == [1.5]

# %%
assert moving_average([1, 2], 2) == [1.5]

# %%
assert moving_average([1, 2], 6) == [1.5]

# %%
assert moving_average([], 5) == []

# %%
assert moving_average([1], 5) == [1.0]

# %%
assert moving_average([1, 2], 1) == [1.0, 2.0]

# %%
assert moving_average([2], 5) == [2.0]

# %%
assert moving_average([0, 2], 5) == [1.0]

# %%
assert moving_average([2, 1], 5) == [1.5]

# %%
assert moving_average([-1, 2], 5) == [0.5]

# %%
assert moving_average([1, 2, 1, 2], 5) == [1.5]

# %%
assert moving_average([1, 2], 10) == [1.5]

# %%
assert moving_average([1, 2], 1000005) == [1.5]

# %%
assert moving_average([], 2) == []

# %%
assert moving_average([], 4) == []

# %%
assert moving_average([], 6) == []

# %%
assert moving_average([], 7) == []

# %%
assert moving_average([], 1) == []

# %%
assert moving_average([], 1000003) == []

# %%
assert moving_average([5], 2) == [5.0]

# %%
assert moving_average([4], 7) == [4.0]

# %%
assert moving_average([4, 4], 2) == [4.0]

# %%
assert moving_average([0], 2) == [0.0]

# %%
assert moving_average([4], 3) == [4.0]

# %%
assert moving_average([-4], 2) == [-4.0]

# %%
assert moving_average([3], 2) == [3.0]

# %%
assert moving_average([4, 5], 2) == [4.5]

# %%
assert moving_average([4], 1000002) == [4.0]

# %%
assert moving_average([4], 4) == [4.0]

# %%
assert moving_average([4], 1) == [4.0]
