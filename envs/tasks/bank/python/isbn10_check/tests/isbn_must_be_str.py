# %%
for bad in (306406152, None, list('0306406152')):
    try:
        is_valid_isbn10(bad)
    except TypeError as e:
        assert str(e) == 'isbn must be a str'
    else:
        raise AssertionError(f'no TypeError for {bad!r}')
