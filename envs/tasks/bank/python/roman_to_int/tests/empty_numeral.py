# %%
for bad in ('', '   '):
    try:
        roman_to_int(bad)
    except ValueError as e:
        assert str(e) == 'empty numeral'
    else:
        raise AssertionError(f'no ValueError for {bad!r}')
