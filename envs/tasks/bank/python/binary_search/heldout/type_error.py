# %%
try:
    binary_search((1, 2, 3), -1)
except TypeError as e:
    assert str(e) == 'items must be a list'
else:
    raise AssertionError(f'no TypeError for {(1, 2, 3)!r}')

# %%
try:
    binary_search((1, 2), 1)
except TypeError as e:
    assert str(e) == 'items must be a list'
else:
    raise AssertionError(f'no TypeError for {(1, 2, 3)!r}')

# %%
try:
    binary_search((1, 2, 4), 1)
except TypeError as e:
    assert str(e) == 'items must be a list'
else:
    raise AssertionError(f'no TypeError for {(1, 2, 3)!r}')

# %%
try:
    binary_search((1, 2, 3), 1000000)
except TypeError as e:
    assert str(e) == 'items must be a list'
else:
    raise AssertionError(f'no TypeError for {(1, 2, 3)!r}')

# %%
try:
    binary_search((1,), 1)
except TypeError as e:
    assert str(e) == 'items must be a list'
else:
    raise AssertionError(f'no TypeError for {(1, 2, 3)!r}')

# %%
try:
    binary_search((1, 2, 2), 1)
except TypeError as e:
    assert str(e) == 'items must be a list'
else:
    raise AssertionError(f'no TypeError for {(1, 2, 3)!r}')

# %%
try:
    binary_search((), 1)
except TypeError as e:
    assert str(e) == 'items must be a list'
else:
    raise AssertionError(f'no TypeError for {(1, 2, 3)!r}')

# %%
try:
    binary_search((1, 2, 3), 0)
except TypeError as e:
    assert str(e) == 'items must be a list'
else:
    raise AssertionError(f'no TypeError for {(1, 2, 3)!r}')

# %%
try:
    binary_search((1, 2, 3, 4), 1)
except TypeError as e:
    assert str(e) == 'items must be a list'
else:
    raise AssertionError(f'no TypeError for {(1, 2, 3)!r}')

# %%
try:
    binary_search((1, 2, 0), 1)
except TypeError as e:
    assert str(e) == 'items must be a list'
else:
    raise AssertionError(f'no TypeError for {(1, 2, 3)!r}')

# %%
try:
    binary_search('abc', 1)
except TypeError as e:
    assert str(e) == 'items must be a list'
else:
    raise AssertionError(f"no TypeError for {'abc'!r}")

# %%
try:
    binary_search('abc', -1)
except TypeError as e:
    assert str(e) == 'items must be a list'
else:
    raise AssertionError(f"no TypeError for {'abc'!r}")

# %%
try:
    binary_search('ab', 1)
except TypeError as e:
    assert str(e) == 'items must be a list'
else:
    raise AssertionError(f"no TypeError for {'abc'!r}")

# %%
try:
    binary_search('', 1)
except TypeError as e:
    assert str(e) == 'items must be a list'
else:
    raise AssertionError(f"no TypeError for {'abc'!r}")

# %%
try:
    binary_search('Abc', 1)
except TypeError as e:
    assert str(e) == 'items must be a list'
else:
    raise AssertionError(f"no TypeError for {'abc'!r}")

# %%
try:
    binary_search('abc', 2)
except TypeError as e:
    assert str(e) == 'items must be a list'
else:
    raise AssertionError(f"no TypeError for {'abc'!r}")

# %%
try:
    binary_search('bc', 1)
except TypeError as e:
    assert str(e) == 'items must be a list'
else:
    raise AssertionError(f"no TypeError for {'abc'!r}")

# %%
try:
    binary_search('abc', 0)
except TypeError as e:
    assert str(e) == 'items must be a list'
else:
    raise AssertionError(f"no TypeError for {'abc'!r}")

# %%
try:
    binary_search(None, 2)
except TypeError as e:
    assert str(e) == 'items must be a list'
else:
    raise AssertionError(f'no TypeError for {None!r}')

# %%
try:
    binary_search(None, 7)
except TypeError as e:
    assert str(e) == 'items must be a list'
else:
    raise AssertionError(f'no TypeError for {None!r}')

