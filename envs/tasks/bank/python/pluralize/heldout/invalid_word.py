# %%
try:
    pluralize('')
except ValueError as e:
    assert str(e) == 'word must be a non-empty string'
else:
    raise AssertionError(f"no ValueError for {''!r}")

# %%
try:
    pluralize(' ')
except ValueError as e:
    assert str(e) == 'word must be a non-empty string'
else:
    raise AssertionError(f"no ValueError for {''!r}")

# %%
try:
    pluralize('   ')
except ValueError as e:
    assert str(e) == 'word must be a non-empty string'
else:
    raise AssertionError(f"no ValueError for {'   '!r}")

# %%
try:
    pluralize('    ')
except ValueError as e:
    assert str(e) == 'word must be a non-empty string'
else:
    raise AssertionError(f"no ValueError for {'   '!r}")

# %%
try:
    pluralize(' ')
except ValueError as e:
    assert str(e) == 'word must be a non-empty string'
else:
    raise AssertionError(f"no ValueError for {'   '!r}")

# %%
try:
    pluralize('  ')
except ValueError as e:
    assert str(e) == 'word must be a non-empty string'
else:
    raise AssertionError(f"no ValueError for {'   '!r}")

# %%
try:
    pluralize('')
except ValueError as e:
    assert str(e) == 'word must be a non-empty string'
else:
    raise AssertionError(f"no ValueError for {'   '!r}")

# %%
try:
    pluralize('      ')
except ValueError as e:
    assert str(e) == 'word must be a non-empty string'
else:
    raise AssertionError(f"no ValueError for {'   '!r}")

# %%
try:
    pluralize(None)
except ValueError as e:
    assert str(e) == 'word must be a non-empty string'
else:
    raise AssertionError(f'no ValueError for {None!r}')

# %%
try:
    pluralize(3)
except ValueError as e:
    assert str(e) == 'word must be a non-empty string'
else:
    raise AssertionError(f'no ValueError for {3!r}')

# %%
try:
    pluralize(-3)
except ValueError as e:
    assert str(e) == 'word must be a non-empty string'
else:
    raise AssertionError(f'no ValueError for {3!r}')

# %%
try:
    pluralize(6)
except ValueError as e:
    assert str(e) == 'word must be a non-empty string'
else:
    raise AssertionError(f'no ValueError for {3!r}')

# %%
try:
    pluralize(1)
except ValueError as e:
    assert str(e) == 'word must be a non-empty string'
else:
    raise AssertionError(f'no ValueError for {3!r}')

# %%
try:
    pluralize(4)
except ValueError as e:
    assert str(e) == 'word must be a non-empty string'
else:
    raise AssertionError(f'no ValueError for {3!r}')

# %%
try:
    pluralize(7)
except ValueError as e:
    assert str(e) == 'word must be a non-empty string'
else:
    raise AssertionError(f'no ValueError for {3!r}')

# %%
try:
    pluralize(2)
except ValueError as e:
    assert str(e) == 'word must be a non-empty string'
else:
    raise AssertionError(f'no ValueError for {3!r}')

# %%
try:
    pluralize(-1)
except ValueError as e:
    assert str(e) == 'word must be a non-empty string'
else:
    raise AssertionError(f'no ValueError for {3!r}')

# %%
try:
    pluralize(0)
except ValueError as e:
    assert str(e) == 'word must be a non-empty string'
else:
    raise AssertionError(f'no ValueError for {3!r}')

# %%
try:
    pluralize(1000000)
except ValueError as e:
    assert str(e) == 'word must be a non-empty string'
else:
    raise AssertionError(f'no ValueError for {3!r}')

# %%
try:
    pluralize('  ')
except ValueError as e:
    assert str(e) == 'word must be a non-empty string'
else:
    raise AssertionError(f"no ValueError for {''!r}")

# %%
try:
    pluralize('        ')
except ValueError as e:
    assert str(e) == 'word must be a non-empty string'
