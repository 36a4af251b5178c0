# %%
try:
    running_max(['a', ''])
except TypeError as e:
    assert str(e) == 'values must be numbers', str(e)
else:
    raise AssertionError(f"{['a']!r} accepted")

# %%
try:
    running_max(['A'])
except TypeError as e:
    assert str(e) == 'values must be numbers', str(e)
else:
    raise AssertionError(f"{['a']!r} accepted")

# %%
try:
    running_max(['a', 'a'])
except TypeError as e:
    assert str(e) == 'values must be numbers', str(e)
else:
    raise AssertionError(f"{['a']!r} accepted")

# %%
try:
    running_max([''])
except TypeError as e:
    assert str(e) == 'values must be numbers', str(e)
else:
    raise AssertionError(f"{['a']!r} accepted")

# %%
try:
    running_max([1, '2', ''])
except TypeError as e:
    assert str(e) == 'values must be numbers', str(e)
else:
    raise AssertionError(f"{[1, '2']!r} accepted")

# %%
try:
    running_max([1, '22'])
except TypeError as e:
    assert str(e) == 'values must be numbers', str(e)
else:
    raise AssertionError(f"{[1, '2']!r} accepted")

# %%
try:
    running_max(['2'])
except TypeError as e:
    assert str(e) == 'values must be numbers', str(e)
else:
    raise AssertionError(f"{[1, '2']!r} accepted")

# %%
try:
    running_max([1, True])
except TypeError as e:
    assert str(e) == 'values must be numbers', str(e)
else:
    raise AssertionError(f'{[1, True]!r} accepted')

# %%
try:
    running_max([-1, True])
except TypeError as e:
    assert str(e) == 'values must be numbers', str(e)
else:
    raise AssertionError(f'{[1, True]!r} accepted')

# %%
try:
    running_max([0, True])
except TypeError as e:
    assert str(e) == 'values must be numbers', str(e)
else:
    raise AssertionError(f'{[1, True]!r} accepted')

# %%
try:
    running_max([2, True])
except TypeError as e:
    assert str(e) == 'values must be numbers', str(e)
else:
    raise AssertionError(f'{[1, True]!r} accepted')

# %%
try:
    running_max([1, True, 1])
except TypeError as e:
    assert str(e) == 'values must be numbers', str(e)
else:
    raise AssertionError(f'{[1, True]!r} accepted')

# %%
try:
    running_max([[1]])
except TypeError as e:
    assert str(e) == 'values must be numbers', str(e)
else:
    raise AssertionError(f'{[[1]]!r} accepted')

# %%
try:
    running_max([[]])
except TypeError as e:
    assert str(e) == 'values must be numbers', str(e)
else:
    raise AssertionError(f'{[[1]]!r} accepted')

# %%
try:
    running_max([[1, 1]])
except TypeError as e:
    assert str(e) == 'values must be numbers', str(e)
else:
    raise AssertionError(f'{[[1]]!r} accepted')

# %%
try:
    running_max(['a', '', ''])
except TypeError as e:
    assert str(e) == 'values must be numbers', str(e)
else:
    raise AssertionError(f"{['a']!r} accepted")

# %%
try:
    running_max(['a', '', 'a', ''])
except TypeError as e:
    assert str(e) == 'values must be numbers', str(e)
else:
    raise AssertionError(f"{['a']!r} accepted")

# %%
try:
    running_max(['AA'])
except TypeError as e:
    assert str(e) == 'values must be numbers', str(e)
else:
    raise AssertionError(f"{['a']!r} accepted")

# %%
try:
    running_max(['A', ''])
except TypeError as e:
    assert str(e) == 'values must be numbers', str(e)
else:
    raise AssertionError(f"{['a']!r} accepted")

# %%
try:
    running_max(['A', 'A'])
except TypeError as e:
    assert str(e) == 'values must be numbers', str(e)
else:
    raise AssertionError(f"{['a']!r} accepted")

# %%
try:
    running_max(['a', 'a', 'a'])
except TypeError as e:
    assert str(e) == 'values must be numbers', str(e)
