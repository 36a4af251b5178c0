# %%
for bad in (['ab', 3], [None], ['x', b'x']):
    try:
        group_anagrams(bad)
    except TypeError as e:
        assert str(e) == 'all words must be str'
    else:
        raise AssertionError(f'no TypeError for {bad!r}')
