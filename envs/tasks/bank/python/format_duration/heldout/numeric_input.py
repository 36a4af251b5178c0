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
    format_duration(0.001)
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