else:
    raise AssertionError(f"{['a']!r} accepted")

# %%
try:
    running_max(['aa', 'a'])
except TypeError as e:
    assert str(e) == 'values must be numbers', str(e)
else:
    raise AssertionError(f"{['a']!r} accepted")

# %%
try:
    running_max(['', ''])
except TypeError as e:
    assert str(e) == 'values must be numbers', str(e)
else:
    raise AssertionError(f"{['a']!r} accepted")

# %%
try:
    running_max([-1, '2'])
except TypeError as e:
    assert str(e) == 'values must be numbers', str(e)
else:
    raise AssertionError(f"{[1, '2']!r} accepted")

# %%
try:
    running_max(['', '2', 1])
except TypeError as e:
    assert str(e) == 'values must be numbers', str(e)
else:
    raise AssertionError(f"{[1, '2']!r} accepted")

# %%
try:
    running_max([1, '2', '', 1])
except TypeError as e:
    assert str(e) == 'values must be numbers', str(e)
else:
    raise AssertionError(f"{[1, '2']!r} accepted")

# %%
try:
    running_max([0, '2', ''])
except TypeError as e:
    assert str(e) == 'values must be numbers', str(e)
else:
    raise AssertionError(f"{[1, '2']!r} accepted")

# %%
try:
    running_max(['2', ''])
except TypeError as e:
    assert str(e) == 'values must be numbers', str(e)
else:
    raise AssertionError(f"{[1, '2']!r} accepted")

# %%
try:
    running_max([-1, '2', ''])
except TypeError as e:
    assert str(e) == 'values must be numbers', str(e)
else:
    raise AssertionError(f"{[1, '2']!r} accepted")

# %%
try:
    running_max([1, '22', 1, '22'])
except TypeError as e:
    assert str(e) == 'values must be numbers', str(e)
else:
    raise AssertionError(f"{[1, '2']!r} accepted")

# %%
try:
    running_max([1, '22', 1])
except TypeError as e:
    assert str(e) == 'values must be numbers', str(e)
else:
    raise AssertionError(f"{[1, '2']!r} accepted")

# %%
try:
    running_max([1, '22', ''])
except TypeError as e:
    assert str(e) == 'values must be numbers', str(e)
else:
    raise AssertionError(f"{[1, '2']!r} accepted")

# %%
try:
    running_max(['22', 1])
except TypeError as e:
    assert str(e) == 'values must be numbers', str(e)
else:
    raise AssertionError(f"{[1, '2']!r} accepted")

# %%
try:
    running_max(['22'])
except TypeError as e:
    assert str(e) == 'values must be numbers', str(e)
else:
    raise AssertionError(f"{[1, '2']!r} accepted")

# %%
try:
    running_max([''])
except TypeError as e:
    assert str(e) == 'values must be numbers', str(e)
else:
    raise AssertionError(f"{[1, '2']!r} accepted")

# %%
try:
    running_max(['2', 2])
except TypeError as e:
    assert str(e) == 'values must be numbers', str(e)
else:
    raise AssertionError(f"{[1, '2']!r} accepted")

# %%
try:
    running_max(['2', 1, '2', 1])
except TypeError as e:
    assert str(e) == 'values must be numbers', str(e)
else:
    raise AssertionError(f"{[1, '2']!r} accepted")

# %%
try:
    running_max(['2', -1])
except TypeError as e:
    assert str(e) == 'values must be numbers', str(e)
else:
    raise AssertionError(f"{[1, '2']!r} accepted")

# %%
try:
    running_max(['2', 1, 2])
except TypeError as e:
    assert str(e) == 'values must be numbers', str(e)
else:
    raise AssertionError(f"{[1, '2']!r} accepted")

# %%
try:
    running_max(['2', 0])
except TypeError as e:
    assert str(e) == 'values must be numbers', str(e)
else:
    raise AssertionError(f"{[1, '2']!r} accepted")

# %%
try:
    running_max([1, '2', 1, 2])
except TypeError as e:
    assert str(e) == 'values must be numbers', str(e)
