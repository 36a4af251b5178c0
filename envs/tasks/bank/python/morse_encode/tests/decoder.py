# %%
assert morse_decode('... --- ...') == 'SOS'

# %%
assert morse_decode('.... .. / - .... . .-. .') == 'HI THERE'

# %%
assert morse_decode('') == ''

# %%
assert morse_decode(morse_encode('Hello World 42')) == 'HELLO WORLD 42'

# %%
try:
    morse_decode('.- .-.-.-.-')
except ValueError as e:
    assert str(e) == "unknown code '.-.-.-.-'"
else:
    raise AssertionError('no ValueError for an unknown code')
