# %%
assert morse_encode('?KO') == '..--.. -.- ---'

# %%
assert morse_encode('OK? ') == '--- -.- ..--..'

# %%
assert morse_encode('OK') == '--- -.-'

# %%
assert morse_encode('ok?') == '--- -.- ..--..'

# %%
assert morse_encode('OOK?') == '--- --- -.- ..--..'

# %%
assert morse_encode('Ok?') == '--- -.- ..--..'

# %%
assert morse_encode('K?') == '-.- ..--..'

# %%
assert morse_encode('OK?0') == '--- -.- ..--.. -----'

# %%
assert morse_encode(' OK?') == '--- -.- ..--..'

# %%
assert morse_encode('O') == '---'

# %%
assert morse_encode('OK?OK?') == '--- -.- ..--.. --- -.- ..--..'

# %%
assert morse_encode('') == ''

# %%
assert morse_encode('Hi, you.0') == '.... .. --..-- / -.-- --- ..- .-.-.- -----'

# %%
assert morse_encode('Hi, you.Hi, you.') == '.... .. --..-- / -.-- --- ..- .-.-.- .... .. --..-- / -.-- --- ..- .-.-.-'

# %%
assert morse_encode('.uoy ,iH') == '.-.-.- ..- --- -.-- / --..-- .. ....'

# %%
assert morse_encode('Hi, ') == '.... .. --..--'

# %%
assert morse_encode('Hi,  you.') == '.... .. --..-- / -.-- --- ..- .-.-.-'

# %%
assert morse_encode('HI, YOU.') == '.... .. --..-- / -.-- --- ..- .-.-.-'

# %%
assert morse_encode('HHi, you.') == '.... .... .. --..-- / -.-- --- ..- .-.-.-'

# %%
assert morse_encode('Hi, you') == '.... .. --..-- / -.-- --- ..-'

# %%
assert morse_encode(' Hi, you.') == '.... .. --..-- / -.-- --- ..- .-.-.-'

# %%
assert morse_encode('H') == '....'

# %%
assert morse_encode('Hi, you. ') == '.... .. --..-- / -.-- --- ..- .-.-.-'

# %%
assert morse_encode('Hi, You.') == '.... .. --..-- / -.-- --- ..- .-.-.-'

# %%
assert morse_encode('i, you.') == '.. --..-- / -.-- --- ..- .-.-.-'

# %%
assert morse_encode('hI, YOU.') == '.... .. --..-- / -.-- --- ..- .-.-.-'

# %%
assert morse_encode('hi, you.') == '.... .. --..-- / -.-- --- ..- .-.-.-'
