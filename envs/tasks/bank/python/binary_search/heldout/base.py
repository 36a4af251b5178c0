# %%
assert binary_search([1, 3, 5, 7], 1) == 0

# %%
assert binary_search([1, 3, 5, 7], -1) == -1

# %%
assert binary_search([1, 3, 5], 5) == 2

# %%
assert binary_search([1], 5) == -1

# %%
assert binary_search([], 5) == -1

# %%
assert binary_search([1, 3, 5, 7], 1000000) == -1

# %%
assert binary_search([1, 3, 5, 7], 0) == -1

# %%
assert binary_search([1, 3, 5, 7], -5) == -1

# %%
assert binary_search([1, 3, 5, 7], 2) == -1

# %%
assert binary_search([1, 0, 5, 7], 5) == 2

# %%
assert binary_search([7, 5, 3, 1], 4) == -1

# %%
assert binary_search([1, 3, 5, 7, 1], 4) == -1

# %%
assert binary_search([1, 3, 0, 7], 4) == -1

# %%
assert binary_search([1, 3, 6, 7], 4) == -1

# %%
assert binary_search([3, 5, 7], 4) == -1

# %%
assert binary_search([1, 3, 4, 7], 4) == 2

# %%
assert binary_search([1, 3, 5, 7], 3) == 1

# %%
assert binary_search([1, 3, 5], 4) == -1

# %%
assert binary_search([], 4) == -1

# %%
assert binary_search([1, 3, 5, 7], 8) == -1

# %%
assert binary_search([], 0) == -1

# %%
assert binary_search([2], 3) == -1

# %%
assert binary_search([2], -2) == -1

# %%
assert binary_search([2], 4) == -1

# %%
assert binary_search([2], 1) == -1

# %%
assert binary_search([-2], 2) == -1

# %%
assert binary_search([2], -1) == -1

# %%
assert binary_search([2], 1000000) == -1

# %%
assert binary_search([2, 3], 2) == 0

# %%
assert binary_search([1], 2) == -1

# %%
assert binary_search([2], 0) == -1

# %%
assert binary_search(list(range(0, 100, 2)), 196) == -1

# %%
assert binary_search(list(range(0, 100, 2)), 1000000) == -1

# %%
assert binary_search(list(range(0, 100, 2)), 1) == -1

# %%
assert binary_search(list(range(0, 100, 2)), -98) == -1

# %%
assert binary_search(list(range(0, 100, 2)), 99) == -1

# %%
assert binary_search([7, 5, 3, 1], 1) == -1

# %%
assert binary_search([3, 5, 7], 2) == -1

# %%
assert binary_search([3, 5, 7], -1) == -1

# %%
assert binary_search([1, 3, 5, 6], -1) == -1

# %%
assert binary_search([1, 3, 5, 7, 1, 3, 5, 7], 10) == -1

# %%
assert binary_search([1, 3, 5], 7) == -1

# %%
assert binary_search([1], 1000000) == -1

# %%
assert binary_search([1], 0) == -1

# %%
assert binary_search([7, 5, 3, 1], 1000000) == -1

# %%
assert binary_search([1, 4, 5, 7], 6) == -1

# %%
assert binary_search([1, 3, 5, 7, 1], 1000000) == -1

# %%
assert binary_search([1, 3, 5, 7, 1], 2) == -1

# %%
assert binary_search([1, 2, 5, 0], 5) == 2

# %%
assert binary_search([0, 3, 5, 7], 7) == 3

# %%
assert binary_search([1, -3, 5, 7], 2) == -1

# %%
assert binary_search([-1, 3, 5, 7], 6) == -1

# %%
assert binary_search([2, 3, 5, 7], -4) == -1

# %%
assert binary_search([7, 5, 3], 4) == -1

# %%
assert binary_search([1, 3, 5, 7, 1], 3) == 1

# %%
assert binary_search([1, 3, -5, 7, 1], 4) == -1

# %%
assert binary_search([1], 8) == -1

# %%
assert binary_search([-1], 4) == -1

# %%
assert binary_search([1, 3, -5, 7], 0) == -1

# %%
assert binary_search([1, 3, 0, 7], 5) == -1

# %%
assert binary_search([1, 3, 5, 7, 8, 1], 4) == -1

# %%
assert binary_search([1, 3, 6, 7], 5) == -1

# %%
assert binary_search([3, 5, 7, 1, 3, 5, 7], 4) == -1

# %%
assert binary_search([1, 3, 4, 7, 8], 4) == 2

# %%
assert binary_search([3, 5], 4) == -1

# %%
assert binary_search([1, 3, 5], -4) == -1

# %%
assert binary_search([], -7) == -1

# %%
assert binary_search([], 999999) == -1

# %%
assert binary_search([0, 1], 2) == -1

# %%
assert binary_search([3], -1) == -1

# %%
assert binary_search([3], 4) == -1

# %%
assert binary_search([2, 2], 1) == -1

# %%
assert binary_search([2, 3], 4) == -1

# %%
assert binary_search([2, 4], 2) == 0

# %%
assert binary_search(list(range(0, 100, 2)), 197) == -1

# %%
assert binary_search(list(range(0, 100, 2)), 500000) == -1

# %%
assert binary_search(list(range(0, 100, 2)), 2) == 1

# %%
assert binary_search(list(range(0, 100, 2)), 48) == 24

# %%
assert binary_search(list(range(0, 100, 2)), -99) == -1

# %%
assert binary_search(list(range(0, 100, 2)), 14) == 7