else:
    raise AssertionError(f"no ValueError for {'   '!r}")

# %%
try:
    pluralize('     ')
except ValueError as e:
    assert str(e) == 'word must be a non-empty string'
else:
    raise AssertionError(f"no ValueError for {'   '!r}")

# %%
try:
    pluralize('            ')
except ValueError as e:
    assert str(e) == 'word must be a non-empty string'
else:
    raise AssertionError(f"no ValueError for {'   '!r}")

# %%
try:
    pluralize('       ')
except ValueError as e:
    assert str(e) == 'word must be a non-empty string'
else:
    raise AssertionError(f"no ValueError for {'   '!r}")

# %%
try:
    pluralize(-4)
except ValueError as e:
    assert str(e) == 'word must be a non-empty string'
else:
    raise AssertionError(f'no ValueError for {3!r}')

# %%
try:
    pluralize(-2)
except ValueError as e:
    assert str(e) == 'word must be a non-empty string'
else:
    raise AssertionError(f'no ValueError for {3!r}')

# %%
try:
    pluralize(-6)
except ValueError as e:
    assert str(e) == 'word must be a non-empty string'
else:
    raise AssertionError(f'no ValueError for {3!r}')

# %%
try:
    pluralize(12)
except ValueError as e:
    assert str(e) == 'word must be a non-empty string'
else:
    raise AssertionError(f'no ValueError for {3!r}')

# %%
try:
    pluralize(5)
except ValueError as e:
    assert str(e) == 'word must be a non-empty string'
else:
    raise AssertionError(f'no ValueError for {3!r}')

# %%
try:
    pluralize(8)
except ValueError as e:
    assert str(e) == 'word must be a non-empty string'
else:
    raise AssertionError(f'no ValueError for {3!r}')

# %%
try:
    pluralize(-7)
except ValueError as e:
    assert str(e) == 'word must be a non-empty string'
else:
    raise AssertionError(f'no ValueError for {3!r}')

# %%
try:
    pluralize(14)
except ValueError as e:
    assert str(e) == 'word must be a non-empty string'
else:
    raise AssertionError(f'no ValueError for {3!r}')

# %%
try:
    pluralize(500000)
except ValueError as e:
    assert str(e) == 'word must be a non-empty string'
else:
    raise AssertionError(f'no ValueError for {3!r}')

# %%
try:
    pluralize(-1000000)
except ValueError as e:
    assert str(e) == 'word must be a non-empty string'
else:
    raise AssertionError(f'no ValueError for {3!r}')

# %%
try:
    pluralize(999999)
except ValueError as e:
    assert str(e) == 'word must be a non-empty string'
else:
    raise AssertionError(f'no ValueError for {3!r}')

# %%
try:
    pluralize('   ')
except ValueError as e:
    assert str(e) == 'word must be a non-empty string'
else:
    raise AssertionError(f"no ValueError for {''!r}")

# %%
try:
    pluralize('    ')
except ValueError as e:
    assert str(e) == 'word must be a non-empty string'
else:
    raise AssertionError(f"no ValueError for {''!r}")

# %%
try:
    pluralize('                ')
except ValueError as e:
    assert str(e) == 'word must be a non-empty string'
else:
    raise AssertionError(f"no ValueError for {'   '!r}")

# %%
try:
    pluralize('         ')
except ValueError as e:
    assert str(e) == 'word must be a non-empty string'
else:
    raise AssertionError(f"no ValueError for {'   '!r}")

# %%
try:
    pluralize('          ')
except ValueError as e:
    assert str(e) == 'word must be a non-empty string'
else:
    raise AssertionError(f"no ValueError for {'   '!r}")

# %%
try:
    pluralize('           ')
except ValueError as e:
    assert str(e) == 'word must be a non-empty string'
else:
    raise AssertionError(f"no ValueError for {'   '!r}")

# %%
try:
    pluralize('             ')
