# %%
a = [1, 2]
out = merge_sorted(a, [])
assert out == [1, 2] and out is not a

# %% held-out
b = [3]
out = merge_sorted([], b)
out.append(4)
assert b == [3]
