# %%
for bad in (['a'], [1, '2'], [1, True], [[1]]):
    try:
        running_max(bad)
    except TypeError as e:
        assert str(e) == 'values must be numbers', str(e)
    else:
        raise AssertionError(f'{bad!r} accepted')
