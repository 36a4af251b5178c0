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
    rle_encode(246)
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
    rle_encode(['a', 'a', '', 'a', 'a', ''])
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
    rle_encode(())
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for a list')

# %%
try:
    rle_encode(-246)
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
    rle_encode(-61)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    rle_encode(-1000000)
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
    rle_encode(3)
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
    rle_encode(248)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    rle_encode(['a', 'a', '', 'a', 'a', '', 'a'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for a list')

# %%
try:
    rle_encode(['a', 'a', '', '', ''])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for a list')

# %%
try:
    rle_encode(['', 'a', 'a', 'a'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for a list')

# %%
try:
    rle_encode(['a', 'a', '', 'a', 'a', 'a', '', 'a'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for a list')

# %%
try:
    rle_encode(['AA'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for a list')

# %%
try:
    rle_encode(['a', 'AA', 'a', 'AA'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for a list')

# %%
try:
    rle_encode(['aa', 'a', ''])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for a list')

# %%
try:
    rle_encode(['aa', 'aa'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for a list')

# %%
try:
    rle_encode(['', 'a', 'aa'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for a list')

# %%
try:
    rle_encode(['aa', 'a', 'aa', 'a'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for a list')

# %%
try:
    rle_encode(['a', 'aaaa', 'a', 'aaaa'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for a list')

# %%
try:
    rle_encode(['A', 'aaaa'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for a list')

# %%
try:
    rle_encode(['a', 'A', 'a', ''])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for a list')

# %%
try:
    rle_encode(['a', 'A', 'A'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for a list')

# %%
try:
    rle_encode(['a', 'a', 'aa', 'a', 'a', 'aa'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for a list')

# %%
try:
    rle_encode(['a', 'a', 'a', 'aa'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for a list')

# %%
try:
    rle_encode(['a', 'a', '', 'a', ''])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for a list')

# %%
try:
    rle_encode(['a', '', 'a', 'aa'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for a list')

# %%
try:
    rle_encode(['a', 'A', 'aa', 'a'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for a list')

# %%
try:
    rle_encode(['a', 'a', '', 'a', 'a'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for a list')

# %%
try:
    rle_encode(-247)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    rle_encode(-492)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    rle_encode(31)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    rle_encode(-60)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    rle_encode(59)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    rle_encode(-4)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    rle_encode(242)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    rle_encode(243)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    rle_encode(28)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    rle_encode(-6)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    rle_encode(12)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    rle_encode(250)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    rle_encode(-125)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for an int')
