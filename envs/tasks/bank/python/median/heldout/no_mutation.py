# %%
assert abs(median((9, 7, -8, 6)) - 6.5) <= 1e-09 * max(1.0, abs(6.5))

# %%
assert abs(median((9, 7, 8, 6, 9, 7, 8, 6)) - 7.5) <= 1e-09 * max(1.0, abs(7.5))

# %%
assert median((9, 7, 8, 6, 7)) == 7

# %%
assert abs(median((9, 8, 7, 6)) - 7.5) <= 1e-09 * max(1.0, abs(7.5))

# %%
assert median((9, 7, 8)) == 8

# %%
assert median((9, 7, 8, 6, 9)) == 8

# %%
assert abs(median((6, 7, 8, 9)) - 7.5) <= 1e-09 * max(1.0, abs(7.5))

# %%
assert abs(median((6, 8, 7, 9)) - 7.5) <= 1e-09 * max(1.0, abs(7.5))

# %%
assert median((9, 7, -8, 6, 7)) == 7

# %%
assert abs(median((9, 7, -8, 5)) - 6.0) <= 1e-09 * max(1.0, abs(6.0))

# %%
assert abs(median((9, 7, -8, 6, 9, 7, -8, 6)) - 6.5) <= 1e-09 * max(1.0, abs(6.5))

# %%
assert median((7, -8, 6)) == 6

# %%
assert abs(median((9, 7, -8, 0)) - 3.5) <= 1e-09 * max(1.0, abs(3.5))

# %%
assert abs(median((9, 7, -8, -6)) - 0.5) <= 1e-09 * max(1.0, abs(0.5))

# %%
assert abs(median((9, 7, 6, -8)) - 6.5) <= 1e-09 * max(1.0, abs(6.5))

# %%
assert median((9, 7, -8)) == 7

# %%
assert abs(median((8, 7, 8, 6, 9, 7, 8, 6)) - 7.5) <= 1e-09 * max(1.0, abs(7.5))

# %%
assert median((9, 7, 8, 6, 9, 7, 8, 6, 7)) == 7

# %%
assert abs(median((9, 9, 8, 8, 7, 7, 6, 6)) - 7.5) <= 1e-09 * max(1.0, abs(7.5))

# %%
assert abs(median((6, 8, 7, 9, 6, 8, 7, 9)) - 7.5) <= 1e-09 * max(1.0, abs(7.5))

# %%
assert median((7, 0, 6)) == 6

# %%
assert abs(median((9, 7, 6, 0)) - 6.5) <= 1e-09 * max(1.0, abs(6.5))

# %%
assert abs(median((10, 7, 0, 6)) - 6.5) <= 1e-09 * max(1.0, abs(6.5))

# %%
assert median((9, 7, 0)) == 7

# %%
assert abs(median((6, 0, 7, 9)) - 6.5) <= 1e-09 * max(1.0, abs(6.5))

# %%
assert median((9, 7, 0, 6, 7)) == 7

# %%
assert median((7, 6, 8, 7, 9)) == 7

# %%
assert abs(median((9, 7, 8, 6, 7, 9)) - 7.5) <= 1e-09 * max(1.0, abs(7.5))

# %%
assert abs(median((9, 7, 8, 6)) - 7.5) <= 1e-09 * max(1.0, abs(7.5))

# %%
assert median((10, 7, 8, 6, 7)) == 7

# %%
assert median((6, 7, 7, 8, 9)) == 7

# %%
assert median((9, 8, 7, 7, 6)) == 7

# %%
assert median((-9, 7, 8, 6, 7)) == 7

# %%
assert median((0, 7, 8, 6, 7)) == 7

# %%
assert median((8, 7, 8, 6, 7)) == 7

# %%
assert median((9, 8, 7, 6, 9)) == 8

# %%
assert median((9, 8, 7, 6, 7)) == 7

# %%
assert abs(median((9, 8, 6, 6)) - 7.0) <= 1e-09 * max(1.0, abs(7.0))

