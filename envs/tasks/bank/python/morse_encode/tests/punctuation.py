# %%
assert morse_encode('OK?') == '--- -.- ..--..'

# %%
assert morse_encode('Hi, you.') == '.... .. --..-- / -.-- --- ..- .-.-.-'