else:
    raise AssertionError(f"{[1, '2']!r} accepted")

# %%
try:
    running_max([1, '2', 1, 1, '2', 1])
except TypeError as e:
    assert str(e) == 'values must be numbers', str(e)
else:
    raise AssertionError(f"{[1, '2']!r} accepted")

# %%
try:
    running_max([1, '', 1])
except TypeError as e:
    assert str(e) == 'values must be numbers', str(e)
else:
    raise AssertionError(f"{[1, '2']!r} accepted")

# %%
try:
    running_max([1, '2', 1, 1])
except TypeError as e:
    assert str(e) == 'values must be numbers', str(e)
else:
    raise AssertionError(f"{[1, '2']!r} accepted")

# %%
try:
    running_max([1, '2', 1, '22'])
except TypeError as e:
    assert str(e) == 'values must be numbers', str(e)
else:
    raise AssertionError(f"{[1, '2']!r} accepted")

# %%
try:
    running_max([1, '2', 1, '2', 1, '2', 1, '2'])
except TypeError as e:
    assert str(e) == 'values must be numbers', str(e)
else:
    raise AssertionError(f"{[1, '2']!r} accepted")

# %%
try:
    running_max([1, '2', 1, '2', 1])
except TypeError as e:
    assert str(e) == 'values must be numbers', str(e)
else:
    raise AssertionError(f"{[1, '2']!r} accepted")

# %%
try:
    running_max([1, '2', 1, '2', ''])
except TypeError as e:
    assert str(e) == 'values must be numbers', str(e)
else:
    raise AssertionError(f"{[1, '2']!r} accepted")

# %%
try:
    running_max([1, '', ''])
except TypeError as e:
    assert str(e) == 'values must be numbers', str(e)
else:
    raise AssertionError(f"{[1, '2']!r} accepted")

# %%
try:
    running_max([0, ''])
except TypeError as e:
    assert str(e) == 'values must be numbers', str(e)
else:
    raise AssertionError(f"{[1, '2']!r} accepted")

# %%
try:
    running_max([1, '', 1, ''])
except TypeError as e:
    assert str(e) == 'values must be numbers', str(e)
else:
    raise AssertionError(f"{[1, '2']!r} accepted")

# %%
try:
    running_max([-2, True])
except TypeError as e:
    assert str(e) == 'values must be numbers', str(e)
else:
    raise AssertionError(f'{[1, True]!r} accepted')

# %%
try:
    running_max([-1, True, -1, True])
except TypeError as e:
    assert str(e) == 'values must be numbers', str(e)
else:
    raise AssertionError(f'{[1, True]!r} accepted')

# %%
try:
    running_max([True, -1])
except TypeError as e:
    assert str(e) == 'values must be numbers', str(e)
else:
    raise AssertionError(f'{[1, True]!r} accepted')

# %%
try:
    running_max([True])
except TypeError as e:
    assert str(e) == 'values must be numbers', str(e)
else:
    raise AssertionError(f'{[1, True]!r} accepted')

# %%
try:
    running_max([1, True, False, 1])
except TypeError as e:
    assert str(e) == 'values must be numbers', str(e)
else:
    raise AssertionError(f'{[1, True]!r} accepted')

# %%
try:
    running_max([1, True, False, 1, True, False])
except TypeError as e:
    assert str(e) == 'values must be numbers', str(e)
else:
    raise AssertionError(f'{[1, True]!r} accepted')

# %%
try:
    running_max([False, True, 1])
except TypeError as e:
    assert str(e) == 'values must be numbers', str(e)
else:
    raise AssertionError(f'{[1, True]!r} accepted')

# %%
try:
    running_max([0, True, 0])
except TypeError as e:
    assert str(e) == 'values must be numbers', str(e)
else:
    raise AssertionError(f'{[1, True]!r} accepted')

# %%
try:
    running_max([True, 2])
except TypeError as e:
    assert str(e) == 'values must be numbers', str(e)
else:
    raise AssertionError(f'{[1, True]!r} accepted')

# %%
try:
    running_max([1, True, 1, True, 1, True, 1, True])
