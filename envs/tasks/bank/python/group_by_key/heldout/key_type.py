# %%
try:
    group_by_key([{'k': 1}], 1)
except TypeError as e:
    assert str(e) == 'key must be a string', str(e)
else:
    raise AssertionError(f'key={1!r} accepted')

# %%
try:
    group_by_key([{'k': 1}], -1)
except TypeError as e:
    assert str(e) == 'key must be a string', str(e)
else:
    raise AssertionError(f'key={1!r} accepted')

# %%
try:
    group_by_key([{'k': 2}], 1)
except TypeError as e:
    assert str(e) == 'key must be a string', str(e)
else:
    raise AssertionError(f'key={1!r} accepted')

# %%
try:
    group_by_key([{}], 1)
except TypeError as e:
    assert str(e) == 'key must be a string', str(e)
else:
    raise AssertionError(f'key={1!r} accepted')

# %%
try:
    group_by_key([{'k': 1}, {}], 1)
except TypeError as e:
    assert str(e) == 'key must be a string', str(e)
else:
    raise AssertionError(f'key={1!r} accepted')

# %%
try:
    group_by_key([{'k': 1}], 2)
except TypeError as e:
    assert str(e) == 'key must be a string', str(e)
else:
    raise AssertionError(f'key={1!r} accepted')

# %%
try:
    group_by_key([{'k': 1}], None)
except TypeError as e:
    assert str(e) == 'key must be a string', str(e)
else:
    raise AssertionError(f'key={None!r} accepted')

# %%
try:
    group_by_key([{'k': 1}, {'k': 1}], None)
except TypeError as e:
    assert str(e) == 'key must be a string', str(e)
else:
    raise AssertionError(f'key={None!r} accepted')

# %%
try:
    group_by_key([], None)
except TypeError as e:
    assert str(e) == 'key must be a string', str(e)
else:
    raise AssertionError(f'key={None!r} accepted')

# %%
try:
    group_by_key([{'k': 2}], None)
except TypeError as e:
    assert str(e) == 'key must be a string', str(e)
else:
    raise AssertionError(f'key={None!r} accepted')

# %%
try:
    group_by_key([{}], None)
except TypeError as e:
    assert str(e) == 'key must be a string', str(e)
else:
    raise AssertionError(f'key={None!r} accepted')

# %%
try:
    group_by_key([{'k': 1}, {}], None)
except TypeError as e:
    assert str(e) == 'key must be a string', str(e)
else:
    raise AssertionError(f'key={None!r} accepted')

# %%
try:
    group_by_key([{'k': 1}], ['k'])
except TypeError as e:
    assert str(e) == 'key must be a string', str(e)
else:
    raise AssertionError(f"key={['k']!r} accepted")

# %%
try:
    group_by_key([{'k': 1}], ['k', ''])
except TypeError as e:
    assert str(e) == 'key must be a string', str(e)
else:
    raise AssertionError(f"key={['k']!r} accepted")

# %%
try:
    group_by_key([{'k': 1}], ['K'])
except TypeError as e:
    assert str(e) == 'key must be a string', str(e)
else:
    raise AssertionError(f"key={['k']!r} accepted")

# %%
try:
    group_by_key([{'k': 2}], ['k'])
except TypeError as e:
    assert str(e) == 'key must be a string', str(e)
else:
    raise AssertionError(f"key={['k']!r} accepted")

# %%
try:
    group_by_key([{'k': 1}, {'k': 1}], ['k'])
except TypeError as e:
    assert str(e) == 'key must be a string', str(e)
else:
    raise AssertionError(f"key={['k']!r} accepted")

# %%
try:
    group_by_key([{'k': 1}], ['kk'])
except TypeError as e:
    assert str(e) == 'key must be a string', str(e)
else:
    raise AssertionError(f"key={['k']!r} accepted")

# %%
try:
    group_by_key([{'k': 1}], [''])
except TypeError as e:
    assert str(e) == 'key must be a string', str(e)
else:
    raise AssertionError(f"key={['k']!r} accepted")

# %%
try:
    group_by_key([{'k': 1}, {}], ['k'])
except TypeError as e:
    assert str(e) == 'key must be a string', str(e)
else:
    raise AssertionError(f"key={['k']!r} accepted")

