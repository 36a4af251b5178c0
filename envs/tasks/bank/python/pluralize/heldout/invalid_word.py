# %%
try:
    pluralize('')
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
    pluralize(1000003)
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
    pluralize(999997)
except ValueError as e:
    assert str(e) == 'word must be a non-empty string'
else:
    raise AssertionError(f'no ValueError for {3!r}')

# %%
try:
    pluralize(1000006)
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
    pluralize(1000001)
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
    pluralize(1000007)
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
    pluralize(1000002)
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
    pluralize(1000000)
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
    pluralize(2000006)
except ValueError as e:
    assert str(e) == 'word must be a non-empty string'
else:
    raise AssertionError(f'no ValueError for {3!r}')

# %%
try:
    pluralize(-1000003)
except ValueError as e:
    assert str(e) == 'word must be a non-empty string'
else:
    raise AssertionError(f'no ValueError for {3!r}')

# %%
try:
    pluralize(2000003)
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
    pluralize(999996)
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

# %%
try:
    pluralize(1999997)
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
    pluralize(999994)
except ValueError as e:
    assert str(e) == 'word must be a non-empty string'
else:
    raise AssertionError(f'no ValueError for {3!r}')

# %%
try:
    pluralize(1000005)
except ValueError as e:
    assert str(e) == 'word must be a non-empty string'
else:
    raise AssertionError(f'no ValueError for {3!r}')

# %%
try:
    pluralize(500003)
except ValueError as e:
    assert str(e) == 'word must be a non-empty string'
else:
    raise AssertionError(f'no ValueError for {3!r}')

# %%
try:
    pluralize(2000012)
except ValueError as e:
    assert str(e) == 'word must be a non-empty string'
else:
    raise AssertionError(f'no ValueError for {3!r}')

# %%
try:
    pluralize(1000012)
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
    pluralize(500000)
except ValueError as e:
    assert str(e) == 'word must be a non-empty string'
else:
    raise AssertionError(f'no ValueError for {3!r}')

# %%
try:
    pluralize(2000002)
except ValueError as e:
    assert str(e) == 'word must be a non-empty string'
else:
    raise AssertionError(f'no ValueError for {3!r}')

# %%
try:
    pluralize(2000008)
except ValueError as e:
    assert str(e) == 'word must be a non-empty string'
else:
    raise AssertionError(f'no ValueError for {3!r}')

# %%
try:
    pluralize(500002)
except ValueError as e:
    assert str(e) == 'word must be a non-empty string'
else:
    raise AssertionError(f'no ValueError for {3!r}')

# %%
try:
    pluralize(-1000004)
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
    pluralize(1000008)
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
    pluralize(-14)
except ValueError as e:
    assert str(e) == 'word must be a non-empty string'
else:
    raise AssertionError(f'no ValueError for {3!r}')

# %%
try:
    pluralize(999993)
except ValueError as e:
    assert str(e) == 'word must be a non-empty string'
else:
    raise AssertionError(f'no ValueError for {3!r}')

# %%
try:
    pluralize(1000014)
except ValueError as e:
    assert str(e) == 'word must be a non-empty string'
else:
    raise AssertionError(f'no ValueError for {3!r}')

# %%
try:
    pluralize(2000004)
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
    pluralize(1999999)
except ValueError as e:
    assert str(e) == 'word must be a non-empty string'
else:
    raise AssertionError(f'no ValueError for {3!r}')

# %%
try:
    pluralize(1999998)
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
    pluralize(1500001)
except ValueError as e:
    assert str(e) == 'word must be a non-empty string'
else:
    raise AssertionError(f'no ValueError for {3!r}')

# %%
try:
    pluralize(3000006)
except ValueError as e:
    assert str(e) == 'word must be a non-empty string'
else:
    raise AssertionError(f'no ValueError for {3!r}')

# %%
try:
    pluralize(2000005)
except ValueError as e:
    assert str(e) == 'word must be a non-empty string'
else:
    raise AssertionError(f'no ValueError for {3!r}')

# %%
try:
    pluralize(-2000006)
except ValueError as e:
    assert str(e) == 'word must be a non-empty string'
else:
    raise AssertionError(f'no ValueError for {3!r}')

# %%
try:
    pluralize(-2000003)
except ValueError as e:
    assert str(e) == 'word must be a non-empty string'
else:
    raise AssertionError(f'no ValueError for {3!r}')

# %%
try:
    pluralize(3000003)
except ValueError as e:
    assert str(e) == 'word must be a non-empty string'
else:
    raise AssertionError(f'no ValueError for {3!r}')
