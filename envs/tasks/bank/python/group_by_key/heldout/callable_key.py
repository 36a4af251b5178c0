# %%
try:
    group_by_key([{'k': 1}], 1)
except TypeError as e:
    assert str(e) == 'key must be a string or a callable', str(e)
else:
    raise AssertionError(f'key={1!r} accepted')

# %%
try:
    group_by_key([{'k': 2}], 1)
except TypeError as e:
    assert str(e) == 'key must be a string or a callable', str(e)
else:
    raise AssertionError(f'key={1!r} accepted')

# %%
try:
    group_by_key([{'k': 1}, {'k': 1}], 1)
except TypeError as e:
    assert str(e) == 'key must be a string or a callable', str(e)
else:
    raise AssertionError(f'key={1!r} accepted')

# %%
try:
    group_by_key([{'k': 1}], 1000000)
except TypeError as e:
    assert str(e) == 'key must be a string or a callable', str(e)
else:
    raise AssertionError(f'key={1!r} accepted')

# %%
try:
    group_by_key([{'k': 1}], 7)
except TypeError as e:
    assert str(e) == 'key must be a string or a callable', str(e)
else:
    raise AssertionError(f'key={1!r} accepted')

# %%
try:
    group_by_key([], 1)
except TypeError as e:
    assert str(e) == 'key must be a string or a callable', str(e)
else:
    raise AssertionError(f'key={1!r} accepted')

# %%
try:
    group_by_key([{}], 1)
except TypeError as e:
    assert str(e) == 'key must be a string or a callable', str(e)
else:
    raise AssertionError(f'key={1!r} accepted')

# %%
try:
    group_by_key([{'k': 1}], -1)
except TypeError as e:
    assert str(e) == 'key must be a string or a callable', str(e)
else:
    raise AssertionError(f'key={1!r} accepted')

# %%
try:
    group_by_key([], None)
except TypeError as e:
    assert str(e) == 'key must be a string or a callable', str(e)
else:
    raise AssertionError(f'key={None!r} accepted')

# %%
try:
    group_by_key([{'k': 2}], None)
except TypeError as e:
    assert str(e) == 'key must be a string or a callable', str(e)
else:
    raise AssertionError(f'key={None!r} accepted')

# %%
try:
    group_by_key([{}], None)
except TypeError as e:
    assert str(e) == 'key must be a string or a callable', str(e)
else:
    raise AssertionError(f'key={None!r} accepted')

# %%
try:
    group_by_key([{'k': 2}], -1)
except TypeError as e:
    assert str(e) == 'key must be a string or a callable', str(e)
else:
    raise AssertionError(f'key={1!r} accepted')

# %%
try:
    group_by_key([{'k': 2}], 0)
except TypeError as e:
    assert str(e) == 'key must be a string or a callable', str(e)
else:
    raise AssertionError(f'key={1!r} accepted')

# %%
try:
    group_by_key([{'k': 1}, {'k': 1}], 2)
except TypeError as e:
    assert str(e) == 'key must be a string or a callable', str(e)
else:
    raise AssertionError(f'key={1!r} accepted')

# %%
try:
    group_by_key([{'k': 1}, {'k': 1}], 0)
except TypeError as e:
    assert str(e) == 'key must be a string or a callable', str(e)
else:
    raise AssertionError(f'key={1!r} accepted')

# %%
try:
    group_by_key([{}, {'k': 1}], 1)
except TypeError as e:
    assert str(e) == 'key must be a string or a callable', str(e)
else:
    raise AssertionError(f'key={1!r} accepted')

# %%
try:
    group_by_key([{'k': 1}, {'k': 1}], 1000000)
except TypeError as e:
    assert str(e) == 'key must be a string or a callable', str(e)
else:
    raise AssertionError(f'key={1!r} accepted')

# %%
try:
    group_by_key([{'k': 2}, {'k': 1}], 1)
except TypeError as e:
    assert str(e) == 'key must be a string or a callable', str(e)
else:
    raise AssertionError(f'key={1!r} accepted')

# %%
try:
    group_by_key([{'k': 1}, {'k': 1}, {'k': 1}], 1)
except TypeError as e:
    assert str(e) == 'key must be a string or a callable', str(e)
else:
    raise AssertionError(f'key={1!r} accepted')

# %%
try:
    group_by_key([{'k': 1}, {'k': 1}, {}], 1)
except TypeError as e:
    assert str(e) == 'key must be a string or a callable', str(e)
else:
    raise AssertionError(f'key={1!r} accepted')

