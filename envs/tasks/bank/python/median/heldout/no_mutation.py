# %%
assert abs(median((9, 7, -8, 6)) - 6.5) <= 1e-09 * max(1.0, abs(6.5))

# %%
assert abs(median((9, 7, 8, 6, 9, 7, 8, 6)) - 7.5) <= 1e-09 * max(1.0, abs(7.5))

# %%
assert abs(median((9, 7, 0, 6)) - 6.5) <= 1e-09 * max(1.0, abs(6.5))

# %%
assert median((9, 7, 8, 6, 7)) == 7

# %%
assert abs(median((9, 8, 7, 6)) - 7.5) <= 1e-09 * max(1.0, abs(7.5))

# %%
assert median((9,)) == 9

# %%
assert median((9, 7, 8)) == 8

# %%
assert abs(median((9, 7, 9, 6)) - 8.0) <= 1e-09 * max(1.0, abs(8.0))

# %%
assert median((7, 8, 6)) == 7

# %%
assert median((9, 7, 8, 6, 9)) == 8

# %%
assert abs(median((6, 7, 8, 9)) - 7.5) <= 1e-09 * max(1.0, abs(7.5))

# %%
assert abs(median((6, 8, 7, 9)) - 7.5) <= 1e-09 * max(1.0, abs(7.5))
