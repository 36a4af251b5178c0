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

# %%
try:
    rle_encode(['a', 'a', '', 'a', 'a', ''])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for a list')

# %%
try:
    rle_encode(['', 'a', 'a'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for a list')

# %%
try:
    rle_encode(['a', 'a', '', ''])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for a list')

# %%
try:
    rle_encode(['a', 'a', '', 'a'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for a list')

# %%
try:
    rle_encode(['a', 'aa', 'a'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for a list')

# %%
try:
    rle_encode(['a', 'AA'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for a list')

# %%
try:
    rle_encode(['aa', 'a'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for a list')

# %%
try:
    rle_encode(['a', 'aa', ''])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for a list')

# %%
try:
    rle_encode(['aa'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for a list')

# %%
try:
    rle_encode(['a', 'aa', 'a', 'aa'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for a list')

# %%
try:
    rle_encode(['a', 'aaaa'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for a list')

# %%
try:
    rle_encode(['a', 'A', ''])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for a list')

# %%
try:
    rle_encode(['A'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for a list')

# %%
try:
    rle_encode(['A', 'a'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for a list')

# %%
try:
    rle_encode(['a', 'A', 'a'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for a list')

# %%
try:
    rle_encode(['a', 'A', 'a', 'A'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for a list')

# %%
try:
    rle_encode([''])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for a list')

# %%
try:
    rle_encode(['a', 'a', 'A'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for a list')

# %%
try:
    rle_encode(['a', 'a', 'aa'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for a list')

# %%
try:
    rle_encode(['a', 'a', 'a', ''])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for a list')

# %%
try:
    rle_encode(['a', 'a', 'a', 'a', 'a', 'a'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for a list')

# %%
try:
    rle_encode(['a', '', 'a'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for a list')

# %%
try:
    rle_encode(['', 'a'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for a list')

# %%
try:
    rle_encode(['a', '', ''])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for a list')

# %%
try:
    rle_encode(['a', '', 'a', ''])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for a list')

# %%
try:
    rle_encode(['a', 'a', 'a', 'a', 'a', 'a', 'a', 'a'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for a list')

# %%
try:
    rle_encode(['a', 'aa', 'a', 'a'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for a list')

# %%
try:
    rle_encode(['a', 'a', 'a', 'a', ''])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for a list')

# %%
try:
    rle_encode(['a', '', 'a', 'a'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for a list')

# %%
try:
    rle_encode(['a', 'A', 'a', 'a'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for a list')

# %%
try:
    rle_encode(['a', 'a', 'a', 'a', 'a'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for a list')

# %%
try:
    rle_encode(())
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for a list')

# %%
try:
    rle_encode(1000001)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    rle_encode(2)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    rle_encode(247)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    rle_encode(-246)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    rle_encode(492)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    rle_encode(1000246)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    rle_encode(30)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    rle_encode(60)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    rle_encode(62)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    rle_encode(-61)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    rle_encode(1000061)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    rle_encode(2000123)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    rle_encode(1000122)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    rle_encode(1000124)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    rle_encode(-1000123)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    rle_encode(500061)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    rle_encode(2000246)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    rle_encode(-2)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    rle_encode(999999)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    rle_encode(121)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    rle_encode(244)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    rle_encode(-122)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    rle_encode(8)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    rle_encode(1000007)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    rle_encode(3)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    rle_encode(14)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    rle_encode(-7)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    rle_encode(6)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    rle_encode(-62)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    rle_encode(-124)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    rle_encode(999877)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    rle_encode(125)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    rle_encode(248)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for an int')
