# %%
for bad in (2.5, '8', True, None):
    try:
        prime_factors(bad)
    except TypeError as e:
        assert str(e) == 'n must be an integer', str(e)
    else:
        raise AssertionError(f'no TypeError for {bad!r}')
