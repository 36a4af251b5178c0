# %%
try:
    word_frequencies(42)
except TypeError as e:
    assert str(e) == 'text must be a string'
else:
    raise AssertionError('no TypeError for an int')

# %% held-out
try:
    word_frequencies(None)
except TypeError:
    pass
else:
    raise AssertionError('no TypeError for None')
