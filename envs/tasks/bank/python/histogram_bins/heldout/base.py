# %%
assert histogram_bins([1, 2, 2, 3], 3) == [1, 2, 1]

# %%
assert histogram_bins([1, 2, 2, 3, 4], 6) == [1, 0, 2, 0, 1, 1]

# %%
assert histogram_bins([1, 2, 2, 2, 4], 3) == [1, 3, 1]

# %%
assert histogram_bins([1, 2, 2, 3, 4], 4) == [1, 2, 1, 1]

# %%
assert histogram_bins([1, 2, 2, -3, 4], 3) == [1, 1, 3]

# %%
assert histogram_bins([1, 2, 2, 3, 4], 1) == [5]

# %%
assert histogram_bins([1, 2, 2, 0, 4], 3) == [2, 2, 1]

# %%
assert histogram_bins([1, 2, 2, 3, 4, 5], 3) == [3, 1, 2]

# %%
assert histogram_bins([2, 2, 3, 4], 3) == [2, 1, 1]

# %%
assert histogram_bins([1, 2, 2, 3, 4], 7) == [1, 0, 2, 0, 1, 0, 1]

# %%
assert histogram_bins([1, 2, 2, 4, 4], 3) == [1, 2, 2]

# %%
assert histogram_bins([0, 11], 2) == [1, 1]

# %%
assert histogram_bins([0, 9], 2) == [1, 1]

# %%
assert histogram_bins([0, 10, 11], 2) == [1, 2]

# %%
assert histogram_bins([0, 10], 3) == [1, 0, 1]

# %%
assert histogram_bins([0, 10], 1) == [2]

# %%
assert histogram_bins([0, 10], 7) == [1, 0, 0, 0, 0, 0, 1]

# %%
assert histogram_bins([0, 1, 1, 3], 4) == [1, 2, 0, 1]

# %%
assert histogram_bins([0, 1, 2, 3, 0, 1, 2, 3], 4) == [2, 2, 2, 2]

# %%
assert histogram_bins([3, 2, 1, 0], 4) == [1, 1, 1, 1]

# %%
assert histogram_bins([0, 1, 0, 3], 4) == [2, 1, 0, 1]

# %%
assert histogram_bins([0, 1, 2, 3], 7) == [1, 0, 1, 0, 1, 0, 1]

# %%
assert histogram_bins([0, 1, 3, 3], 4) == [1, 1, 0, 2]

# %%
assert histogram_bins([0, 1, 2, 3], 2) == [2, 2]

# %%
assert histogram_bins([0, 1, 2, 3], 3) == [1, 1, 2]

# %%
assert histogram_bins([0, 1, 2, 3], 5) == [1, 1, 0, 1, 1]

# %%
assert histogram_bins([0, 1, 2, 3], 1) == [4]

# %%
assert histogram_bins([0.5, 0.25, 0.0], 1) == [3]

# %%
assert histogram_bins([0.25, 1.0], 1) == [2]

# %%
assert histogram_bins([1.0, 0.25, 0.5], 1) == [3]

# %%
assert histogram_bins([0.5, 0.25, -1.0], 1) == [3]

# %%
assert histogram_bins([0.5, 0.25, 1.5], 1) == [3]

# %%
assert histogram_bins([0.5, 0.25, 1.0, 0.5, 0.25, 1.0], 1) == [6]

# %%
assert histogram_bins([0.5, 0.25, 1.0], 2) == [2, 1]

# %%
assert histogram_bins([0.5, 0.25], 1) == [2]

# %%
assert histogram_bins([0.5, 0.25, 0.5], 1) == [3]

# %%
assert histogram_bins([0.25, 0.5, 1.0], 1) == [3]

# %%
assert histogram_bins([0.5, 0.25, 1.0, 0.5], 1) == [4]

# %%
assert histogram_bins([1, 2, 2, 3], 7) == [1, 0, 0, 2, 0, 0, 1]

# %%
assert histogram_bins([1, 2, 2, 3, 4, 1], 6) == [2, 0, 2, 0, 1, 1]

# %%
assert histogram_bins([2, 2, 3, 4], 6) == [2, 0, 0, 1, 0, 1]

