# %%
assert flatten_list([1, [2, [3, 4]], 5]) == [1, 2, 3, 4, 5]

# %%
assert flatten_list([]) == []

# %%
assert flatten_list([[[]], []]) == []

# %%
assert flatten_list([['a'], 'b', [['c']]]) == ['a', 'b', 'c']
