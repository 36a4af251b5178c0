# %%
for bad in (None, 7, ['#a']):
    try:
        extract_hashtags(bad)
    except TypeError as e:
        assert str(e) == 'text must be a str'
    else:
        raise AssertionError(f'no TypeError for {bad!r}')