# %%
assert median((8, 7, 6)) == 7

# %%
assert abs(median((9, 8, 0, 6)) - 7.0) <= 1e-09 * max(1.0, abs(7.0))

# %%
assert abs(median((9, 8, -7, 6)) - 7.0) <= 1e-09 * max(1.0, abs(7.0))

# %%
assert median((10,)) == 10

# %%
assert abs(median((9, 10)) - 9.5) <= 1e-09 * max(1.0, abs(9.5))

# %%
assert median((-9,)) == -9

# %%
assert median((8,)) == 8

# %%
assert median((9, 7, 9)) == 9

# %%
assert abs(median((9, 7, 8, 9)) - 8.5) <= 1e-09 * max(1.0, abs(8.5))

# %%
assert median((9, 7, 7)) == 7

# %%
assert abs(median((6, 7, 9, 9)) - 8.0) <= 1e-09 * max(1.0, abs(8.0))

# %%
assert abs(median((9, 7, 9, 7)) - 8.0) <= 1e-09 * max(1.0, abs(8.0))

# %%
assert abs(median((9, 7, 9, -6)) - 8.0) <= 1e-09 * max(1.0, abs(8.0))

# %%
assert abs(median((9, 7, 9, 0)) - 8.0) <= 1e-09 * max(1.0, abs(8.0))

# %%
assert median((9, 7, 9, 6, 7)) == 7

# %%
assert abs(median((9, 7, 9, 6, 9, 7, 9, 6)) - 8.0) <= 1e-09 * max(1.0, abs(8.0))

# %%
assert median((9, 7, 9, 6, 9)) == 9

# %%
assert abs(median((6, 9, 7, 9)) - 8.0) <= 1e-09 * max(1.0, abs(8.0))

# %%
assert median((6, 8, 6)) == 6

# %%
assert median((8, 8, 6)) == 8

# %%
assert median((0, 8, 6)) == 6

# %%
assert median((-7, 8, 6)) == 6

# %%
assert median((6, 7, 8)) == 7

# %%
assert abs(median((8, 6)) - 7.0) <= 1e-09 * max(1.0, abs(7.0))

# %%
assert abs(median((9, 7, 8, 6, 9, 10)) - 8.5) <= 1e-09 * max(1.0, abs(8.5))

# %%
assert median((9, 6, 8, 7, 9)) == 8

# %%
assert abs(median((9, 7, 8, 6, 9, 9)) - 8.5) <= 1e-09 * max(1.0, abs(8.5))

# %%
assert median((6, 7, 8, 9, 9)) == 8

# %%
assert median((9, 9, 8, 7, 6)) == 8

# %%
assert median((9, -7, 8, 6, 9)) == 8

# %%
assert median((9, 0, 8, 6, 9)) == 8

# %%
assert abs(median((6, -7, 8, 9)) - 7.0) <= 1e-09 * max(1.0, abs(7.0))

# %%
assert abs(median((6, 7, 8, 9, 6, 7, 8, 9)) - 7.5) <= 1e-09 * max(1.0, abs(7.5))

# %%
assert median((6,)) == 6

# %%
assert median((6, 7, 8, 9, 6)) == 7

# %%
assert median((6, 7, 8, 9, 10)) == 8

# %%
assert abs(median((6, 0, 8, 9)) - 7.0) <= 1e-09 * max(1.0, abs(7.0))

# %%
assert median((6, 8, 7, 9, 6)) == 7

# %%
assert abs(median((6, 8, 0, 9)) - 7.0) <= 1e-09 * max(1.0, abs(7.0))

# %%
assert abs(median((6, 8, 6, 9)) - 7.0) <= 1e-09 * max(1.0, abs(7.0))

# %%
assert abs(median((6, 8, -7, 9)) - 7.0) <= 1e-09 * max(1.0, abs(7.0))

# %%
assert median((6, 8, 7, 9, 10)) == 8
