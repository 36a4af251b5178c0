# %%
assert format_duration(90.0) == '1m 30s'

# %% held-out
assert format_duration(0.0) == '0s'

# %% held-out
try:
    format_duration(1.5)
except ValueError as e:
    assert str(e) == 'seconds must be a whole number'
else:
    raise AssertionError('no ValueError for 1.5')

# %% held-out
for bad in ('60', True, None):
    try:
        format_duration(bad)
    except TypeError as e:
        assert str(e) == 'seconds must be a number'
    else:
        raise AssertionError(f'no TypeError for {bad!r}')