# %%
try:
    binary_search((2, 1), 1)
except TypeError as e:
    assert str(e) == 'items must be a list'
else:
    raise AssertionError(f'no TypeError for {(1, 2, 3)!r}')

# %%
try:
    binary_search((1, 2), 1000000)
except TypeError as e:
    assert str(e) == 'items must be a list'
else:
    raise AssertionError(f'no TypeError for {(1, 2, 3)!r}')

# %%
try:
    binary_search((0, 2), 1)
except TypeError as e:
    assert str(e) == 'items must be a list'
else:
    raise AssertionError(f'no TypeError for {(1, 2, 3)!r}')

# %%
try:
    binary_search((1, 1, -3), 1)
except TypeError as e:
    assert str(e) == 'items must be a list'
else:
    raise AssertionError(f'no TypeError for {(1, 2, 3)!r}')

# %%
try:
    binary_search((1, 3, -3), 1)
except TypeError as e:
    assert str(e) == 'items must be a list'
else:
    raise AssertionError(f'no TypeError for {(1, 2, 3)!r}')

# %%
try:
    binary_search((3, 2), 1)
except TypeError as e:
    assert str(e) == 'items must be a list'
else:
    raise AssertionError(f'no TypeError for {(1, 2, 3)!r}')

# %%
try:
    binary_search((1, 2, 4), -1)
except TypeError as e:
    assert str(e) == 'items must be a list'
else:
    raise AssertionError(f'no TypeError for {(1, 2, 3)!r}')

# %%
try:
    binary_search((1, 2, 4), 7)
except TypeError as e:
    assert str(e) == 'items must be a list'
else:
    raise AssertionError(f'no TypeError for {(1, 2, 3)!r}')

# %%
try:
    binary_search((1, 2, 2), 1000000)
except TypeError as e:
    assert str(e) == 'items must be a list'
else:
    raise AssertionError(f'no TypeError for {(1, 2, 3)!r}')

# %%
try:
    binary_search((1,), 1000000)
except TypeError as e:
    assert str(e) == 'items must be a list'
else:
    raise AssertionError(f'no TypeError for {(1, 2, 3)!r}')

# %%
try:
    binary_search((1, 1), 1)
except TypeError as e:
    assert str(e) == 'items must be a list'
else:
    raise AssertionError(f'no TypeError for {(1, 2, 3)!r}')

# %%
try:
    binary_search((1, 2, 2, 1), 1)
except TypeError as e:
    assert str(e) == 'items must be a list'
else:
    raise AssertionError(f'no TypeError for {(1, 2, 3)!r}')

# %%
try:
    binary_search((), 1000000)
except TypeError as e:
    assert str(e) == 'items must be a list'
else:
    raise AssertionError(f'no TypeError for {(1, 2, 3)!r}')

# %%
try:
    binary_search((), 2)
except TypeError as e:
    assert str(e) == 'items must be a list'
else:
    raise AssertionError(f'no TypeError for {(1, 2, 3)!r}')

# %%
try:
    binary_search((), 0)
except TypeError as e:
    assert str(e) == 'items must be a list'
else:
    raise AssertionError(f'no TypeError for {(1, 2, 3)!r}')

# %%
try:
    binary_search((1, -2, 3), 0)
except TypeError as e:
    assert str(e) == 'items must be a list'
else:
    raise AssertionError(f'no TypeError for {(1, 2, 3)!r}')

# %%
try:
    binary_search((4, 3, 2, 1), 1)
except TypeError as e:
    assert str(e) == 'items must be a list'
else:
    raise AssertionError(f'no TypeError for {(1, 2, 3)!r}')

# %%
try:
    binary_search((2,), 1)
except TypeError as e:
    assert str(e) == 'items must be a list'
else:
    raise AssertionError(f'no TypeError for {(1, 2, 3)!r}')

# %%
try:
    binary_search((0, 2, 3), 7)
except TypeError as e:
    assert str(e) == 'items must be a list'
else:
    raise AssertionError(f'no TypeError for {(1, 2, 3)!r}')

# %%
try:
    binary_search((2, 2, 3), 2)
