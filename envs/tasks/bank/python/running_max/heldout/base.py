# %%
assert running_max([3]) == [3]

# %%
assert running_max([3, 1, 4, 1, 5, 3, 1, 4, 1, 5]) == [3, 3, 4, 4, 5, 5, 5, 5, 5, 5]

# %%
assert running_max([1, 4, 1, 5]) == [1, 4, 4, 5]

# %%
assert running_max([5, 1, 4, 1, 3]) == [5, 5, 5, 5, 5]

# %%
assert running_max([1, 1, 3, 4, 5]) == [1, 1, 3, 4, 5]

# %%
assert running_max([3, 1, 4, 1, 5, 6]) == [3, 3, 4, 4, 5, 6]

# %%
assert running_max([0, 1, 4, 1, 5]) == [0, 1, 4, 4, 5]

# %%
assert running_max([5, 4, 3, 1, 1]) == [5, 5, 5, 5, 5]

# %%
assert running_max([-2, -4, -1]) == [-2, -2, -1]

# %%
assert running_max([-2, 0, -1]) == [-2, 0, 0]

# %%
assert running_max([-2, -5, -1, -2, -5, -1]) == [-2, -2, -1, -1, -1, -1]

# %%
assert running_max([-1, -5, -2]) == [-1, -1, -1]

# %%
assert running_max([-2, -5, -1, 0]) == [-2, -2, -1, 0]

# %%
assert running_max([-2, -5, -1, -2]) == [-2, -2, -1, -1]

# %%
assert running_max([-5, -1]) == [-5, -1]

# %%
assert running_max([-2]) == [-2]

# %%
assert running_max([-2, -6, -1]) == [-2, -2, -1]

# %%
assert running_max([-2, 5, -1]) == [-2, 5, 5]

# %%
assert running_max([-5, -2, -1]) == [-5, -2, -1]

# %%
assert running_max([2, 7]) == [2, 7]

# %%
assert running_max([2.5, 1, 7]) == [2.5, 2.5, 7]

# %%
assert running_max([2.5, 2, 7, 8]) == [2.5, 2.5, 7, 8]

# %%
assert running_max([7, 2, 2.5]) == [7, 7, 7]

# %%
assert running_max([7, 2.5, 2]) == [7, 7, 7]

# %%
assert running_max([4]) == [4]

# %%
assert running_max([0]) == [0]

# %%
assert running_max([2]) == [2]

# %%
assert running_max([-3, 1, 1, 4, 5]) == [-3, 1, 1, 4, 5]

# %%
assert running_max([3, 1, 4, 1, 5, 3, 1, 4, 1, 5, 3, 1, 4, 1, 5, 3, 1, 4, 1, 5]) == [3, 3, 4, 4, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5]

# %%
assert running_max([3, 1, 4, -1, 5, 3]) == [3, 3, 4, 4, 5, 5]

# %%
assert running_max([4, 1, 4, 1, 5, 4]) == [4, 4, 4, 4, 5, 5]

# %%
assert running_max([4, 1, -4, 1, 5]) == [4, 4, 4, 4, 5]

# %%
assert running_max([1, 1, 3, 4, 5, 1]) == [1, 1, 3, 4, 5, 5]

# %%
assert running_max([1, 1, 3, 4, 5, 6]) == [1, 1, 3, 4, 5, 6]

# %%
assert running_max([2, 1, 4, 1, 5, 2]) == [2, 2, 4, 4, 5, 5]

# %%
assert running_max([2, 1, 4, 1, 5, 6]) == [2, 2, 4, 4, 5, 6]

# %%
assert running_max([3, 1, -4, 1]) == [3, 3, 3, 3]

# %%
assert running_max([3, 1, 4, 1, 2]) == [3, 3, 4, 4, 4]

# %%
assert running_max([0, 1, 4, 1, 5, 6]) == [0, 1, 4, 4, 5, 6]

