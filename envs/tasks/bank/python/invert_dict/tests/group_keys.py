# %%
assert invert_dict({'a': 1, 'b': 2, 'c': 1}) == {1: ['a', 'c'], 2: ['b']}

# %% held-out
assert invert_dict({}) == {}

# %% held-out
assert list(invert_dict({'a': 2, 'b': 1, 'c': 2})) == [2, 1]
