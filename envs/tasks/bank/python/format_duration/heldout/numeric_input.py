# %%
assert format_duration(900.0) == '15m'

# %%
assert format_duration(30.0) == '30s'

# %%
try:
    format_duration(-1.5)
except ValueError as e:
    assert str(e) == 'seconds must be a whole number'
else:
    raise AssertionError('no ValueError for 1.5')

# %%
try:
    format_duration(0.5)
except ValueError as e:
    assert str(e) == 'seconds must be a whole number'
else:
    raise AssertionError('no ValueError for 1.5')

# %%
try:
    format_duration('60')
except TypeError as e:
    assert str(e) == 'seconds must be a number'
else:
    raise AssertionError(f"no TypeError for {'60'!r}")

# %%
try:
    format_duration('60é')
except TypeError as e:
    assert str(e) == 'seconds must be a number'
else:
    raise AssertionError(f"no TypeError for {'60'!r}")

# %%
try:
    format_duration('60 ')
except TypeError as e:
    assert str(e) == 'seconds must be a number'
else:
    raise AssertionError(f"no TypeError for {'60'!r}")

# %%
try:
    format_duration('660')
except TypeError as e:
    assert str(e) == 'seconds must be a number'
else:
    raise AssertionError(f"no TypeError for {'60'!r}")

# %%
try:
    format_duration('0')
except TypeError as e:
    assert str(e) == 'seconds must be a number'
else:
    raise AssertionError(f"no TypeError for {'60'!r}")

# %%
try:
    format_duration('6')
except TypeError as e:
    assert str(e) == 'seconds must be a number'
else:
    raise AssertionError(f"no TypeError for {'60'!r}")

# %%
try:
    format_duration('')
except TypeError as e:
    assert str(e) == 'seconds must be a number'
else:
    raise AssertionError(f"no TypeError for {'60'!r}")

# %%
try:
    format_duration('600')
except TypeError as e:
    assert str(e) == 'seconds must be a number'
else:
    raise AssertionError(f"no TypeError for {'60'!r}")

# %%
try:
    format_duration('ß60')
except TypeError as e:
    assert str(e) == 'seconds must be a number'
else:
    raise AssertionError(f"no TypeError for {'60'!r}")

# %%
try:
    format_duration('6060')
except TypeError as e:
    assert str(e) == 'seconds must be a number'
else:
    raise AssertionError(f"no TypeError for {'60'!r}")

# %%
try:
    format_duration(' 60')
except TypeError as e:
    assert str(e) == 'seconds must be a number'
else:
    raise AssertionError(f"no TypeError for {'60'!r}")

# %%
try:
    format_duration(True)
except TypeError as e:
    assert str(e) == 'seconds must be a number'
else:
    raise AssertionError(f'no TypeError for {True!r}')

# %%
try:
    format_duration(None)
except TypeError as e:
    assert str(e) == 'seconds must be a number'
else:
    raise AssertionError(f'no TypeError for {None!r}')

# %%
assert format_duration(300.0) == '5m'

# %%
assert format_duration(9000.0) == '2h 30m'

# %%
assert format_duration(10.0) == '10s'

# %%
try:
    format_duration(-0.5)
except ValueError as e:
    assert str(e) == 'seconds must be a whole number'
else:
    raise AssertionError('no ValueError for 1.5')

# %%
try:
    format_duration(0.01)
except ValueError as e:
    assert str(e) == 'seconds must be a whole number'
else:
    raise AssertionError('no ValueError for 1.5')

# %%
try:
    format_duration(-0.499)
except ValueError as e:
    assert str(e) == 'seconds must be a whole number'
else:
    raise AssertionError('no ValueError for 1.5')

# %%
try:
    format_duration(0.501)
except ValueError as e:
    assert str(e) == 'seconds must be a whole number'
else:
    raise AssertionError('no ValueError for 1.5')

# %%
try:
    format_duration(0.0003)
except ValueError as e:
    assert str(e) == 'seconds must be a whole number'
else:
    raise AssertionError('no ValueError for 1.5')

# %%
try:
    format_duration(-0.001)
except ValueError as e:
    assert str(e) == 'seconds must be a whole number'
else:
    raise AssertionError('no ValueError for 1.5')

# %%
try:
    format_duration(0.1667)
except ValueError as e:
    assert str(e) == 'seconds must be a whole number'
else:
    raise AssertionError('no ValueError for 1.5')

# %%
try:
    format_duration('60éé')
except TypeError as e:
    assert str(e) == 'seconds must be a number'
else:
    raise AssertionError(f"no TypeError for {'60'!r}")

# %%
try:
    format_duration('60é0')
except TypeError as e:
    assert str(e) == 'seconds must be a number'
else:
    raise AssertionError(f"no TypeError for {'60'!r}")

# %%
try:
    format_duration('660é')
