# %%
try:
    caesar_cipher('abc', 1.5)
except TypeError as e:
    assert str(e) == 'shift must be an int'
else:
    raise AssertionError('no TypeError for a float shift')

# %% held-out
try:
    caesar_cipher('abc', True)
except TypeError as e:
    assert str(e) == 'shift must be an int'
else:
    raise AssertionError('no TypeError for a bool shift')

# %% held-out
assert caesar_cipher('abc', 2) == 'cde'
