# %%
for bad in ((1, 2, 3), 'abc', None):
    try:
        binary_search(bad, 1)
    except TypeError as e:
        assert str(e) == 'items must be a list'
    else:
        raise AssertionError(f'no TypeError for {bad!r}')
