# %%
b = [3]
out = merge_sorted([], b)
out.append(3)
assert b == [3]

# %%
b = [3]
out = merge_sorted([], b)
out.append(1)
assert b == [3]

# %%
b = [3]
out = merge_sorted([], b)
out.append(7)
assert b == [3]

# %%
b = [3]
out = merge_sorted([], b)
out.append(-4)
assert b == [3]

# %%
b = [3]
out = merge_sorted([], b)
out.append(2)
assert b == [3]

# %%
b = [3]
out = merge_sorted([], b)
out.append(1000004)
assert b == [3]

# %%
b = [3]
out = merge_sorted([], b)
out.append(8)
assert b == [3]

# %%
b = [3]
out = merge_sorted([], b)
out.append(5)
assert b == [3]

# %%
b = [3]
out = merge_sorted([], b)
out.append(0)
assert b == [3]

# %%
b = [3]
out = merge_sorted([], b)
out.append(-1)
assert b == [3]
