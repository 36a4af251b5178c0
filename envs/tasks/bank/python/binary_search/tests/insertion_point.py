# %%
assert binary_search([1, 3, 5, 7], 4) == -3

# %% held-out
assert binary_search([1, 3, 5, 7], 0) == -1

# %% held-out
assert binary_search([1, 3, 5, 7], 9) == -5

# %% held-out
assert binary_search([], 1) == -1

# %% held-out
assert binary_search([1, 3, 5, 7], 5) == 2

# %% held-out
assert binary_search([2], 2) == 0
