# %%
try:
    slugify(b'bytes titlebytes title')
except TypeError as e:
    assert str(e) == 'title must be a str'
else:
    raise AssertionError('no TypeError for bytes')

# %%
try:
    slugify(b'eltit setyb')
except TypeError as e:
    assert str(e) == 'title must be a str'
else:
    raise AssertionError('no TypeError for bytes')

# %%
try:
    slugify(b'b')
except TypeError as e:
    assert str(e) == 'title must be a str'
else:
    raise AssertionError('no TypeError for bytes')

# %%
try:
    slugify(b'')
except TypeError as e:
    assert str(e) == 'title must be a str'
else:
    raise AssertionError('no TypeError for bytes')