# %%
try:
    group_by_key([{'k': 1}], 999999)
except TypeError as e:
    assert str(e) == 'key must be a string or a callable', str(e)
else:
    raise AssertionError(f'key={1!r} accepted')

# %%
try:
    group_by_key([{'k': 1}, {}], 1000000)
except TypeError as e:
    assert str(e) == 'key must be a string or a callable', str(e)
else:
    raise AssertionError(f'key={1!r} accepted')

# %%
try:
    group_by_key([{'k': 1}], 500000)
except TypeError as e:
    assert str(e) == 'key must be a string or a callable', str(e)
else:
    raise AssertionError(f'key={1!r} accepted')

# %%
try:
    group_by_key([{'k': 1}, {}, {'k': 1}], 1)
except TypeError as e:
    assert str(e) == 'key must be a string or a callable', str(e)
else:
    raise AssertionError(f'key={1!r} accepted')

# %%
try:
    group_by_key([{'k': 1}, {}], 7)
except TypeError as e:
    assert str(e) == 'key must be a string or a callable', str(e)
else:
    raise AssertionError(f'key={1!r} accepted')

# %%
try:
    group_by_key([{'k': 1}, {}, {'k': 1}, {}], 1)
except TypeError as e:
    assert str(e) == 'key must be a string or a callable', str(e)
else:
    raise AssertionError(f'key={1!r} accepted')

# %%
try:
    group_by_key([{'k': 1}, {}, {}], 1)
except TypeError as e:
    assert str(e) == 'key must be a string or a callable', str(e)
else:
    raise AssertionError(f'key={1!r} accepted')

# %%
try:
    group_by_key([{'k': 1}, {}], 2)
except TypeError as e:
    assert str(e) == 'key must be a string or a callable', str(e)
else:
    raise AssertionError(f'key={1!r} accepted')

# %%
try:
    group_by_key([{'k': 1}, {}], -1)
except TypeError as e:
    assert str(e) == 'key must be a string or a callable', str(e)
else:
    raise AssertionError(f'key={1!r} accepted')

# %%
try:
    group_by_key([{'k': 1}, {}], 0)
except TypeError as e:
    assert str(e) == 'key must be a string or a callable', str(e)
else:
    raise AssertionError(f'key={1!r} accepted')

# %%
try:
    group_by_key([{}], 2)
except TypeError as e:
    assert str(e) == 'key must be a string or a callable', str(e)
else:
    raise AssertionError(f'key={1!r} accepted')

# %%
try:
    group_by_key([], 7)
except TypeError as e:
    assert str(e) == 'key must be a string or a callable', str(e)
else:
    raise AssertionError(f'key={1!r} accepted')

# %%
try:
    group_by_key([{'k': 1}], -7)
except TypeError as e:
    assert str(e) == 'key must be a string or a callable', str(e)
else:
    raise AssertionError(f'key={1!r} accepted')

# %%
try:
    group_by_key([{'k': 1}], 14)
except TypeError as e:
    assert str(e) == 'key must be a string or a callable', str(e)
else:
    raise AssertionError(f'key={1!r} accepted')

# %%
try:
    group_by_key([{'k': 1}], 6)
except TypeError as e:
    assert str(e) == 'key must be a string or a callable', str(e)
else:
    raise AssertionError(f'key={1!r} accepted')

# %%
try:
    group_by_key([{'k': 1}], 8)
except TypeError as e:
    assert str(e) == 'key must be a string or a callable', str(e)
else:
    raise AssertionError(f'key={1!r} accepted')

# %%
try:
    group_by_key((), 1)
except TypeError as e:
    assert str(e) == 'key must be a string or a callable', str(e)
else:
    raise AssertionError(f'key={1!r} accepted')

# %%
try:
    group_by_key([], 0)
except TypeError as e:
    assert str(e) == 'key must be a string or a callable', str(e)
else:
    raise AssertionError(f'key={1!r} accepted')

# %%
try:
    group_by_key([{}], 0)
except TypeError as e:
    assert str(e) == 'key must be a string or a callable', str(e)
else:
    raise AssertionError(f'key={1!r} accepted')

# %%
try:
    group_by_key([{}], -1)
except TypeError as e:
    assert str(e) == 'key must be a string or a callable', str(e)
else:
    raise AssertionError(f'key={1!r} accepted')

# %%
try:
    group_by_key([{}, {}], 1)
except TypeError as e:
    assert str(e) == 'key must be a string or a callable', str(e)
else:
    raise AssertionError(f'key={1!r} accepted')

