# %%
assert moving_average([1, 2], 5) == [1.5]

# %%
assert moving_average([], 3) == []

# %%
assert moving_average([4], 2) == [4.0]
