# %%
assert histogram_bins([], 7) == [0, 0, 0, 0, 0, 0, 0]

# %%
assert histogram_bins([], 1) == [0]

# %%
assert histogram_bins([], 3) == [0, 0, 0]

# %%
assert histogram_bins([], 4) == [0, 0, 0, 0]

# %%
assert histogram_bins((), 2) == [0, 0]

# %%
assert histogram_bins([5, 5, 5], 4) == [3, 0, 0, 0]

# %%
assert histogram_bins([5, 5, 5, 5], 3) == [4, 0, 0]

# %%
assert histogram_bins([5, 5], 3) == [2, 0, 0]

# %%
assert histogram_bins([5, 5, 5], 6) == [3, 0, 0, 0, 0, 0]

# %%
assert histogram_bins([5, 5, 4], 3) == [1, 0, 2]

# %%
assert histogram_bins([5, 5, 0], 3) == [1, 0, 2]

# %%
assert histogram_bins([7], 7) == [1, 0, 0, 0, 0, 0, 0]

# %%
assert histogram_bins([6], 1) == [1]

# %%
assert histogram_bins([0], 1) == [1]

# %%
assert histogram_bins([7, 7], 1) == [2]

# %%
assert histogram_bins((), 7) == [0, 0, 0, 0, 0, 0, 0]

# %%
assert histogram_bins([], 14) == [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]

# %%
assert histogram_bins([], 6) == [0, 0, 0, 0, 0, 0]

# %%
assert histogram_bins((), 1) == [0]

# %%
assert histogram_bins([], 5) == [0, 0, 0, 0, 0]

# %%
assert histogram_bins((), 4) == [0, 0, 0, 0]

# %%
assert histogram_bins([5, 5, 5, 5, 5, 5], 4) == [6, 0, 0, 0]

# %%
assert histogram_bins([5, 5, 6], 4) == [2, 0, 0, 1]

# %%
assert histogram_bins([5, 5, 0], 4) == [1, 0, 0, 2]

# %%
assert histogram_bins([5], 4) == [1, 0, 0, 0]

# %%
assert histogram_bins([5, 5, 5], 8) == [3, 0, 0, 0, 0, 0, 0, 0]

# %%
assert histogram_bins([5, 5, 4], 4) == [1, 0, 0, 2]

# %%
assert histogram_bins([5, 5, -5, 5], 3) == [1, 0, 3]

# %%
assert histogram_bins([5, 5, 5, 5], 2) == [4, 0]

# %%
assert histogram_bins([5, 5, 5, 5], 6) == [4, 0, 0, 0, 0, 0]

# %%
assert histogram_bins([6, 5], 3) == [1, 0, 1]

# %%
assert histogram_bins([0, 5], 3) == [1, 0, 1]

# %%
assert histogram_bins([4], 3) == [1, 0, 0]

# %%
assert histogram_bins([6], 3) == [1, 0, 0]

# %%
assert histogram_bins([-5], 3) == [1, 0, 0]

# %%
assert histogram_bins([5], 2) == [1, 0]

# %%
assert histogram_bins([5, 5, 5], 12) == [3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]

# %%
assert histogram_bins([6, 5, 5], 6) == [2, 0, 0, 0, 0, 1]

# %%
assert histogram_bins([5, 5, 5, 5, 5, 5], 6) == [6, 0, 0, 0, 0, 0]

# %%
assert histogram_bins([0, 5, 5], 6) == [1, 0, 0, 0, 0, 2]

# %%
assert histogram_bins([5, 5, -5], 1) == [3]

# %%
assert histogram_bins([5, 5, -5, -4], 3) == [2, 0, 2]

# %%
assert histogram_bins([5, 5, -5], 6) == [1, 0, 0, 0, 0, 2]

# %%
assert histogram_bins([5, 5, -5, 5, 5, -5], 3) == [2, 0, 4]

# %%
assert histogram_bins([5, 5, 5, 5, 5, 5], 2) == [6, 0]

# %%
assert histogram_bins([5, 5, 6], 2) == [2, 1]

# %%
assert histogram_bins([5, 5], 2) == [2, 0]

# %%
assert histogram_bins([5, 5, 5, 6], 2) == [3, 1]

# %%
assert histogram_bins([4, 5, 5], 3) == [1, 0, 2]

# %%
assert histogram_bins([5, 4], 3) == [1, 0, 1]

# %%
assert histogram_bins([5, 6, 4], 3) == [1, 1, 1]

# %%
assert histogram_bins([5, 4, 4], 3) == [2, 0, 1]

# %%
assert histogram_bins([5, 5, 4], 7) == [1, 0, 0, 0, 0, 0, 2]

# %%
assert histogram_bins([5, 5, 5, 6], 1) == [4]

# %%
assert histogram_bins([5, 5, 5, 5, 5, 5], 1) == [6]

# %%
assert histogram_bins([5, 5, -6], 3) == [1, 0, 2]

# %%
assert histogram_bins([5, 5, 6, 5, 5, 6], 3) == [4, 0, 2]

# %%
assert histogram_bins([5, 5, 6], 6) == [2, 0, 0, 0, 0, 1]

# %%
assert histogram_bins([5, 5, 0, 5], 3) == [1, 0, 3]

# %%
assert histogram_bins([5, 5, 0], 2) == [1, 2]

# %%
assert histogram_bins([5, 0], 3) == [1, 0, 1]

# %%
assert histogram_bins([5, -5, 0], 3) == [1, 1, 1]

# %%
assert histogram_bins([5, 5, 5, 6, 5, 5, 5, 6], 3) == [6, 0, 2]

# %%
assert histogram_bins([5, 5, 5, 6], 6) == [3, 0, 0, 0, 0, 1]

# %%
assert histogram_bins([7], 6) == [1, 0, 0, 0, 0, 0]

# %%
assert histogram_bins([-7], 7) == [1, 0, 0, 0, 0, 0, 0]

# %%
assert histogram_bins([-7], 2) == [1, 0]

# %%
assert histogram_bins([-8], 1) == [1]

# %%
assert histogram_bins([7], 4) == [1, 0, 0, 0]

# %%
assert histogram_bins([0], 2) == [1, 0]

# %%
assert histogram_bins([5], 1) == [1]

# %%
assert histogram_bins([-1], 1) == [1]

# %%
assert histogram_bins([0, 1], 1) == [2]

# %%
assert histogram_bins([0], 7) == [1, 0, 0, 0, 0, 0, 0]

# %%
assert histogram_bins([7, 7, 7], 1) == [3]

# %%
assert histogram_bins([7, 7], 7) == [2, 0, 0, 0, 0, 0, 0]

# %%
assert histogram_bins([7, 8, 7], 1) == [3]

# %%
assert histogram_bins([7, 9], 1) == [2]

# %%
assert histogram_bins([8], 7) == [1, 0, 0, 0, 0, 0, 0]

# %%
assert histogram_bins([8, 8], 1) == [2]
