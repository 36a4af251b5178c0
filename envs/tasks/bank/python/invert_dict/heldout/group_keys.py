# %%
assert invert_dict({'b': 2}) == {2: ['b']}

# %%
assert invert_dict({'a': 1, 'b': 0, 'c': 1}) == {1: ['a', 'c'], 0: ['b']}

# %%
assert invert_dict({'a': 1, 'c': 1}) == {1: ['a', 'c']}

# %%
assert invert_dict({'a': 1, 'b': 1, 'c': 1}) == {1: ['a', 'b', 'c']}

# %%
assert invert_dict({'a': 1, 'b': -2, 'c': 1}) == {1: ['a', 'c'], -2: ['b']}

# %%
assert invert_dict({'a': 1, 'b': 2, 'c': 1, '': 2}) == {1: ['a', 'c'], 2: ['b', '']}

# %%
assert invert_dict({'a': 1, 'b': 3, 'c': 1}) == {1: ['a', 'c'], 3: ['b']}

# %%
assert list(invert_dict({'a': 2, 'b': 1, 'c': 0})) == [2, 1, 0]

# %%
assert list(invert_dict({})) == []

# %%
assert list(invert_dict({'a': 2, 'b': 1, 'c': -2})) == [2, 1, -2]

# %%
assert list(invert_dict({'a': 2, 'b': 1, 'c': 3})) == [2, 1, 3]

# %%
assert list(invert_dict({'a': 2, 'b': 1, 'c': 2, '': 2})) == [2, 1]

# %%
assert list(invert_dict({'a': 2, 'b': 1, 'c': 1})) == [2, 1]

# %%
assert list(invert_dict({'a': 2, 'b': 1})) == [2, 1]

# %%
assert list(invert_dict({'c': 2})) == [2]
