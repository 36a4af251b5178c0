# %%
for bad in (1, None, ['k']):
    try:
        group_by_key([{'k': 1}], bad)
    except TypeError as e:
        assert str(e) == 'key must be a string', str(e)
    else:
        raise AssertionError(f'key={bad!r} accepted')
