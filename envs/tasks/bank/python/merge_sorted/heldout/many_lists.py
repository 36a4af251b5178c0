# %%
assert merge_sorted([1, 4], [], [0, 3]) == [0, 1, 3, 4]

# %%
assert merge_sorted([1, 4], [-2], [0, 3]) == [-2, 0, 1, 3, 4]

# %%
assert merge_sorted([1, 4], [2], []) == [1, 2, 4]

# %%
assert merge_sorted([1, 4], [2], [0]) == [0, 1, 2, 4]

# %%
assert merge_sorted([1, 4], [2, 2], [0, 3]) == [0, 1, 2, 2, 3, 4]

# %%
assert merge_sorted([0, 4], [2], [0, 3]) == [0, 0, 2, 3, 4]

# %%
assert merge_sorted([2, 4], [2], [0, 3]) == [0, 2, 2, 3, 4]

# %%
assert merge_sorted([4], [2], [0, 3]) == [0, 2, 3, 4]

# %%
assert merge_sorted([1, 3, 5], [2, 4, 6, 7]) == [1, 2, 3, 4, 5, 6, 7]

# %%
assert merge_sorted([3, 5], [2, 4, 6]) == [2, 3, 4, 5, 6]

# %%
assert merge_sorted([1, 3, 5], [2, 4, 5]) == [1, 2, 3, 4, 5, 5]

# %%
assert merge_sorted([], [2, 4, 6]) == [2, 4, 6]

# %%
assert merge_sorted([1, 3, 5], [2, 4]) == [1, 2, 3, 4, 5]

# %%
try:
    merge_sorted([1], [2], (3, 4))
except TypeError as e:
    assert str(e) == 'all arguments must be lists', str(e)
else:
    raise AssertionError('a tuple accepted')

# %%
try:
    merge_sorted([], [2], (3,))
except TypeError as e:
    assert str(e) == 'all arguments must be lists', str(e)
else:
    raise AssertionError('a tuple accepted')

# %%
try:
    merge_sorted([1], [], (3,))
except TypeError as e:
    assert str(e) == 'all arguments must be lists', str(e)
else:
    raise AssertionError('a tuple accepted')

# %%
try:
    merge_sorted([1], [1], (3,))
except TypeError as e:
    assert str(e) == 'all arguments must be lists', str(e)
else:
    raise AssertionError('a tuple accepted')

# %%
try:
    merge_sorted([1, 2], [2], (3,))
except TypeError as e:
    assert str(e) == 'all arguments must be lists', str(e)
else:
    raise AssertionError('a tuple accepted')

# %%
try:
    merge_sorted([1, 1], [2], (3,))
except TypeError as e:
    assert str(e) == 'all arguments must be lists', str(e)
else:
    raise AssertionError('a tuple accepted')

# %%
try:
    merge_sorted([1], [2], ())
except TypeError as e:
    assert str(e) == 'all arguments must be lists', str(e)
else:
    raise AssertionError('a tuple accepted')

# %%
try:
    merge_sorted([1], [2], (0,))
except TypeError as e:
    assert str(e) == 'all arguments must be lists', str(e)
else:
    raise AssertionError('a tuple accepted')

# %%
try:
    merge_sorted([1], [2, 2], (3,))
except TypeError as e:
    assert str(e) == 'all arguments must be lists', str(e)
else:
    raise AssertionError('a tuple accepted')

# %%
try:
    merge_sorted([1], [2, 3], (3,))
except TypeError as e:
    assert str(e) == 'all arguments must be lists', str(e)
else:
    raise AssertionError('a tuple accepted')

# %%
try:
    merge_sorted([1], [2], (3, 3))
except TypeError as e:
    assert str(e) == 'all arguments must be lists', str(e)
else:
    raise AssertionError('a tuple accepted')

# %%
try:
    merge_sorted([0], [2], (3,))
except TypeError as e:
    assert str(e) == 'all arguments must be lists', str(e)
else:
    raise AssertionError('a tuple accepted')

# %%
try:
    merge_sorted([1], [2, 2], [4, 3])
except ValueError as e:
    assert str(e) == 'inputs must be sorted', str(e)
else:
    raise AssertionError('unsorted third list accepted')

# %%
try:
    merge_sorted([1], [1], [4, 3])
except ValueError as e:
    assert str(e) == 'inputs must be sorted', str(e)
else:
    raise AssertionError('unsorted third list accepted')

# %%
try:
    merge_sorted([1], [2], [4, 3, 4, 3])
except ValueError as e:
    assert str(e) == 'inputs must be sorted', str(e)
