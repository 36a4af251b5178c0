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

# %%
try:
    slugify(b'bytes titlebytes titlebytes titlebytes title')
except TypeError as e:
    assert str(e) == 'title must be a str'
else:
    raise AssertionError('no TypeError for bytes')

# %%
try:
    slugify(b'eltit setybeltit setyb')
except TypeError as e:
    assert str(e) == 'title must be a str'
else:
    raise AssertionError('no TypeError for bytes')

# %%
try:
    slugify(b'e')
except TypeError as e:
    assert str(e) == 'title must be a str'
else:
    raise AssertionError('no TypeError for bytes')

# %%
try:
    slugify(b'bb')
except TypeError as e:
    assert str(e) == 'title must be a str'
else:
    raise AssertionError('no TypeError for bytes')

# %%
try:
    slugify(b'bytes titlebytes titlebytes titlebytes titlebytes titlebytes titlebytes titlebytes title')
except TypeError as e:
    assert str(e) == 'title must be a str'
else:
    raise AssertionError('no TypeError for bytes')

# %%
try:
    slugify(b'eltit setybeltit setybeltit setybeltit setyb')
except TypeError as e:
    assert str(e) == 'title must be a str'
else:
    raise AssertionError('no TypeError for bytes')

# %%
try:
    slugify(b'ee')
except TypeError as e:
    assert str(e) == 'title must be a str'
else:
    raise AssertionError('no TypeError for bytes')

# %%
try:
    slugify(b'bbbb')
except TypeError as e:
    assert str(e) == 'title must be a str'
else:
    raise AssertionError('no TypeError for bytes')
