# %%
for bad in (b'a=1', None, {'a': '1'}):
    try:
        parse_query_string(bad)
    except TypeError as e:
        assert str(e) == 'query must be a str'
    else:
        raise AssertionError(f'no TypeError for {bad!r}')
