# %%
for bad in (5, None, ['a', 'e']):
    try:
        count_vowels(bad)
    except TypeError as e:
        assert str(e) == 'text must be a str'
    else:
        raise AssertionError(f'no TypeError for {bad!r}')
