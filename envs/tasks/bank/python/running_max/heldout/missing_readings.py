# %%
assert running_max([3, 1, None, 2, None]) == [3, 3, 3, 3, 3]

# %%
assert running_max([None, -2, None, 1, 3]) == [None, -2, -2, 1, 3]

# %%
assert running_max([None]) == [None]

# %%
assert running_max([None, 2, None, 1, 3, None]) == [None, 2, 2, 2, 3, 3]

# %%
assert running_max([None, 0, None, 1, 3]) == [None, 0, 0, 1, 3]

# %%
assert running_max([None, 1, None, 1, 3]) == [None, 1, 1, 1, 3]

# %%
assert running_max([None, 2, None, 1, 3, None, 2, None, 1, 3]) == [None, 2, 2, 2, 3, 3, 3, 3, 3, 3]

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
assert running_max([None, 5]) == [None, 5]

# %%
assert running_max([5, None, 5]) == [5, 5, 5]
