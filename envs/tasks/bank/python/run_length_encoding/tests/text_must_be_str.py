# %%
try:
    rle_encode(['a', 'a'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for a list')

# %% held-out
try:
    rle_encode(123)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for an int')
