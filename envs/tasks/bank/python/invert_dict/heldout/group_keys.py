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

# %%
assert invert_dict({'b': 1}) == {1: ['b']}

# %%
assert invert_dict({'b': -2}) == {-2: ['b']}

# %%
assert invert_dict({'b': 0}) == {0: ['b']}

# %%
assert invert_dict({'b': 3}) == {3: ['b']}

# %%
assert invert_dict({'b': 2, '': 2}) == {2: ['b', '']}

# %%
assert invert_dict({'a': 1, 'b': 0, 'c': 1, '': 0}) == {1: ['a', 'c'], 0: ['b', '']}

# %%
assert invert_dict({'a': 1, 'b': -1, 'c': 1}) == {1: ['a', 'c'], -1: ['b']}

# %%
assert invert_dict({'a': 0, 'c': 1}) == {0: ['a'], 1: ['c']}

# %%
assert invert_dict({'a': 2, 'c': 1}) == {2: ['a'], 1: ['c']}

# %%
assert invert_dict({'a': -1, 'c': 1}) == {-1: ['a'], 1: ['c']}

# %%
assert invert_dict({'a': 1, 'c': 1, '': 1}) == {1: ['a', 'c', '']}

# %%
assert invert_dict({'a': 1}) == {1: ['a']}

# %%
assert invert_dict({'c': 1}) == {1: ['c']}

# %%
assert invert_dict({'a': 0, 'b': 1, 'c': 1}) == {0: ['a'], 1: ['b', 'c']}

# %%
assert invert_dict({'a': 2, 'b': 1, 'c': 1}) == {2: ['a'], 1: ['b', 'c']}

# %%
assert invert_dict({'b': 1, 'c': 1}) == {1: ['b', 'c']}

# %%
assert invert_dict({'a': 1, 'b': 1, 'c': 1, '': 1}) == {1: ['a', 'b', 'c', '']}

# %%
assert invert_dict({'a': -1, 'b': 1, 'c': 1}) == {-1: ['a'], 1: ['b', 'c']}

# %%
assert invert_dict({'a': 1, 'b': -2, 'c': 1, '': 1}) == {1: ['a', 'c', ''], -2: ['b']}

# %%
assert invert_dict({'a': -1, 'b': -2, 'c': 1}) == {-1: ['a'], -2: ['b'], 1: ['c']}

# %%
assert invert_dict({'a': 2, 'b': -2, 'c': 1}) == {2: ['a'], -2: ['b'], 1: ['c']}

# %%
assert invert_dict({'a': 0, 'b': -2, 'c': 1}) == {0: ['a'], -2: ['b'], 1: ['c']}

# %%
assert invert_dict({'b': -2, 'c': 1}) == {-2: ['b'], 1: ['c']}

# %%
assert invert_dict({'a': 1, 'b': 2, 'c': -1, '': 2}) == {1: ['a'], 2: ['b', ''], -1: ['c']}

# %%
assert invert_dict({'a': 1, 'b': 2, 'c': 1, '': 1}) == {1: ['a', 'c', ''], 2: ['b']}

# %%
assert invert_dict({'a': 1, 'b': 2, 'c': 0, '': 2}) == {1: ['a'], 2: ['b', ''], 0: ['c']}

# %%
assert invert_dict({'a': 1, 'b': 2, 'c': 2, '': 2}) == {1: ['a'], 2: ['b', 'c', '']}

# %%
assert invert_dict({'a': 1, 'b': 2, '': 2}) == {1: ['a'], 2: ['b', '']}

# %%
assert invert_dict({'a': 1, 'b': 3, 'c': -1}) == {1: ['a'], 3: ['b'], -1: ['c']}

# %%
assert invert_dict({'a': 1, 'b': 3, 'c': 1, '': 1}) == {1: ['a', 'c', ''], 3: ['b']}

# %%
assert invert_dict({'a': 1, 'b': 3, 'c': 2}) == {1: ['a'], 3: ['b'], 2: ['c']}

# %%
assert invert_dict({'a': 1, 'b': 3}) == {1: ['a'], 3: ['b']}

# %%
assert invert_dict({'a': 1, 'b': 3, 'c': 0}) == {1: ['a'], 3: ['b'], 0: ['c']}

# %%
assert list(invert_dict({'b': 1, 'c': 0})) == [1, 0]

# %%
assert list(invert_dict({'a': 2, 'b': 1, 'c': 0, '': 2})) == [2, 1, 0]

# %%
assert list(invert_dict({'a': 3, 'b': 1, 'c': 0})) == [3, 1, 0]

# %%
assert list(invert_dict({'a': 2})) == [2]

# %%
assert list(invert_dict({'a': 0, 'b': 1, 'c': 0})) == [0, 1]

# %%
assert list(invert_dict({'a': 1, 'b': 1, 'c': 0})) == [1, 0]

# %%
assert list(invert_dict({'a': -2, 'b': 1, 'c': 0})) == [-2, 1, 0]

# %%
assert list(invert_dict({'a': 2, 'b': 1, 'c': -2, '': 2})) == [2, 1, -2]

# %%
assert list(invert_dict({'a': -2, 'b': 1, 'c': -2})) == [-2, 1]

# %%
assert list(invert_dict({'a': 3, 'b': 1, 'c': -2})) == [3, 1, -2]

# %%
assert list(invert_dict({'b': 1, 'c': -2})) == [1, -2]

# %%
assert list(invert_dict({'a': 1, 'b': 1, 'c': -2})) == [1, -2]

# %%
assert list(invert_dict({'a': 0, 'b': 1, 'c': -2})) == [0, 1, -2]

# %%
assert list(invert_dict({'a': 2, 'b': 2, 'c': 3})) == [2, 3]

# %%
assert list(invert_dict({'b': 1})) == [1]

# %%
assert list(invert_dict({'a': 2, 'b': -1, 'c': 3})) == [2, -1, 3]

# %%
assert list(invert_dict({'a': 2, 'b': 1, 'c': 3, '': 1})) == [2, 1, 3]

# %%
assert list(invert_dict({'a': 2, 'b': 0, 'c': 3})) == [2, 0, 3]

# %%
assert list(invert_dict({'a': 2, 'b': 0, 'c': 2, '': 2})) == [2, 0]

# %%
assert list(invert_dict({'a': 2, 'c': 2, '': 2})) == [2]

# %%
assert list(invert_dict({'a': 2, 'b': -1, 'c': 2, '': 2})) == [2, -1]

# %%
assert list(invert_dict({'a': 2, 'b': 2, 'c': 2, '': 2})) == [2]

# %%
assert list(invert_dict({'a': 2, 'b': 1, 'c': -1})) == [2, 1, -1]

# %%
assert list(invert_dict({'a': 2, 'b': 1, 'c': 1, '': 1})) == [2, 1]

# %%
assert list(invert_dict({'c': 1})) == [1]

# %%
assert list(invert_dict({'a': 2, 'b': -1})) == [2, -1]

# %%
assert list(invert_dict({'a': 2, 'b': 0})) == [2, 0]

# %%
assert list(invert_dict({'a': 2, 'b': 2})) == [2]

# %%
assert list(invert_dict({'a': 2, 'b': 1, '': 1})) == [2, 1]

# %%
assert list(invert_dict({'c': 3})) == [3]

# %%
assert list(invert_dict({'c': -2})) == [-2]

# %%
assert list(invert_dict({'c': 0})) == [0]

# %%
assert list(invert_dict({'c': 2, '': 2})) == [2]
