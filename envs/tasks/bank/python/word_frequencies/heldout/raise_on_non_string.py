# %%
try:
    word_frequencies(84)
except TypeError as e:
    assert str(e) == 'text must be a string'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    word_frequencies(0)
except TypeError as e:
    assert str(e) == 'text must be a string'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    word_frequencies(43)
except TypeError as e:
    assert str(e) == 'text must be a string'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    word_frequencies(-42)
except TypeError as e:
    assert str(e) == 'text must be a string'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    word_frequencies(7)
except TypeError as e:
    assert str(e) == 'text must be a string'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    word_frequencies(41)
except TypeError as e:
    assert str(e) == 'text must be a string'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    word_frequencies(1)
except TypeError as e:
    assert str(e) == 'text must be a string'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    word_frequencies(21)
except TypeError as e:
    assert str(e) == 'text must be a string'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    word_frequencies(168)
except TypeError as e:
    assert str(e) == 'text must be a string'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    word_frequencies(85)
except TypeError as e:
    assert str(e) == 'text must be a string'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    word_frequencies(83)
except TypeError as e:
    assert str(e) == 'text must be a string'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    word_frequencies(-2)
except TypeError as e:
    assert str(e) == 'text must be a string'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    word_frequencies(999999)
except TypeError as e:
    assert str(e) == 'text must be a string'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    word_frequencies(1000000)
except TypeError as e:
    assert str(e) == 'text must be a string'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    word_frequencies(86)
except TypeError as e:
    assert str(e) == 'text must be a string'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    word_frequencies(1000043)
except TypeError as e:
    assert str(e) == 'text must be a string'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    word_frequencies(-43)
except TypeError as e:
    assert str(e) == 'text must be a string'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    word_frequencies(44)
except TypeError as e:
    assert str(e) == 'text must be a string'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    word_frequencies(-21)
except TypeError as e:
    assert str(e) == 'text must be a string'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    word_frequencies(6)
except TypeError as e:
    assert str(e) == 'text must be a string'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    word_frequencies(8)
except TypeError as e:
    assert str(e) == 'text must be a string'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    word_frequencies(3)
except TypeError as e:
    assert str(e) == 'text must be a string'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    word_frequencies(14)
except TypeError as e:
    assert str(e) == 'text must be a string'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    word_frequencies(-7)
except TypeError as e:
    assert str(e) == 'text must be a string'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    word_frequencies(2000042)
except TypeError as e:
    assert str(e) == 'text must be a string'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    word_frequencies(-1000042)
except TypeError as e:
    assert str(e) == 'text must be a string'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    word_frequencies(1000041)
except TypeError as e:
    assert str(e) == 'text must be a string'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    word_frequencies(500021)
except TypeError as e:
    assert str(e) == 'text must be a string'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    word_frequencies(2000084)
except TypeError as e:
    assert str(e) == 'text must be a string'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    word_frequencies(20)
except TypeError as e:
    assert str(e) == 'text must be a string'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    word_frequencies(2)
except TypeError as e:
    assert str(e) == 'text must be a string'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    word_frequencies(1000021)
except TypeError as e:
    assert str(e) == 'text must be a string'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    word_frequencies(10)
except TypeError as e:
    assert str(e) == 'text must be a string'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    word_frequencies(22)
except TypeError as e:
    assert str(e) == 'text must be a string'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    word_frequencies(500042)
except TypeError as e:
    assert str(e) == 'text must be a string'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    word_frequencies(2000168)
except TypeError as e:
    assert str(e) == 'text must be a string'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    word_frequencies(1000083)
except TypeError as e:
    assert str(e) == 'text must be a string'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    word_frequencies(-1000084)
except TypeError as e:
    assert str(e) == 'text must be a string'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    word_frequencies(169)
except TypeError as e:
    assert str(e) == 'text must be a string'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    word_frequencies(1000168)
except TypeError as e:
    assert str(e) == 'text must be a string'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    word_frequencies(-83)
