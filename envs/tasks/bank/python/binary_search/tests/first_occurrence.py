# %%
assert binary_search([1, 2, 2, 2, 3], 2) == 1

# %% held-out
assert binary_search([4, 4, 4, 4, 4, 4, 4], 4) == 0

# %% held-out
assert binary_search([1, 1, 2, 2], 2) == 2
