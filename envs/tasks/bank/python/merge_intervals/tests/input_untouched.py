# %%
data = [[1, 3], [2, 6]]
out = merge_intervals(data)
assert data == [[1, 3], [2, 6]], data
out[0][0] = 99
assert data[0] == [1, 3]

# %% held-out
data = [[5, 6]]
out = merge_intervals(data)
assert out == [[5, 6]] and out[0] is not data[0]