# %%
assert running_max([0, 1, 4, 2, 5]) == [0, 1, 4, 4, 5]

# %%
assert running_max([0, 1, 1, 4, 5]) == [0, 1, 1, 4, 5]

# %%
assert running_max([5, 4, 3, 1, 1, 5, 4, 3, 1, 1]) == [5, 5, 5, 5, 5, 5, 5, 5, 5, 5]

# %%
assert running_max([5, 0, 3, 1, 1]) == [5, 5, 5, 5, 5]

# %%
assert running_max([-2, 0, -1, -2]) == [-2, 0, 0, 0]

# %%
assert running_max([-2, 0, -1, -2, 0, -1]) == [-2, 0, 0, 0, 0, 0]

# %%
assert running_max([-2, -6, -1, -2, -5, -1]) == [-2, -2, -1, -1, -1, -1]

# %%
assert running_max([-2, -5, -1, -2, -5]) == [-2, -2, -1, -1, -1]

# %%
assert running_max([-2, 5, -1, -2, -5, -1]) == [-2, 5, 5, 5, 5, 5]

# %%
assert running_max([-1, -2, -2, -5]) == [-1, -1, -1, -1]

# %%
assert running_max([2, -5]) == [2, 2]

# %%
assert running_max([-4, -1]) == [-4, -1]

# %%
assert running_max([-6, -1]) == [-6, -1]

# %%
assert running_max([0, -2, -5]) == [0, 0, 0]

# %%
assert running_max([-2, -2, -5]) == [-2, -2, -2]

# %%
assert running_max([-3, -6, -1]) == [-3, -3, -1]

# %%
assert running_max([-2, 4, -1]) == [-2, 4, 4]

# %%
assert running_max([-2, -1]) == [-2, -1]

# %%
assert running_max([2.0, 3, 7]) == [2.0, 3, 7]

# %%
assert running_max([3, 7]) == [3, 7]

# %%
assert running_max([0, 7]) == [0, 7]

# %%
assert running_max([2, 7, 8]) == [2, 7, 8]

# %%
assert running_max([2.5, 1]) == [2.5, 2.5]

# %%
assert running_max([2.5, 3]) == [2.5, 3]

# %%
assert running_max([7, 2.5, 1]) == [7, 7, 7]

# %%
assert running_max([7, 2.5, -2]) == [7, 7, 7]

# %%
assert running_max([2.5, -2, 7, 8]) == [2.5, 2.5, 7, 8]

# %%
assert running_max([-2, 2.5, 7]) == [-2, 2.5, 7]

# %%
assert running_max([2, 2.5, 7, 2, 2.5, 7]) == [2, 2.5, 7, 7, 7, 7]

# %%
assert running_max([2, 2.5, 8]) == [2, 2.5, 8]

# %%
assert running_max([2.5, 0, 8]) == [2.5, 2.5, 8]

# %%
assert running_max([2.5, 2, 7, 8, 2.5, 2, 7, 8]) == [2.5, 2.5, 7, 8, 8, 8, 8, 8]

# %%
assert running_max([-7, 2, 2.5]) == [-7, 2, 2.5]

# %%
assert running_max([7, 2, 2.5, 7, 2, 2.5]) == [7, 7, 7, 7, 7, 7]

# %%
assert running_max([2.5, 7, 2, 2.5]) == [2.5, 7, 7, 7]

# %%
assert running_max([2.5, 2, 7, 2.5, 3.0]) == [2.5, 2.5, 7, 7, 7]

# %%
assert running_max([2.5, 2, 7, 2.5, 2.5]) == [2.5, 2.5, 7, 7, 7]

# %%
assert running_max([6, 2.5, 2]) == [6, 6, 6]

# %%
assert running_max([7, 2.5, 2, 7]) == [7, 7, 7, 7]

# %%
assert running_max([-7, 2.5, 2]) == [-7, 2.5, 2.5]

# %%
assert running_max([7, 2.5, 2, 3]) == [7, 7, 7, 7]
