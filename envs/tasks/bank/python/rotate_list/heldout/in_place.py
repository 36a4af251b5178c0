# %%
a = [1, 2, 3]
out = rotate_list(a, 7, in_place=True)
assert out is a and a == [3, 1, 2]

# %%
a = [1, 2, 3]
out = rotate_list(a, 1000000, in_place=True)
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
rotate_list(a, 1000000, in_place=True)
assert a == [1, 2, 3, 4]

# %%
a = [1, 2, 3, 4]
rotate_list(a, 7, in_place=True)
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
out = rotate_list(a, 7)
assert out == [2, 1] and a == [1, 2]

# %%
a = []
assert rotate_list(a, -7, in_place=True) is a

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
assert rotate_list(a, 1000000, in_place=True) is a

# %%
a = []
assert rotate_list(a, -1, in_place=True) is a

# %%
a = []
assert rotate_list(a, 1, in_place=True) is a

# %%
a = [1, 2, 3, 4]
rotate_list(a, 0, in_place=False)
assert a == [1, 2, 3, 4]

# %%
a = [1, 2, 3, 4]
rotate_list(a, -4, in_place=True)
assert a == [1, 2, 3, 4]

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
rotate_list(a, 2, in_place=True)
assert a == [3, 4, 1, 2]

# %%
a = [1, 2, 3, 4]
rotate_list(a, 1, in_place=False)
assert a == [1, 2, 3, 4]

# %%
a = [1, 2, 3, 4]
rotate_list(a, 999999, in_place=True)
assert a == [2, 3, 4, 1]

# %%
a = [1, 2, 3, 4]
rotate_list(a, 1000000, in_place=False)
assert a == [1, 2, 3, 4]

# %%
a = [1, 2, 3, 4]
rotate_list(a, 500000, in_place=True)
assert a == [1, 2, 3, 4]

# %%
a = [1, 2, 3, 4]
rotate_list(a, -1000000, in_place=True)
assert a == [1, 2, 3, 4]

# %%
a = [1, 2, 3, 4]
rotate_list(a, 3, in_place=True)
assert a == [2, 3, 4, 1]

# %%
a = [1, 2, 3, 4]
rotate_list(a, 8, in_place=True)
assert a == [1, 2, 3, 4]

# %%
a = [1, 2, 3, 4]
rotate_list(a, 7, in_place=False)
assert a == [1, 2, 3, 4]

# %%
a = [1, 2, 3, 4]
rotate_list(a, -7, in_place=True)
assert a == [4, 1, 2, 3]

# %%
a = [1, 2, 3, 4]
rotate_list(a, 6, in_place=True)
assert a == [3, 4, 1, 2]

# %%
a = [1, 2, 3, 4]
rotate_list(a, 14, in_place=True)
assert a == [3, 4, 1, 2]

# %%
a = [1, 2]
out = rotate_list(a, 3)
assert out == [2, 1] and a == [1, 2]

# %%
a = [1, 2]
out = rotate_list(a, -7)
assert out == [2, 1] and a == [1, 2]

# %%
a = []
assert rotate_list(a, -8, in_place=True) is a

# %%
a = []
assert rotate_list(a, -4, in_place=True) is a

# %%
a = []
assert rotate_list(a, -14, in_place=True) is a

# %%
a = []
assert rotate_list(a, -6, in_place=True) is a

# %%
a = []
assert rotate_list(a, 4, in_place=True) is a

# %%
a = []
assert rotate_list(a, 2, in_place=True) is a

# %%
a = []
assert rotate_list(a, -3, in_place=True) is a

# %%
a = []
assert rotate_list(a, 9, in_place=True) is a

# %%
a = []
assert rotate_list(a, 16, in_place=True) is a

# %%
a = []
assert rotate_list(a, 13, in_place=True) is a

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
assert rotate_list(a, -1000000, in_place=True) is a

# %%
a = []
assert rotate_list(a, 999999, in_place=True) is a

# %%
a = []
assert rotate_list(a, 500000, in_place=True) is a

# %%
a = []
assert rotate_list(a, -2, in_place=True) is a

# %%
a = [1, 2, 3, 4]
rotate_list(a, 4, in_place=True)
assert a == [1, 2, 3, 4]

# %%
a = [1, 2, 3, 4]
rotate_list(a, -8, in_place=True)
assert a == [1, 2, 3, 4]

# %%
a = [1, 2, 3, 4]
rotate_list(a, -6, in_place=True)
assert a == [3, 4, 1, 2]

# %%
a = [1, 2, 3, 4]
rotate_list(a, -3, in_place=False)
assert a == [1, 2, 3, 4]

# %%
a = [1, 2, 3, 4]
rotate_list(a, 2, in_place=False)
assert a == [1, 2, 3, 4]

# %%
a = [1, 2, 3, 4]
rotate_list(a, 999998, in_place=True)
assert a == [3, 4, 1, 2]

# %%
a = [1, 2, 3, 4]
rotate_list(a, 500000, in_place=False)
assert a == [1, 2, 3, 4]

# %%
a = [1, 2, 3, 4]
rotate_list(a, -999999, in_place=True)
assert a == [4, 1, 2, 3]

# %%
a = [1, 2, 3, 4]
rotate_list(a, 9, in_place=True)
assert a == [4, 1, 2, 3]

# %%
a = [1, 2, 3, 4]
rotate_list(a, 6, in_place=False)
assert a == [1, 2, 3, 4]

# %%
a = []
assert rotate_list(a, -5, in_place=True) is a

# %%
a = []
assert rotate_list(a, -28, in_place=True) is a

# %%
a = []
assert rotate_list(a, 10, in_place=True) is a

# %%
a = []
assert rotate_list(a, -16, in_place=True) is a

# %%
a = []
assert rotate_list(a, -13, in_place=True) is a

# %%
a = []
assert rotate_list(a, 11, in_place=True) is a

# %%
a = []
assert rotate_list(a, -999999, in_place=True) is a
