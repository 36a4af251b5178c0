# %%
try:
    moving_average([1, 2], 0)
except ValueError as e:
    assert str(e) == 'window must be a positive integer'
else:
    raise AssertionError('no ValueError for window=0')

# %% held-out
for bad in (-2, 1.5):
    try:
        moving_average([1, 2, 3], bad)
    except ValueError as e:
        assert str(e) == 'window must be a positive integer'
    else:
        raise AssertionError(f'no ValueError for window={bad!r}')
