# %%
assert dedupe_preserve_order(['b', 'A', 'B', 'a'], key=str.lower) == ['b', 'A']

# %%
assert dedupe_preserve_order(['a', 'B', 'A'], key=str.lower) == ['a', 'B']

# %%
assert dedupe_preserve_order(['b', 'a', 'B', 'A'], key=str.lower) == ['b', 'a']

# %%
assert dedupe_preserve_order(['a', 'B', '', 'b'], key=str.lower) == ['a', 'B', '']

# %%
assert dedupe_preserve_order(['A', 'B', 'a', 'b'], key=str.lower) == ['A', 'B']

# %%
assert dedupe_preserve_order(['a', 'B', 'A', 'b', ''], key=str.lower) == ['a', 'B', '']

# %%
assert dedupe_preserve_order([(1, 'x'), (1, 'z'), (2, 'y')], key=lambda t: [t[0]]) == [(1, 'x'), (2, 'y')]

# %%
assert dedupe_preserve_order([], key=lambda t: [t[0]]) == []

# %%
assert dedupe_preserve_order([(1, 'x'), (2, 'y'), (1, 'z'), (1, 'x'), (2, 'y'), (1, 'z')], key=lambda t: [t[0]]) == [(1, 'x'), (2, 'y')]

# %%
assert dedupe_preserve_order([(1, 'x'), (2, 'y'), (1,)], key=lambda t: [t[0]]) == [(1, 'x'), (2, 'y')]

# %%
assert dedupe_preserve_order([(1, 'x'), (2, 'y')], key=lambda t: [t[0]]) == [(1, 'x'), (2, 'y')]

# %%
assert dedupe_preserve_order([(1, 'x'), (2, 'y'), ('z', 1)], key=lambda t: [t[0]]) == [(1, 'x'), (2, 'y'), ('z', 1)]

# %%
assert dedupe_preserve_order([(1, 'x')], key=lambda t: [t[0]]) == [(1, 'x')]

# %%
assert dedupe_preserve_order([3, 1], key=None) == [3, 1]

# %%
assert dedupe_preserve_order([0, 1, 3], key=None) == [0, 1, 3]

# %%
assert dedupe_preserve_order([2, 1, 3], key=None) == [2, 1, 3]

# %%
assert dedupe_preserve_order([3], key=None) == [3]

# %%
assert dedupe_preserve_order([], key=None) == []

# %%
assert dedupe_preserve_order([4, 1, 3], key=None) == [4, 1, 3]

# %%
assert dedupe_preserve_order(['A', 'B', 'a'], key=str.lower) == ['A', 'B']

# %%
assert dedupe_preserve_order(['b', 'A', 'B', 'a', 'b', 'A', 'B', 'a'], key=str.lower) == ['b', 'A']

# %%
assert dedupe_preserve_order(['b', 'A', 'B', 'a', 'b'], key=str.lower) == ['b', 'A']

# %%
assert dedupe_preserve_order(['a', 'B', 'A', 'a', 'B', 'A'], key=str.lower) == ['a', 'B']

# %%
assert dedupe_preserve_order(['B', 'A'], key=str.lower) == ['B', 'A']

# %%
assert dedupe_preserve_order(['a', 'B', 'A', '', 'a'], key=str.lower) == ['a', 'B', '']

# %%
assert dedupe_preserve_order(['bb', 'a', 'B', 'A'], key=str.lower) == ['bb', 'a', 'B']

# %%
assert dedupe_preserve_order(['b', 'a', 'B', 'A', 'b'], key=str.lower) == ['b', 'a']

# %%
assert dedupe_preserve_order(['b', 'a', 'B', 'AA'], key=str.lower) == ['b', 'a', 'AA']

# %%
assert dedupe_preserve_order(['a', 'B', 'AA'], key=str.lower) == ['a', 'B', 'AA']

# %%
assert dedupe_preserve_order(['A', 'A', 'B', 'B', 'a', 'a', 'b', 'b'], key=str.lower) == ['A', 'B']

# %%
assert dedupe_preserve_order(['a', 'B', 'A', 'bb', 'a', 'B', 'A', 'b'], key=str.lower) == ['a', 'B', 'bb']

# %%
assert dedupe_preserve_order(['a', 'B', 'A', 'b', 'a', 'B', 'A', 'b', ''], key=str.lower) == ['a', 'B', '']

# %%
assert dedupe_preserve_order(['a', 'B', '', 'b', 'a'], key=str.lower) == ['a', 'B', '']

# %%
assert dedupe_preserve_order(['a', 'BB', '', 'b'], key=str.lower) == ['a', 'BB', '', 'b']

# %%
assert dedupe_preserve_order(['A', 'B', 'a', 'b', 'A', 'B', 'a', 'b'], key=str.lower) == ['A', 'B']

# %%
assert dedupe_preserve_order(['a', 'B', 'A', 'b', '', ''], key=str.lower) == ['a', 'B', '']

# %%
assert dedupe_preserve_order(['A', 'B', 'b'], key=str.lower) == ['A', 'B']

# %%
assert dedupe_preserve_order(['B', 'AA', 'b'], key=str.lower) == ['B', 'AA']

# %%
assert dedupe_preserve_order([(1, 'z'), (2, 'y'), (1, 'x', 1)], key=lambda t: [t[0]]) == [(1, 'z'), (2, 'y')]

# %%
assert dedupe_preserve_order([(1, 'z'), (2, 'y')], key=lambda t: [t[0]]) == [(1, 'z'), (2, 'y')]

