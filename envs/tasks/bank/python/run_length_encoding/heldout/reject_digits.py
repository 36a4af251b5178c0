# %%
try:
    rle_encode('ßab1')
except ValueError as e:
    assert str(e) == 'digits cannot be encoded'
else:
    raise AssertionError('no ValueError for a digit')

# %%
try:
    rle_encode('ab10')
except ValueError as e:
    assert str(e) == 'digits cannot be encoded'
else:
    raise AssertionError('no ValueError for a digit')

# %%
try:
    rle_encode(' ab1')
except ValueError as e:
    assert str(e) == 'digits cannot be encoded'
else:
    raise AssertionError('no ValueError for a digit')

# %%
try:
    rle_encode('ab1ab1')
except ValueError as e:
    assert str(e) == 'digits cannot be encoded'
else:
    raise AssertionError('no ValueError for a digit')

# %%
try:
    rle_encode('ab1é')
except ValueError as e:
    assert str(e) == 'digits cannot be encoded'
else:
    raise AssertionError('no ValueError for a digit')

# %%
try:
    rle_encode('b1')
except ValueError as e:
    assert str(e) == 'digits cannot be encoded'
else:
    raise AssertionError('no ValueError for a digit')

# %%
try:
    rle_encode('ab1 ')
except ValueError as e:
    assert str(e) == 'digits cannot be encoded'
else:
    raise AssertionError('no ValueError for a digit')

# %%
try:
    rle_encode('aab1')
except ValueError as e:
    assert str(e) == 'digits cannot be encoded'
else:
    raise AssertionError('no ValueError for a digit')

# %%
try:
    rle_encode('1ba')
except ValueError as e:
    assert str(e) == 'digits cannot be encoded'
else:
    raise AssertionError('no ValueError for a digit')

# %%
try:
    rle_encode('AB1')
except ValueError as e:
    assert str(e) == 'digits cannot be encoded'
else:
    raise AssertionError('no ValueError for a digit')

# %%
try:
    rle_encode('Ab1')
except ValueError as e:
    assert str(e) == 'digits cannot be encoded'
else:
    raise AssertionError('no ValueError for a digit')

# %%
assert rle_encode('a-b ') == '1a1-1b1 '

# %%
assert rle_encode('a-bé') == '1a1-1b1é'

# %%
assert rle_encode('') == ''

# %%
assert rle_encode('b-a') == '1b1-1a'

# %%
assert rle_encode('a-ba-b') == '1a1-1b1a1-1b'

# %%
assert rle_encode(' a-b') == '1 1a1-1b'

# %%
assert rle_encode('-b') == '1-1b'

# %%
assert rle_encode('a-') == '1a1-'

# %%
assert rle_encode('aa-b') == '2a1-1b'

# %%
assert rle_encode('a') == '1a'

# %%
assert rle_encode('ßa-b') == '1ß1a1-1b'

# %%
assert rle_encode('A-B') == '1A1-1B'
