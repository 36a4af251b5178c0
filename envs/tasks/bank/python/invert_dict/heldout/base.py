# %%
assert invert_dict({'a': 1, 'b': 0}) == {1: 'a', 0: 'b'}

# %%
assert invert_dict({'a': 1, 'b': -2}) == {1: 'a', -2: 'b'}

# %%
assert invert_dict({'b': 2}) == {2: 'b'}

# %%
assert invert_dict({'a': 1}) == {1: 'a'}

# %%
assert invert_dict({'a': 1, 'b': 3}) == {1: 'a', 3: 'b'}
