# %%
for bad in (1.0, '2', None, True):
    try:
        rotate_list([1, 2, 3], bad)
    except TypeError as e:
        assert str(e) == 'k must be an int', str(e)
    else:
        raise AssertionError(f'k={bad!r} accepted')