# %%
try:
    group_by_key([], ['k'])
except TypeError as e:
    assert str(e) == 'key must be a string', str(e)
else:
    raise AssertionError(f"key={['k']!r} accepted")

# %%
try:
    group_by_key([{'k': 1}], [])
except TypeError as e:
    assert str(e) == 'key must be a string', str(e)
else:
    raise AssertionError(f"key={['k']!r} accepted")

# %%
try:
    group_by_key([{'k': 2}], 1000000)
except TypeError as e:
    assert str(e) == 'key must be a string', str(e)
else:
    raise AssertionError(f'key={1!r} accepted')

# %%
try:
    group_by_key([{'k': 1}], -1000000)
except TypeError as e:
    assert str(e) == 'key must be a string', str(e)
else:
    raise AssertionError(f'key={1!r} accepted')

# %%
try:
    group_by_key([{'k': 1}, {'k': 1}], 1000000)
except TypeError as e:
    assert str(e) == 'key must be a string', str(e)
else:
    raise AssertionError(f'key={1!r} accepted')

# %%
try:
    group_by_key([], 1000000)
except TypeError as e:
    assert str(e) == 'key must be a string', str(e)
else:
    raise AssertionError(f'key={1!r} accepted')

# %%
try:
    group_by_key([{}], 1000000)
except TypeError as e:
    assert str(e) == 'key must be a string', str(e)
else:
    raise AssertionError(f'key={1!r} accepted')

# %%
try:
    group_by_key([{'k': 1}], 3)
except TypeError as e:
    assert str(e) == 'key must be a string', str(e)
else:
    raise AssertionError(f'key={1!r} accepted')

# %%
try:
    group_by_key([{'k': 1}], -2)
except TypeError as e:
    assert str(e) == 'key must be a string', str(e)
else:
    raise AssertionError(f'key={1!r} accepted')

# %%
try:
    group_by_key([{'k': 1}, {}], -1)
except TypeError as e:
    assert str(e) == 'key must be a string', str(e)
else:
    raise AssertionError(f'key={1!r} accepted')

# %%
try:
    group_by_key([], -1)
except TypeError as e:
    assert str(e) == 'key must be a string', str(e)
else:
    raise AssertionError(f'key={1!r} accepted')

# %%
try:
    group_by_key([{'k': 1}, {'k': 1}], -1)
except TypeError as e:
    assert str(e) == 'key must be a string', str(e)
else:
    raise AssertionError(f'key={1!r} accepted')

# %%
try:
    group_by_key([{}], 0)
except TypeError as e:
    assert str(e) == 'key must be a string', str(e)
else:
    raise AssertionError(f'key={1!r} accepted')

# %%
try:
    group_by_key([{}], 2)
except TypeError as e:
    assert str(e) == 'key must be a string', str(e)
else:
    raise AssertionError(f'key={1!r} accepted')

# %%
try:
    group_by_key([{}, {}], 1)
except TypeError as e:
    assert str(e) == 'key must be a string', str(e)
else:
    raise AssertionError(f'key={1!r} accepted')

# %%
try:
    group_by_key([{'k': 1}, {'k': 1}], 0)
except TypeError as e:
    assert str(e) == 'key must be a string', str(e)
else:
    raise AssertionError(f'key={1!r} accepted')

# %%
try:
    group_by_key([{'k': 2}], 0)
except TypeError as e:
    assert str(e) == 'key must be a string', str(e)
else:
    raise AssertionError(f'key={1!r} accepted')

# %%
try:
    group_by_key([], 0)
except TypeError as e:
    assert str(e) == 'key must be a string', str(e)
else:
    raise AssertionError(f'key={1!r} accepted')

# %%
try:
    group_by_key([{}, {'k': 1}], 1)
except TypeError as e:
    assert str(e) == 'key must be a string', str(e)
else:
    raise AssertionError(f'key={1!r} accepted')

# %%
try:
    group_by_key([{'k': 1}, {}, {}], 1)
except TypeError as e:
    assert str(e) == 'key must be a string', str(e)
else:
    raise AssertionError(f'key={1!r} accepted')

# %%
try:
    group_by_key([{'k': 1}, {}, {'k': 1}, {}], 1)
except TypeError as e:
    assert str(e) == 'key must be a string', str(e)
