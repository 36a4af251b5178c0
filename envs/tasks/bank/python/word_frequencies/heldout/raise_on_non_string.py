# %%
try:
    word_frequencies(84)
except TypeError as e:
    assert str(e) == 'text must be a string'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    word_frequencies(-1)
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
    word_frequencies(1000000)
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
    word_frequencies(-84)
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
    word_frequencies(86)
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
    word_frequencies(-41)
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
    word_frequencies(500000)
except TypeError as e:
    assert str(e) == 'text must be a string'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    word_frequencies(-1000000)
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
    word_frequencies(82)
except TypeError as e:
    assert str(e) == 'text must be a string'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    word_frequencies(40)
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
    word_frequencies(336)
except TypeError as e:
    assert str(e) == 'text must be a string'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    word_frequencies(167)
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
    word_frequencies(-168)
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
    word_frequencies(-85)
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
    word_frequencies(166)
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
    word_frequencies(-4)
except TypeError as e:
    assert str(e) == 'text must be a string'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    word_frequencies(87)
except TypeError as e:
    assert str(e) == 'text must be a string'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    word_frequencies(172)
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
    word_frequencies(-22)
except TypeError as e:
    assert str(e) == 'text must be a string'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    word_frequencies(-44)
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
    word_frequencies(-20)
except TypeError as e:
    assert str(e) == 'text must be a string'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    word_frequencies(-11)
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
    word_frequencies(-40)
except TypeError as e:
    assert str(e) == 'text must be a string'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    word_frequencies(12)
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
    word_frequencies(-6)
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
    word_frequencies(9)
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
    word_frequencies(-14)
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
    word_frequencies(15)
except TypeError as e:
    assert str(e) == 'text must be a string'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    word_frequencies(-8)
except TypeError as e:
    assert str(e) == 'text must be a string'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    word_frequencies(500001)
except TypeError as e:
    assert str(e) == 'text must be a string'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    word_frequencies(250000)
except TypeError as e:
    assert str(e) == 'text must be a string'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    word_frequencies(-500000)
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
    word_frequencies(-999999)
except TypeError as e:
    assert str(e) == 'text must be a string'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    word_frequencies(999998)
except TypeError as e:
    assert str(e) == 'text must be a string'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    word_frequencies(81)
except TypeError as e:
    assert str(e) == 'text must be a string'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    word_frequencies(164)
except TypeError as e:
    assert str(e) == 'text must be a string'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    word_frequencies(39)
except TypeError as e:
    assert str(e) == 'text must be a string'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    word_frequencies(80)
except TypeError as e:
    assert str(e) == 'text must be a string'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    word_frequencies(19)
except TypeError as e:
    assert str(e) == 'text must be a string'
else:
    raise AssertionError('no TypeError for an int')

# %%
try:
    word_frequencies(-10)
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
    word_frequencies(23)
except TypeError as e:
    assert str(e) == 'text must be a string'
else:
    raise AssertionError('no TypeError for an int')