else:
    raise AssertionError('unsorted third list accepted')

# %%
try:
    merge_sorted([1], [2], [5, 3])
except ValueError as e:
    assert str(e) == 'inputs must be sorted', str(e)
else:
    raise AssertionError('unsorted third list accepted')

# %%
try:
    merge_sorted([1], [3], [4, 3])
except ValueError as e:
    assert str(e) == 'inputs must be sorted', str(e)
else:
    raise AssertionError('unsorted third list accepted')

# %%
try:
    merge_sorted([1], [-2], [4, 3])
except ValueError as e:
    assert str(e) == 'inputs must be sorted', str(e)
else:
    raise AssertionError('unsorted third list accepted')

# %%
try:
    merge_sorted([1], [2], [4, 3, 4])
except ValueError as e:
    assert str(e) == 'inputs must be sorted', str(e)
else:
    raise AssertionError('unsorted third list accepted')

# %%
try:
    merge_sorted([1], [2, 3], [4, 3])
except ValueError as e:
    assert str(e) == 'inputs must be sorted', str(e)
else:
    raise AssertionError('unsorted third list accepted')

# %%
try:
    merge_sorted([1], [], [4, 3])
except ValueError as e:
    assert str(e) == 'inputs must be sorted', str(e)
else:
    raise AssertionError('unsorted third list accepted')

# %%
assert merge_sorted([1, 4], [], [0]) == [0, 1, 4]

# %%
assert merge_sorted([1], [2], [0]) == [0, 1, 2]

# %%
assert merge_sorted([1], [2], []) == [1, 2]

# %%
assert merge_sorted([1, 5], [2, 3], [0, 3]) == [0, 1, 2, 3, 3, 5]

# %%
assert merge_sorted([0, 4], [3], [0, 3]) == [0, 0, 3, 3, 4]

# %%
assert merge_sorted([1, 4], [4], [0, 3]) == [0, 1, 3, 4, 4]

# %%
assert merge_sorted([1, 4], [2], [0, 0, 0, 0]) == [0, 0, 0, 0, 1, 2, 4]

# %%
assert merge_sorted([4, 5], [2], [0, 3]) == [0, 2, 3, 4, 5]

# %%
assert merge_sorted([1, 4], [3], [0, 4]) == [0, 1, 3, 4, 4]

# %%
assert merge_sorted([3], [2], [0, 3]) == [0, 2, 3, 3]

# %%
assert merge_sorted([1, 4], [], [3]) == [1, 3, 4]

# %%
assert merge_sorted([3, 5, 6], [2, 4, 6]) == [2, 3, 4, 5, 6, 6]

# %%
assert merge_sorted([3], [2, 4, 6]) == [2, 3, 4, 6]

# %%
assert merge_sorted([3, 5], []) == [3, 5]

# %%
assert merge_sorted([3, 5], [2, 4, 6, 7]) == [2, 3, 4, 5, 6, 7]

# %%
assert merge_sorted([1, 3], [2, 4, 5]) == [1, 2, 3, 4, 5]

# %%
assert merge_sorted([1, 2], [2, 4, 6]) == [1, 2, 2, 4, 6]

# %%
try:
    merge_sorted([1], [2], (3, 4, 3))
except TypeError as e:
    assert str(e) == 'all arguments must be lists', str(e)
else:
    raise AssertionError('a tuple accepted')

# %%
try:
    merge_sorted([-1], [2], (-3,))
except TypeError as e:
    assert str(e) == 'all arguments must be lists', str(e)
else:
    raise AssertionError('a tuple accepted')

# %%
try:
    merge_sorted([], [2], (-3,))
except TypeError as e:
    assert str(e) == 'all arguments must be lists', str(e)
else:
    raise AssertionError('a tuple accepted')

# %%
try:
    merge_sorted([1], [1, 2], (3,))
except TypeError as e:
    assert str(e) == 'all arguments must be lists', str(e)
else:
    raise AssertionError('a tuple accepted')

# %%
try:
    merge_sorted([1, 1], [1], (3,))
except TypeError as e:
    assert str(e) == 'all arguments must be lists', str(e)
else:
    raise AssertionError('a tuple accepted')

# %%
try:
    merge_sorted([1, 2], [3], (3,))
except TypeError as e:
    assert str(e) == 'all arguments must be lists', str(e)
else:
    raise AssertionError('a tuple accepted')

# %%
try:
    merge_sorted([1, 1], [-2], (3,))
except TypeError as e:
    assert str(e) == 'all arguments must be lists', str(e)
else:
    raise AssertionError('a tuple accepted')