except TypeError as e:
    assert str(e) == 'items must be a list'
else:
    raise AssertionError(f'no TypeError for {(1, 2, 3)!r}')

# %%
try:
    binary_search((1, 2, 3, 4), 2)
except TypeError as e:
    assert str(e) == 'items must be a list'
else:
    raise AssertionError(f'no TypeError for {(1, 2, 3)!r}')

# %%
try:
    binary_search((3, 2, 1, 1), 1)
except TypeError as e:
    assert str(e) == 'items must be a list'
else:
    raise AssertionError(f'no TypeError for {(1, 2, 3)!r}')

# %%
try:
    binary_search((1, 2, 3, 1), 7)
except TypeError as e:
    assert str(e) == 'items must be a list'
else:
    raise AssertionError(f'no TypeError for {(1, 2, 3)!r}')

# %%
try:
    binary_search((1, 1, 2, 3), 1)
except TypeError as e:
    assert str(e) == 'items must be a list'
else:
    raise AssertionError(f'no TypeError for {(1, 2, 3)!r}')

# %%
try:
    binary_search((3, 2, 1, 3, 2, 1), 1)
except TypeError as e:
    assert str(e) == 'items must be a list'
else:
    raise AssertionError(f'no TypeError for {(1, 2, 3)!r}')

# %%
try:
    binary_search((1, 2, 3, 1, 2), 1)
except TypeError as e:
    assert str(e) == 'items must be a list'
else:
    raise AssertionError(f'no TypeError for {(1, 2, 3)!r}')

# %%
try:
    binary_search((1, 2, 3, 1, 2, 3, 1, 2, 3, 1, 2, 3), 1)
except TypeError as e:
    assert str(e) == 'items must be a list'
else:
    raise AssertionError(f'no TypeError for {(1, 2, 3)!r}')

# %%
try:
    binary_search((1, 2, 0), 2)
except TypeError as e:
    assert str(e) == 'items must be a list'
else:
    raise AssertionError(f'no TypeError for {(1, 2, 3)!r}')

# %%
try:
    binary_search((1, 2, -1), 1)
except TypeError as e:
    assert str(e) == 'items must be a list'
else:
    raise AssertionError(f'no TypeError for {(1, 2, 3)!r}')

# %%
try:
    binary_search('ab', -1)
except TypeError as e:
    assert str(e) == 'items must be a list'
else:
    raise AssertionError(f"no TypeError for {'abc'!r}")

# %%
try:
    binary_search('ab', 2)
except TypeError as e:
    assert str(e) == 'items must be a list'
else:
    raise AssertionError(f"no TypeError for {'abc'!r}")

# %%
try:
    binary_search('abé', 1)
except TypeError as e:
    assert str(e) == 'items must be a list'
else:
    raise AssertionError(f"no TypeError for {'abc'!r}")

# %%
try:
    binary_search('ABC', -1)
except TypeError as e:
    assert str(e) == 'items must be a list'
else:
    raise AssertionError(f"no TypeError for {'abc'!r}")

# %%
try:
    binary_search('AB', 1)
except TypeError as e:
    assert str(e) == 'items must be a list'
else:
    raise AssertionError(f"no TypeError for {'abc'!r}")

# %%
try:
    binary_search('cbaa', 1)
except TypeError as e:
    assert str(e) == 'items must be a list'
else:
    raise AssertionError(f"no TypeError for {'abc'!r}")

# %%
try:
    binary_search('a', 1000000)
except TypeError as e:
    assert str(e) == 'items must be a list'
else:
    raise AssertionError(f"no TypeError for {'abc'!r}")

# %%
try:
    binary_search('abc0', 1000000)
except TypeError as e:
    assert str(e) == 'items must be a list'
else:
    raise AssertionError(f"no TypeError for {'abc'!r}")

# %%
try:
    binary_search('ab', 1000000)
except TypeError as e:
    assert str(e) == 'items must be a list'
else:
    raise AssertionError(f"no TypeError for {'abc'!r}")

# %%
try:
    binary_search('', -1)
except TypeError as e:
    assert str(e) == 'items must be a list'
