# %%
assert moving_average([1, 2, 3, 4, 5, 6], 3, step=2) == [2.0, 4.0]

# %%
assert moving_average([1, 2, 3, 4, 5, 6], 2, step=1000000) == [1.5]

# %%
assert moving_average([1, 2, 3, 4, 5, 6], 2, step=4) == [1.5, 5.5]

# %%
assert moving_average([1, 2, 3, 4, 5, 6], 2, step=7) == [1.5]

# %%
assert moving_average([1, 2, 3, 4, 5, 6, 1, 2, 3, 4, 5, 6], 2, step=2) == [1.5, 3.5, 5.5, 1.5, 3.5, 5.5]

# %%
assert moving_average([2, 3, 4, 5, 6], 2, step=2) == [2.5, 4.5]

# %%
assert moving_average([6, 5, 4, 3, 2, 1], 2, step=2) == [5.5, 3.5, 1.5]

# %%
assert moving_average([1, 2, 3, 4, 5, 6], 1, step=2) == [1.0, 3.0, 5.0]

# %%
assert moving_average([1, 2, 3, 4, 5, 6, 7], 2, step=2) == [1.5, 3.5, 5.5]

# %%
assert moving_average([1, 3, 3, 4, 5, 6], 2, step=2) == [2.0, 3.5, 5.5]

# %%
assert moving_average([1, 2, 3, 4, 5, 6], 2, step=3) == [1.5, 4.5]

# %%
assert moving_average([1, 2, 3, 4, 5, 1, 2, 3, 4, 5], 2, step=3) == [1.5, 4.5, 2.5]

# %%
assert moving_average([1, 2, 3, 5, 5], 2, step=3) == [1.5, 5.0]

# %%
assert moving_average([1, 2, 3, -4, 5], 2, step=3) == [1.5, 0.5]

# %%
assert moving_average([1, 2, 3, 3, 5], 2, step=3) == [1.5, 4.0]

# %%
assert moving_average([1, 2, 3, 4, 5], 2, step=1) == [1.5, 2.5, 3.5, 4.5]

# %%
assert moving_average([1, 2, 3, 0, 5], 2, step=3) == [1.5, 2.5]

# %%
assert moving_average([1, 2, 3, 4, 5], 2, step=6) == [1.5]

# %%
assert moving_average([1, 2, 3, 4, 5], 1, step=3) == [1.0, 4.0]

# %%
assert moving_average([1, 2, 3, 4, 5, 1], 2, step=3) == [1.5, 4.5]

# %%
assert moving_average([2, 3, 4, 5], 2, step=3) == [2.5]

# %%
assert moving_average([1, 2, 3, 4, 5], 2, step=1000000) == [1.5]

# %%
assert moving_average([1, 2, 3, -4], 2) == [1.5, 2.5, -0.5]

# %%
assert moving_average([1, 2, 3, 4, 1], 2) == [1.5, 2.5, 3.5, 2.5]

# %%
assert moving_average([2, 3, 4], 2) == [2.5, 3.5]

# %%
assert moving_average([1, 2, 3], 2) == [1.5, 2.5]

# %%
assert moving_average([4, 3, 2, 1], 2) == [3.5, 2.5, 1.5]

# %%
assert moving_average([1, 2, 3, 3], 2) == [1.5, 2.5, 3.0]

# %%
assert moving_average([1, 2, 3, 4], 3) == [2.0, 3.0]

# %%
assert moving_average([], 2) == []

# %%
assert moving_average([1, 2, 3, 4, 1, 2, 3, 4], 2) == [1.5, 2.5, 3.5, 2.5, 1.5, 2.5, 3.5]

# %%
assert moving_average([1, 2, 3, 4], 1) == [1.0, 2.0, 3.0, 4.0]

# %%
assert moving_average([6, 5, 4, 3, 2, 1], 2, step=1) == [5.5, 4.5, 3.5, 2.5, 1.5]

# %%
assert moving_average([6, 5, 4, 3, 2, 1], 3, step=2) == [5.0, 3.0]

# %%
assert moving_average([1, 2, 3, 4, 5, 6, 1], 2, step=4) == [1.5, 5.5]

# %%
assert moving_average([1, 2, 3, 4, 5, 6], 3, step=4) == [2.0]

# %%
assert moving_average([1, 2, 3, 4, 5, 6], 1, step=7) == [1.0]

# %%
assert moving_average([1, 2, 3, 4, 5, 6], 2, step=-7) == []

# %%
assert moving_average([6, 5, 4, 3, 1, 1], 2, step=2) == [5.5, 3.5, 1.0]

# %%
assert moving_average([1, 2, 3, 4, 5, 6, 1, 2, 3, 4, 5, 6], 2, step=1000000) == [1.5]

