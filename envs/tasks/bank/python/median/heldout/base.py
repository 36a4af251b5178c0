# %%
assert abs(median([1, 2]) - 1.5) <= 1e-09 * max(1.0, abs(1.5))

# %%
assert median([2, 1, 3]) == 2

# %%
assert median([-3, 1, 2]) == 1

# %%
assert median([1, 2, 3]) == 2

# %%
assert median([3]) == 3

# %%
assert median([4, 1, 3]) == 3

# %%
assert abs(median([1, 2, 3, 4]) - 2.5) <= 1e-09 * max(1.0, abs(2.5))

# %%
assert median([4, 1, 3, 2, 4]) == 3

# %%
assert abs(median([4, 1, 3, 2, 4, 1, 3, 2]) - 2.5) <= 1e-09 * max(1.0, abs(2.5))

# %%
assert median([4, 1, 3, 2, 3]) == 3

# %%
assert abs(median([3, 1, 3, 2]) - 2.5) <= 1e-09 * max(1.0, abs(2.5))

# %%
assert abs(median([-4, 1, 3, 2]) - 1.5) <= 1e-09 * max(1.0, abs(1.5))

# %%
assert abs(median([0, 1, 3, 2]) - 1.5) <= 1e-09 * max(1.0, abs(1.5))

# %%
assert abs(median([5, 6]) - 5.5) <= 1e-09 * max(1.0, abs(5.5))

# %%
assert median([0]) == 0

# %%
assert median([6]) == 6

# %%
assert median([1, 1, 2, 10, 11]) == 2

# %%
assert abs(median([1, 1, 2, 10, 1, 1, 2, 10]) - 1.5) <= 1e-09 * max(1.0, abs(1.5))

# %%
assert median([1, 1, 2, 10, 1]) == 1

# %%
assert abs(median([1, 0, 2, 10]) - 1.5) <= 1e-09 * max(1.0, abs(1.5))

# %%
assert abs(median([0, 2]) - 1.0) <= 1e-09 * max(1.0, abs(1.0))

# %%
assert abs(median([2, 1]) - 1.5) <= 1e-09 * max(1.0, abs(1.5))

# %%
assert abs(median([0, 1, 2, 3]) - 1.5) <= 1e-09 * max(1.0, abs(1.5))

# %%
assert median([2, 1, 4]) == 2

# %%
assert median([2, 1, -3]) == 1

# %%
assert abs(median([-3, 1]) - -1.0) <= 1e-09 * max(1.0, abs(-1.0))

# %%
assert abs(median([-3, 1, 2, -3]) - -1.0) <= 1e-09 * max(1.0, abs(-1.0))

# %%
assert median([-3, -1, 2]) == -1

# %%
assert abs(median([1, 2, 3, 1]) - 1.5) <= 1e-09 * max(1.0, abs(1.5))

# %%
assert abs(median([3, 1, 2, 0]) - 1.5) <= 1e-09 * max(1.0, abs(1.5))

# %%
assert abs(median([3, 2, 1, 3]) - 2.5) <= 1e-09 * max(1.0, abs(2.5))

# %%
assert median([3, 1, 2, 3, 4]) == 3

# %%
assert median([1, 2, 2]) == 2

# %%
assert median([4, 2, 1]) == 2

# %%
assert abs(median([4, 1, 2, 4]) - 3.0) <= 1e-09 * max(1.0, abs(3.0))

# %%
assert abs(median([3, 4]) - 3.5) <= 1e-09 * max(1.0, abs(3.5))

# %%
assert median([2, 2, 1]) == 2

# %%
assert median([3, 1, 3]) == 3

# %%
assert abs(median([3, 1, 3, 1]) - 2.0) <= 1e-09 * max(1.0, abs(2.0))

# %%
assert median([1, 3, 4]) == 3

# %%
assert median([3, 1, 4]) == 3

# %%
assert abs(median([2, 2, 3, 4]) - 2.5) <= 1e-09 * max(1.0, abs(2.5))

# %%
assert median([2, 3, 4]) == 3

# %%
assert median([4, 1, 3, 2, 5]) == 3

# %%
assert median([4, 1, 3, 2, 4, 1, 3]) == 3

# %%
assert abs(median([4, 1, 3, 2, 4, 1, 3, 2, 4, 1, 3, 2, 4, 1, 3, 2]) - 2.5) <= 1e-09 * max(1.0, abs(2.5))

# %%
assert abs(median([4, 4, 3, 3, 2, 2, 1, 1]) - 2.5) <= 1e-09 * max(1.0, abs(2.5))

# %%
assert abs(median([4, 0, 3, 2, 4, 1, 3, 2]) - 2.5) <= 1e-09 * max(1.0, abs(2.5))

# %%
assert median([4, 1, 3, -2, 3]) == 3

# %%
assert median([4, 1, 3, 1, 3]) == 3

# %%
assert abs(median([3, 2, 3, 2]) - 2.5) <= 1e-09 * max(1.0, abs(2.5))

# %%
assert median([4, 3, 2, 1, 2]) == 2

# %%
assert median([4, 3, 2, 1, 4]) == 3

# %%
assert abs(median([4, 3, 0, 1]) - 2.0) <= 1e-09 * max(1.0, abs(2.0))

# %%
assert median([4, 3, 2]) == 3

# %%
assert abs(median([4, 1, 3, 2]) - 2.5) <= 1e-09 * max(1.0, abs(2.5))

# %%
assert abs(median([2, 3, 2, 4]) - 2.5) <= 1e-09 * max(1.0, abs(2.5))

# %%
assert median([2, 3, 1, 4, 2]) == 2

# %%
assert median([-4, 1, 3]) == 1

# %%
assert median([-4, 1, 3, 2, -4]) == 1

# %%
assert median([-4]) == -4

# %%
assert abs(median([0, 1, 0, 2]) - 0.5) <= 1e-09 * max(1.0, abs(0.5))

# %%
assert abs(median([0, 1, 2, 2]) - 1.5) <= 1e-09 * max(1.0, abs(1.5))

# %%
assert median([0, 1, 3, 2, 3]) == 2

# %%
assert abs(median([-5, 6]) - 0.5) <= 1e-09 * max(1.0, abs(0.5))

# %%
assert abs(median([0, 6]) - 3.0) <= 1e-09 * max(1.0, abs(3.0))

# %%
assert median([-6]) == -6

# %%
assert abs(median([1, 1, 2, 10]) - 1.5) <= 1e-09 * max(1.0, abs(1.5))

# %%
assert median([10, 2, 1, 1, 2]) == 2

# %%
assert abs(median([10, 2, 1, 1, 10, 2, 1, 1]) - 1.5) <= 1e-09 * max(1.0, abs(1.5))

# %%
assert abs(median([2, 10]) - 6.0) <= 1e-09 * max(1.0, abs(6.0))

# %%
assert median([10, 2, 1]) == 2

# %%
assert median([11, 10, 2, 1, 1]) == 2

# %%
assert median([1, 1, 2, 10, 1, 1, 2]) == 1

# %%
assert abs(median([1, 1, 2, 10, 0, 1, 2, 10]) - 1.5) <= 1e-09 * max(1.0, abs(1.5))

# %%
assert median([1, 1, 2, 10, 1, 1, 2, 10, 11]) == 2

# %%
assert median([1, 1, 2, 10, -1]) == 1

# %%
assert median([1, 0, 2, 10, 1]) == 1

# %%
assert abs(median([10, 2, 0, 1]) - 1.5) <= 1e-09 * max(1.0, abs(1.5))

# %%
assert median([1, -1, 2]) == 1
