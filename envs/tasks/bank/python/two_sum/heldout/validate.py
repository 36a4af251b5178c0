# %%
try:
    two_sum((1, 2), 3)
except TypeError as e:
    assert str(e) == 'nums must be a list of integers', str(e)
else:
    raise AssertionError(f'{(1, 2)!r} accepted')

# %%
try:
    two_sum((1, 2), 6)
except TypeError as e:
    assert str(e) == 'nums must be a list of integers', str(e)
else:
    raise AssertionError(f'{(1, 2)!r} accepted')

# %%
try:
    two_sum((-1, 2), 3)
except TypeError as e:
    assert str(e) == 'nums must be a list of integers', str(e)
else:
    raise AssertionError(f'{(1, 2)!r} accepted')

# %%
try:
    two_sum((1, 2), 1)
except TypeError as e:
    assert str(e) == 'nums must be a list of integers', str(e)
else:
    raise AssertionError(f'{(1, 2)!r} accepted')

# %%
try:
    two_sum((1, 2), 1000000)
except TypeError as e:
    assert str(e) == 'nums must be a list of integers', str(e)
else:
    raise AssertionError(f'{(1, 2)!r} accepted')

# %%
try:
    two_sum((2, 1), 3)
except TypeError as e:
    assert str(e) == 'nums must be a list of integers', str(e)
else:
    raise AssertionError(f'{(1, 2)!r} accepted')

# %%
try:
    two_sum((1, 2), -1)
except TypeError as e:
    assert str(e) == 'nums must be a list of integers', str(e)
else:
    raise AssertionError(f'{(1, 2)!r} accepted')

# %%
try:
    two_sum((0, 2), 3)
except TypeError as e:
    assert str(e) == 'nums must be a list of integers', str(e)
else:
    raise AssertionError(f'{(1, 2)!r} accepted')

# %%
try:
    two_sum((1,), 3)
except TypeError as e:
    assert str(e) == 'nums must be a list of integers', str(e)
else:
    raise AssertionError(f'{(1, 2)!r} accepted')

# %%
try:
    two_sum((1, 2), 2)
except TypeError as e:
    assert str(e) == 'nums must be a list of integers', str(e)
else:
    raise AssertionError(f'{(1, 2)!r} accepted')

# %%
try:
    two_sum((1, 2), -3)
except TypeError as e:
    assert str(e) == 'nums must be a list of integers', str(e)
else:
    raise AssertionError(f'{(1, 2)!r} accepted')

# %%
try:
    two_sum((1, 2), 7)
except TypeError as e:
    assert str(e) == 'nums must be a list of integers', str(e)
else:
    raise AssertionError(f'{(1, 2)!r} accepted')

# %%
try:
    two_sum((1, 2), 4)
except TypeError as e:
    assert str(e) == 'nums must be a list of integers', str(e)
else:
    raise AssertionError(f'{(1, 2)!r} accepted')

# %%
try:
    two_sum((1, 2, 1), 3)
except TypeError as e:
    assert str(e) == 'nums must be a list of integers', str(e)
else:
    raise AssertionError(f'{(1, 2)!r} accepted')

# %%
try:
    two_sum((2, 2), 3)
except TypeError as e:
    assert str(e) == 'nums must be a list of integers', str(e)
else:
    raise AssertionError(f'{(1, 2)!r} accepted')

# %%
try:
    two_sum((1, 2, 3), 3)
except TypeError as e:
    assert str(e) == 'nums must be a list of integers', str(e)
else:
    raise AssertionError(f'{(1, 2)!r} accepted')

# %%
try:
    two_sum((1, 2), 0)
except TypeError as e:
    assert str(e) == 'nums must be a list of integers', str(e)
else:
    raise AssertionError(f'{(1, 2)!r} accepted')

# %%
try:
    two_sum((1, 2, 1, 2), 3)
except TypeError as e:
    assert str(e) == 'nums must be a list of integers', str(e)
else:
    raise AssertionError(f'{(1, 2)!r} accepted')

# %%
try:
    two_sum((), 3)
except TypeError as e:
    assert str(e) == 'nums must be a list of integers', str(e)
else:
    raise AssertionError(f'{(1, 2)!r} accepted')

# %%
try:
    two_sum([1, '2'], 3)
except TypeError as e:
    assert str(e) == 'nums must be a list of integers', str(e)
