# %%
assert running_max([None, -2, None, 1, 3]) == [None, -2, -2, 1, 3]

# %%
assert running_max([None]) == [None]

# %%
assert running_max([None, 1, None, 1, 3]) == [None, 1, 1, 1, 3]

# %%
assert running_max([None, 2, None, 1]) == [None, 2, 2, 2]

# %%
assert running_max([None, 3, None, 1, 3]) == [None, 3, 3, 3, 3]

# %%
assert running_max([]) == []

# %%
assert running_max([None, 2, None, 1, 3, 4]) == [None, 2, 2, 2, 3, 4]

# %%
assert running_max([2, None, 1, 3]) == [2, 2, 2, 3]

# %%
assert running_max([None, None, None, None]) == [None, None, None, None]

# %%
assert running_max([None, None, None]) == [None, None, None]

# %%
assert running_max([5]) == [5]

# %%
assert running_max([5, None, 5, None]) == [5, 5, 5, 5]

# %%
assert running_max([3, 1, None, 2]) == [3, 3, 3, 3]

# %%
assert running_max([3, 1, None, 2, None, 3]) == [3, 3, 3, 3, 3, 3]

# %%
assert running_max([3, -1, None, 2, None]) == [3, 3, 3, 3, 3]

# %%
assert running_max([3, 2, None, 2, None]) == [3, 3, 3, 3, 3]

# %%
assert running_max([3]) == [3]

# %%
assert running_max([1, None, 2, None]) == [1, 1, 2, 2]

# %%
assert running_max([None, -2, None, 1, 3, None]) == [None, -2, -2, 1, 3, 3]

# %%
assert running_max([None, -2, None, 1]) == [None, -2, -2, 1]

# %%
assert running_max([None, -2, None, 1, 3, 4]) == [None, -2, -2, 1, 3, 4]

# %%
assert running_max([-2, None, 1, 3]) == [-2, -2, 1, 3]

# %%
assert running_max([None, 3, 1, None, 2, None]) == [None, 3, 3, 3, 3, 3]

# %%
assert running_max([None, 2, None, 1, 3, None, None]) == [None, 2, 2, 2, 3, 3, 3]

# %%
assert running_max([None, 2, None, 1, 3, None, None, 2, None, 1, 3, None]) == [None, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3]

# %%
assert running_max([2, None, 1, 3, None]) == [2, 2, 2, 3, 3]

# %%
assert running_max([None, -1, None, 1, 3]) == [None, -1, -1, 1, 3]

# %%
assert running_max([3, 1, None, 0, None]) == [3, 3, 3, 3, 3]

# %%
assert running_max([None, 0, None, 1, 3, 4]) == [None, 0, 0, 1, 3, 4]

# %%
assert running_max([None, 0, None, 1]) == [None, 0, 0, 1]

# %%
assert running_max([None, 0, None, 1, 3, None]) == [None, 0, 0, 1, 3, 3]

# %%
assert running_max([None, 0, None, 1, 3, None, 0, None, 1, 3]) == [None, 0, 0, 1, 3, 3, 3, 3, 3, 3]

# %%
assert running_max([3, 1, None, 1, None]) == [3, 3, 3, 3, 3]

# %%
assert running_max([None, 1, None, 1, 3, None, 1, None, 1, 3]) == [None, 1, 1, 1, 3, 3, 3, 3, 3, 3]

# %%
assert running_max([1, None, 1, 3]) == [1, 1, 1, 3]

# %%
assert running_max([None, 1, None, 1, 3, 4]) == [None, 1, 1, 1, 3, 4]

# %%
assert running_max([None, 1, None, 1]) == [None, 1, 1, 1]

# %%
assert running_max([None, 2, None, 1, 3, None, 2, None, 1, 4]) == [None, 2, 2, 2, 3, 3, 3, 3, 3, 4]

# %%
assert running_max([None, 2, None, 1, 3, None, 2, None, 1, 2]) == [None, 2, 2, 2, 3, 3, 3, 3, 3, 3]