except TypeError as e:
    assert str(e) == 'seconds must be a number'
else:
    raise AssertionError(f"no TypeError for {'60'!r}")

# %%
try:
    format_duration(' 60é')
except TypeError as e:
    assert str(e) == 'seconds must be a number'
else:
    raise AssertionError(f"no TypeError for {'60'!r}")

# %%
try:
    format_duration('60É')
except TypeError as e:
    assert str(e) == 'seconds must be a number'
else:
    raise AssertionError(f"no TypeError for {'60'!r}")

# %%
try:
    format_duration('é06')
except TypeError as e:
    assert str(e) == 'seconds must be a number'
else:
    raise AssertionError(f"no TypeError for {'60'!r}")

# %%
try:
    format_duration('0é')
except TypeError as e:
    assert str(e) == 'seconds must be a number'
else:
    raise AssertionError(f"no TypeError for {'60'!r}")

# %%
try:
    format_duration('60é60é')
except TypeError as e:
    assert str(e) == 'seconds must be a number'
else:
    raise AssertionError(f"no TypeError for {'60'!r}")

# %%
try:
    format_duration(' 60 ')
except TypeError as e:
    assert str(e) == 'seconds must be a number'
else:
    raise AssertionError(f"no TypeError for {'60'!r}")

# %%
try:
    format_duration('660 ')
except TypeError as e:
    assert str(e) == 'seconds must be a number'
else:
    raise AssertionError(f"no TypeError for {'60'!r}")

# %%
try:
    format_duration('ß60 ')
except TypeError as e:
    assert str(e) == 'seconds must be a number'
else:
    raise AssertionError(f"no TypeError for {'60'!r}")

# %%
try:
    format_duration('60 é')
except TypeError as e:
    assert str(e) == 'seconds must be a number'
else:
    raise AssertionError(f"no TypeError for {'60'!r}")

# %%
try:
    format_duration(' 06')
except TypeError as e:
    assert str(e) == 'seconds must be a number'
else:
    raise AssertionError(f"no TypeError for {'60'!r}")

# %%
try:
    format_duration('60 0')
except TypeError as e:
    assert str(e) == 'seconds must be a number'
else:
    raise AssertionError(f"no TypeError for {'60'!r}")

# %%
try:
    format_duration('0 ')
except TypeError as e:
    assert str(e) == 'seconds must be a number'
else:
    raise AssertionError(f"no TypeError for {'60'!r}")

# %%
try:
    format_duration('6600')
except TypeError as e:
    assert str(e) == 'seconds must be a number'
else:
    raise AssertionError(f"no TypeError for {'60'!r}")

# %%
try:
    format_duration(' 660')
except TypeError as e:
    assert str(e) == 'seconds must be a number'
else:
    raise AssertionError(f"no TypeError for {'60'!r}")

# %%
try:
    format_duration('6660')
except TypeError as e:
    assert str(e) == 'seconds must be a number'
else:
    raise AssertionError(f"no TypeError for {'60'!r}")

# %%
try:
    format_duration('ß660')
except TypeError as e:
    assert str(e) == 'seconds must be a number'
else:
    raise AssertionError(f"no TypeError for {'60'!r}")

# %%
try:
    format_duration(' 0')
except TypeError as e:
    assert str(e) == 'seconds must be a number'
else:
    raise AssertionError(f"no TypeError for {'60'!r}")

# %%
try:
    format_duration('ß0')
except TypeError as e:
    assert str(e) == 'seconds must be a number'
else:
    raise AssertionError(f"no TypeError for {'60'!r}")

# %%
try:
    format_duration('6é')
except TypeError as e:
    assert str(e) == 'seconds must be a number'
else:
    raise AssertionError(f"no TypeError for {'60'!r}")

# %%
try:
    format_duration(' 6')
except TypeError as e:
    assert str(e) == 'seconds must be a number'
else:
    raise AssertionError(f"no TypeError for {'60'!r}")

# %%
try:
    format_duration('6 ')
except TypeError as e:
    assert str(e) == 'seconds must be a number'
else:
    raise AssertionError(f"no TypeError for {'60'!r}")

# %%
try:
    format_duration('ß6')
except TypeError as e:
    assert str(e) == 'seconds must be a number'
else:
    raise AssertionError(f"no TypeError for {'60'!r}")

# %%
try:
    format_duration(' ')
except TypeError as e:
    assert str(e) == 'seconds must be a number'
else:
    raise AssertionError(f"no TypeError for {'60'!r}")

# %%
try:
    format_duration('ß')
except TypeError as e:
    assert str(e) == 'seconds must be a number'
else:
    raise AssertionError(f"no TypeError for {'60'!r}")

# %%
try:
    format_duration('é')
except TypeError as e:
    assert str(e) == 'seconds must be a number'
