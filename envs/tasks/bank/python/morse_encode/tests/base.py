# %%
assert morse_encode('SOS') == '... --- ...'

# %% held-out
assert morse_encode('Hi there') == '.... .. / - .... . .-. .'

# %% held-out
assert morse_encode('a1') == '.- .----'

# %% held-out
assert morse_encode('') == ''

# %% held-out
assert morse_encode('  q  z ') == '--.- / --..'
