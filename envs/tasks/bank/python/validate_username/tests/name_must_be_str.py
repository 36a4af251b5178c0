# %%
for bad in (None, 12345, ['b', 'o', 'b']):
    try:
        is_valid_username(bad)
    except TypeError as e:
        assert str(e) == 'name must be a str'
    else:
        raise AssertionError(f'no TypeError for {bad!r}')
