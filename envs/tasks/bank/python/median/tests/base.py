# %%
assert median([3, 1, 2]) == 2

# %%
assert median([4, 1, 3, 2]) == 2.5

# %%
assert median([5]) == 5

# %%
assert median([1, 1, 2, 10]) == 1.5
