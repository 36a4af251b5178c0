# %%
assert morse_encode('OK?') == '--- -.- ..--..'

# %% held-out
assert morse_encode('Hi, you.') == '.... .. --..-- / -.-- --- ..- .-.-.-'
