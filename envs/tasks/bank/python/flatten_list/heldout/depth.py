# %%
assert flatten_list([1, [2]], depth=1) == [1, 2]

# %%
assert flatten_list([1, [2, [3, [4]]]], depth=0) == [1, [2, [3, [4]]]]

# %%
assert flatten_list([1, [[3, [4]], 2]], depth=1) == [1, [3, [4]], 2]

# %%
assert flatten_list([1, []], depth=1) == [1]

# %%
assert flatten_list([[2, [3, [4]]]], depth=1) == [2, [3, [4]]]

# %%
assert flatten_list([1, [2, [3, [4]]], 1], depth=1) == [1, 2, [3, [4]], 1]

# %%
assert flatten_list([1, [2, [3, [4]]]], depth=-1) == [1, [2, [3, [4]]]]

# %%
assert flatten_list([1, []], depth=2) == [1]

# %%
assert flatten_list([1, [2, [3, [4]]], 1, [2, [3, [4]]]], depth=2) == [1, 2, 3, [4], 1, 2, 3, [4]]

# %%
assert flatten_list([1, [2, [3, [4]]]], depth=-2) == [1, [2, [3, [4]]]]

# %%
assert flatten_list([1, [2, [3, [4]]]], depth=4) == [1, 2, 3, 4]

# %%
assert flatten_list([1, [2, [3, [4]]], 1], depth=2) == [1, 2, 3, [4], 1]

# %%
assert flatten_list([1], depth=2) == [1]

# %%
assert flatten_list([1, ()], depth=0) == [1, ()]

# %%
assert flatten_list([1, (2,)], depth=-1) == [1, (2,)]

# %%
assert flatten_list([1, (2,), 1, (2,)], depth=0) == [1, (2,), 1, (2,)]

# %%
assert flatten_list([], depth=0) == []

# %%
assert flatten_list([1], depth=0) == [1]

# %%
assert flatten_list([(2,)], depth=0) == [(2,)]

# %%
assert flatten_list([1, (2, 2)], depth=0) == [1, (2, 2)]

# %%
assert flatten_list([(2,), 1], depth=0) == [(2,), 1]

# %%
assert flatten_list([[2, [3, [4]]], 1], depth=None) == [2, 3, 4, 1]

# %%
assert flatten_list([1, [2, [3, [4]], 2]], depth=None) == [1, 2, 3, 4, 2]

# %%
assert flatten_list([1, [2]], depth=None) == [1, 2]

# %%
assert flatten_list([1, [2, [3, [4]]], 1], depth=None) == [1, 2, 3, 4, 1]

# %%
assert flatten_list([[2, [3, [4]]]], depth=None) == [2, 3, 4]

# %%
assert flatten_list([1, [2, [3, [4]]], 1, [2, [3, [4]]]], depth=1000000) == [1, 2, 3, 4, 1, 2, 3, 4]

# %%
assert flatten_list([2, [2, [3, [4]]], 1, [2, [3, [4]]]], depth=1) == [2, 2, [3, [4]], 1, 2, [3, [4]]]

# %%
assert flatten_list([1, [2]], depth=7) == [1, 2]

# %%
assert flatten_list([1, [2, [3, [4]], 2]], depth=7) == [1, 2, 3, 4, 2]

# %%
assert flatten_list((), depth=1) == []

# %%
assert flatten_list([1, [2, [3, [4]]], 1], depth=0) == [1, [2, [3, [4]]], 1]

# %%
assert flatten_list([-1, [2, [3, [4]]]], depth=0) == [-1, [2, [3, [4]]]]

# %%
assert flatten_list([1, 1], depth=1) == [1, 1]

# %%
assert flatten_list([1, 2], depth=1) == [1, 2]

# %%
assert flatten_list([1], depth=-1) == [1]

# %%
assert flatten_list([1, []], depth=7) == [1]

# %%
assert flatten_list([[], 1], depth=1) == [1]

# %%
assert flatten_list([1, [2, [3, [4]]]], depth=500000) == [1, 2, 3, 4]

# %%
assert flatten_list([1, [2, [3, [4]]]], depth=999999) == [1, 2, 3, 4]

# %%
assert flatten_list([[2, [3, [4]]]], depth=-1) == [[2, [3, [4]]]]