# %%
try:
    merge_sorted([-2], [2], (3,))
except TypeError as e:
    assert str(e) == 'all arguments must be lists', str(e)
else:
    raise AssertionError('a tuple accepted')

# %%
try:
    merge_sorted([3], [2], (3,))
except TypeError as e:
    assert str(e) == 'all arguments must be lists', str(e)
else:
    raise AssertionError('a tuple accepted')

# %%
try:
    merge_sorted([1], [], ())
except TypeError as e:
    assert str(e) == 'all arguments must be lists', str(e)
else:
    raise AssertionError('a tuple accepted')

# %%
try:
    merge_sorted([-1], [2], (3, 4))
except TypeError as e:
    assert str(e) == 'all arguments must be lists', str(e)
else:
    raise AssertionError('a tuple accepted')

# %%
try:
    merge_sorted([-1], [0], (3,))
except TypeError as e:
    assert str(e) == 'all arguments must be lists', str(e)
else:
    raise AssertionError('a tuple accepted')

# %%
try:
    merge_sorted([1], [2], (1,))
except TypeError as e:
    assert str(e) == 'all arguments must be lists', str(e)
else:
    raise AssertionError('a tuple accepted')

# %%
try:
    merge_sorted([1], [2, 2], ())
except TypeError as e:
    assert str(e) == 'all arguments must be lists', str(e)
else:
    raise AssertionError('a tuple accepted')

# %%
try:
    merge_sorted([1, 2], [2, 3], (3,))
except TypeError as e:
    assert str(e) == 'all arguments must be lists', str(e)
else:
    raise AssertionError('a tuple accepted')

# %%
try:
    merge_sorted([2], [2, 3], (3,))
except TypeError as e:
    assert str(e) == 'all arguments must be lists', str(e)
else:
    raise AssertionError('a tuple accepted')

# %%
try:
    merge_sorted([1], [2], (3, 3, 4))
except TypeError as e:
    assert str(e) == 'all arguments must be lists', str(e)
else:
    raise AssertionError('a tuple accepted')

# %%
try:
    merge_sorted([0], [2], (0,))
except TypeError as e:
    assert str(e) == 'all arguments must be lists', str(e)
else:
    raise AssertionError('a tuple accepted')

# %%
try:
    merge_sorted([0], [2], (2,))
except TypeError as e:
    assert str(e) == 'all arguments must be lists', str(e)
else:
    raise AssertionError('a tuple accepted')

# %%
try:
    merge_sorted([], [-2], (3,))
except TypeError as e:
    assert str(e) == 'all arguments must be lists', str(e)
else:
    raise AssertionError('a tuple accepted')

# %%
try:
    merge_sorted([], [2], [4, -3])
except ValueError as e:
    assert str(e) == 'inputs must be sorted', str(e)
else:
    raise AssertionError('unsorted third list accepted')

# %%
try:
    merge_sorted([2], [0], [4, 3])
except ValueError as e:
    assert str(e) == 'inputs must be sorted', str(e)
else:
    raise AssertionError('unsorted third list accepted')

# %%
try:
    merge_sorted([0], [2, 2], [4, 3])
except ValueError as e:
    assert str(e) == 'inputs must be sorted', str(e)
else:
    raise AssertionError('unsorted third list accepted')

# %%
try:
    merge_sorted([1], [1, 1], [4, 3])
except ValueError as e:
    assert str(e) == 'inputs must be sorted', str(e)
else:
    raise AssertionError('unsorted third list accepted')

# %%
try:
    merge_sorted([1], [3], [4, 3, 4, 3])
except ValueError as e:
    assert str(e) == 'inputs must be sorted', str(e)
else:
    raise AssertionError('unsorted third list accepted')

# %%
try:
    merge_sorted([0], [3], [4, 3])
except ValueError as e:
    assert str(e) == 'inputs must be sorted', str(e)
else:
    raise AssertionError('unsorted third list accepted')

# %%
try:
    merge_sorted([0], [2], [4, 3, 4])
except ValueError as e:
    assert str(e) == 'inputs must be sorted', str(e)
else:
    raise AssertionError('unsorted third list accepted')

# %%
try:
    merge_sorted([1, 1], [2], [4, 3, 4])
except ValueError as e:
    assert str(e) == 'inputs must be sorted', str(e)
else:
    raise AssertionError('unsorted third list accepted')

# %%
try:
    merge_sorted([1], [3, 3], [4, 3])
except ValueError as e:
    assert str(e) == 'inputs must be sorted', str(e)
else:
    raise AssertionError('unsorted third list accepted')
