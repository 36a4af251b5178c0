# %%
for bad in (3.0, '15', None, False):
    try:
        fizzbuzz(bad)
    except TypeError as e:
        assert str(e) == 'n must be an int'
    else:
        raise AssertionError(f'no TypeError for {bad!r}')