else:
    raise AssertionError(f"no TypeError for {'abc'!r}")

# %%
try:
    binary_search('écba', 1)
except TypeError as e:
    assert str(e) == 'items must be a list'
else:
    raise AssertionError(f"no TypeError for {'abc'!r}")

# %%
try:
    binary_search(' abcé', 1)
except TypeError as e:
    assert str(e) == 'items must be a list'
else:
    raise AssertionError(f"no TypeError for {'abc'!r}")

# %%
try:
    binary_search('a', 0)
except TypeError as e:
    assert str(e) == 'items must be a list'
else:
    raise AssertionError(f"no TypeError for {'abc'!r}")

# %%
try:
    binary_search('A', 1)
except TypeError as e:
    assert str(e) == 'items must be a list'
else:
    raise AssertionError(f"no TypeError for {'abc'!r}")

# %%
try:
    binary_search('Abc ', 1)
except TypeError as e:
    assert str(e) == 'items must be a list'
else:
    raise AssertionError(f"no TypeError for {'abc'!r}")

# %%
try:
    binary_search('AbcAbc', 1)
except TypeError as e:
    assert str(e) == 'items must be a list'
else:
    raise AssertionError(f"no TypeError for {'abc'!r}")

# %%
try:
    binary_search('ßabc', 7)
except TypeError as e:
    assert str(e) == 'items must be a list'
else:
    raise AssertionError(f"no TypeError for {'abc'!r}")

# %%
try:
    binary_search('ab', 7)
except TypeError as e:
    assert str(e) == 'items must be a list'
else:
    raise AssertionError(f"no TypeError for {'abc'!r}")

# %%
try:
    binary_search('abc0', 7)
except TypeError as e:
    assert str(e) == 'items must be a list'
else:
    raise AssertionError(f"no TypeError for {'abc'!r}")

# %%
try:
    binary_search('abc', 3)
except TypeError as e:
    assert str(e) == 'items must be a list'
else:
    raise AssertionError(f"no TypeError for {'abc'!r}")

# %%
try:
    binary_search(' abc abc', 1)
except TypeError as e:
    assert str(e) == 'items must be a list'
else:
    raise AssertionError(f"no TypeError for {'abc'!r}")

# %%
try:
    binary_search(' abc ', 1)
except TypeError as e:
    assert str(e) == 'items must be a list'
else:
    raise AssertionError(f"no TypeError for {'abc'!r}")

# %%
try:
    binary_search('ßabcabc', 1)
except TypeError as e:
    assert str(e) == 'items must be a list'
else:
    raise AssertionError(f"no TypeError for {'abc'!r}")

# %%
try:
    binary_search('cb', 1)
except TypeError as e:
    assert str(e) == 'items must be a list'
else:
    raise AssertionError(f"no TypeError for {'abc'!r}")

# %%
try:
    binary_search('abcé', 0)
except TypeError as e:
    assert str(e) == 'items must be a list'
else:
    raise AssertionError(f"no TypeError for {'abc'!r}")

# %%
try:
    binary_search('bc', 0)
except TypeError as e:
    assert str(e) == 'items must be a list'
else:
    raise AssertionError(f"no TypeError for {'abc'!r}")

# %%
try:
    binary_search('SSABC', 1)
except TypeError as e:
    assert str(e) == 'items must be a list'
else:
    raise AssertionError(f"no TypeError for {'abc'!r}")

# %%
try:
    binary_search('cba', 1000000)
except TypeError as e:
    assert str(e) == 'items must be a list'
else:
    raise AssertionError(f"no TypeError for {'abc'!r}")

# %%
try:
    binary_search(None, 4)
except TypeError as e:
    assert str(e) == 'items must be a list'
else:
    raise AssertionError(f'no TypeError for {None!r}')

# %%
try:
    binary_search(None, -2)
except TypeError as e:
    assert str(e) == 'items must be a list'
else:
    raise AssertionError(f'no TypeError for {None!r}')

# %%
try:
    binary_search(None, 6)
except TypeError as e:
    assert str(e) == 'items must be a list'
else:
    raise AssertionError(f'no TypeError for {None!r}')