else:
    raise AssertionError(f"{[1, '2']!r} accepted")

# %%
try:
    two_sum([1, '2', ''], 3)
except TypeError as e:
    assert str(e) == 'nums must be a list of integers', str(e)
else:
    raise AssertionError(f"{[1, '2']!r} accepted")

# %%
try:
    two_sum([1, '2'], 4)
except TypeError as e:
    assert str(e) == 'nums must be a list of integers', str(e)
else:
    raise AssertionError(f"{[1, '2']!r} accepted")

# %%
try:
    two_sum([1, '2'], -3)
except TypeError as e:
    assert str(e) == 'nums must be a list of integers', str(e)
else:
    raise AssertionError(f"{[1, '2']!r} accepted")

# %%
try:
    two_sum([1, '2', 1], 3)
except TypeError as e:
    assert str(e) == 'nums must be a list of integers', str(e)
else:
    raise AssertionError(f"{[1, '2']!r} accepted")

# %%
try:
    two_sum(['2'], 3)
except TypeError as e:
    assert str(e) == 'nums must be a list of integers', str(e)
else:
    raise AssertionError(f"{[1, '2']!r} accepted")

# %%
try:
    two_sum([1, '2'], 0)
except TypeError as e:
    assert str(e) == 'nums must be a list of integers', str(e)
else:
    raise AssertionError(f"{[1, '2']!r} accepted")

# %%
try:
    two_sum([1, '2'], 2)
except TypeError as e:
    assert str(e) == 'nums must be a list of integers', str(e)
else:
    raise AssertionError(f"{[1, '2']!r} accepted")

# %%
try:
    two_sum([1, ''], 3)
except TypeError as e:
    assert str(e) == 'nums must be a list of integers', str(e)
else:
    raise AssertionError(f"{[1, '2']!r} accepted")

# %%
try:
    two_sum([1, '2'], 6)
except TypeError as e:
    assert str(e) == 'nums must be a list of integers', str(e)
else:
    raise AssertionError(f"{[1, '2']!r} accepted")

# %%
try:
    two_sum([1, '2', 1, '2'], 3)
except TypeError as e:
    assert str(e) == 'nums must be a list of integers', str(e)
else:
    raise AssertionError(f"{[1, '2']!r} accepted")

# %%
try:
    two_sum([1, '2'], -1)
except TypeError as e:
    assert str(e) == 'nums must be a list of integers', str(e)
else:
    raise AssertionError(f"{[1, '2']!r} accepted")

# %%
try:
    two_sum([1, '2'], 1000000)
except TypeError as e:
    assert str(e) == 'nums must be a list of integers', str(e)
else:
    raise AssertionError(f"{[1, '2']!r} accepted")

# %%
try:
    two_sum([1, '2'], 1)
except TypeError as e:
    assert str(e) == 'nums must be a list of integers', str(e)
else:
    raise AssertionError(f"{[1, '2']!r} accepted")

# %%
try:
    two_sum(['2', 1], 3)
except TypeError as e:
    assert str(e) == 'nums must be a list of integers', str(e)
else:
    raise AssertionError(f"{[1, '2']!r} accepted")

# %%
try:
    two_sum([1, '22'], 3)
except TypeError as e:
    assert str(e) == 'nums must be a list of integers', str(e)
else:
    raise AssertionError(f"{[1, '2']!r} accepted")

# %%
try:
    two_sum([1.0, 2], 3)
except TypeError as e:
    assert str(e) == 'nums must be a list of integers', str(e)
else:
    raise AssertionError(f'{[1.0, 2]!r} accepted')

# %%
try:
    two_sum([1.0, 2], 4)
except TypeError as e:
    assert str(e) == 'nums must be a list of integers', str(e)
else:
    raise AssertionError(f'{[1.0, 2]!r} accepted')

# %%
try:
    two_sum([1.0, 2], -3)
except TypeError as e:
    assert str(e) == 'nums must be a list of integers', str(e)
else:
    raise AssertionError(f'{[1.0, 2]!r} accepted')

# %%
try:
    two_sum([1.0, 2, 1.0, 2], 3)
except TypeError as e:
    assert str(e) == 'nums must be a list of integers', str(e)
else:
    raise AssertionError(f'{[1.0, 2]!r} accepted')

# %%
try:
    two_sum([1.0, 2, 1.0], 3)