# %%
assert histogram_bins([-1, 2, 2, 2, 4], 3) == [1, 3, 1]

# %%
assert histogram_bins([1, 2, 2, 0, 4], 2) == [2, 3]

# %%
assert histogram_bins([1, 2, -2, 3, 4], 4) == [1, 0, 2, 2]

# %%
assert histogram_bins([1, 2, 2, -3], 3) == [1, 0, 3]

# %%
assert histogram_bins([1, 2, -2, -3, 4], 3) == [2, 1, 2]

# %%
assert histogram_bins([1, 2, 2, 3, 0], 1) == [5]

# %%
assert histogram_bins([4, 3, 2, 2, 2], 3) == [3, 1, 1]

# %%
assert histogram_bins([2, 2, 3, 4, 1], 3) == [1, 2, 2]

# %%
assert histogram_bins([1, 2, 2, 3, 4, 1], 1) == [6]

# %%
assert histogram_bins([1, 2, 2, 3, 4, 1, 2, 2, 3, 4, 1, 2, 2, 3, 4, 1, 2, 2, 3, 4], 3) == [4, 8, 8]

# %%
assert histogram_bins([0, 10, 0], 7) == [2, 0, 0, 0, 0, 0, 1]

# %%
assert histogram_bins([-1, 11], 2) == [1, 1]

# %%
assert histogram_bins([0, 10, 11], 3) == [1, 0, 2]

# %%
assert histogram_bins([0, 1, 2, 0, 1, 2], 4) == [2, 0, 2, 2]

# %%
assert histogram_bins([0, 1, 2], 7) == [1, 0, 0, 1, 0, 0, 1]

# %%
assert histogram_bins([1, 2, 0], 4) == [1, 0, 1, 1]

# %%
assert histogram_bins([0, 1, 1], 4) == [1, 0, 0, 2]

# %%
assert histogram_bins([0, 1, 1, -3], 4) == [1, 0, 0, 3]

# %%
assert histogram_bins([0, 1, 2, 3, 0, 1, 2, 3], 1) == [8]

# %%
assert histogram_bins([0, 1, 2, 3, 0, 1, 2, 3], 5) == [2, 2, 0, 2, 2]

# %%
assert histogram_bins([3, 2, 1, 0], 3) == [1, 1, 2]

# %%
assert histogram_bins([3, 2, 1, 0], 8) == [1, 0, 1, 0, 0, 1, 0, 1]

# %%
assert histogram_bins([0, 1, 0, 3], 2) == [3, 1]

# %%
assert histogram_bins([0, 1, 0, 3], 8) == [2, 0, 1, 0, 0, 0, 0, 1]

# %%
assert histogram_bins([0, 1, 2, 3], 14) == [1, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 1]

# %%
assert histogram_bins([0, 1, 2, 3, 0, 1], 4) == [2, 2, 1, 1]

# %%
assert histogram_bins([0, 1, 3, 3], 2) == [2, 2]

# %%
assert histogram_bins([0, 1, 2], 3) == [1, 1, 1]

# %%
assert histogram_bins([0, 1, 2, 2], 3) == [1, 1, 2]

# %%
assert histogram_bins([1.0, 0.25], 1) == [2]

# %%
assert histogram_bins([0.25, 0.5], 1) == [2]

# %%
assert histogram_bins([0.5, 0.25, -1.0, -0.5], 1) == [4]

# %%
assert histogram_bins([0.5, 0.25, 0.5, 1.5], 1) == [4]

# %%
assert histogram_bins([0.5, 0.25, 2.0], 1) == [3]

# %%
assert histogram_bins([0.5, 0.25, 1.5, 0.5, 0.25, 1.0], 1) == [6]

# %%
assert histogram_bins([0.5, 0.25, 0.5, 0.25], 1) == [4]

# %%
assert histogram_bins([0.0, 0.5, 1.0], 1) == [3]

# %%
assert histogram_bins([0.25, 1.0, 0.5], 1) == [3]

# %%
assert histogram_bins([1.0, 0.5, 0.5, 0.25], 1) == [4]
