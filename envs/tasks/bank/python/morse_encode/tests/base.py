# %%
assert morse_encode('SOS') == '... --- ...'

# %%
assert morse_encode('Hi there') == '.... .. / - .... . .-. .'

# %%
assert morse_encode('a1') == '.- .----'

# %%
assert morse_encode('') == ''

# %%
assert morse_encode('  q  z ') == '--.- / --..'