else:
    raise AssertionError(f'key={1!r} accepted')

# %%
try:
    group_by_key([{'k': 1}, {}], 2)
except TypeError as e:
    assert str(e) == 'key must be a string', str(e)
else:
    raise AssertionError(f'key={1!r} accepted')

# %%
try:
    group_by_key((), 1)
except TypeError as e:
    assert str(e) == 'key must be a string', str(e)
else:
    raise AssertionError(f'key={1!r} accepted')

# %%
try:
    group_by_key([], 7)
except TypeError as e:
    assert str(e) == 'key must be a string', str(e)
else:
    raise AssertionError(f'key={1!r} accepted')

# %%
try:
    group_by_key([{'k': 1}, {'k': 1}, {'k': 1}, {'k': 1}], None)
except TypeError as e:
    assert str(e) == 'key must be a string', str(e)
else:
    raise AssertionError(f'key={None!r} accepted')

# %%
try:
    group_by_key([{'k': 1}, {'k': 1}, {}], None)
except TypeError as e:
    assert str(e) == 'key must be a string', str(e)
else:
    raise AssertionError(f'key={None!r} accepted')

# %%
try:
    group_by_key([{'k': 3}], None)
except TypeError as e:
    assert str(e) == 'key must be a string', str(e)
else:
    raise AssertionError(f'key={None!r} accepted')

# %%
try:
    group_by_key([{}, {}], None)
except TypeError as e:
    assert str(e) == 'key must be a string', str(e)
else:
    raise AssertionError(f'key={None!r} accepted')

# %%
try:
    group_by_key([{'k': 1}, {}, {}], None)
except TypeError as e:
    assert str(e) == 'key must be a string', str(e)
else:
    raise AssertionError(f'key={None!r} accepted')

# %%
try:
    group_by_key([{'k': 2}], ['k', ''])
except TypeError as e:
    assert str(e) == 'key must be a string', str(e)
else:
    raise AssertionError(f"key={['k']!r} accepted")

# %%
try:
    group_by_key([{'k': 1}, {}], ['k', ''])
except TypeError as e:
    assert str(e) == 'key must be a string', str(e)
else:
    raise AssertionError(f"key={['k']!r} accepted")

# %%
try:
    group_by_key([{'k': 1}], ['k', '', 'k'])
except TypeError as e:
    assert str(e) == 'key must be a string', str(e)
else:
    raise AssertionError(f"key={['k']!r} accepted")

# %%
try:
    group_by_key([{}], ['kk'])
except TypeError as e:
    assert str(e) == 'key must be a string', str(e)
else:
    raise AssertionError(f"key={['k']!r} accepted")

# %%
try:
    group_by_key([{}, {}], ['k'])
except TypeError as e:
    assert str(e) == 'key must be a string', str(e)
else:
    raise AssertionError(f"key={['k']!r} accepted")

# %%
try:
    group_by_key([{}], ['K'])
except TypeError as e:
    assert str(e) == 'key must be a string', str(e)
else:
    raise AssertionError(f"key={['k']!r} accepted")

# %%
try:
    group_by_key([{}], [])
except TypeError as e:
    assert str(e) == 'key must be a string', str(e)
else:
    raise AssertionError(f"key={['k']!r} accepted")

# %%
try:
    group_by_key([{}], ['k', 'k'])
except TypeError as e:
    assert str(e) == 'key must be a string', str(e)
else:
    raise AssertionError(f"key={['k']!r} accepted")

# %%
try:
    group_by_key([{'k': 1}], ['KK'])
except TypeError as e:
    assert str(e) == 'key must be a string', str(e)
else:
    raise AssertionError(f"key={['k']!r} accepted")

# %%
try:
    group_by_key([{'k': 2}], ['K'])
except TypeError as e:
    assert str(e) == 'key must be a string', str(e)
else:
    raise AssertionError(f"key={['k']!r} accepted")

# %%
try:
    group_by_key([], ['K'])
except TypeError as e:
    assert str(e) == 'key must be a string', str(e)
else:
    raise AssertionError(f"key={['k']!r} accepted")

# %%
try:
    group_by_key([{'k': 2}], [''])
except TypeError as e:
    assert str(e) == 'key must be a string', str(e)
else:
    raise AssertionError(f"key={['k']!r} accepted")

