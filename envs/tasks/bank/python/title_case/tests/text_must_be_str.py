# %%
for bad in (None, ['a', 'b'], 3.5):
    try:
        title_case(bad)
    except TypeError as e:
        assert str(e) == 'text must be a str'
    else:
        raise AssertionError(f'no TypeError for {bad!r}')
