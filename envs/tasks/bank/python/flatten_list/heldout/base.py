# %%
assert flatten_list([1, [2], 5]) == [1, 2, 5]

# %%
assert flatten_list([1, [2, [3, 4]], 5, 6]) == [1, 2, 3, 4, 5, 6]

# %%
assert flatten_list([5, [2, [3, 4]], 1]) == [5, 2, 3, 4, 1]

# %%
assert flatten_list([1, [[3, 4], 2], 5]) == [1, 3, 4, 2, 5]

# %%
assert flatten_list([1, [2, [3, 4]], 5, 1, [2, [3, 4]], 5]) == [1, 2, 3, 4, 5, 1, 2, 3, 4, 5]

# %%
assert flatten_list([1]) == [1]

# %%
assert flatten_list(()) == []

# %%
assert flatten_list([[[]], [], [[]], []]) == []

# %%
assert flatten_list([[[]], [], []]) == []

# %%
assert flatten_list([[[], []], []]) == []

# %%
assert flatten_list([['a'], 'b', [['c']], ['a']]) == ['a', 'b', 'c', 'a']

# %%
assert flatten_list([['a'], 'b', []]) == ['a', 'b']

# %%
assert flatten_list([[['c']], 'b', ['a']]) == ['c', 'b', 'a']

# %%
assert flatten_list([['a'], 'b', [['c']], ['a'], 'b', [['c']]]) == ['a', 'b', 'c', 'a', 'b', 'c']

# %%
assert flatten_list([['a'], 'b', [['c']], []]) == ['a', 'b', 'c']

# %%
assert flatten_list([1, [2, 2], 5]) == [1, 2, 2, 5]

# %%
assert flatten_list([1, [2]]) == [1, 2]

# %%
assert flatten_list([[2], 5]) == [2, 5]

# %%
assert flatten_list([2, [2, [3, 4]], 5, 6]) == [2, 2, 3, 4, 5, 6]

# %%
assert flatten_list([1, [2, [3, 4]], 5, 6, 7]) == [1, 2, 3, 4, 5, 6, 7]

# %%
assert flatten_list([6, 5, [2, [3, 4]], 1]) == [6, 5, 2, 3, 4, 1]

# %%
assert flatten_list([1, [2, [3, 4]], 5, 6, 1]) == [1, 2, 3, 4, 5, 6, 1]

# %%
assert flatten_list([[2, [3, 4]], 4]) == [2, 3, 4, 4]

# %%
assert flatten_list([5]) == [5]

# %%
assert flatten_list([5, [2, [3, 4]]]) == [5, 2, 3, 4]

# %%
assert flatten_list([5, [2, [3, 4]], 1, 5, [2, [3, 4]], 1]) == [5, 2, 3, 4, 1, 5, 2, 3, 4, 1]

# %%
assert flatten_list([5, [2, [3, 4]], 1, 2]) == [5, 2, 3, 4, 1, 2]

# %%
assert flatten_list([5, [[3, 4], 2], 1]) == [5, 3, 4, 2, 1]

# %%
assert flatten_list([1, [[3, 4], 2]]) == [1, 3, 4, 2]

# %%
assert flatten_list([1, [[3, 4]], 5]) == [1, 3, 4, 5]

# %%
assert flatten_list([1, [[3, 4], 2, [3, 4]], 5]) == [1, 3, 4, 2, 3, 4, 5]

# %%
assert flatten_list([1, [[3, 4], 2], 5, 1, [[3, 4], 2], 5]) == [1, 3, 4, 2, 5, 1, 3, 4, 2, 5]

# %%
assert flatten_list([1, [], -5]) == [1, -5]

# %%
assert flatten_list([1, [], 5, 6]) == [1, 5, 6]

# %%
assert flatten_list([1, [], 6]) == [1, 6]

# %%
assert flatten_list([0, [2, [3, 4]]]) == [0, 2, 3, 4]

# %%
assert flatten_list([1, [2, [3, 4]], []]) == [1, 2, 3, 4]

# %%
assert flatten_list([1, [2, [3, 4]], 1]) == [1, 2, 3, 4, 1]

# %%
assert flatten_list([-1, [2, [3, 4]]]) == [-1, 2, 3, 4]

# %%
assert flatten_list([1, [2], 5, 1, [2, [3, 4]], 5]) == [1, 2, 5, 1, 2, 3, 4, 5]

# %%
assert flatten_list([1, [2, [3, 4]], 5, 1, [2, [3, 4]], 5, 1]) == [1, 2, 3, 4, 5, 1, 2, 3, 4, 5, 1]