# %%
try:
    group_by_key([{'k': 2}, {'k': 2}], ['k'])
except TypeError as e:
    assert str(e) == 'key must be a string', str(e)
else:
    raise AssertionError(f"key={['k']!r} accepted")

# %%
try:
    group_by_key([{'k': 2}], ['k', 'k'])
except TypeError as e:
    assert str(e) == 'key must be a string', str(e)
else:
    raise AssertionError(f"key={['k']!r} accepted")

# %%
try:
    group_by_key([{'k': 3}], ['k'])
except TypeError as e:
    assert str(e) == 'key must be a string', str(e)
else:
    raise AssertionError(f"key={['k']!r} accepted")

# %%
try:
    group_by_key([{'k': 1}], ['kk', 'k'])
except TypeError as e:
    assert str(e) == 'key must be a string', str(e)
else:
    raise AssertionError(f"key={['k']!r} accepted")

# %%
try:
    group_by_key([{'k': 1}, {'k': 1}], ['k', 'k'])
except TypeError as e:
    assert str(e) == 'key must be a string', str(e)
else:
    raise AssertionError(f"key={['k']!r} accepted")

# %%
try:
    group_by_key([], ['k', 'k'])
except TypeError as e:
    assert str(e) == 'key must be a string', str(e)
else:
    raise AssertionError(f"key={['k']!r} accepted")

# %%
try:
    group_by_key([{'k': 1}], ['k', 'k', 'k', 'k'])
except TypeError as e:
    assert str(e) == 'key must be a string', str(e)
else:
    raise AssertionError(f"key={['k']!r} accepted")

# %%
try:
    group_by_key([{'k': 1}, {'k': 1}], [''])
except TypeError as e:
    assert str(e) == 'key must be a string', str(e)
else:
    raise AssertionError(f"key={['k']!r} accepted")

# %%
try:
    group_by_key([{'k': 1}, {'k': 1}, {'k': 1}], ['k'])
except TypeError as e:
    assert str(e) == 'key must be a string', str(e)
else:
    raise AssertionError(f"key={['k']!r} accepted")

# %%
try:
    group_by_key([{'k': 2}, {'k': 1}], ['k'])
except TypeError as e:
    assert str(e) == 'key must be a string', str(e)
else:
    raise AssertionError(f"key={['k']!r} accepted")

# %%
try:
    group_by_key([{'k': 1}], ['kk', 'kk'])
except TypeError as e:
    assert str(e) == 'key must be a string', str(e)
else:
    raise AssertionError(f"key={['k']!r} accepted")

# %%
try:
    group_by_key([{'k': 2}], ['kk'])
except TypeError as e:
    assert str(e) == 'key must be a string', str(e)
else:
    raise AssertionError(f"key={['k']!r} accepted")

# %%
try:
    group_by_key([{'k': 1}], ['', ''])
except TypeError as e:
    assert str(e) == 'key must be a string', str(e)
else:
    raise AssertionError(f"key={['k']!r} accepted")

# %%
try:
    group_by_key([], [''])
except TypeError as e:
    assert str(e) == 'key must be a string', str(e)
else:
    raise AssertionError(f"key={['k']!r} accepted")

# %%
try:
    group_by_key([{'k': 1}, {}], ['kk'])
except TypeError as e:
    assert str(e) == 'key must be a string', str(e)
else:
    raise AssertionError(f"key={['k']!r} accepted")

# %%
try:
    group_by_key((), ['k'])
except TypeError as e:
    assert str(e) == 'key must be a string', str(e)
else:
    raise AssertionError(f"key={['k']!r} accepted")

# %%
try:
    group_by_key([{'k': 2}], [])
except TypeError as e:
    assert str(e) == 'key must be a string', str(e)
else:
    raise AssertionError(f"key={['k']!r} accepted")

# %%
try:
    group_by_key([{'k': 1}], ())
except TypeError as e:
    assert str(e) == 'key must be a string', str(e)
else:
    raise AssertionError(f"key={['k']!r} accepted")

# %%
try:
    group_by_key([{'k': 1}, {'k': 1}], [])
except TypeError as e:
    assert str(e) == 'key must be a string', str(e)
else:
    raise AssertionError(f"key={['k']!r} accepted")
