# %%
assert binary_search([3, 5, 7], 4) == -2

# %%
assert binary_search([1, 3, 5, 7], -1) == -1

# %%
assert binary_search([1, 3, 6, 7], 4) == -3

# %%
assert binary_search([1, 3, 5], 4) == -3

# %%
assert binary_search([1, 3, 5, 7, 8], 4) == -3

# %%
assert binary_search([1, 3, -5, 7], 4) == -4

# %%
assert binary_search([1, 3, 5, 7], 1000004) == -5

# %%
assert binary_search([1, 3, 5, 7, 1], 4) == -3

# %%
assert binary_search([1], 4) == -2

# %%
assert binary_search([1, 3, 5, 7], 3) == 1

# %%
assert binary_search([1, 3, 5, 7], 7) == 3

# %%
assert binary_search([1, 3, 5, 7], 2) == -2

# %%
assert binary_search([1, 3, 0, 7], 4) == -4

# %%
assert binary_search([], 4) == -1

# %%
assert binary_search([1, 3, 5, 7], -4) == -1

# %%
assert binary_search([1, 3, 5, 7], 1) == 0

# %%
assert binary_search([1, 3, 4, 7], 4) == 2

# %%
assert binary_search([1, 3, 5, 7], 8) == -5

# %%
assert binary_search([1, 3, 6, 7], 0) == -1

# %%
assert binary_search([3, 5, 7], 0) == -1

# %%
assert binary_search([], 0) == -1

# %%
assert binary_search([1, 3, 5, 7], 1000000) == -5

# %%
assert binary_search([7, 5, 3, 1], 0) == -1

# %%
assert binary_search([1, 3, 4, 7], 0) == -1

# %%
assert binary_search([1, 3, 0, 7], 0) == -1

# %%
assert binary_search([1], 0) == -1

# %%
assert binary_search([1, 3, 5, 7, 8], 0) == -1

# %%
assert binary_search([1, 3, 5, 7, 1], 0) == -1

# %%
assert binary_search([1, 3, 5], 0) == -1

# %%
assert binary_search([1, 3, 5, 7, 1, 3, 5, 7], 0) == -1

# %%
assert binary_search([7, 5, 3, 1], 9) == -5

# %%
assert binary_search([1, 3, 5, 7, 8], 9) == -6

# %%
assert binary_search([1, 3, 5, 7], 10) == -5

# %%
assert binary_search([3, 5, 7], 9) == -4

# %%
assert binary_search([1, 3, 5, 7], 18) == -5

# %%
assert binary_search([1, 3, 5, 7], 1000009) == -5

# %%
assert binary_search([1, 3, 5, 7], -9) == -1

# %%
assert binary_search([], 9) == -1

# %%
assert binary_search([1, 2, 5, 7], 9) == -5

# %%
assert binary_search([1, 3, 5, 7, 1, 3, 5, 7], 9) == -9

# %%
assert binary_search([1, -3, 5, 7], 9) == -5

# %%
assert binary_search([1, 4, 5, 7], 9) == -5

# %%
assert binary_search([1, 0, 5, 7], 9) == -5

# %%
assert binary_search([1, 3, 5], 9) == -4

# %%
assert binary_search([1], 9) == -2

# %%
assert binary_search([1, 3, 5, 7, 1], 9) == -6

# %%
assert binary_search([], 7) == -1

# %%
assert binary_search([], 1000001) == -1

# %%
assert binary_search([], -1) == -1

# %%
assert binary_search([], 2) == -1

# %%
assert binary_search([1, 3, 5, 7, 1], 5) == 2

# %%
assert binary_search([1, 3, 5, 7], -5) == -1

# %%
assert binary_search([1, 3, 5, 7], 6) == -4

# %%
assert binary_search([1, 3, 6, 7], 5) == -3

# %%
assert binary_search([1, 3, 5, 7], 1000005) == -5

# %%
assert binary_search([1, 3, -5, 7], 5) == -4

# %%
assert binary_search([1, 3, 4, 7], 5) == -4

# %%
assert binary_search([1], 5) == -2

# %%
assert binary_search([1, 3, 5], 5) == 2

# %%
assert binary_search([3, 5, 7], 5) == 1

# %%
assert binary_search([1, 3, 0, 7], 5) == -4

# %%
assert binary_search([], 5) == -1

# %%
assert binary_search([1, 3, 5, 7, 8], 5) == 2

# %%
assert binary_search([2], 0) == -1

# %%
assert binary_search([2], 4) == -2

# %%
assert binary_search([2], 1) == -1

# %%
assert binary_search([-2], 2) == -2

# %%
assert binary_search([3], 2) == -1

# %%
assert binary_search([2, 3], 2) == 0

# %%
assert binary_search([2], -1) == -1

# %%
assert binary_search([2], 7) == -2

# %%
assert binary_search([0], 2) == -2

# %%
assert binary_search([1], 2) == -2

# %%
assert binary_search([2], 1000002) == -2

# %%
assert binary_search([2, 2], 2) == 0

# %%
assert binary_search([2], -2) == -1

# %%
assert binary_search([2], 3) == -2