# %%
assert flatten_list([[2, [3, [4]]], []], depth=1) == [2, [3, [4]]]

# %%
assert flatten_list([1, [2, [3, [4]]], 1], depth=7) == [1, 2, 3, 4, 1]

# %%
assert flatten_list([1, [2, [3, [4]]], 1, 2], depth=1) == [1, 2, [3, [4]], 1, 2]

# %%
assert flatten_list([1, [2, [3, [4]], 2]], depth=3) == [1, 2, 3, 4, 2]

# %%
assert flatten_list([1, [[3, [4]], 2]], depth=3) == [1, 3, 4, 2]

# %%
assert flatten_list([[]], depth=2) == []

# %%
assert flatten_list([], depth=1000000) == []

# %%
assert flatten_list([1, [2, [3, [4]]], 1, [2, [3, [4]]]], depth=7) == [1, 2, 3, 4, 1, 2, 3, 4]

# %%
assert flatten_list([1, [2, [3, [4]]]], depth=-4) == [1, [2, [3, [4]]]]

# %%
assert flatten_list([[2, [3, [4]]], 1], depth=4) == [2, 3, 4, 1]

# %%
assert flatten_list([[2, [3, [4]]]], depth=1000000) == [2, 3, 4]

# %%
assert flatten_list([[], [2, [3, [4]]], 1], depth=2) == [2, 3, [4], 1]

# %%
assert flatten_list([1, [2, [3, [4]]], []], depth=1000000) == [1, 2, 3, 4]

# %%
assert flatten_list([-1, [[3, [4]], 2]], depth=2) == [-1, 3, [4], 2]

# %%
assert flatten_list([1, [[3, [4]], 2]], depth=4) == [1, 3, 4, 2]

# %%
assert flatten_list([1, [2, [3, [4]], 2]], depth=-1) == [1, [2, [3, [4]], 2]]

# %%
assert flatten_list([1, [2, [3, [4]], 2], 1, [2, [3, [4]], 2]], depth=2) == [1, 2, 3, [4], 2, 1, 2, 3, [4], 2]

# %%
assert flatten_list([1, (2,), 1, (2,)], depth=-1) == [1, (2,), 1, (2,)]

# %%
assert flatten_list([1, (2,), 1, (2, 2)], depth=0) == [1, (2,), 1, (2, 2)]

# %%
assert flatten_list([(2,), 1, (2,), 1], depth=0) == [(2,), 1, (2,), 1]

# %%
assert flatten_list([1, (2,), ()], depth=-1) == [1, (2,), ()]

# %%
assert flatten_list([1, (2,), 0], depth=0) == [1, (2,), 0]

# %%
assert flatten_list([0], depth=0) == [0]

# %%
assert flatten_list([()], depth=0) == [()]

# %%
assert flatten_list([(2, 2)], depth=0) == [(2, 2)]

# %%
assert flatten_list([(2,), (2,)], depth=0) == [(2,), (2,)]

# %%
assert flatten_list([2, (2, 2)], depth=0) == [2, (2, 2)]

# %%
assert flatten_list([(2,), -1], depth=0) == [(2,), -1]

# %%
assert flatten_list([(2,), 2], depth=0) == [(2,), 2]

# %%
assert flatten_list([1, [], 1], depth=None) == [1, 1]

# %%
assert flatten_list([[2, [3, [4]], 2]], depth=None) == [2, 3, 4, 2]

# %%
assert flatten_list([[2, [3, [4]]], 1, [2, [3, [4]]], 1], depth=None) == [2, 3, 4, 1, 2, 3, 4, 1]

# %%
assert flatten_list([1, [2, [3, [4]]], -1, [2, [3, [4]]]], depth=None) == [1, 2, 3, 4, -1, 2, 3, 4]

# %%
assert flatten_list([1, [2, 2]], depth=None) == [1, 2, 2]

# %%
assert flatten_list((), depth=None) == []

# %%
assert flatten_list([1, 2], depth=None) == [1, 2]

# %%
assert flatten_list([[2, [3, [4]]], []], depth=None) == [2, 3, 4]

# %%
assert flatten_list([2, [[3, [4]], 2]], depth=None) == [2, 3, 4, 2]

# %%
assert flatten_list([0, [[3, [4]], 2]], depth=None) == [0, 3, 4, 2]