# %%
assert moving_average([1, 2, 4, 4, 5, 6, 1, 2, 3, 4, 5, 6], 2, step=2) == [1.5, 4.0, 5.5, 1.5, 3.5, 5.5]

# %%
assert moving_average([1, 0, 3, 4, 5, 6, 7], 2, step=2) == [0.5, 3.5, 5.5]

# %%
assert moving_average([6, 5, 4, 3, 0, 1], 2, step=2) == [5.5, 3.5, 0.5]

# %%
assert moving_average([1, 0, 3, 4, 5, 6], 4, step=2) == [2.0, 4.5]

# %%
assert moving_average([2, 3, 4, 5, 6], 2, step=3) == [2.5, 5.5]

# %%
assert moving_average([6, 5, 4, 3, 2, 1], 4, step=2) == [4.5, 2.5]

# %%
assert moving_average([1, 2, 3, 4, 5, 6], 1, step=3) == [1.0, 4.0]

# %%
assert moving_average([1, 2, 3, 4, 5, 6], 1, step=4) == [1.0, 5.0]

# %%
assert moving_average([1, 2, 3, 4, 5, 6, 7, 8], 2, step=2) == [1.5, 3.5, 5.5, 7.5]

# %%
assert moving_average([1, 2, 3, 4, 5, 6, 7, 1, 2, 3, 4, 5, 6, 7], 2, step=2) == [1.5, 3.5, 5.5, 4.0, 2.5, 4.5, 6.5]

# %%
assert moving_average([1, 3, 3, 4, 5, 6], 1, step=2) == [1.0, 3.0, 5.0]

# %%
assert moving_average([1, 2, 3, 4, 5, 6], 2, step=6) == [1.5]

# %%
assert moving_average([5, 5, 4, 4, 3, 3, 2, 2, 1, 1], 2, step=3) == [5.0, 3.5, 2.0]

# %%
assert moving_average([1, 1, 2, 2, 3, 3, 4, 4, 5, 5], 2, step=3) == [1.0, 2.5, 4.0]

# %%
assert moving_average([1, 2, 3, 5, 5], 2, step=7) == [1.5]

# %%
assert moving_average([1, 2, 3, 5], 2, step=3) == [1.5]

# %%
assert moving_average([1, 2, 0, -4, 5], 2, step=3) == [1.5, 0.5]

# %%
assert moving_average([1, 2, 3, -4, 5], 2, step=-3) == []

# %%
assert moving_average([2, 3, 3, 5], 2, step=3) == [2.5]

# %%
assert moving_average([1, 2, 3, 4, 5], 2, step=-1) == []

# %%
assert moving_average([1, 0, 3, 0, 5], 2, step=3) == [0.5, 2.5]

# %%
assert moving_average([2, 2, 3, 4, 5], 1, step=3) == [2.0, 4.0]

# %%
assert moving_average([1, 2, 3, 4, 5], 1, step=1) == [1.0, 2.0, 3.0, 4.0, 5.0]

# %%
assert moving_average([1, 3, 3, 4, 5], 4, step=3) == [2.75]

# %%
assert moving_average([1, 2, 3, 4, 5], 4, step=7) == [2.5]

# %%
assert moving_average([1, 2, 3, 4, 5, 1, 1, 2, 3, 4, 5, 1], 2, step=3) == [1.5, 4.5, 1.5, 4.5]

# %%
assert moving_average([1, 2, 3, 4, 5, 1], 1, step=3) == [1.0, 4.0]

# %%
assert moving_average([1, 2, 3, 4, 5], 3, step=1000000) == [2.0]

# %%
assert moving_average([1, 2, 3, 4], 3, step=3) == [2.0]

# %%
assert moving_average([1, 2, 3, 4, 6], 3, step=3) == [2.0]

# %%
assert moving_average([1, 2, 3, 4, 5], 2, step=500000) == [1.5]

# %%
assert moving_average([1, 3, 3, -4], 2) == [2.0, 3.0, -0.5]

# %%
assert moving_average([3, 4], 2) == [3.5]

# %%
assert moving_average([3, 2, 1], 2) == [2.5, 1.5]

# %%
assert moving_average([1, 2, 3, 4, 5], 3) == [2.0, 3.0, 4.0]

# %%
assert moving_average((), 2) == []

# %%
assert moving_average([1, 2, 3, 4, 1, 2, 3, 4], 1) == [1.0, 2.0, 3.0, 4.0, 1.0, 2.0, 3.0, 4.0]

# %%
assert moving_average([0, 3, 2, 1], 2) == [1.5, 2.5, 1.5]

# %%
assert moving_average([0, 2, 3, 4], 1) == [0.0, 2.0, 3.0, 4.0]

# %%
assert moving_average([1, 1, 3, 4], 4) == [2.25]
