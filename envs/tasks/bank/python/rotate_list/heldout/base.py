# %%
assert rotate_list([1, 3, 3, 4, 5], 2) == [4, 5, 1, 3, 3]

# %%
assert rotate_list([1, 2, 3, 4, 5, 1, 2, 3, 4, 5], 2) == [4, 5, 1, 2, 3, 4, 5, 1, 2, 3]

# %%
assert rotate_list([1, 2, 3, 4, 5], 4) == [2, 3, 4, 5, 1]

# %%
assert rotate_list([1, 2, 3, 4, 5], 3) == [3, 4, 5, 1, 2]

# %%
assert rotate_list([1, 2, 3, 4, 5], 0) == [1, 2, 3, 4, 5]

# %%
assert rotate_list([5, 4, 3, 2, 1], 2) == [2, 1, 5, 4, 3]

# %%
assert rotate_list([1, 0, 3, 4, 5], 2) == [4, 5, 1, 0, 3]

# %%
assert rotate_list([1], 0) == [1]

# %%
assert rotate_list([2, 2, 3], 0) == [2, 2, 3]

# %%
assert rotate_list([], 0) == []

# %%
assert rotate_list([3, 2, 1], 0) == [3, 2, 1]

# %%
assert rotate_list([0, 2, 3], 0) == [0, 2, 3]

# %%
assert rotate_list([1, 2], 0) == [1, 2]

# %%
assert rotate_list(['a', 'b', 'a'], 1) == ['a', 'a', 'b']

# %%
assert rotate_list(['a'], 1) == ['a']

# %%
assert rotate_list(['a', 'b', 'a', 'b'], 1) == ['b', 'a', 'b', 'a']

# %%
assert rotate_list(['a', 'B'], 1) == ['B', 'a']

# %%
assert rotate_list(['a', ''], 1) == ['', 'a']

# %%
assert rotate_list(['b'], 1) == ['b']

# %%
assert rotate_list(['b', 'a'], 1) == ['a', 'b']

# %%
assert rotate_list(['a', 'b'], 2) == ['a', 'b']

# %%
assert rotate_list([3, 2, 1], 3) == [3, 2, 1]

# %%
assert rotate_list([1, 2, 3, 4], 3) == [2, 3, 4, 1]

# %%
assert rotate_list([1, -2, 3], 3) == [1, -2, 3]

# %%
assert rotate_list([1, 2, 3], -3) == [1, 2, 3]

# %%
assert rotate_list([1, 2, 3, 1, 2, 3], 3) == [1, 2, 3, 1, 2, 3]

# %%
assert rotate_list([1, 3, 3], 3) == [1, 3, 3]

# %%
assert rotate_list([1, 2, 3], 6) == [1, 2, 3]

# %%
assert rotate_list([1], 3) == [1]

# %%
assert rotate_list([1, 1, 3], 3) == [1, 1, 3]

# %%
assert rotate_list([1, 0, 3], 3) == [1, 0, 3]

# %%
assert rotate_list([3, 4, 5], 2) == [4, 5, 3]

# %%
assert rotate_list([2, 3, 4, 5], 1) == [5, 2, 3, 4]

# %%
assert rotate_list([1], -2) == [1]

# %%
assert rotate_list([-1], 2) == [-1]

# %%
assert rotate_list([1, 3, 3, 4], 2) == [3, 4, 1, 3]

# %%
assert rotate_list([1, 3, 4, 4, 5], 2) == [4, 5, 1, 3, 4]

# %%
assert rotate_list([1, 2, 3, 4, 5, 1, 2, 3, 4, 5], 1) == [5, 1, 2, 3, 4, 5, 1, 2, 3, 4]

# %%
assert rotate_list([1], 4) == [1]

# %%
assert rotate_list([1, 2, 3, 4, 4], 3) == [3, 4, 4, 1, 2]

# %%
assert rotate_list([1, 2, 3, 4, 5], 1000000) == [1, 2, 3, 4, 5]