# %%
assert running_max([2, None, 1, 3, None, 2, None, 1, 3]) == [2, 2, 2, 3, 3, 3, 3, 3, 3]

# %%
assert running_max([None, 2, None, 1, 3, None, 2, None, 1, 3, 4]) == [None, 2, 2, 2, 3, 3, 3, 3, 3, 3, 4]

# %%
assert running_max([None, 2, None]) == [None, 2, 2]

# %%
assert running_max([None, 2, None, 1, None]) == [None, 2, 2, 2, 2]

# %%
assert running_max([None, 2, None, 1, None, 2, None, 1]) == [None, 2, 2, 2, 2, 2, 2, 2]

# %%
assert running_max([None, 3, None, 1]) == [None, 3, 3, 3]

# %%
assert running_max([None, 3, None, 1, 3, None]) == [None, 3, 3, 3, 3, 3]

# %%
assert running_max([None, 3, None, 1, 3, None, 3, None, 1, 3]) == [None, 3, 3, 3, 3, 3, 3, 3, 3, 3]

# %%
assert running_max([3, None, 1, 3]) == [3, 3, 3, 3]

# %%
assert running_max(()) == []

# %%
assert running_max([None, 2, None, -1, 3, 4]) == [None, 2, 2, 2, 3, 4]

# %%
assert running_max([None, 2, None, 2, 3, 4]) == [None, 2, 2, 2, 3, 4]

# %%
assert running_max([None, 2, None, 1, 3, 4, 5]) == [None, 2, 2, 2, 3, 4, 5]

# %%
assert running_max([4, 3, 1, None, 2, None]) == [4, 4, 4, 4, 4, 4]

# %%
assert running_max([2, None, 1, 3, 4]) == [2, 2, 2, 3, 4]

# %%
assert running_max([None, 2, None, 1, 3, 4, None]) == [None, 2, 2, 2, 3, 4, 4]

# %%
assert running_max([None, 2, None, 0, 3, 4]) == [None, 2, 2, 2, 3, 4]

# %%
assert running_max([2, None, 1, 3, 2, None, 1, 3]) == [2, 2, 2, 3, 3, 3, 3, 3]

# %%
assert running_max([2, None, 1, 3, 2]) == [2, 2, 2, 3, 3]

# %%
assert running_max([2, None, -1, 3]) == [2, 2, 2, 3]

# %%
assert running_max([2]) == [2]

# %%
assert running_max([2, None, 0, 3]) == [2, 2, 2, 3]

# %%
assert running_max([None, 1, 3]) == [None, 1, 3]

# %%
assert running_max([6]) == [6]

# %%
assert running_max([4]) == [4]

# %%
assert running_max([0]) == [0]

# %%
assert running_max([5, 6]) == [5, 6]

# %%
assert running_max([5, None, -5, None]) == [5, 5, 5, 5]

# %%
assert running_max([5, None, 5, None, 5, None, 5, None]) == [5, 5, 5, 5, 5, 5, 5, 5]

# %%
assert running_max([5, None, 4, None]) == [5, 5, 5, 5]

# %%
assert running_max([5, None, 6, None]) == [5, 5, 6, 6]

# %%
assert running_max([5, None, 0, None]) == [5, 5, 5, 5]

# %%
assert running_max([None, 5, 6]) == [None, 5, 6]

# %%
assert running_max([None, -5]) == [None, -5]

# %%
assert running_max([None, 6]) == [None, 6]

# %%
assert running_max([None, 4]) == [None, 4]

# %%
assert running_max([4, None, 5]) == [4, 4, 5]

# %%
assert running_max([5, None, 5, 6]) == [5, 5, 5, 6]

# %%
assert running_max([-5, None, 5]) == [-5, -5, 5]

# %%
assert running_max([5, None, 5, 5]) == [5, 5, 5, 5]

# %%
assert running_max([6, None, 5]) == [6, 6, 6]
