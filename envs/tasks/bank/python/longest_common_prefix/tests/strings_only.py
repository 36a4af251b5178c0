# %%
for bad in (['a', 1], [None, 'a'], [b'ab', b'ac']):
    try:
        longest_common_prefix(bad)
    except TypeError as e:
        assert str(e) == 'strings must contain only str'
    else:
        raise AssertionError(f'no TypeError for {bad!r}')