# %%
try:
    group_by_key([{'k': 1}, {}, {}], None)
except TypeError as e:
    assert str(e) == 'key must be a string or a callable', str(e)
else:
    raise AssertionError(f'key={None!r} accepted')

# %%
try:
    group_by_key([{}, {'k': 1}], None)
except TypeError as e:
    assert str(e) == 'key must be a string or a callable', str(e)
else:
    raise AssertionError(f'key={None!r} accepted')

# %%
try:
    group_by_key([{'k': 1}, {}, {'k': 1}, {}], None)
except TypeError as e:
    assert str(e) == 'key must be a string or a callable', str(e)
else:
    raise AssertionError(f'key={None!r} accepted')

# %%
try:
    group_by_key([{'k': 1}, {'k': 1}, {}], None)
except TypeError as e:
    assert str(e) == 'key must be a string or a callable', str(e)
else:
    raise AssertionError(f'key={None!r} accepted')

# %%
try:
    group_by_key([{'k': 1}, {'k': 1}, {'k': 1}], None)
except TypeError as e:
    assert str(e) == 'key must be a string or a callable', str(e)
else:
    raise AssertionError(f'key={None!r} accepted')

# %%
try:
    group_by_key([{'k': 2}, {'k': 1}], None)
except TypeError as e:
    assert str(e) == 'key must be a string or a callable', str(e)
else:
    raise AssertionError(f'key={None!r} accepted')

# %%
try:
    group_by_key([{'k': 2}, {}], None)
except TypeError as e:
    assert str(e) == 'key must be a string or a callable', str(e)
else:
    raise AssertionError(f'key={None!r} accepted')

# %%
try:
    group_by_key([{'k': 3}], None)
except TypeError as e:
    assert str(e) == 'key must be a string or a callable', str(e)
else:
    raise AssertionError(f'key={None!r} accepted')

# %%
try:
    group_by_key([{'k': 2}, {'k': 2}], None)
except TypeError as e:
    assert str(e) == 'key must be a string or a callable', str(e)
else:
    raise AssertionError(f'key={None!r} accepted')

# %%
try:
    group_by_key([{}, {}], None)
except TypeError as e:
    assert str(e) == 'key must be a string or a callable', str(e)
else:
    raise AssertionError(f'key={None!r} accepted')

# %%
try:
    group_by_key([{'k': 2}], -1000000)
except TypeError as e:
    assert str(e) == 'key must be a string or a callable', str(e)
else:
    raise AssertionError(f'key={1!r} accepted')

# %%
try:
    group_by_key([{'k': 2}], 4)
except TypeError as e:
    assert str(e) == 'key must be a string or a callable', str(e)
else:
    raise AssertionError(f'key={1!r} accepted')

# %%
try:
    group_by_key([{'k': 2}, {}], -1)
except TypeError as e:
    assert str(e) == 'key must be a string or a callable', str(e)
else:
    raise AssertionError(f'key={1!r} accepted')

# %%
try:
    group_by_key([{'k': 3}], 0)
except TypeError as e:
    assert str(e) == 'key must be a string or a callable', str(e)
else:
    raise AssertionError(f'key={1!r} accepted')

# %%
try:
    group_by_key([{'k': 1}, {'k': 1}, {'k': 1}, {'k': 1}], -1)
except TypeError as e:
    assert str(e) == 'key must be a string or a callable', str(e)
else:
    raise AssertionError(f'key={1!r} accepted')

# %%
try:
    group_by_key([{}, {'k': 1}, {}], 1)
except TypeError as e:
    assert str(e) == 'key must be a string or a callable', str(e)
else:
    raise AssertionError(f'key={1!r} accepted')

# %%
try:
    group_by_key([{'k': 1}, {'k': 1}, {'k': 1}], 1000000)
except TypeError as e:
    assert str(e) == 'key must be a string or a callable', str(e)
else:
    raise AssertionError(f'key={1!r} accepted')

# %%
try:
    group_by_key([{'k': 2}, {'k': 1}], 7)
except TypeError as e:
    assert str(e) == 'key must be a string or a callable', str(e)
else:
    raise AssertionError(f'key={1!r} accepted')

# %%
try:
    group_by_key([{'k': 1}, {'k': 1}, {'k': 1}], -1)
except TypeError as e:
    assert str(e) == 'key must be a string or a callable', str(e)
else:
    raise AssertionError(f'key={1!r} accepted')

# %%
try:
    group_by_key([{'k': 1}], 499999)
except TypeError as e:
    assert str(e) == 'key must be a string or a callable', str(e)
