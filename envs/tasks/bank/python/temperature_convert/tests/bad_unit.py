# %%
for bad in ('K', 'celsius', ''):
    try:
        temperature_convert(10, bad)
    except ValueError as e:
        assert str(e) == "unit must be 'C' or 'F'", str(e)
    else:
        raise AssertionError(f'no ValueError for unit {bad!r}')
