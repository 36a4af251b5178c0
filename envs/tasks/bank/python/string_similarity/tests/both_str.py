# %%
for a, b in ((['a'], 'a'), ('a', None), (b'ab', b'ab')):
    try:
        levenshtein(a, b)
    except TypeError as e:
        assert str(e) == 'both arguments must be str'
    else:
        raise AssertionError(f'no TypeError for {a!r}, {b!r}')
