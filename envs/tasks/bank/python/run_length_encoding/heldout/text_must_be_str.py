# %%
try:
    rle_encode(['a', 'a', ''])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for a list')

# %%
try:
    rle_encode(['a', 'aa'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for a list')

# %%
try:
    rle_encode(['a', 'A'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for a list')

# %%
try:
    rle_encode(['a'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for a list')

# %%
try:
    rle_encode(['a', 'a', 'a'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for a list')

# %%
try:
    rle_encode(['a', ''])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for a list')

# %%
try:
    rle_encode(['a', 'a', 'a', 'a'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for a list')

# %%
try:
    rle_encode([])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for a list')

# %%
try:
    rle_encode(1)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    rle_encode(246)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    rle_encode(61)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    rle_encode(1000123)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    rle_encode(-1)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    rle_encode(122)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    rle_encode(7)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    rle_encode(-123)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    rle_encode(0)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    rle_encode(124)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for an int')
