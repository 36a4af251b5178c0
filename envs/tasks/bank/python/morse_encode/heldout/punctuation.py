# %%
assert morse_encode('OK') == '--- -.-'

# %%
assert morse_encode('OOK?') == '--- --- -.- ..--..'

# %%
assert morse_encode('K?') == '-.- ..--..'

# %%
assert morse_encode(' OK?') == '--- -.- ..--..'

# %%
assert morse_encode('O') == '---'

# %%
assert morse_encode('OK?OK?') == '--- -.- ..--.. --- -.- ..--..'

# %%
assert morse_encode('Hi, you.0') == '.... .. --..-- / -.-- --- ..- .-.-.- -----'

# %%
assert morse_encode('.uoy ,iH') == '.-.-.- ..- --- -.-- / --..-- .. ....'

# %%
assert morse_encode('Hi, ') == '.... .. --..--'

# %%
assert morse_encode('HI, YOU.') == '.... .. --..-- / -.-- --- ..- .-.-.-'

# %%
assert morse_encode('Hi, you') == '.... .. --..-- / -.-- --- ..-'

# %%
assert morse_encode('Hi, you. ') == '.... .. --..-- / -.-- --- ..- .-.-.-'

# %%
assert morse_encode('Hi, You.') == '.... .. --..-- / -.-- --- ..- .-.-.-'

# %%
assert morse_encode('hi, you.') == '.... .. --..-- / -.-- --- ..- .-.-.-'

# %%
assert morse_encode('?ko') == '..--.. -.- ---'

# %%
assert morse_encode('?KO0') == '..--.. -.- --- -----'

# %%
assert morse_encode('OOK? ') == '--- --- -.- ..--..'

# %%
assert morse_encode(' ?KO') == '..--.. -.- ---'

# %%
assert morse_encode(' OK') == '--- -.-'

# %%
assert morse_encode('K') == '-.-'

# %%
assert morse_encode('k?') == '-.- ..--..'

# %%
assert morse_encode('o') == '---'

# %%
assert morse_encode('oK?') == '--- -.- ..--..'

# %%
assert morse_encode('OOk?') == '--- --- -.- ..--..'

# %%
assert morse_encode('Ok') == '--- -.-'

# %%
assert morse_encode(' K?') == '-.- ..--..'

# %%
assert morse_encode('OK?0OK?0') == '--- -.- ..--.. ----- --- -.- ..--.. -----'

# %%
assert morse_encode('OOK?0') == '--- --- -.- ..--.. -----'

# %%
assert morse_encode('K?0') == '-.- ..--.. -----'

# %%
assert morse_encode(' ok?') == '--- -.- ..--..'

# %%
assert morse_encode('OK?OK?0') == '--- -.- ..--.. --- -.- ..--.. -----'

# %%
assert morse_encode(' OK?OK?') == '--- -.- ..--.. --- -.- ..--..'

# %%
assert morse_encode('OK?OK? ') == '--- -.- ..--.. --- -.- ..--..'

# %%
assert morse_encode('Hi, you.0Hi, you.0') == '.... .. --..-- / -.-- --- ..- .-.-.- ----- .... .. --..-- / -.-- --- ..- .-.-.- -----'

# %%
assert morse_encode('hI, YOU.0') == '.... .. --..-- / -.-- --- ..- .-.-.- -----'

# %%
assert morse_encode(' Hi, you.0') == '.... .. --..-- / -.-- --- ..- .-.-.- -----'

# %%
assert morse_encode('hi, you.hi, you.') == '.... .. --..-- / -.-- --- ..- .-.-.- .... .. --..-- / -.-- --- ..- .-.-.-'

# %%
assert morse_encode('Hi, you.Hi, you') == '.... .. --..-- / -.-- --- ..- .-.-.- .... .. --..-- / -.-- --- ..-'

# %%
assert morse_encode('Hi, You.Hi, You.') == '.... .. --..-- / -.-- --- ..- .-.-.- .... .. --..-- / -.-- --- ..- .-.-.-'

# %%
assert morse_encode(' Hi, you.Hi, you.') == '.... .. --..-- / -.-- --- ..- .-.-.- .... .. --..-- / -.-- --- ..- .-.-.-'

# %%
assert morse_encode('.uoy ,iH0') == '.-.-.- ..- --- -.-- / --..-- .. .... -----'

