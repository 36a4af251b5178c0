# %%
for bad in (0, -2, 1.5):
    try:
        chunk_list([1, 2, 3], bad)
    except ValueError as e:
        assert str(e) == 'size must be a positive integer', str(e)
    else:
        raise AssertionError(f'size={bad!r} accepted')
