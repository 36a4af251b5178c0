# %%
assert rle_decode('3a1b') == 'aaab'

# %% held-out
assert rle_decode('') == ''

# %% held-out
assert rle_decode(rle_encode('aab  c')) == 'aab  c'

# %% held-out
for bad in ('a3', '3', '0a', '12a', '3a4'):
    try:
        rle_decode(bad)
    except ValueError as e:
        assert str(e) == 'malformed input', bad
    else:
        raise AssertionError(f'no ValueError for {bad!r}')
