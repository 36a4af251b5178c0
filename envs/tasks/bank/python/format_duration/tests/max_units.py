# %%
assert format_duration(3661, max_units=2) == '1h 1m'

# %% held-out
assert format_duration(90061, max_units=1) == '1d'

# %% held-out
assert format_duration(61, max_units=5) == '1m 1s'

# %% held-out
assert format_duration(0, max_units=1) == '0s'

# %% held-out
assert format_duration(3661, max_units=None) == '1h 1m 1s'

# %% held-out
try:
    format_duration(10, max_units=0)
except ValueError as e:
    assert str(e) == 'max_units must be at least 1'
else:
    raise AssertionError('no ValueError for max_units=0')
