# %%
assert binary_search([1, 3, 5, 7], 4) == -3

# %%
assert binary_search([1, 3, 5, 7], 0) == -1

# %%
assert binary_search([1, 3, 5, 7], 9) == -5

# %%
assert binary_search([], 1) == -1

# %%
assert binary_search([1, 3, 5, 7], 5) == 2

# %%
assert binary_search([2], 2) == 0