except TypeError as e:
    assert str(e) == 'values must be numbers', str(e)
else:
    raise AssertionError(f'{[1, True]!r} accepted')

# %%
try:
    running_max([1, True, 1, True, 1])
except TypeError as e:
    assert str(e) == 'values must be numbers', str(e)
else:
    raise AssertionError(f'{[1, True]!r} accepted')

# %%
try:
    running_max([0, True, 1, True])
except TypeError as e:
    assert str(e) == 'values must be numbers', str(e)
else:
    raise AssertionError(f'{[1, True]!r} accepted')

# %%
try:
    running_max([-1, True, 1, True])
except TypeError as e:
    assert str(e) == 'values must be numbers', str(e)
else:
    raise AssertionError(f'{[1, True]!r} accepted')

# %%
try:
    running_max([2, True, 1, True])
except TypeError as e:
    assert str(e) == 'values must be numbers', str(e)
else:
    raise AssertionError(f'{[1, True]!r} accepted')

# %%
try:
    running_max([1, True, 1, True, False])
except TypeError as e:
    assert str(e) == 'values must be numbers', str(e)
else:
    raise AssertionError(f'{[1, True]!r} accepted')

# %%
try:
    running_max([True, 1, True])
except TypeError as e:
    assert str(e) == 'values must be numbers', str(e)
else:
    raise AssertionError(f'{[1, True]!r} accepted')

# %%
try:
    running_max([1, True, -1])
except TypeError as e:
    assert str(e) == 'values must be numbers', str(e)
else:
    raise AssertionError(f'{[1, True]!r} accepted')

# %%
try:
    running_max([1, True, 0])
except TypeError as e:
    assert str(e) == 'values must be numbers', str(e)
else:
    raise AssertionError(f'{[1, True]!r} accepted')

# %%
try:
    running_max([1, True, 1, 1, True, 1])
except TypeError as e:
    assert str(e) == 'values must be numbers', str(e)
else:
    raise AssertionError(f'{[1, True]!r} accepted')

# %%
try:
    running_max([1, True, 2])
except TypeError as e:
    assert str(e) == 'values must be numbers', str(e)
else:
    raise AssertionError(f'{[1, True]!r} accepted')

# %%
try:
    running_max([1, True, 1, 1])
except TypeError as e:
    assert str(e) == 'values must be numbers', str(e)
else:
    raise AssertionError(f'{[1, True]!r} accepted')

# %%
try:
    running_max([[], []])
except TypeError as e:
    assert str(e) == 'values must be numbers', str(e)
else:
    raise AssertionError(f'{[[1]]!r} accepted')

# %%
try:
    running_max([[1, 1], []])
except TypeError as e:
    assert str(e) == 'values must be numbers', str(e)
else:
    raise AssertionError(f'{[[1]]!r} accepted')

# %%
try:
    running_max([[1], [], [1]])
except TypeError as e:
    assert str(e) == 'values must be numbers', str(e)
else:
    raise AssertionError(f'{[[1]]!r} accepted')

# %%
try:
    running_max([[1], [], [1], []])
except TypeError as e:
    assert str(e) == 'values must be numbers', str(e)
else:
    raise AssertionError(f'{[[1]]!r} accepted')

# %%
try:
    running_max([[], [1]])
except TypeError as e:
    assert str(e) == 'values must be numbers', str(e)
else:
    raise AssertionError(f'{[[1]]!r} accepted')

# %%
try:
    running_max([[1], [1], [1], [1]])
except TypeError as e:
    assert str(e) == 'values must be numbers', str(e)
else:
    raise AssertionError(f'{[[1]]!r} accepted')

# %%
try:
    running_max([[1], [1], []])
except TypeError as e:
    assert str(e) == 'values must be numbers', str(e)
else:
    raise AssertionError(f'{[[1]]!r} accepted')

# %%
try:
    running_max([[1], [1], [1]])
except TypeError as e:
    assert str(e) == 'values must be numbers', str(e)
else:
    raise AssertionError(f'{[[1]]!r} accepted')
