# %%
assert binary_search([1, 2, 2, 1, 3], 2) == 1

# %%
assert binary_search([1, 2, 2, 0, 3], 2) == 1

# %%
assert binary_search([1, 2, 2, 2], 2) == 1

# %%
assert binary_search([1, 2, 2, 2, 3, 1], 2) == 1

# %%
assert binary_search([], 2) == -1

# %%
assert binary_search([1, 2, 2, 2, 3], 3) == 4

# %%
assert binary_search([1, 2, 2, 3, 3], 2) == 1

# %%
assert binary_search([1, 2, 2, 2, 3], 1) == 0

# %%
assert binary_search([4, 4, 5, 4, 4, 4, 4], 4) == 0

# %%
assert binary_search([4, 4, 4, 4, 4, 4, 4, 4], 4) == 0

# %%
assert binary_search([4, 4, -4, 4, 4, 4, 4], 4) == 0

# %%
assert binary_search([4, 4, 4, 4, 4, 4, 4], -4) == -1

# %%
assert binary_search([4, 4, 4, 4, 4, 4], 4) == 0

# %%
assert binary_search([], 4) == -1

# %%
assert binary_search([4, 4, 0, 4, 4, 4, 4], 4) == 0

# %%
assert binary_search([4, 4, 4, 4, 4, 4, 4], 1) == -1

# %%
assert binary_search([4], 4) == 0

# %%
assert binary_search([4, 4, 4, 4, 4, 4, 4], 2) == -1

# %%
assert binary_search([4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4], 4) == 0

# %%
assert binary_search([1, 1, -2, 2], 2) == 3

# %%
assert binary_search([1, 1, 2], 2) == 2

# %%
assert binary_search([1, 1, 2, 2], 1) == 0

# %%
assert binary_search([1, 1, 2, 2], -2) == -1

# %%
assert binary_search([1, 1, 1, 2], 2) == 3

# %%
assert binary_search([1, 2, 2], 2) == 1

# %%
assert binary_search([1, 1, 0, 2], 2) == 3

# %%
assert binary_search([1, 2, 2, 2, 3, 4], 0) == -1

# %%
assert binary_search([1, 2, 2, 0, 2], 2) == 1

# %%
assert binary_search([1, 2, 2, 2, 3, 4], 1) == 0

# %%
assert binary_search([1, 2, 2, 2, 3, 4, 1], 2) == 1

# %%
assert binary_search([1], -2) == -1

# %%
assert binary_search([1, 2, 2, 2], -2) == -1

# %%
assert binary_search([2, 2, 2, 3], -2) == -1

# %%
assert binary_search([1, 2, 2, 2, 3, 1, 1], 2) == 1

# %%
assert binary_search([1, 2, 2, 2, 3, 1, 2], 2) == 1

# %%
assert binary_search([3, 2, 2, 2, 1], -1) == -1

# %%
assert binary_search([1, 2, 2, 3, 3], -1) == -1

# %%
assert binary_search([], 1) == -1

# %%
assert binary_search([], -2) == -1

# %%
assert binary_search([3, 2, 2, 2, 1], 1) == -1

# %%
assert binary_search([1, 2, 2, 2], 1) == 0

# %%
assert binary_search([4, 4, 5, 4, 3, 4, 4], 4) == 0

# %%
assert binary_search([4, 4, 5, 4, 4, 4, 4, 4, 4, 5, 4, 4, 4, 4], 4) == 0

# %%
assert binary_search([0, 4, 4, 4, 4, 4, 4], -1) == -1

# %%
assert binary_search([3, 4, 4, 4, 4, 4, 4], -1) == -1

# %%
assert binary_search([5, 4, 4, 4, 4, 4, 4], -1) == -1

# %%
assert binary_search([4, 4, 4, 4, 4, 4, 4, 4], 2) == -1

# %%
assert binary_search([4, 4, 4, 4, 4, 4, 4, 4, 4], 4) == 0

# %%
assert binary_search([0, 4, 4, 4, 4, 4, 4], -4) == -1

# %%
assert binary_search([3, 4, 4, 4, 4, 4, 4], -4) == -1

# %%
assert binary_search([4, 4, 4, 4, 4, -4], 4) == 0

# %%
assert binary_search([], 0) == -1

# %%
assert binary_search([], 7) == -1

# %%
assert binary_search([0, 4, 4, 4, 4, 4, 4], 4) == 1

# %%
assert binary_search([3, 4, 0, 4, 4, 4, 4], 4) == 1

# %%
assert binary_search([4], 0) == -1

# %%
assert binary_search([4, 4, 4, 3, 4, 4, 4], 1) == -1

# %%
assert binary_search([4, 4, 4, 4, 4, 4, 4, 5], 3) == -1

# %%
assert binary_search([4], -4) == -1

# %%
assert binary_search([4], 1) == -1

# %%
assert binary_search([4, 4, 3, 4, 4, 4, 4], 1) == -1

# %%
assert binary_search([4, 4, 4, 4, 3, 4, 4], 4) == 0

# %%
assert binary_search([4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4], 2) == -1

# %%
assert binary_search([4, 4, 4, 4, 4, 4], 2) == -1

# %%
assert binary_search([4, 4, 4, 4, 4, 4, 4, 4, 4, 3, 4, 4, 4, 4], 4) == 0

# %%
assert binary_search([1, 1, 2], -1) == -1

# %%
assert binary_search([1, 1, 2, 2, 3], 0) == -1

# %%
assert binary_search([1], 0) == -1

# %%
assert binary_search([0, 1, 2, 2], 0) == 0

# %%
assert binary_search([1, 1, 2, 2, 1, 2], 2) == 2

# %%
assert binary_search([1, 2, 2], 1) == 0

# %%
assert binary_search([0, 1, 2, 2], 1) == 1

# %%
assert binary_search([], -1) == -1

# %%
assert binary_search([1, 1, 2, 2, 1], -1) == -1

# %%
assert binary_search([2, 2, 1, 1], -1) == -1

# %%
assert binary_search([2, 2, 1, 1], -2) == -1

# %%
assert binary_search([1, 1, 1, 2], -2) == -1

# %%
assert binary_search([1, 1, 1, 2], 0) == -1

# %%
assert binary_search([1, 2, 2], -1) == -1

# %%
assert binary_search([1, 1, 0, 2], -1) == -1