else:
    raise AssertionError(f"no TypeError for {'60'!r}")

# %%
try:
    format_duration('6000')
except TypeError as e:
    assert str(e) == 'seconds must be a number'
else:
    raise AssertionError(f"no TypeError for {'60'!r}")

# %%
try:
    format_duration(' 600')
except TypeError as e:
    assert str(e) == 'seconds must be a number'
else:
    raise AssertionError(f"no TypeError for {'60'!r}")

# %%
try:
    format_duration('ß600')
except TypeError as e:
    assert str(e) == 'seconds must be a number'
else:
    raise AssertionError(f"no TypeError for {'60'!r}")

# %%
try:
    format_duration('600600')
except TypeError as e:
    assert str(e) == 'seconds must be a number'
else:
    raise AssertionError(f"no TypeError for {'60'!r}")

# %%
try:
    format_duration('600é')
except TypeError as e:
    assert str(e) == 'seconds must be a number'
else:
    raise AssertionError(f"no TypeError for {'60'!r}")

# %%
try:
    format_duration('006')
except TypeError as e:
    assert str(e) == 'seconds must be a number'
else:
    raise AssertionError(f"no TypeError for {'60'!r}")

# %%
try:
    format_duration('600 ')
except TypeError as e:
    assert str(e) == 'seconds must be a number'
else:
    raise AssertionError(f"no TypeError for {'60'!r}")

# %%
try:
    format_duration('SS60')
except TypeError as e:
    assert str(e) == 'seconds must be a number'
else:
    raise AssertionError(f"no TypeError for {'60'!r}")

# %%
try:
    format_duration('Ss60')
except TypeError as e:
    assert str(e) == 'seconds must be a number'
else:
    raise AssertionError(f"no TypeError for {'60'!r}")

# %%
try:
    format_duration('ß60ß60')
except TypeError as e:
    assert str(e) == 'seconds must be a number'
else:
    raise AssertionError(f"no TypeError for {'60'!r}")

# %%
try:
    format_duration(' ß60')
except TypeError as e:
    assert str(e) == 'seconds must be a number'
else:
    raise AssertionError(f"no TypeError for {'60'!r}")

# %%
try:
    format_duration('06ß')
except TypeError as e:
    assert str(e) == 'seconds must be a number'
else:
    raise AssertionError(f"no TypeError for {'60'!r}")

# %%
try:
    format_duration('6060é')
except TypeError as e:
    assert str(e) == 'seconds must be a number'
else:
    raise AssertionError(f"no TypeError for {'60'!r}")

# %%
try:
    format_duration('60600')
except TypeError as e:
    assert str(e) == 'seconds must be a number'
else:
    raise AssertionError(f"no TypeError for {'60'!r}")

# %%
try:
    format_duration('60606060')
except TypeError as e:
    assert str(e) == 'seconds must be a number'
else:
    raise AssertionError(f"no TypeError for {'60'!r}")

# %%
try:
    format_duration(' 6060')
except TypeError as e:
    assert str(e) == 'seconds must be a number'
else:
    raise AssertionError(f"no TypeError for {'60'!r}")

# %%
try:
    format_duration('66060')
except TypeError as e:
    assert str(e) == 'seconds must be a number'
else:
    raise AssertionError(f"no TypeError for {'60'!r}")

# %%
try:
    format_duration('060')
except TypeError as e:
    assert str(e) == 'seconds must be a number'
else:
    raise AssertionError(f"no TypeError for {'60'!r}")

# %%
try:
    format_duration('ß6060')
except TypeError as e:
    assert str(e) == 'seconds must be a number'
else:
    raise AssertionError(f"no TypeError for {'60'!r}")

# %%
try:
    format_duration('6060 ')
except TypeError as e:
    assert str(e) == 'seconds must be a number'
else:
    raise AssertionError(f"no TypeError for {'60'!r}")

# %%
try:
    format_duration(' 60 60')
except TypeError as e:
    assert str(e) == 'seconds must be a number'
else:
    raise AssertionError(f"no TypeError for {'60'!r}")

# %%
try:
    format_duration('  60')
except TypeError as e:
    assert str(e) == 'seconds must be a number'
else:
    raise AssertionError(f"no TypeError for {'60'!r}")

# %%
try:
    format_duration('06 ')
except TypeError as e:
    assert str(e) == 'seconds must be a number'
else:
    raise AssertionError(f"no TypeError for {'60'!r}")

# %%
try:
    format_duration('ß 60')
except TypeError as e:
    assert str(e) == 'seconds must be a number'
else:
    raise AssertionError(f"no TypeError for {'60'!r}")

# %%
try:
    format_duration('06é')
except TypeError as e:
    assert str(e) == 'seconds must be a number'
else:
    raise AssertionError(f"no TypeError for {'60'!r}")
