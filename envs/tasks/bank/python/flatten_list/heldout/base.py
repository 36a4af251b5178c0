# %%
assert flatten_list([1, [2], 5]) == [1, 2, 5]

# %%
assert flatten_list([1, [2, [3, 4]], 5, 6]) == [1, 2, 3, 4, 5, 6]

# %%
assert flatten_list([[2, [3, 4]], 5]) == [2, 3, 4, 5]

# %%
assert flatten_list([5, [2, [3, 4]], 1]) == [5, 2, 3, 4, 1]

# %%
assert flatten_list([1, [[3, 4], 2], 5]) == [1, 3, 4, 2, 5]

# %%
assert flatten_list([1, [], 5]) == [1, 5]

# %%
assert flatten_list([1, [2, [3, 4]]]) == [1, 2, 3, 4]

# %%
assert flatten_list([1, [2, [3, 4]], 5, 1, [2, [3, 4]], 5]) == [1, 2, 3, 4, 5, 1, 2, 3, 4, 5]

# %%
assert flatten_list([1, [2, [3, 4]], 5, 1]) == [1, 2, 3, 4, 5, 1]

# %%
assert flatten_list([1]) == [1]

# %%
assert flatten_list([1, [2, [3, 4], 2], 5]) == [1, 2, 3, 4, 2, 5]

# %%
assert flatten_list([[[]], [], [[]]]) == []

# %%
assert flatten_list([[], [[]]]) == []

# %%
assert flatten_list([[[]], [], [[]], []]) == []

# %%
assert flatten_list([[]]) == []

# %%
assert flatten_list([[[]], [], []]) == []

# %%
assert flatten_list([[[], []], []]) == []

# %%
assert flatten_list([[], []]) == []

# %%
assert flatten_list([[[]]]) == []

# %%
assert flatten_list([['a'], 'b', [['c']], ['a']]) == ['a', 'b', 'c', 'a']

# %%
assert flatten_list([['a'], 'b', []]) == ['a', 'b']

# %%
assert flatten_list(['b', [['c']]]) == ['b', 'c']

# %%
assert flatten_list([['a'], 'b', [['c'], ['c']]]) == ['a', 'b', 'c', 'c']

# %%
assert flatten_list([[['c']], 'b', ['a']]) == ['c', 'b', 'a']

# %%
assert flatten_list([['a'], 'b']) == ['a', 'b']

# %%
assert flatten_list([['a']]) == ['a']

# %%
assert flatten_list([['a'], 'b', [['c']], ['a'], 'b', [['c']]]) == ['a', 'b', 'c', 'a', 'b', 'c']

# %%
assert flatten_list([['a'], 'b', [['c']], []]) == ['a', 'b', 'c']
