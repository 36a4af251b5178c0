# %%
a = [1, 2, 3]
out = rotate_list(a, 1000000)
assert a == [1, 2, 3] and out == [3, 1, 2]

# %%
a = [1, 2, 3]
out = rotate_list(a, 7)
assert a == [1, 2, 3] and out == [3, 1, 2]

# %%
a = [1, 2]
assert rotate_list(a, 1000000) is not a

# %%
a = [1, 2]
assert rotate_list(a, -1) is not a

# %%
a = [1, 2]
assert rotate_list(a, 1) is not a

# %%
a = [1, 2]
assert rotate_list(a, 7) is not a

# %%
a = [1, 2]
assert rotate_list(a, 999999) is not a

# %%
a = [1, 2]
assert rotate_list(a, 500000) is not a

# %%
a = [1, 2]
assert rotate_list(a, -1000000) is not a

# %%
a = [1, 2]
assert rotate_list(a, -2) is not a

# %%
a = [1, 2]
assert rotate_list(a, 2) is not a

# %%
a = [1, 2]
assert rotate_list(a, 14) is not a

# %%
a = [1, 2]
assert rotate_list(a, 3) is not a

# %%
a = [1, 2]
assert rotate_list(a, -7) is not a

# %%
a = [1, 2]
assert rotate_list(a, 6) is not a

# %%
a = [1, 2]
assert rotate_list(a, 8) is not a

# %%
a = [1, 2]
assert rotate_list(a, 499999) is not a

# %%
a = [1, 2]
assert rotate_list(a, -999999) is not a

# %%
a = [1, 2]
assert rotate_list(a, 999998) is not a

# %%
a = [1, 2]
assert rotate_list(a, 500001) is not a

# %%
a = [1, 2]
assert rotate_list(a, -500000) is not a

# %%
a = [1, 2]
assert rotate_list(a, 250000) is not a

# %%
a = [1, 2]
assert rotate_list(a, -3) is not a

# %%
a = [1, 2]
assert rotate_list(a, -4) is not a

# %%
a = [1, 2]
assert rotate_list(a, 4) is not a

# %%
a = [1, 2]
assert rotate_list(a, -14) is not a

# %%
a = [1, 2]
assert rotate_list(a, 28) is not a

# %%
a = [1, 2]
assert rotate_list(a, 13) is not a

# %%
a = [1, 2]
assert rotate_list(a, 15) is not a

# %%
a = [1, 2]
assert rotate_list(a, -6) is not a

# %%
a = [1, 2]
assert rotate_list(a, -8) is not a

# %%
a = [1, 2]
assert rotate_list(a, 12) is not a

# %%
a = [1, 2]
assert rotate_list(a, 5) is not a

# %%
a = [1, 2]
assert rotate_list(a, 16) is not a

# %%
a = [1, 2]
assert rotate_list(a, 9) is not a
