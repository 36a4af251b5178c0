# %%
assert flatten_list([1, [2, [3, 4]], 5]) == [1, 2, 3, 4, 5]

# %% held-out
assert flatten_list([]) == []

# %% held-out
assert flatten_list([[[]], []]) == []

# %% held-out
assert flatten_list([['a'], 'b', [['c']]]) == ['a', 'b', 'c']
