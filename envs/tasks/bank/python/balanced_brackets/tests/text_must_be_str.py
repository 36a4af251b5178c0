# %%
for bad in (None, ['(', ')'], 42):
    try:
        is_balanced(bad)
    except TypeError as e:
        assert str(e) == 'text must be a str'
    else:
        raise AssertionError(f'no TypeError for {bad!r}')