except TypeError as e:
    assert str(e) == 'nums must be a list of integers', str(e)
else:
    raise AssertionError(f'{[1.0, 2]!r} accepted')

# %%
try:
    two_sum([2, 1.0], 3)
except TypeError as e:
    assert str(e) == 'nums must be a list of integers', str(e)
else:
    raise AssertionError(f'{[1.0, 2]!r} accepted')

# %%
try:
    two_sum([0.0, 2], 3)
except TypeError as e:
    assert str(e) == 'nums must be a list of integers', str(e)
else:
    raise AssertionError(f'{[1.0, 2]!r} accepted')

# %%
try:
    two_sum([1.0, 2, 3], 3)
except TypeError as e:
    assert str(e) == 'nums must be a list of integers', str(e)
else:
    raise AssertionError(f'{[1.0, 2]!r} accepted')

# %%
try:
    two_sum([1.0, 2], -1)
except TypeError as e:
    assert str(e) == 'nums must be a list of integers', str(e)
else:
    raise AssertionError(f'{[1.0, 2]!r} accepted')

# %%
try:
    two_sum([1.5, 2], 3)
except TypeError as e:
    assert str(e) == 'nums must be a list of integers', str(e)
else:
    raise AssertionError(f'{[1.0, 2]!r} accepted')

# %%
try:
    two_sum([1.0, 2], 1)
except TypeError as e:
    assert str(e) == 'nums must be a list of integers', str(e)
else:
    raise AssertionError(f'{[1.0, 2]!r} accepted')

# %%
try:
    two_sum([1.0, 2], 6)
except TypeError as e:
    assert str(e) == 'nums must be a list of integers', str(e)
else:
    raise AssertionError(f'{[1.0, 2]!r} accepted')

# %%
try:
    two_sum([1.0, 2], 1000000)
except TypeError as e:
    assert str(e) == 'nums must be a list of integers', str(e)
else:
    raise AssertionError(f'{[1.0, 2]!r} accepted')

# %%
try:
    two_sum([-1.0, 2], 3)
except TypeError as e:
    assert str(e) == 'nums must be a list of integers', str(e)
else:
    raise AssertionError(f'{[1.0, 2]!r} accepted')

# %%
try:
    two_sum([0.5, 2], 3)
except TypeError as e:
    assert str(e) == 'nums must be a list of integers', str(e)
else:
    raise AssertionError(f'{[1.0, 2]!r} accepted')

# %%
try:
    two_sum([1.0, 2], 0)
except TypeError as e:
    assert str(e) == 'nums must be a list of integers', str(e)
else:
    raise AssertionError(f'{[1.0, 2]!r} accepted')

# %%
try:
    two_sum([1.0, 2], 2)
except TypeError as e:
    assert str(e) == 'nums must be a list of integers', str(e)
else:
    raise AssertionError(f'{[1.0, 2]!r} accepted')

# %%
try:
    two_sum([1.0, 2], 7)
except TypeError as e:
    assert str(e) == 'nums must be a list of integers', str(e)
else:
    raise AssertionError(f'{[1.0, 2]!r} accepted')

# %%
try:
    two_sum([True, 1], 3)
except TypeError as e:
    assert str(e) == 'nums must be a list of integers', str(e)
else:
    raise AssertionError(f'{[True, 1]!r} accepted')

# %%
try:
    two_sum([True, 1], 6)
except TypeError as e:
    assert str(e) == 'nums must be a list of integers', str(e)
else:
    raise AssertionError(f'{[True, 1]!r} accepted')

# %%
try:
    two_sum([True, 1], 0)
except TypeError as e:
    assert str(e) == 'nums must be a list of integers', str(e)
else:
    raise AssertionError(f'{[True, 1]!r} accepted')

# %%
try:
    two_sum([True, 1], -3)
except TypeError as e:
    assert str(e) == 'nums must be a list of integers', str(e)
else:
    raise AssertionError(f'{[True, 1]!r} accepted')

# %%
try:
    two_sum([True, 1, 2], 3)
except TypeError as e:
    assert str(e) == 'nums must be a list of integers', str(e)
else:
    raise AssertionError(f'{[True, 1]!r} accepted')

# %%
try:
    two_sum([True, 0], 3)
except TypeError as e:
    assert str(e) == 'nums must be a list of integers', str(e)
else:
    raise AssertionError(f'{[True, 1]!r} accepted')

