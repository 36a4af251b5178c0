# %%
assert binary_search([1, 3, 5, 7], 5) == 2

# %%
assert binary_search([1, 3, 5, 7], 4) == -1

# %%
assert binary_search([], 1) == -1

# %%
assert binary_search([2], 2) == 0

# %%
assert binary_search(list(range(0, 100, 2)), 98) == 49