# %%
assert morse_encode('.Uoy ,Ih') == '.-.-.- ..- --- -.-- / --..-- .. ....'

# %%
assert morse_encode(' .uoy ,iH') == '.-.-.- ..- --- -.-- / --..-- .. ....'

# %%
assert morse_encode('.uoy ,ih') == '.-.-.- ..- --- -.-- / --..-- .. ....'

# %%
assert morse_encode('.UOY ,IH') == '.-.-.- ..- --- -.-- / --..-- .. ....'

# %%
assert morse_encode('.uoy') == '.-.-.- ..- --- -.--'

# %%
assert morse_encode('Hi,') == '.... .. --..--'

# %%
assert morse_encode('hi, ') == '.... .. --..--'

# %%
assert morse_encode('HI, ') == '.... .. --..--'

# %%
assert morse_encode(' Hi,  you.') == '.... .. --..-- / -.-- --- ..- .-.-.-'

# %%
assert morse_encode('HI,  YOU.') == '.... .. --..-- / -.-- --- ..- .-.-.-'

# %%
assert morse_encode('HHi,  you.') == '.... .... .. --..-- / -.-- --- ..- .-.-.-'

# %%
assert morse_encode('hi,  you.') == '.... .. --..-- / -.-- --- ..- .-.-.-'

# %%
assert morse_encode('i,  you.') == '.. --..-- / -.-- --- ..- .-.-.-'

# %%
assert morse_encode(' HI, YOU.') == '.... .. --..-- / -.-- --- ..- .-.-.-'

# %%
assert morse_encode('HI, YOU.0') == '.... .. --..-- / -.-- --- ..- .-.-.- -----'

# %%
assert morse_encode('HI, YOU. ') == '.... .. --..-- / -.-- --- ..- .-.-.-'

# %%
assert morse_encode('HHi, you. ') == '.... .... .. --..-- / -.-- --- ..- .-.-.-'

# %%
assert morse_encode('HHi, you') == '.... .... .. --..-- / -.-- --- ..-'

# %%
assert morse_encode('HHHi, you.') == '.... .... .... .. --..-- / -.-- --- ..- .-.-.-'

# %%
assert morse_encode('Hi,  you') == '.... .. --..-- / -.-- --- ..-'

# %%
assert morse_encode('Hi, yo') == '.... .. --..-- / -.-- ---'

# %%
assert morse_encode('Hi, you ') == '.... .. --..-- / -.-- --- ..-'

# %%
assert morse_encode('uoy ,iH') == '..- --- -.-- / --..-- .. ....'

# %%
assert morse_encode('  Hi, you.') == '.... .. --..-- / -.-- --- ..- .-.-.-'

# %%
assert morse_encode(' Hi, you') == '.... .. --..-- / -.-- --- ..-'

# %%
assert morse_encode(' Hi, you. ') == '.... .. --..-- / -.-- --- ..- .-.-.-'

# %%
assert morse_encode(' Hi, You.') == '.... .. --..-- / -.-- --- ..- .-.-.-'

# %%
assert morse_encode(' Hi, you. Hi, you.') == '.... .. --..-- / -.-- --- ..- .-.-.- / .... .. --..-- / -.-- --- ..- .-.-.-'

# %%
assert morse_encode(' H') == '....'

# %%
assert morse_encode('HH') == '.... ....'

# %%
assert morse_encode('H ') == '....'

# %%
assert morse_encode('Hi, you.  ') == '.... .. --..-- / -.-- --- ..- .-.-.-'

# %%
assert morse_encode('Hi,  You.') == '.... .. --..-- / -.-- --- ..- .-.-.-'

# %%
assert morse_encode('.uoy ,i') == '.-.-.- ..- --- -.-- / --..-- ..'

# %%
assert morse_encode('i, you.0') == '.. --..-- / -.-- --- ..- .-.-.- -----'

# %%
assert morse_encode('hI,  YOU.') == '.... .. --..-- / -.-- --- ..- .-.-.-'

# %%
assert morse_encode(' hi, you.') == '.... .. --..-- / -.-- --- ..- .-.-.-'

# %%
assert morse_encode('hi, you') == '.... .. --..-- / -.-- --- ..-'

# %%
assert morse_encode('hi, you.0') == '.... .. --..-- / -.-- --- ..- .-.-.- -----'
