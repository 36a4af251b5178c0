# %%
a = [1, 2, 3]
out = rotate_list(a, 7, in_place=True)
assert out is a and a == [3, 1, 2]

# %%
a = [1, 2, 3, 4]
rotate_list(a, 0, in_place=True)
assert a == [1, 2, 3, 4]

# %%
a = [1, 2, 3, 4]
rotate_list(a, -2, in_place=True)
assert a == [3, 4, 1, 2]

# %%
a = [1, 2, 3, 4]
rotate_list(a, 1, in_place=True)
assert a == [4, 1, 2, 3]

# %%
a = [1, 2, 3, 4]
rotate_list(a, 999999, in_place=True)
assert a == [2, 3, 4, 1]

# %%
a = [1, 2, 3, 4]
rotate_list(a, -1, in_place=False)
assert a == [1, 2, 3, 4]

# %%
a = [1, 2]
out = rotate_list(a, -1)
assert out == [2, 1] and a == [1, 2]

# %%
a = [1, 2]
out = rotate_list(a, 1000001)
assert out == [2, 1] and a == [1, 2]

# %%
a = [1, 2]
out = rotate_list(a, 7)
assert out == [2, 1] and a == [1, 2]

# %%
a = []
assert rotate_list(a, 3, in_place=True) is a

# %%
a = []
assert rotate_list(a, 0, in_place=True) is a

# %%
a = []
assert rotate_list(a, 8, in_place=True) is a

# %%
a = []
assert rotate_list(a, 14, in_place=True) is a

# %%
a = []
assert rotate_list(a, 6, in_place=True) is a

# %%
a = []
assert rotate_list(a, -1, in_place=True) is a

# %%
a = [1, 2, 3, 4]
rotate_list(a, -3, in_place=True)
assert a == [4, 1, 2, 3]

# %%
a = [1, 2, 3, 4]
rotate_list(a, -2, in_place=False)
assert a == [1, 2, 3, 4]

# %%
a = [1, 2, 3, 4]
rotate_list(a, 999998, in_place=True)
assert a == [3, 4, 1, 2]

# %%
a = [1, 2, 3, 4]
rotate_list(a, -4, in_place=True)
assert a == [1, 2, 3, 4]

# %%
a = [1, 2, 3, 4]
rotate_list(a, 1, in_place=False)
assert a == [1, 2, 3, 4]

# %%
a = [1, 2, 3, 4]
rotate_list(a, 1000001, in_place=True)
assert a == [4, 1, 2, 3]

# %%
a = [1, 2, 3, 4]
rotate_list(a, -999999, in_place=True)
assert a == [4, 1, 2, 3]

# %%
a = [1, 2, 3, 4]
rotate_list(a, 1999999, in_place=True)
assert a == [2, 3, 4, 1]

# %%
a = [1, 2, 3, 4]
rotate_list(a, 999999, in_place=False)
assert a == [1, 2, 3, 4]

# %%
a = [1, 2, 3, 4]
rotate_list(a, 14, in_place=True)
assert a == [3, 4, 1, 2]

# %%
a = [1, 2, 3, 4]
rotate_list(a, 8, in_place=True)
assert a == [1, 2, 3, 4]

# %%
a = [1, 2, 3, 4]
rotate_list(a, 1000007, in_place=True)
assert a == [2, 3, 4, 1]

# %%
a = [1, 2, 3, 4]
rotate_list(a, 3, in_place=True)
assert a == [2, 3, 4, 1]

# %%
a = [1, 2, 3, 4]
rotate_list(a, -7, in_place=True)
assert a == [4, 1, 2, 3]

# %%
a = [1, 2, 3, 4]
rotate_list(a, 6, in_place=True)
assert a == [3, 4, 1, 2]

# %%
a = [1, 2]
out = rotate_list(a, 2000001)
assert out == [2, 1] and a == [1, 2]

# %%
a = [1, 2]
out = rotate_list(a, -1000001)
assert out == [2, 1] and a == [1, 2]

# %%
a = [1, 2]
out = rotate_list(a, 3)
assert out == [2, 1] and a == [1, 2]

# %%
a = []
assert rotate_list(a, -8, in_place=True) is a

# %%
a = []
assert rotate_list(a, 999993, in_place=True) is a

