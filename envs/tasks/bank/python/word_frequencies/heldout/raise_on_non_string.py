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
    word_frequencies(1000042)
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
