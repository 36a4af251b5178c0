# %%
for bad in (0, -3, 2.0, '4'):
    try:
        histogram_bins([1, 2, 3], bad)
    except ValueError as e:
        assert str(e) == 'bins must be a positive integer', str(e)
    else:
        raise AssertionError(f'bins={bad!r} accepted')
