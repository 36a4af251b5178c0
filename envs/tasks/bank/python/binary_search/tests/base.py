# %%
assert binary_search([1, 3, 5, 7], 5) == 2

# %% held-out
assert binary_search([1, 3, 5, 7], 4) == -1

# %% held-out
assert binary_search([], 1) == -1

# %% held-out
assert binary_search([2], 2) == 0

# %% held-out
assert binary_search(list(range(0, 100, 2)), 98) == 49