# %%
assert dedupe_preserve_order((), key=lambda t: [t[0]]) == []

# %%
assert dedupe_preserve_order([(1, 'x'), (2, 'y'), (1, 'z'), (1, 'x'), (2, 'y'), (1, 'z'), (1, 'x'), (2, 'y'), (1, 'z'), (1, 'x'), (2, 'y'), (1, 'z')], key=lambda t: [t[0]]) == [(1, 'x'), (2, 'y')]

# %%
assert dedupe_preserve_order([(1, 'x'), (2, 'y'), (1, 'z'), (1, 'x'), (2, 'y'), (1, 'z'), (1, 'x')], key=lambda t: [t[0]]) == [(1, 'x'), (2, 'y')]

# %%
assert dedupe_preserve_order([(1, 'x'), (2, 'y'), (1, 'z'), (1, 'x', 1), (2, 'y'), (1, 'z')], key=lambda t: [t[0]]) == [(1, 'x'), (2, 'y')]

# %%
assert dedupe_preserve_order([(1, 'z', 1), (2, 'y'), (1, 'x')], key=lambda t: [t[0]]) == [(1, 'z', 1), (2, 'y')]

# %%
assert dedupe_preserve_order([(1, 'x'), (2, 'y'), (1, 'z', 1), (1, 'x')], key=lambda t: [t[0]]) == [(1, 'x'), (2, 'y')]

# %%
assert dedupe_preserve_order([(1,), (1, 'x'), (2, 'y')], key=lambda t: [t[0]]) == [(1,), (2, 'y')]

# %%
assert dedupe_preserve_order([(2, 'y'), (1, 'x')], key=lambda t: [t[0]]) == [(2, 'y'), (1, 'x')]

# %%
assert dedupe_preserve_order([(2, 'y')], key=lambda t: [t[0]]) == [(2, 'y')]

# %%
assert dedupe_preserve_order([(2, 'y'), (1, 'z'), (2, 'y')], key=lambda t: [t[0]]) == [(2, 'y'), (1, 'z')]

# %%
assert dedupe_preserve_order([(1, 'x'), (2,), ('z', 1)], key=lambda t: [t[0]]) == [(1, 'x'), (2,), ('z', 1)]

# %%
assert dedupe_preserve_order([(1, 'x'), ('y', 2), ('z', 1)], key=lambda t: [t[0]]) == [(1, 'x'), ('y', 2), ('z', 1)]

# %%
assert dedupe_preserve_order([(2,), (1, 'z'), (1, 'x')], key=lambda t: [t[0]]) == [(2,), (1, 'z')]

# %%
assert dedupe_preserve_order([(1,)], key=lambda t: [t[0]]) == [(1,)]

# %%
assert dedupe_preserve_order([(1, 'x'), (1, 'x'), (1, 'z'), (2, 'y')], key=lambda t: [t[0]]) == [(1, 'x'), (2, 'y')]

# %%
assert dedupe_preserve_order([(1, 'x'), (2, 'y'), (1, 'z'), (1,)], key=lambda t: [t[0]]) == [(1, 'x'), (2, 'y')]

# %%
assert dedupe_preserve_order([(1, 'x'), (2, 'y'), (1, 'z'), (1, 'x', 1)], key=lambda t: [t[0]]) == [(1, 'x'), (2, 'y')]

# %%
assert dedupe_preserve_order([3, 3], key=None) == [3]

# %%
assert dedupe_preserve_order([-3, 3, 1], key=None) == [-3, 3, 1]

# %%
assert dedupe_preserve_order([0, 3, 1], key=None) == [0, 3, 1]

# %%
assert dedupe_preserve_order([3, 1, 3, 3, 1], key=None) == [3, 1]

# %%
assert dedupe_preserve_order([3, 1, 3, -3, 1, 3], key=None) == [3, 1, -3]

# %%
assert dedupe_preserve_order([1], key=None) == [1]

# %%
assert dedupe_preserve_order([1, 3, 3, 1], key=None) == [1, 3]

# %%
assert dedupe_preserve_order([3, 0], key=None) == [3, 0]

# %%
assert dedupe_preserve_order([0, 1, 0], key=None) == [0, 1]

# %%
assert dedupe_preserve_order([0, 1, 2], key=None) == [0, 1, 2]

# %%
assert dedupe_preserve_order([1, -3], key=None) == [1, -3]

# %%
assert dedupe_preserve_order([1, 3, 1], key=None) == [1, 3]

# %%
assert dedupe_preserve_order([1, 3, 4], key=None) == [1, 3, 4]

# %%
assert dedupe_preserve_order([3, 1, 3, 3, 3, 1, 3, 3], key=None) == [3, 1]

# %%
assert dedupe_preserve_order([3, 1, 3, 3, 4], key=None) == [3, 1, 4]

# %%
assert dedupe_preserve_order([3, 1, -3], key=None) == [3, 1, -3]

# %%
assert dedupe_preserve_order([2, 1, 3, 2], key=None) == [2, 1, 3]

# %%
assert dedupe_preserve_order([-3], key=None) == [-3]

# %%
assert dedupe_preserve_order((), key=None) == []

# %%
assert dedupe_preserve_order([4, 1], key=None) == [4, 1]

# %%
assert dedupe_preserve_order([3, 1, 4], key=None) == [3, 1, 4]

# %%
assert dedupe_preserve_order([4, 3, 3, 1], key=None) == [4, 3, 1]

# %%
assert dedupe_preserve_order([3, 1, 2, 4], key=None) == [3, 1, 2, 4]
