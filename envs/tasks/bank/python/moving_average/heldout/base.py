# %%
assert moving_average([1, 2, 3, 4], 3) == [2.0, 3.0]

# %%
assert moving_average([1, 2, 3, 4], 1) == [1.0, 2.0, 3.0, 4.0]

# %%
assert moving_average([1, 2, 3, 4, 1], 2) == [1.5, 2.5, 3.5, 2.5]

# %%
assert moving_average([2, 3, 4], 2) == [2.5, 3.5]

# %%
assert moving_average([1, 2, 3, 3], 2) == [1.5, 2.5, 3.0]

# %%
assert moving_average([1, 2, 3, 4], 4) == [2.5]

# %%
assert moving_average([], 2) == []

# %%
assert moving_average([1, 2, 3, 4, 5], 2) == [1.5, 2.5, 3.5, 4.5]

# %%
assert moving_average([4, 3, 2, 1], 2) == [3.5, 2.5, 1.5]

# %%
assert moving_average([1, 2, 3, 4, 1, 2, 3, 4], 2) == [1.5, 2.5, 3.5, 2.5, 1.5, 2.5, 3.5]

# %%
assert moving_average([4], 1) == [4.0]

# %%
assert moving_average([6], 1) == [6.0]

# %%
assert moving_average([-5], 1) == [-5.0]

# %%
assert moving_average([5, 5], 1) == [5.0, 5.0]

# %%
assert moving_average([2, 4, 0, 8], 3) == [2.0, 4.0]

# %%
assert moving_average([2, 4, 6, 8], 1) == [2.0, 4.0, 6.0, 8.0]

# %%
assert moving_average([4, 6, 8], 3) == [6.0]

# %%
assert moving_average([2, 4, 6, 8], 4) == [5.0]

# %%
assert moving_average([2, 4, -6, 8], 3) == [0.0, 2.0]

# %%
assert moving_average([8, 6, 4, 2], 3) == [6.0, 4.0]

# %%
assert moving_average([2, 3, 4], 3) == [3.0]

# %%
assert moving_average([1, 2, 3, 4, 5], 3) == [2.0, 3.0, 4.0]

# %%
assert moving_average([0, 2, 3, 4], 1) == [0.0, 2.0, 3.0, 4.0]

# %%
assert moving_average([1, 2, 3, 4, 1], 1) == [1.0, 2.0, 3.0, 4.0, 1.0]

# %%
assert moving_average([4, 3, 2, 1], 1) == [4.0, 3.0, 2.0, 1.0]

# %%
assert moving_average([-1, 2, 3, 4], 1) == [-1.0, 2.0, 3.0, 4.0]

# %%
assert moving_average([1, 2, 3, 4, 1, 1, 2, 3, 4, 1], 2) == [1.5, 2.5, 3.5, 2.5, 1.0, 1.5, 2.5, 3.5, 2.5]

# %%
assert moving_average([1, 1, 2, 3, 4], 2) == [1.0, 1.5, 2.5, 3.5]

# %%
assert moving_average([2, 3], 2) == [2.5]

# %%
assert moving_average([3, 4], 2) == [3.5]

# %%
assert moving_average([-2, 3, 4], 2) == [0.5, 3.5]

# %%
assert moving_average([3, 2, 1], 2) == [2.5, 1.5]

# %%
assert moving_average([1, 2], 2) == [1.5]

# %%
assert moving_average([2, 3, 3], 2) == [2.5, 3.0]

# %%
assert moving_average([1, 2, 3, 3, 1, 2, 3, 3], 2) == [1.5, 2.5, 3.0, 2.0, 1.5, 2.5, 3.0]

# %%
assert moving_average([1, 2, 4, 3], 2) == [1.5, 3.0, 3.5]

# %%
assert moving_average([1, 2, 3, 3], 4) == [2.25]

# %%
assert moving_average([0, 1, 2, 3], 2) == [0.5, 1.5, 2.5]

# %%
assert moving_average([3, 2, 1, 0], 2) == [2.5, 1.5, 0.5]

# %%
assert moving_average([1, 2, 3, 4, 1, 2, 3, 4], 4) == [2.5, 2.5, 2.5, 2.5, 2.5]

