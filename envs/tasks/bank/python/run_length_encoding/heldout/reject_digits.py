# %%
try:
    rle_encode(' ab1')
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
    rle_encode('aab1')
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
assert rle_encode('a-b ') == '1a1-1b1 '

# %%
assert rle_encode('') == ''

# %%
assert rle_encode('b-a') == '1b1-1a'

# %%
assert rle_encode('-b') == '1-1b'

# %%
assert rle_encode('aa-b') == '2a1-1b'

# %%
assert rle_encode('A-B') == '1A1-1B'

# %%
try:
    rle_encode('ßßab1')
except ValueError as e:
    assert str(e) == 'digits cannot be encoded'
else:
    raise AssertionError('no ValueError for a digit')

# %%
try:
    rle_encode('ßab1 ')
except ValueError as e:
    assert str(e) == 'digits cannot be encoded'
else:
    raise AssertionError('no ValueError for a digit')

# %%
try:
    rle_encode('SSAB1')
except ValueError as e:
    assert str(e) == 'digits cannot be encoded'
else:
    raise AssertionError('no ValueError for a digit')

# %%
try:
    rle_encode('ßab1ßab1')
except ValueError as e:
    assert str(e) == 'digits cannot be encoded'
else:
    raise AssertionError('no ValueError for a digit')

# %%
try:
    rle_encode('Ssab1')
except ValueError as e:
    assert str(e) == 'digits cannot be encoded'
else:
    raise AssertionError('no ValueError for a digit')

# %%
try:
    rle_encode('aab10')
except ValueError as e:
    assert str(e) == 'digits cannot be encoded'
else:
    raise AssertionError('no ValueError for a digit')

# %%
try:
    rle_encode('ab100')
except ValueError as e:
    assert str(e) == 'digits cannot be encoded'
else:
    raise AssertionError('no ValueError for a digit')

# %%
try:
    rle_encode('AB10')
except ValueError as e:
    assert str(e) == 'digits cannot be encoded'
else:
    raise AssertionError('no ValueError for a digit')

# %%
try:
    rle_encode(' ab1é')
except ValueError as e:
    assert str(e) == 'digits cannot be encoded'
else:
    raise AssertionError('no ValueError for a digit')

# %%
try:
    rle_encode('  ab1')
except ValueError as e:
    assert str(e) == 'digits cannot be encoded'
else:
    raise AssertionError('no ValueError for a digit')

# %%
try:
    rle_encode(' AB1')
except ValueError as e:
    assert str(e) == 'digits cannot be encoded'
else:
    raise AssertionError('no ValueError for a digit')

# %%
try:
    rle_encode('1ba1ba')
except ValueError as e:
    assert str(e) == 'digits cannot be encoded'
else:
    raise AssertionError('no ValueError for a digit')

# %%
try:
    rle_encode('Ab1Ab1')
except ValueError as e:
    assert str(e) == 'digits cannot be encoded'
else:
    raise AssertionError('no ValueError for a digit')

# %%
try:
    rle_encode('ab1éab1é')
except ValueError as e:
    assert str(e) == 'digits cannot be encoded'
else:
    raise AssertionError('no ValueError for a digit')

# %%
try:
    rle_encode('ab1éé')
except ValueError as e:
    assert str(e) == 'digits cannot be encoded'
else:
    raise AssertionError('no ValueError for a digit')

# %%
try:
    rle_encode('AB1É')
except ValueError as e:
    assert str(e) == 'digits cannot be encoded'
else:
    raise AssertionError('no ValueError for a digit')

# %%
try:
    rle_encode('ßb1')
except ValueError as e:
    assert str(e) == 'digits cannot be encoded'
else:
    raise AssertionError('no ValueError for a digit')

# %%
try:
    rle_encode('bb1')
except ValueError as e:
    assert str(e) == 'digits cannot be encoded'
else:
    raise AssertionError('no ValueError for a digit')

# %%
try:
    rle_encode('b1 ')
except ValueError as e:
    assert str(e) == 'digits cannot be encoded'
else:
    raise AssertionError('no ValueError for a digit')

# %%
try:
    rle_encode('1')
except ValueError as e:
    assert str(e) == 'digits cannot be encoded'
else:
    raise AssertionError('no ValueError for a digit')

# %%
try:
    rle_encode('AB1 ')
except ValueError as e:
    assert str(e) == 'digits cannot be encoded'
else:
    raise AssertionError('no ValueError for a digit')

# %%
try:
    rle_encode('ab1 é')
except ValueError as e:
    assert str(e) == 'digits cannot be encoded'
else:
    raise AssertionError('no ValueError for a digit')

# %%
try:
    rle_encode('aab1 ')
except ValueError as e:
    assert str(e) == 'digits cannot be encoded'