except TypeError as e:
    assert str(e) == 'text must be a string'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    word_frequencies(170)
except TypeError as e:
    assert str(e) == 'text must be a string'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    word_frequencies(499999)
except TypeError as e:
    assert str(e) == 'text must be a string'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    word_frequencies(1999998)
except TypeError as e:
    assert str(e) == 'text must be a string'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    word_frequencies(-999999)
except TypeError as e:
    assert str(e) == 'text must be a string'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    word_frequencies(1000086)
except TypeError as e:
    assert str(e) == 'text must be a string'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    word_frequencies(-86)
except TypeError as e:
    assert str(e) == 'text must be a string'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    word_frequencies(2000086)
except TypeError as e:
    assert str(e) == 'text must be a string'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    word_frequencies(999957)
except TypeError as e:
    assert str(e) == 'text must be a string'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    word_frequencies(1000044)
except TypeError as e:
    assert str(e) == 'text must be a string'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    word_frequencies(45)
except TypeError as e:
    assert str(e) == 'text must be a string'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    word_frequencies(-999958)
except TypeError as e:
    assert str(e) == 'text must be a string'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    word_frequencies(-82)
except TypeError as e:
    assert str(e) == 'text must be a string'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    word_frequencies(999959)
except TypeError as e:
    assert str(e) == 'text must be a string'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    word_frequencies(1000008)
except TypeError as e:
    assert str(e) == 'text must be a string'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    word_frequencies(2000014)
except TypeError as e:
    assert str(e) == 'text must be a string'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    word_frequencies(5)
except TypeError as e:
    assert str(e) == 'text must be a string'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    word_frequencies(16)
except TypeError as e:
    assert str(e) == 'text must be a string'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    word_frequencies(-3)
except TypeError as e:
    assert str(e) == 'text must be a string'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    word_frequencies(4)
except TypeError as e:
    assert str(e) == 'text must be a string'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    word_frequencies(28)
except TypeError as e:
    assert str(e) == 'text must be a string'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    word_frequencies(13)
except TypeError as e:
    assert str(e) == 'text must be a string'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    word_frequencies(999993)
except TypeError as e:
    assert str(e) == 'text must be a string'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    word_frequencies(2000041)
except TypeError as e:
    assert str(e) == 'text must be a string'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    word_frequencies(4000084)
except TypeError as e:
    assert str(e) == 'text must be a string'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    word_frequencies(1000040)
except TypeError as e:
    assert str(e) == 'text must be a string'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    word_frequencies(2000082)
except TypeError as e:
    assert str(e) == 'text must be a string'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    word_frequencies(500020)
except TypeError as e:
    assert str(e) == 'text must be a string'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    word_frequencies(4000168)
except TypeError as e:
    assert str(e) == 'text must be a string'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    word_frequencies(3000084)
except TypeError as e:
    assert str(e) == 'text must be a string'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    word_frequencies(1000082)
except TypeError as e:
    assert str(e) == 'text must be a string'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    word_frequencies(1000020)
except TypeError as e:
    assert str(e) == 'text must be a string'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    word_frequencies(2000002)
except TypeError as e:
    assert str(e) == 'text must be a string'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    word_frequencies(1000002)
except TypeError as e:
    assert str(e) == 'text must be a string'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    word_frequencies(-1000021)
except TypeError as e:
    assert str(e) == 'text must be a string'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    word_frequencies(2000021)
except TypeError as e:
    assert str(e) == 'text must be a string'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    word_frequencies(1000010)
except TypeError as e:
    assert str(e) == 'text must be a string'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    word_frequencies(11)
except TypeError as e:
    assert str(e) == 'text must be a string'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    word_frequencies(1000022)
except TypeError as e:
    assert str(e) == 'text must be a string'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    word_frequencies(23)
except TypeError as e:
    assert str(e) == 'text must be a string'
else:
    raise AssertionError('no TypeError for an int')
