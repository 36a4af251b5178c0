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

# %%
assert invert_dict({'a': 1, 'b': -1}) == {1: 'a', -1: 'b'}

# %%
assert invert_dict({'b': 0}) == {0: 'b'}

# %%
assert invert_dict({'b': -2}) == {-2: 'b'}

# %%
assert invert_dict({'a': 1, 'b': -3}) == {1: 'a', -3: 'b'}

# %%
assert invert_dict({'b': 3}) == {3: 'b'}

# %%
assert invert_dict({'b': 1}) == {1: 'b'}

# %%
assert invert_dict({'a': -1}) == {-1: 'a'}

# %%
assert invert_dict({'a': 0}) == {0: 'a'}

# %%
assert invert_dict({'a': 2}) == {2: 'a'}

# %%
assert invert_dict({'a': 1, 'b': 4}) == {1: 'a', 4: 'b'}

# %%
assert invert_dict({'b': -1}) == {-1: 'b'}

# %%
assert invert_dict({'b': -3}) == {-3: 'b'}

# %%
assert invert_dict({'a': 1, 'b': -4}) == {1: 'a', -4: 'b'}

# %%
assert invert_dict({'b': 4}) == {4: 'b'}

# %%
assert invert_dict({'a': -2}) == {-2: 'a'}

# %%
assert invert_dict({'a': 3}) == {3: 'a'}

# %%
assert invert_dict({'a': 2, 'b': 4}) == {2: 'a', 4: 'b'}

# %%
assert invert_dict({'a': 0, 'b': 4}) == {0: 'a', 4: 'b'}

# %%
assert invert_dict({'a': -1, 'b': 4}) == {-1: 'a', 4: 'b'}