# %%
assert rotate_list([6, 4, 3, 2, 1], 2) == [2, 1, 6, 4, 3]

# %%
assert rotate_list([0, 4, 3, 2, 1], 2) == [2, 1, 0, 4, 3]

# %%
assert rotate_list([1, -2, 3, 4, 5], 1) == [5, 1, -2, 3, 4]

# %%
assert rotate_list([1, 0, 3, 4, 5, 6], 2) == [5, 6, 1, 0, 3, 4]

# %%
assert rotate_list([5, 4, 3, 1, 1], 2) == [1, 1, 5, 4, 3]

# %%
assert rotate_list([1, 3, 4, 5], 2) == [4, 5, 1, 3]

# %%
assert rotate_list([1, 2, 3, 4, 5, 6], 3) == [4, 5, 6, 1, 2, 3]

# %%
assert rotate_list([1, 2, 3, 4, 5, 6], 1000002) == [1, 2, 3, 4, 5, 6]

# %%
assert rotate_list([1, 2, 3, 4, 6, 6], 2) == [6, 6, 1, 2, 3, 4]

# %%
assert rotate_list([1, 2, 3, 1, 2, 3, 1, 2, 3, 1, 2, 3], 0) == [1, 2, 3, 1, 2, 3, 1, 2, 3, 1, 2, 3]

# %%
assert rotate_list([2, 2, 0], 0) == [2, 2, 0]

# %%
assert rotate_list([4, 2, 1], 0) == [4, 2, 1]

# %%
assert rotate_list([3, 2], 0) == [3, 2]

# %%
assert rotate_list([0, 1, 3], 0) == [0, 1, 3]

# %%
assert rotate_list([0, -2, 3], 0) == [0, -2, 3]

# %%
assert rotate_list([1, 2], 1) == [2, 1]

# %%
assert rotate_list([1, 2, 1], 0) == [1, 2, 1]

# %%
assert rotate_list([-1, 2, 3, -1], 0) == [-1, 2, 3, -1]

# %%
assert rotate_list([1, 2, 3, 1], 1000000) == [1, 2, 3, 1]

# %%
assert rotate_list([1, 2, 0, 4], 0) == [1, 2, 0, 4]

# %%
assert rotate_list([1, 2, 2, 4], 0) == [1, 2, 2, 4]

# %%
assert rotate_list([''], 1) == ['']

# %%
assert rotate_list(['a', 'b', 'a', 'b', ''], 1) == ['', 'a', 'b', 'a', 'b']

# %%
assert rotate_list(['a', 'BB'], 1) == ['BB', 'a']

# %%
assert rotate_list(['a', 'B', ''], 1) == ['', 'a', 'B']

# %%
assert rotate_list(['b', 'a', ''], 1) == ['', 'b', 'a']

# %%
assert rotate_list(['b', 'b'], 1) == ['b', 'b']

# %%
assert rotate_list(['b', ''], 1) == ['', 'b']

# %%
assert rotate_list(['b'], 0) == ['b']

# %%
assert rotate_list(['a', 'bb'], 2) == ['a', 'bb']

# %%
assert rotate_list(['b'], 2) == ['b']

# %%
assert rotate_list(['b', 'a'], 2) == ['b', 'a']

# %%
assert rotate_list([1, 2, 3, 1], 4) == [1, 2, 3, 1]

# %%
assert rotate_list([3, 2, 1, 1], 3) == [2, 1, 1, 3]

# %%
assert rotate_list([1, -2, 3], -3) == [1, -2, 3]

# %%
assert rotate_list([3, 3, 2, 2, 1, 1], 3) == [2, 1, 1, 3, 3, 2]

# %%
assert rotate_list([1, 3, 3], 0) == [1, 3, 3]

# %%
assert rotate_list([0], 3) == [0]

# %%
assert rotate_list([1, 1, 3], 2) == [1, 3, 1]
