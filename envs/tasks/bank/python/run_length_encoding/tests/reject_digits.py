# %%
try:
    rle_encode('ab1')
except ValueError as e:
    assert str(e) == 'digits cannot be encoded'
else:
    raise AssertionError('no ValueError for a digit')

# %% held-out
assert rle_encode('a-b') == '1a1-1b'