# %%
assert moving_average([1, -2, 3, 4], 4) == [1.5]

# %%
assert moving_average([2, 3, 4, 5], 2) == [2.5, 3.5, 4.5]

# %%
assert moving_average([1, 2, 3, 4, 5, 1, 2, 3, 4, 5], 2) == [1.5, 2.5, 3.5, 4.5, 3.0, 1.5, 2.5, 3.5, 4.5]

# %%
assert moving_average([2, 2, 3, 4, 5], 2) == [2.0, 2.5, 3.5, 4.5]

# %%
assert moving_average([0, 2, 3, 4, 5], 2) == [1.0, 2.5, 3.5, 4.5]

# %%
assert moving_average([4, 3, 2, 1, 4, 3, 2, 1], 2) == [3.5, 2.5, 1.5, 2.5, 3.5, 2.5, 1.5]

# %%
assert moving_average([1, 2, 3, 4, 1, 2, 3], 2) == [1.5, 2.5, 3.5, 2.5, 1.5, 2.5]

# %%
assert moving_average([0, 2, 3, 4, 1, 2, 3, 4], 2) == [1.0, 2.5, 3.5, 2.5, 1.5, 2.5, 3.5]

# %%
assert moving_average([1, 2, 3, -4, -3], 2) == [1.5, 2.5, -0.5, -3.5]

# %%
assert moving_average([-4, 1, 2, 3], 2) == [-1.5, 1.5, 2.5]

# %%
assert moving_average([5, 3, 2, 1], 2) == [4.0, 2.5, 1.5]

# %%
assert moving_average([4, 5], 1) == [4.0, 5.0]

# %%
assert moving_average([3], 1) == [3.0]

# %%
assert moving_average([4, 4], 1) == [4.0, 4.0]

# %%
assert moving_average([-4], 1) == [-4.0]

# %%
assert moving_average([1], 1) == [1.0]

# %%
assert moving_average([-6], 1) == [-6.0]

# %%
assert moving_average([4, 6], 1) == [4.0, 6.0]

# %%
assert moving_average([5, 6], 2) == [5.5]

# %%
assert moving_average([5, 6, 5, 6], 1) == [5.0, 6.0, 5.0, 6.0]

# %%
assert moving_average([0, 6], 1) == [0.0, 6.0]

# %%
assert moving_average((), 1) == []

# %%
assert moving_average([-5, -5], 1) == [-5.0, -5.0]

# %%
assert moving_average([5, 5, 6], 1) == [5.0, 5.0, 6.0]

# %%
assert moving_average([5, 5, 5, 5], 1) == [5.0, 5.0, 5.0, 5.0]

# %%
assert moving_average([8, 0, 4, 2], 3) == [4.0, 2.0]

# %%
assert moving_average([2, 4, 0, 8], 2) == [3.0, 2.0, 4.0]

# %%
assert moving_average([2, 4, 6, 8, 2, 4, 6, 8], 1) == [2.0, 4.0, 6.0, 8.0, 2.0, 4.0, 6.0, 8.0]

# %%
assert moving_average([2, 4, 6, 8, 2], 1) == [2.0, 4.0, 6.0, 8.0, 2.0]

# %%
assert moving_average([-2, 4, 6, 8], 1) == [-2.0, 4.0, 6.0, 8.0]

# %%
assert moving_average([4, 0, 8], 3) == [4.0]

# %%
assert moving_average([4, -6, 8], 3) == [2.0]

# %%
assert moving_average([2, 4, 6, 0], 4) == [3.0]

# %%
assert moving_average([8, 6, 4, 2], 4) == [5.0]

# %%
assert moving_average([2, 4, 6, 7], 4) == [4.75]

# %%
assert moving_average([], 6) == []

# %%
assert moving_average([2, 4, 6, 8, 2], 2) == [3.0, 5.0, 7.0, 5.0]

# %%
assert moving_average([8, 6, 4, 2], 2) == [7.0, 5.0, 3.0]

# %%
assert moving_average([2, 4, -6, 8], 2) == [3.0, -1.0, 1.0]

# %%
assert moving_average([6, 4, 2], 3) == [4.0]