else:
    raise AssertionError('no ValueError for a digit')

# %%
try:
    rle_encode('Ab1 ')
except ValueError as e:
    assert str(e) == 'digits cannot be encoded'
else:
    raise AssertionError('no ValueError for a digit')

# %%
try:
    rle_encode(' ab1 ')
except ValueError as e:
    assert str(e) == 'digits cannot be encoded'
else:
    raise AssertionError('no ValueError for a digit')

# %%
try:
    rle_encode('Aab1')
except ValueError as e:
    assert str(e) == 'digits cannot be encoded'
else:
    raise AssertionError('no ValueError for a digit')

# %%
try:
    rle_encode('1baa')
except ValueError as e:
    assert str(e) == 'digits cannot be encoded'
else:
    raise AssertionError('no ValueError for a digit')

# %%
try:
    rle_encode('1ba0')
except ValueError as e:
    assert str(e) == 'digits cannot be encoded'
else:
    raise AssertionError('no ValueError for a digit')

# %%
try:
    rle_encode('1BA')
except ValueError as e:
    assert str(e) == 'digits cannot be encoded'
else:
    raise AssertionError('no ValueError for a digit')

# %%
try:
    rle_encode('1Ba')
except ValueError as e:
    assert str(e) == 'digits cannot be encoded'
else:
    raise AssertionError('no ValueError for a digit')

# %%
try:
    rle_encode('ßAB1')
except ValueError as e:
    assert str(e) == 'digits cannot be encoded'
else:
    raise AssertionError('no ValueError for a digit')

# %%
try:
    rle_encode('Ab1é')
except ValueError as e:
    assert str(e) == 'digits cannot be encoded'
else:
    raise AssertionError('no ValueError for a digit')

# %%
try:
    rle_encode('ßAb1')
except ValueError as e:
    assert str(e) == 'digits cannot be encoded'
else:
    raise AssertionError('no ValueError for a digit')

# %%
try:
    rle_encode('1bA')
except ValueError as e:
    assert str(e) == 'digits cannot be encoded'
else:
    raise AssertionError('no ValueError for a digit')

# %%
assert rle_encode('A-B ') == '1A1-1B1 '

# %%
assert rle_encode(' b-a') == '1 1b1-1a'

# %%
assert rle_encode('a-b  ') == '1a1-1b2 '

# %%
assert rle_encode('ßa-bé') == '1ß1a1-1b1é'

# %%
assert rle_encode('a-béa-bé') == '1a1-1b1é1a1-1b1é'

# %%
assert rle_encode('A-Bé') == '1A1-1B1é'

# %%
assert rle_encode('-bé') == '1-1b1é'

# %%
assert rle_encode(' a-bé') == '1 1a1-1b1é'

# %%
assert rle_encode('a-bé ') == '1a1-1b1é1 '

# %%
assert rle_encode('é') == '1é'

# %%
assert rle_encode('bb-a') == '2b1-1a'

# %%
assert rle_encode('B-A') == '1B1-1A'

# %%
assert rle_encode('b-') == '1b1-'

# %%
assert rle_encode('b') == '1b'

# %%
assert rle_encode('a-ba-ba-ba-b') == '1a1-1b1a1-1b1a1-1b1a1-1b'

# %%
assert rle_encode('A-BA-B') == '1A1-1B1A1-1B'

# %%
assert rle_encode('a-ba-b ') == '1a1-1b1a1-1b1 '

# %%
assert rle_encode('a-ba-bé') == '1a1-1b1a1-1b1é'

# %%
assert rle_encode(' a-b a-b') == '1 1a1-1b1 1a1-1b'

# %%
assert rle_encode(' A-B') == '1 1A1-1B'

# %%
assert rle_encode('--b') == '2-1b'

# %%
assert rle_encode('-B') == '1-1B'

# %%
assert rle_encode('-a') == '1-1a'

# %%
assert rle_encode('a- ') == '1a1-1 '

# %%
assert rle_encode(' a-') == '1 1a1-'

# %%
assert rle_encode('A-') == '1A1-'

# %%
assert rle_encode('a-a-') == '1a1-1a1-'

# %%
assert rle_encode('AA-B') == '2A1-1B'

# %%
assert rle_encode('aaa-b') == '3a1-1b'

# %%
assert rle_encode('aa') == '2a'

# %%
assert rle_encode('aé') == '1a1é'

# %%
assert rle_encode('a ') == '1a1 '

# %%
assert rle_encode(' a') == '1 1a'

# %%
assert rle_encode('Ssa-B') == '1S1s1a1-1B'

# %%
assert rle_encode('ßa-bßa-b') == '1ß1a1-1b1ß1a1-1b'

# %%
assert rle_encode('ßA-B') == '1ß1A1-1B'
