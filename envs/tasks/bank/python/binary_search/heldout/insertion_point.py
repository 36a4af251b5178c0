# %%
assert binary_search([1, 3, 5], 4) == -3

# %%
assert binary_search([1, 3, 5, 7, 8], 4) == -3

# %%
assert binary_search([1, 3, 5, 7], 1000000) == -5

# %%
assert binary_search([1, 3, 5, 7, 1], 4) == -3

# %%
assert binary_search([1, 3, 5, 7], 2) == -2

# %%
assert binary_search([1, 3, 0, 7], 4) == -4

# %%
assert binary_search([], 4) == -1

# %%
assert binary_search([1, 3, 5, 7], 8) == -5

# %%
assert binary_search([1, 3, 6, 7], 0) == -1

# %%
assert binary_search([1, 3, 4, 7], 0) == -1

# %%
assert binary_search([1, 3, 5, 7, 1], 0) == -1

# %%
assert binary_search([7, 5, 3, 1], 9) == -5

# %%
assert binary_search([1, 3, 5, 7], 18) == -5

# %%
assert binary_search([1, 3, 5, 7], -9) == -1

# %%
assert binary_search([1, 2, 5, 7], 9) == -5

# %%
assert binary_search([1, 3, 5, 7, 1, 3, 5, 7], 9) == -9

# %%
assert binary_search([1, -3, 5, 7], 9) == -5

# %%
assert binary_search([1, 0, 5, 7], 9) == -5

# %%
assert binary_search([1, 3, 5], 9) == -4

# %%
assert binary_search([1], 9) == -2

# %%
assert binary_search([], 1000000) == -1

# %%
assert binary_search([], 7) == -1

# %%
assert binary_search([], 2) == -1

# %%
assert binary_search([], -1) == -1

# %%
assert binary_search([1, 3, 5, 7, 1], 5) == 2

# %%
assert binary_search([1, 3, -5, 7], 5) == -4

# %%
assert binary_search([1, 3, 4, 7], 5) == -4

# %%
assert binary_search([], 5) == -1

# %%
assert binary_search([1, 3, 5, 7, 8], 5) == 2

# %%
assert binary_search([2], 4) == -2

# %%
assert binary_search([2], 1) == -1

# %%
assert binary_search([3], 2) == -1

# %%
assert binary_search([2, 3], 2) == 0

# %%
assert binary_search([2], -1) == -1

# %%
assert binary_search([0], 2) == -2

# %%
assert binary_search([1], 2) == -2

# %%
assert binary_search([1, 3, 5, 7, 8], -1) == -1

# %%
assert binary_search([3, 5, 7], -1) == -1

# %%
assert binary_search([1, 3, 6, 7], 1000000) == -5

# %%
assert binary_search([7, -5, 3, 1], 4) == -5

# %%
assert binary_search([1], 1000000) == -2

# %%
assert binary_search([1, 3, 4, 7, 1], 4) == 2

# %%
assert binary_search([1, 1], 4) == -3

# %%
assert binary_search([1, 3, -5, 7], 7) == 3

# %%
assert binary_search([-1, 3, 5, 7], 2) == -2

# %%
assert binary_search([1, 3, 0, 7], 1000000) == -5

# %%
assert binary_search([1, 3, 5, 7], -2) == -1

# %%
assert binary_search([7, 5, 3, 1], -4) == -1

# %%
assert binary_search([1, 0, 4, 7], 4) == 2

# %%
assert binary_search([1, 3, 5, 7], -8) == -1

# %%
assert binary_search([7, 5, 3, 1], 8) == -5

# %%
assert binary_search([3, 5, 6], 0) == -1

# %%
assert binary_search([1, 3, 4, 7, 1, 3, 4, 7], 0) == -1

# %%
assert binary_search([0], 0) == 0

# %%
assert binary_search([1, 2], 0) == -1

# %%
assert binary_search([1, 3, 5, 7, 8], 7) == 3

# %%
assert binary_search([1, 3, 5, 8, 1], 0) == -1

# %%
assert binary_search([1, 3, 5, 7, 1, 3, 5, 8], 0) == -1

# %%
assert binary_search([7, 5, 3, 1], 18) == -5

# %%
assert binary_search([3, 5, 7, 3, 5, 7], 9) == -7

# %%
assert binary_search([1, 3, 5, 7], -18) == -1

# %%
assert binary_search([], 8) == -1

# %%
assert binary_search([1, 1, 3, 3, 5, 5, 7, 7], 9) == -9

# %%
assert binary_search([1, -3, 5, 7], -9) == -1

# %%
assert binary_search([1, 4, 5, 7], 1000000) == -5

# %%
assert binary_search([1, 3, 5, 6], 9) == -5

# %%
assert binary_search([1, 3, 5, 7, 8], 6) == -4

# %%
assert binary_search([1, 3, 6, 7, 8], 5) == -3

# %%
assert binary_search([1, 3, -5, 7], 6) == -4

# %%
assert binary_search([1, 3, 4, 7], 2) == -2

# %%
assert binary_search([1, 2], 5) == -3

# %%
assert binary_search([1, 3, 5], 6) == -4

# %%
assert binary_search([3, 0, 7], 5) == -3

# %%
assert binary_search([], 6) == -1

# %%
assert binary_search([], -5) == -1

# %%
assert binary_search([2, 3], 1) == -1

# %%
assert binary_search([-2], 4) == -2

# %%
assert binary_search([2, 2], -1) == -1

# %%
assert binary_search([0], 7) == -2

# %%
assert binary_search([2, 2], -2) == -1