# %%
assert flatten_list([1, [2, [3, 4]], 5, 1, [2, [3, 4]], 5, 6]) == [1, 2, 3, 4, 5, 1, 2, 3, 4, 5, 6]

# %%
assert flatten_list([1, [2, [3, 4], 2], 5, 1]) == [1, 2, 3, 4, 2, 5, 1]

# %%
assert flatten_list([[2, [3, 4]], 5, 1]) == [2, 3, 4, 5, 1]

# %%
assert flatten_list([1, [[3, 4], 2], 5, 1]) == [1, 3, 4, 2, 5, 1]

# %%
assert flatten_list([1, [2, [3, 4]], 5, 1, 1, [2, [3, 4]], 5, 1]) == [1, 2, 3, 4, 5, 1, 1, 2, 3, 4, 5, 1]

# %%
assert flatten_list([1, [2, [3, 4]], 5, 1, 1]) == [1, 2, 3, 4, 5, 1, 1]

# %%
assert flatten_list([-1]) == [-1]

# %%
assert flatten_list([1, [2, [3, 4], 2]]) == [1, 2, 3, 4, 2]

# %%
assert flatten_list([1, [2, [3, 4], 2], 0]) == [1, 2, 3, 4, 2, 0]

# %%
assert flatten_list([1, [2, [3, 4], 2], 5, 1, [2, [3, 4], 2], 5]) == [1, 2, 3, 4, 2, 5, 1, 2, 3, 4, 2, 5]

# %%
assert flatten_list([1, [2, [3, 4], 2], 5, 6]) == [1, 2, 3, 4, 2, 5, 6]

# %%
assert flatten_list([[[]], [], [[], []]]) == []

# %%
assert flatten_list([[], [[]], []]) == []

# %%
assert flatten_list([[[]], [], [[]], [], []]) == []

# %%
assert flatten_list([[], [], [[]], [[]]]) == []

# %%
assert flatten_list([[[]], [], [[]], [], [[]], [], [[]], []]) == []

# %%
assert flatten_list([[], [], [[]]]) == []

# %%
assert flatten_list([[[]], [], [], [[]], [], []]) == []

# %%
assert flatten_list([[], [[], []]]) == []

# %%
assert flatten_list([['a'], 'b', [['c'], ['c']], ['a']]) == ['a', 'b', 'c', 'c', 'a']

# %%
assert flatten_list([['a'], [['c']], 'b', ['a']]) == ['a', 'c', 'b', 'a']

# %%
assert flatten_list([['a'], 'b', [['c']], ['a'], ['a']]) == ['a', 'b', 'c', 'a', 'a']

# %%
assert flatten_list([[], 'b', ['a']]) == ['b', 'a']

# %%
assert flatten_list(['b', [['c']], []]) == ['b', 'c']

# %%
assert flatten_list(['b', [['c'], ['c']]]) == ['b', 'c', 'c']

# %%
assert flatten_list(['b', [['c']], 'b']) == ['b', 'c', 'b']

# %%
assert flatten_list([[], 'b', [['c'], ['c']]]) == ['b', 'c', 'c']

# %%
assert flatten_list([['a'], 'b', [['c'], ['c']], ['a'], 'b', [['c'], ['c']]]) == ['a', 'b', 'c', 'c', 'a', 'b', 'c', 'c']

# %%
assert flatten_list([['a', 'a'], 'b']) == ['a', 'a', 'b']

# %%
assert flatten_list([['a'], 'b', ['a'], 'b']) == ['a', 'b', 'a', 'b']

# %%
assert flatten_list([['a'], 'b', ['a']]) == ['a', 'b', 'a']

# %%
assert flatten_list([['a'], 'b', '']) == ['a', 'b', '']

# %%
assert flatten_list([['a'], []]) == ['a']

# %%
assert flatten_list(['b', [['c']], ['a'], 'b', [['c']]]) == ['b', 'c', 'a', 'b', 'c']

# %%
assert flatten_list([['a'], 'b', [['c']], ['a'], 'b', [['c']], ['a'], 'b', [['c']], ['a'], 'b', [['c']]]) == ['a', 'b', 'c', 'a', 'b', 'c', 'a', 'b', 'c', 'a', 'b', 'c']

# %%
assert flatten_list([['a'], 'b', [['c']], ['a', 'a'], 'b', [['c']]]) == ['a', 'b', 'c', 'a', 'a', 'b', 'c']

# %%
assert flatten_list([['a'], 'bb', [['c']], []]) == ['a', 'bb', 'c']

# %%
assert flatten_list([['a'], 'b', [['c']], [], []]) == ['a', 'b', 'c']

# %%
assert flatten_list([[], [['c']], 'b', ['a']]) == ['c', 'b', 'a']
