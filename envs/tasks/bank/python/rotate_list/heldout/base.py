# %%
assert rotate_list([1, 2, 3, 4, 5, 1, 2, 3, 4, 5], 2) == [4, 5, 1, 2, 3, 4, 5, 1, 2, 3]

# %%
assert rotate_list([1, 2, 3, 4, 5, 1], 2) == [5, 1, 1, 2, 3, 4]

# %%
assert rotate_list([1, 2, 3, 4, 5], 4) == [2, 3, 4, 5, 1]

# %%
assert rotate_list([1, 2, 3, 4, 5], 0) == [1, 2, 3, 4, 5]

# %%
assert rotate_list([5, 4, 3, 2, 1], 2) == [2, 1, 5, 4, 3]

# %%
assert rotate_list([1, 0, 3, 4, 5], 2) == [4, 5, 1, 0, 3]

# %%
assert rotate_list([1, 2, 3, 4, 5], 1000000) == [1, 2, 3, 4, 5]

# %%
assert rotate_list([1, 2, 3], 1) == [3, 1, 2]

# %%
assert rotate_list([1, 2, 3, 1, 2, 3], 0) == [1, 2, 3, 1, 2, 3]

# %%
assert rotate_list([2, 2, 3], 0) == [2, 2, 3]

# %%
assert rotate_list([], 0) == []

# %%
assert rotate_list([3, 2, 1], 0) == [3, 2, 1]

# %%
assert rotate_list([0, 2, 3], 0) == [0, 2, 3]

# %%
assert rotate_list([1, 2, 3, 4], 0) == [1, 2, 3, 4]

# %%
assert rotate_list(['a', 'b', 'a'], 1) == ['a', 'a', 'b']

# %%
assert rotate_list(['a'], 1) == ['a']

# %%
assert rotate_list(['a', 'b', 'a', 'b'], 1) == ['b', 'a', 'b', 'a']

# %%
assert rotate_list(['a', 'b', ''], 1) == ['', 'a', 'b']

# %%
assert rotate_list(['a', ''], 1) == ['', 'a']

# %%
assert rotate_list(['a', 'b'], 2) == ['a', 'b']

# %%
assert rotate_list([1, 2, 3], 2) == [2, 3, 1]

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
assert rotate_list([3, 4, 5], 2) == [4, 5, 3]

# %%
assert rotate_list([5, 4, 3, 2], 2) == [3, 2, 5, 4]

# %%
assert rotate_list([2, 3, 4, 5], 1) == [5, 2, 3, 4]

# %%
assert rotate_list([1], -2) == [1]

# %%
assert rotate_list([-1], 2) == [-1]

# %%
assert rotate_list([1, 3, 4, 4, 5], 2) == [4, 5, 1, 3, 4]

# %%
assert rotate_list([1, 2, 3, 4, 5, 1, 2, 3, 4, 5, 1, 2, 3, 4, 5, 1, 2, 3, 4, 5], 2) == [4, 5, 1, 2, 3, 4, 5, 1, 2, 3, 4, 5, 1, 2, 3, 4, 5, 1, 2, 3]

# %%
assert rotate_list([1, 2, 3, 4, 5, 1], 4) == [3, 4, 5, 1, 1, 2]

# %%
assert rotate_list([5, 4, 3, 2, 1], 1) == [1, 5, 4, 3, 2]

# %%
assert rotate_list([1, 2, 3, 4, 5, 1, 2, 3, 4, 5], 1) == [5, 1, 2, 3, 4, 5, 1, 2, 3, 4]

# %%
assert rotate_list([1], 4) == [1]

# %%
assert rotate_list([1, 2, 3, 4, 4], 3) == [3, 4, 4, 1, 2]

# %%
assert rotate_list([6, 4, 3, 2, 1], 2) == [2, 1, 6, 4, 3]

# %%
assert rotate_list([1, -2, 3, 4, 5, 1, -2, 3, 4, 5], 2) == [4, 5, 1, -2, 3, 4, 5, 1, -2, 3]

# %%
assert rotate_list([1, -2, 3, 4, 5], 1) == [5, 1, -2, 3, 4]

# %%
assert rotate_list([1, 0, 3, 4, 5], 1000000) == [1, 0, 3, 4, 5]

# %%
assert rotate_list([5, 4, 3, 1, 1], 2) == [1, 1, 5, 4, 3]

# %%
assert rotate_list([1, 3, 4, 5], 2) == [4, 5, 1, 3]

# %%
assert rotate_list([1, 2, 3, 4, 5, 6], 3) == [4, 5, 6, 1, 2, 3]

# %%
assert rotate_list([1, 2, 3, 4], 1000000) == [1, 2, 3, 4]

# %%
assert rotate_list([1, 1], 0) == [1, 1]

# %%
assert rotate_list([2, 2, 3, 2], 0) == [2, 2, 3, 2]

# %%
assert rotate_list([3, 1, 1], 0) == [3, 1, 1]

# %%
assert rotate_list([3, -2, 1], 0) == [3, -2, 1]

# %%
assert rotate_list([0, 2, 3], 1) == [3, 0, 2]

# %%
assert rotate_list([0], 0) == [0]

# %%
assert rotate_list([0, 2, 3, 0], 0) == [0, 2, 3, 0]

# %%
assert rotate_list([-1, 1, 3], 0) == [-1, 1, 3]

# %%
assert rotate_list([-1, 2, 3, -1], 0) == [-1, 2, 3, -1]

# %%
assert rotate_list([2, 3], 1000000) == [2, 3]

# %%
assert rotate_list([3, 2, 1, 1], 0) == [3, 2, 1, 1]

# %%
assert rotate_list([1, 2, 3, 0], 0) == [1, 2, 3, 0]

# %%
assert rotate_list(['a'], 7) == ['a']

# %%
assert rotate_list(['b', 'b', 'a', 'a'], 1) == ['a', 'b', 'b', 'a']

# %%
assert rotate_list(['a', 'BB'], 1) == ['BB', 'a']

# %%
assert rotate_list(['b'], 2) == ['b']

# %%
assert rotate_list(['b'], 1000000) == ['b']

# %%
assert rotate_list(['b'], 7) == ['b']

# %%
assert rotate_list(['a', 'b', ''], 0) == ['a', 'b', '']

# %%
assert rotate_list(['bb', 'a'], 1) == ['a', 'bb']

# %%
assert rotate_list(['A', 'bb'], 1) == ['bb', 'A']

# %%
assert rotate_list(['a', 'b', 'a'], 2) == ['b', 'a', 'a']

# %%
assert rotate_list(['a'], 1000000) == ['a']

# %%
assert rotate_list(['aa', 'b'], 1000000) == ['aa', 'b']

# %%
assert rotate_list([3, 2, 1, 2], 3) == [2, 1, 2, 3]

# %%
assert rotate_list([3, 2, 1], 2) == [2, 1, 3]

# %%
assert rotate_list([1, 2, 4], 2) == [2, 4, 1]

# %%
assert rotate_list([1, 2, 3, 4, 1], 3) == [3, 4, 1, 1, 2]

# %%
assert rotate_list([1, 2, 3], -6) == [1, 2, 3]

# %%
assert rotate_list([1, 2, 3, 1, 2, 3], 6) == [1, 2, 3, 1, 2, 3]

# %%
assert rotate_list([1, 1, 3], 2) == [1, 3, 1]

# %%
assert rotate_list([0, 1, 3], 3) == [0, 1, 3]
