# %%
assert morse_decode('... --- ...') == 'SOS'

# %% held-out
assert morse_decode('.... .. / - .... . .-. .') == 'HI THERE'

# %% held-out
assert morse_decode('') == ''

# %% held-out
assert morse_decode(morse_encode('Hello World 42')) == 'HELLO WORLD 42'

# %% held-out
try:
    morse_decode('.- .-.-.-.-')
except ValueError as e:
    assert str(e) == "unknown code '.-.-.-.-'"
else:
    raise AssertionError('no ValueError for an unknown code')
