# %%
for bad in ('90', None, True, [90]):
    try:
        grade_letter(bad)
    except TypeError as e:
        assert str(e) == 'score must be a number'
    else:
        raise AssertionError(f'no TypeError for {bad!r}')