# %%
a = []
assert rotate_list(a, -14, in_place=True) is a

# %%
a = []
assert rotate_list(a, -6, in_place=True) is a

# %%
a = []
assert rotate_list(a, 2, in_place=True) is a

# %%
a = []
assert rotate_list(a, 1000003, in_place=True) is a

# %%
a = []
assert rotate_list(a, -3, in_place=True) is a

# %%
a = []
assert rotate_list(a, 9, in_place=True) is a

# %%
a = []
assert rotate_list(a, 1000008, in_place=True) is a

# %%
a = []
assert rotate_list(a, 16, in_place=True) is a

# %%
a = []
assert rotate_list(a, 13, in_place=True) is a

# %%
a = []
assert rotate_list(a, 1000014, in_place=True) is a

# %%
a = []
assert rotate_list(a, 28, in_place=True) is a

# %%
a = []
assert rotate_list(a, 15, in_place=True) is a

# %%
a = []
assert rotate_list(a, 12, in_place=True) is a

# %%
a = []
assert rotate_list(a, 5, in_place=True) is a

# %%
a = []
assert rotate_list(a, 1000006, in_place=True) is a

# %%
a = []
assert rotate_list(a, 2000007, in_place=True) is a

# %%
a = []
assert rotate_list(a, -1000007, in_place=True) is a

# %%
a = []
assert rotate_list(a, 999999, in_place=True) is a

# %%
a = []
assert rotate_list(a, -2, in_place=True) is a

# %%
a = []
assert rotate_list(a, 1000001, in_place=True) is a

# %%
a = [1, 2, 3, 4]
rotate_list(a, -1000000, in_place=True)
assert a == [1, 2, 3, 4]

# %%
a = [1, 2, 3, 4]
rotate_list(a, 1000000, in_place=False)
assert a == [1, 2, 3, 4]

# %%
a = [1, 2, 3, 4]
rotate_list(a, 2, in_place=False)
assert a == [1, 2, 3, 4]

# %%
a = [1, 2, 3, 4]
rotate_list(a, 999997, in_place=True)
assert a == [4, 1, 2, 3]

# %%
a = [1, 2, 3, 4]
rotate_list(a, 4, in_place=True)
assert a == [1, 2, 3, 4]

# %%
a = [1, 2, 3, 4]
rotate_list(a, 2000001, in_place=True)
assert a == [4, 1, 2, 3]

# %%
a = [1, 2, 3, 4]
rotate_list(a, 2999999, in_place=True)
assert a == [2, 3, 4, 1]

# %%
a = [1, 2, 3, 4]
rotate_list(a, 1999998, in_place=False)
assert a == [1, 2, 3, 4]

# %%
a = [1, 2, 3, 4]
rotate_list(a, 2000014, in_place=True)
assert a == [3, 4, 1, 2]

# %%
a = [1, 2, 3, 4]
rotate_list(a, -8, in_place=True)
assert a == [1, 2, 3, 4]

# %%
a = [1, 2]
out = rotate_list(a, -999999)
assert out == [2, 1] and a == [1, 2]

# %%
a = [1, 2]
out = rotate_list(a, 499999)
assert out == [2, 1] and a == [1, 2]

# %%
a = [1, 2]
out = rotate_list(a, 999993)
assert out == [2, 1] and a == [1, 2]

# %%
a = []
assert rotate_list(a, 1000004, in_place=True) is a

# %%
a = []
assert rotate_list(a, 2000006, in_place=True) is a

# %%
a = []
assert rotate_list(a, 1000009, in_place=True) is a

# %%
a = []
assert rotate_list(a, -1000008, in_place=True) is a

# %%
a = []
assert rotate_list(a, -13, in_place=True) is a

# %%
a = []
assert rotate_list(a, -28, in_place=True) is a

# %%
a = []
assert rotate_list(a, 24, in_place=True) is a

# %%
a = []
assert rotate_list(a, 10, in_place=True) is a

# %%
a = []
assert rotate_list(a, -1000006, in_place=True) is a

# %%
a = []
assert rotate_list(a, 4000028, in_place=True) is a

# %%
a = []
assert rotate_list(a, -2000014, in_place=True) is a

# %%
a = []
assert rotate_list(a, 1999999, in_place=True) is a
