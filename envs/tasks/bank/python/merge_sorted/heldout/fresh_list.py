# %%
b = [3]
out = merge_sorted([], b)
out.append(7)
assert b == [3]

# %%
b = [3]
out = merge_sorted([], b)
out.append(5)
assert b == [3]

# %%
b = [3]
out = merge_sorted([], b)
out.append(1000000)
assert b == [3]

# %%
b = [3]
out = merge_sorted([], b)
out.append(8)
assert b == [3]

# %%
b = [3]
out = merge_sorted([], b)
out.append(3)
assert b == [3]

# %%
b = [3]
out = merge_sorted([], b)
out.append(0)
assert b == [3]

# %%
b = [3]
out = merge_sorted([], b)
out.append(2)
assert b == [3]

# %%
b = [3]
out = merge_sorted([], b)
out.append(-1)
assert b == [3]

# %%
b = [3]
out = merge_sorted([], b)
out.append(-4)
assert b == [3]

# %%
b = [3]
out = merge_sorted([], b)
out.append(1)
assert b == [3]

# %%
b = [3]
out = merge_sorted([], b)
out.append(6)
assert b == [3]

# %%
b = [3]
out = merge_sorted([], b)
out.append(14)
assert b == [3]

# %%
b = [3]
out = merge_sorted([], b)
out.append(-7)
assert b == [3]

# %%
b = [3]
out = merge_sorted([], b)
out.append(-5)
assert b == [3]

# %%
b = [3]
out = merge_sorted([], b)
out.append(10)
assert b == [3]

# %%
b = [3]
out = merge_sorted([], b)
out.append(500000)
assert b == [3]

# %%
b = [3]
out = merge_sorted([], b)
out.append(999999)
assert b == [3]

# %%
b = [3]
out = merge_sorted([], b)
out.append(-1000000)
assert b == [3]

# %%
b = [3]
out = merge_sorted([], b)
out.append(16)
assert b == [3]

# %%
b = [3]
out = merge_sorted([], b)
out.append(-8)
assert b == [3]

# %%
b = [3]
out = merge_sorted([], b)
out.append(9)
assert b == [3]

# %%
b = [3]
out = merge_sorted([], b)
out.append(-3)
assert b == [3]

# %%
b = [3]
out = merge_sorted([], b)
out.append(-2)
assert b == [3]

# %%
b = [3]
out = merge_sorted([], b)
out.append(-6)
assert b == [3]

# %%
b = [3]
out = merge_sorted([], b)
out.append(12)
assert b == [3]

# %%
b = [3]
out = merge_sorted([], b)
out.append(-14)
assert b == [3]

# %%
b = [3]
out = merge_sorted([], b)
out.append(13)
assert b == [3]

# %%
b = [3]
out = merge_sorted([], b)
out.append(28)
assert b == [3]

# %%
b = [3]
out = merge_sorted([], b)
out.append(15)
assert b == [3]

# %%
b = [3]
out = merge_sorted([], b)
out.append(-10)
assert b == [3]

# %%
b = [3]
out = merge_sorted([], b)
out.append(20)
assert b == [3]

# %%
b = [3]
out = merge_sorted([], b)
out.append(11)
assert b == [3]

# %%
b = [3]
out = merge_sorted([], b)
out.append(250000)
assert b == [3]

# %%
b = [3]
out = merge_sorted([], b)
out.append(499999)
assert b == [3]

# %%
b = [3]
out = merge_sorted([], b)
out.append(-500000)
assert b == [3]

# %%
b = [3]
out = merge_sorted([], b)
out.append(500001)
assert b == [3]

# %%
b = [3]
out = merge_sorted([], b)
out.append(999998)
assert b == [3]

# %%
b = [3]
out = merge_sorted([], b)
out.append(-999999)
assert b == [3]

# %%
b = [3]
out = merge_sorted([], b)
out.append(17)
assert b == [3]

# %%
b = [3]
out = merge_sorted([], b)
out.append(32)
assert b == [3]

# %%
b = [3]
out = merge_sorted([], b)
out.append(-16)
assert b == [3]

# %%
b = [3]
out = merge_sorted([], b)
out.append(-9)
assert b == [3]

# %%
b = [3]
out = merge_sorted([], b)
out.append(18)
assert b == [3]