else:
    raise AssertionError(f'key={1!r} accepted')

# %%
try:
    group_by_key([{'k': 1}, {'k': 1}], -1000000)
except TypeError as e:
    assert str(e) == 'key must be a string or a callable', str(e)
else:
    raise AssertionError(f'key={1!r} accepted')

# %%
try:
    group_by_key([{'k': 1}, {}, {'k': 1}, {}, {}], 1)
except TypeError as e:
    assert str(e) == 'key must be a string or a callable', str(e)
else:
    raise AssertionError(f'key={1!r} accepted')

# %%
try:
    group_by_key([{'k': 1}, {}, {}], 0)
except TypeError as e:
    assert str(e) == 'key must be a string or a callable', str(e)
else:
    raise AssertionError(f'key={1!r} accepted')

# %%
try:
    group_by_key([{'k': 1}, {}], 4)
except TypeError as e:
    assert str(e) == 'key must be a string or a callable', str(e)
else:
    raise AssertionError(f'key={1!r} accepted')

# %%
try:
    group_by_key([{'k': 1}], -4)
except TypeError as e:
    assert str(e) == 'key must be a string or a callable', str(e)
else:
    raise AssertionError(f'key={1!r} accepted')

# %%
try:
    group_by_key([{}], 3)
except TypeError as e:
    assert str(e) == 'key must be a string or a callable', str(e)
else:
    raise AssertionError(f'key={1!r} accepted')

# %%
try:
    group_by_key([], 4)
except TypeError as e:
    assert str(e) == 'key must be a string or a callable', str(e)
else:
    raise AssertionError(f'key={1!r} accepted')

# %%
try:
    group_by_key([{}], 8)
except TypeError as e:
    assert str(e) == 'key must be a string or a callable', str(e)
else:
    raise AssertionError(f'key={1!r} accepted')

# %%
try:
    group_by_key([{'k': 1}, {'k': 1}], 14)
except TypeError as e:
    assert str(e) == 'key must be a string or a callable', str(e)
else:
    raise AssertionError(f'key={1!r} accepted')

# %%
try:
    group_by_key([{'k': 1}, {}], 8)
except TypeError as e:
    assert str(e) == 'key must be a string or a callable', str(e)
else:
    raise AssertionError(f'key={1!r} accepted')

# %%
try:
    group_by_key([], -2)
except TypeError as e:
    assert str(e) == 'key must be a string or a callable', str(e)
else:
    raise AssertionError(f'key={1!r} accepted')

# %%
try:
    group_by_key([{}, {}], 1000000)
except TypeError as e:
    assert str(e) == 'key must be a string or a callable', str(e)
else:
    raise AssertionError(f'key={1!r} accepted')

# %%
try:
    group_by_key([{}, {}, {'k': 1}], None)
except TypeError as e:
    assert str(e) == 'key must be a string or a callable', str(e)
else:
    raise AssertionError(f'key={None!r} accepted')

# %%
try:
    group_by_key([{}, {'k': 1}, {}, {'k': 1}], None)
except TypeError as e:
    assert str(e) == 'key must be a string or a callable', str(e)
else:
    raise AssertionError(f'key={None!r} accepted')

# %%
try:
    group_by_key([{'k': 1}, {'k': 2}, {'k': 1}], None)
except TypeError as e:
    assert str(e) == 'key must be a string or a callable', str(e)
else:
    raise AssertionError(f'key={None!r} accepted')

# %%
try:
    group_by_key([{'k': 2}, {'k': 1}, {'k': 2}], None)
except TypeError as e:
    assert str(e) == 'key must be a string or a callable', str(e)
else:
    raise AssertionError(f'key={None!r} accepted')

# %%
try:
    group_by_key([{'k': 1}, {'k': 1}, {'k': 1}, {'k': 1}, {'k': 1}, {'k': 1}, {'k': 1}, {'k': 1}], None)
except TypeError as e:
    assert str(e) == 'key must be a string or a callable', str(e)
else:
    raise AssertionError(f'key={None!r} accepted')

# %%
try:
    group_by_key([{'k': 2}, {}, {'k': 2}], None)
except TypeError as e:
    assert str(e) == 'key must be a string or a callable', str(e)
else:
    raise AssertionError(f'key={None!r} accepted')

# %%
try:
    group_by_key([{'k': 2}, {'k': 2}, {'k': 2}], None)
except TypeError as e:
    assert str(e) == 'key must be a string or a callable', str(e)
else:
    raise AssertionError(f'key={None!r} accepted')
