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
out.append(1000007)
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
out.append(1000005)
assert b == [3]

# %%
b = [3]
out = merge_sorted([], b)
out.append(2000004)
assert b == [3]

# %%
b = [3]
out = merge_sorted([], b)
out.append(2000008)
assert b == [3]

# %%
b = [3]
out = merge_sorted([], b)
out.append(1000003)
assert b == [3]

# %%
b = [3]
out = merge_sorted([], b)
out.append(-1000004)
assert b == [3]

# %%
b = [3]
out = merge_sorted([], b)
out.append(500002)
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
out.append(1000008)
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
out.append(1000000)
assert b == [3]

# %%
b = [3]
out = merge_sorted([], b)
out.append(1000002)
assert b == [3]

# %%
b = [3]
out = merge_sorted([], b)
out.append(-2)
assert b == [3]

# %%
b = [3]
out = merge_sorted([], b)
out.append(999999)
assert b == [3]

# %%
b = [3]
out = merge_sorted([], b)
out.append(999996)
assert b == [3]

# %%
b = [3]
out = merge_sorted([], b)
out.append(1000001)
assert b == [3]

# %%
b = [3]
out = merge_sorted([], b)
out.append(12)
assert b == [3]

# %%
b = [3]
out = merge_sorted([], b)
out.append(1000014)
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
out.append(500003)
assert b == [3]

# %%
b = [3]
out = merge_sorted([], b)
out.append(2000007)
assert b == [3]

# %%
b = [3]
out = merge_sorted([], b)
out.append(-1000007)
assert b == [3]

# %%
b = [3]
out = merge_sorted([], b)
out.append(1000006)
assert b == [3]

# %%
b = [3]
out = merge_sorted([], b)
out.append(2000014)
assert b == [3]

# %%
b = [3]
out = merge_sorted([], b)
out.append(999995)
assert b == [3]

# %%
b = [3]
out = merge_sorted([], b)
out.append(-10)
assert b == [3]

# %%
b = [3]
out = merge_sorted([], b)
out.append(2000005)
assert b == [3]

# %%
b = [3]
out = merge_sorted([], b)
out.append(-1000005)
assert b == [3]

# %%
b = [3]
out = merge_sorted([], b)
out.append(2000010)
assert b == [3]

# %%
b = [3]
out = merge_sorted([], b)
out.append(4000008)
assert b == [3]

# %%
b = [3]
out = merge_sorted([], b)
out.append(-2000004)
assert b == [3]

# %%
b = [3]
out = merge_sorted([], b)
out.append(2000009)
assert b == [3]

# %%
b = [3]
out = merge_sorted([], b)
out.append(4000016)
assert b == [3]

# %%
b = [3]
out = merge_sorted([], b)
out.append(3000008)
assert b == [3]

# %%
b = [3]
out = merge_sorted([], b)
out.append(2000003)
assert b == [3]

# %%
b = [3]
out = merge_sorted([], b)
out.append(-1000003)
assert b == [3]

# %%
b = [3]
out = merge_sorted([], b)
out.append(-500002)
assert b == [3]

# %%
b = [3]
out = merge_sorted([], b)
out.append(250001)
assert b == [3]

# %%
b = [3]
out = merge_sorted([], b)
out.append(1500002)
assert b == [3]

# %%
b = [3]
out = merge_sorted([], b)
out.append(-16)
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
out.append(-9)
assert b == [3]

# %%
b = [3]
out = merge_sorted([], b)
out.append(999992)
assert b == [3]

# %%
b = [3]
out = merge_sorted([], b)
out.append(2000016)
assert b == [3]

# %%
b = [3]
out = merge_sorted([], b)
out.append(500004)
assert b == [3]

# %%
b = [3]
out = merge_sorted([], b)
out.append(-1000008)
assert b == [3]

# %%
b = [3]
out = merge_sorted([], b)
out.append(1000009)
assert b == [3]

# %%
b = [3]
out = merge_sorted([], b)
out.append(500000)
assert b == [3]

# %%
b = [3]
out = merge_sorted([], b)
out.append(2000000)
assert b == [3]

# %%
b = [3]
out = merge_sorted([], b)
out.append(2000002)
assert b == [3]

# %%
b = [3]
out = merge_sorted([], b)
out.append(999998)
assert b == [3]

# %%
b = [3]
out = merge_sorted([], b)
out.append(1999998)
assert b == [3]

# %%
b = [3]
out = merge_sorted([], b)
out.append(-999999)
assert b == [3]

# %%
b = [3]
out = merge_sorted([], b)
out.append(1999999)
assert b == [3]

# %%
b = [3]
out = merge_sorted([], b)
out.append(-999996)
assert b == [3]

# %%
b = [3]
out = merge_sorted([], b)
out.append(1999996)
assert b == [3]

# %%
b = [3]
out = merge_sorted([], b)
out.append(499998)
assert b == [3]

# %%
b = [3]
out = merge_sorted([], b)
out.append(999997)
assert b == [3]

# %%
b = [3]
out = merge_sorted([], b)
out.append(1999992)
assert b == [3]

# %%
b = [3]
out = merge_sorted([], b)
out.append(2000001)
assert b == [3]

# %%
b = [3]
out = merge_sorted([], b)
out.append(-1000001)
assert b == [3]
