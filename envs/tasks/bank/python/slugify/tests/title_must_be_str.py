# %%
try:
    slugify(None)
except TypeError as e:
    assert str(e) == 'title must be a str'
else:
    raise AssertionError('no TypeError for None')

# %% held-out
try:
    slugify(b'bytes title')
except TypeError as e:
    assert str(e) == 'title must be a str'
else:
    raise AssertionError('no TypeError for bytes')
