# %%
assert histogram_bins([], 1) == [0]

# %%
assert histogram_bins([], 3) == [0, 0, 0]

# %%
assert histogram_bins([], 4) == [0, 0, 0, 0]

# %%
assert histogram_bins([], 7) == [0, 0, 0, 0, 0, 0, 0]

# %%
assert histogram_bins([5, 5, 5], 4) == [3, 0, 0, 0]

# %%
assert histogram_bins([5, 5, 5, 5], 3) == [4, 0, 0]

# %%
assert histogram_bins([5, 5], 3) == [2, 0, 0]

# %%
assert histogram_bins([5], 3) == [1, 0, 0]

# %%
assert histogram_bins([5, 5, 5], 6) == [3, 0, 0, 0, 0, 0]

# %%
assert histogram_bins([5, 5, -5], 3) == [1, 0, 2]

# %%
assert histogram_bins([5, 5, 5], 7) == [3, 0, 0, 0, 0, 0, 0]

# %%
assert histogram_bins([5, 5, 5, 5, 5, 5], 3) == [6, 0, 0]

# %%
assert histogram_bins([5, 5, 5], 2) == [3, 0]

# %%
assert histogram_bins([5, 5, 4], 3) == [1, 0, 2]

# %%
assert histogram_bins([5, 5, 5], 1) == [3]

# %%
assert histogram_bins([5, 5, 6], 3) == [2, 0, 1]

# %%
assert histogram_bins([5, 5, 0], 3) == [1, 0, 2]

# %%
assert histogram_bins([5, 5, 5, 6], 3) == [3, 0, 1]

# %%
assert histogram_bins([7], 7) == [1, 0, 0, 0, 0, 0, 0]

# %%
assert histogram_bins([-7], 1) == [1]

# %%
assert histogram_bins([7], 2) == [1, 0]

# %%
assert histogram_bins([6], 1) == [1]

# %%
assert histogram_bins([0], 1) == [1]

# %%
assert histogram_bins([7, 7], 1) == [2]

# %%
assert histogram_bins([7, 8], 1) == [2]

# %%
assert histogram_bins([8], 1) == [1]