# %%
try:
    two_sum([True, 1, True, 1], 3)
except TypeError as e:
    assert str(e) == 'nums must be a list of integers', str(e)
else:
    raise AssertionError(f'{[True, 1]!r} accepted')

# %%
try:
    two_sum([True, 1], 2)
except TypeError as e:
    assert str(e) == 'nums must be a list of integers', str(e)
else:
    raise AssertionError(f'{[True, 1]!r} accepted')

# %%
try:
    two_sum([True], 3)
except TypeError as e:
    assert str(e) == 'nums must be a list of integers', str(e)
else:
    raise AssertionError(f'{[True, 1]!r} accepted')

# %%
try:
    two_sum([True, 1], 1)
except TypeError as e:
    assert str(e) == 'nums must be a list of integers', str(e)
else:
    raise AssertionError(f'{[True, 1]!r} accepted')

# %%
try:
    two_sum([True, 2], 3)
except TypeError as e:
    assert str(e) == 'nums must be a list of integers', str(e)
else:
    raise AssertionError(f'{[True, 1]!r} accepted')

# %%
try:
    two_sum([True, 1, True], 3)
except TypeError as e:
    assert str(e) == 'nums must be a list of integers', str(e)
else:
    raise AssertionError(f'{[True, 1]!r} accepted')

# %%
try:
    two_sum([True, 1], 4)
except TypeError as e:
    assert str(e) == 'nums must be a list of integers', str(e)
else:
    raise AssertionError(f'{[True, 1]!r} accepted')

# %%
try:
    two_sum([True, 1], -1)
except TypeError as e:
    assert str(e) == 'nums must be a list of integers', str(e)
else:
    raise AssertionError(f'{[True, 1]!r} accepted')

# %%
try:
    two_sum([True, 1], 7)
except TypeError as e:
    assert str(e) == 'nums must be a list of integers', str(e)
else:
    raise AssertionError(f'{[True, 1]!r} accepted')

# %%
try:
    two_sum([True, -1], 3)
except TypeError as e:
    assert str(e) == 'nums must be a list of integers', str(e)
else:
    raise AssertionError(f'{[True, 1]!r} accepted')

# %%
try:
    two_sum([True, 1], 1000000)
except TypeError as e:
    assert str(e) == 'nums must be a list of integers', str(e)
else:
    raise AssertionError(f'{[True, 1]!r} accepted')

# %%
try:
    two_sum(None, 3)
except TypeError as e:
    assert str(e) == 'nums must be a list of integers', str(e)
else:
    raise AssertionError(f'{None!r} accepted')

# %%
try:
    two_sum(None, 2)
except TypeError as e:
    assert str(e) == 'nums must be a list of integers', str(e)
else:
    raise AssertionError(f'{None!r} accepted')

# %%
try:
    two_sum(None, -1)
except TypeError as e:
    assert str(e) == 'nums must be a list of integers', str(e)
else:
    raise AssertionError(f'{None!r} accepted')

# %%
try:
    two_sum(None, 0)
except TypeError as e:
    assert str(e) == 'nums must be a list of integers', str(e)
else:
    raise AssertionError(f'{None!r} accepted')

# %%
try:
    two_sum(None, 6)
except TypeError as e:
    assert str(e) == 'nums must be a list of integers', str(e)
else:
    raise AssertionError(f'{None!r} accepted')

# %%
try:
    two_sum(None, 1000000)
except TypeError as e:
    assert str(e) == 'nums must be a list of integers', str(e)
else:
    raise AssertionError(f'{None!r} accepted')

# %%
try:
    two_sum(None, 7)
except TypeError as e:
    assert str(e) == 'nums must be a list of integers', str(e)
else:
    raise AssertionError(f'{None!r} accepted')

# %%
try:
    two_sum(None, 4)
except TypeError as e:
    assert str(e) == 'nums must be a list of integers', str(e)
else:
    raise AssertionError(f'{None!r} accepted')

# %%
try:
    two_sum(None, -3)
except TypeError as e:
    assert str(e) == 'nums must be a list of integers', str(e)
else:
    raise AssertionError(f'{None!r} accepted')

# %%
try:
    two_sum(None, 1)
except TypeError as e:
    assert str(e) == 'nums must be a list of integers', str(e)
else:
    raise AssertionError(f'{None!r} accepted')