except ValueError as e:
    assert str(e) == 'word must be a non-empty string'
else:
    raise AssertionError(f"no ValueError for {'   '!r}")

# %%
try:
    pluralize('                        ')
except ValueError as e:
    assert str(e) == 'word must be a non-empty string'
else:
    raise AssertionError(f"no ValueError for {'   '!r}")

# %%
try:
    pluralize('              ')
except ValueError as e:
    assert str(e) == 'word must be a non-empty string'
else:
    raise AssertionError(f"no ValueError for {'   '!r}")

# %%
try:
    pluralize(-5)
except ValueError as e:
    assert str(e) == 'word must be a non-empty string'
else:
    raise AssertionError(f'no ValueError for {3!r}')

# %%
try:
    pluralize(-8)
except ValueError as e:
    assert str(e) == 'word must be a non-empty string'
else:
    raise AssertionError(f'no ValueError for {3!r}')

# %%
try:
    pluralize(-12)
except ValueError as e:
    assert str(e) == 'word must be a non-empty string'
else:
    raise AssertionError(f'no ValueError for {3!r}')

# %%
try:
    pluralize(11)
except ValueError as e:
    assert str(e) == 'word must be a non-empty string'
else:
    raise AssertionError(f'no ValueError for {3!r}')

# %%
try:
    pluralize(24)
except ValueError as e:
    assert str(e) == 'word must be a non-empty string'
else:
    raise AssertionError(f'no ValueError for {3!r}')

# %%
try:
    pluralize(13)
except ValueError as e:
    assert str(e) == 'word must be a non-empty string'
else:
    raise AssertionError(f'no ValueError for {3!r}')

# %%
try:
    pluralize(10)
except ValueError as e:
    assert str(e) == 'word must be a non-empty string'
else:
    raise AssertionError(f'no ValueError for {3!r}')

# %%
try:
    pluralize(9)
except ValueError as e:
    assert str(e) == 'word must be a non-empty string'
else:
    raise AssertionError(f'no ValueError for {3!r}')

# %%
try:
    pluralize(16)
except ValueError as e:
    assert str(e) == 'word must be a non-empty string'
else:
    raise AssertionError(f'no ValueError for {3!r}')

# %%
try:
    pluralize(-14)
except ValueError as e:
    assert str(e) == 'word must be a non-empty string'
else:
    raise AssertionError(f'no ValueError for {3!r}')

# %%
try:
    pluralize(15)
except ValueError as e:
    assert str(e) == 'word must be a non-empty string'
else:
    raise AssertionError(f'no ValueError for {3!r}')

# %%
try:
    pluralize(28)
except ValueError as e:
    assert str(e) == 'word must be a non-empty string'
else:
    raise AssertionError(f'no ValueError for {3!r}')

# %%
try:
    pluralize(250000)
except ValueError as e:
    assert str(e) == 'word must be a non-empty string'
else:
    raise AssertionError(f'no ValueError for {3!r}')

# %%
try:
    pluralize(-500000)
except ValueError as e:
    assert str(e) == 'word must be a non-empty string'
else:
    raise AssertionError(f'no ValueError for {3!r}')

# %%
try:
    pluralize(499999)
except ValueError as e:
    assert str(e) == 'word must be a non-empty string'
else:
    raise AssertionError(f'no ValueError for {3!r}')

# %%
try:
    pluralize(500001)
except ValueError as e:
    assert str(e) == 'word must be a non-empty string'
else:
    raise AssertionError(f'no ValueError for {3!r}')

# %%
try:
    pluralize(-999999)
except ValueError as e:
    assert str(e) == 'word must be a non-empty string'
else:
    raise AssertionError(f'no ValueError for {3!r}')

# %%
try:
    pluralize(999998)
except ValueError as e:
    assert str(e) == 'word must be a non-empty string'
else:
    raise AssertionError(f'no ValueError for {3!r}')
