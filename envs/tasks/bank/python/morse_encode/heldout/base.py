# %%
assert morse_encode('S') == '...'

# %%
assert morse_encode(' SOS') == '... --- ...'

# %%
assert morse_encode('SOS0') == '... --- ... -----'

# %%
assert morse_encode('SO') == '... ---'

# %%
assert morse_encode('SSOS') == '... ... --- ...'

# %%
assert morse_encode('SOSSOS') == '... --- ... ... --- ...'

# %%
assert morse_encode('Hi there ') == '.... .. / - .... . .-. .'

# %%
assert morse_encode('hi there') == '.... .. / - .... . .-. .'

# %%
assert morse_encode('Hi There') == '.... .. / - .... . .-. .'

# %%
assert morse_encode('i there') == '.. / - .... . .-. .'

# %%
assert morse_encode('ereht iH') == '. .-. . .... - / .. ....'

# %%
assert morse_encode(' Hi there') == '.... .. / - .... . .-. .'

# %%
assert morse_encode('Hi  there') == '.... .. / - .... . .-. .'

# %%
assert morse_encode('hI THERE') == '.... .. / - .... . .-. .'

# %%
assert morse_encode('HI THERE') == '.... .. / - .... . .-. .'

# %%
assert morse_encode('Hi thereHi there') == '.... .. / - .... . .-. . .... .. / - .... . .-. .'

# %%
assert morse_encode('A1') == '.- .----'

# %%
assert morse_encode('aa1') == '.- .- .----'

# %%
assert morse_encode('a') == '.-'

# %%
assert morse_encode(' a1') == '.- .----'

# %%
assert morse_encode('a1a1') == '.- .---- .- .----'

# %%
assert morse_encode('a10') == '.- .---- -----'

# %%
assert morse_encode('1a') == '.---- .-'

# %%
assert morse_encode('1') == '.----'

# %%
assert morse_encode(' ') == ''

# %%
assert morse_encode('   q  z ') == '--.- / --..'

# %%
assert morse_encode(' q  z ') == '--.- / --..'

# %%
assert morse_encode('    q    z  ') == '--.- / --..'

# %%
assert morse_encode('  q') == '--.-'

# %%
assert morse_encode('  q  z 0') == '--.- / --.. / -----'

# %%
assert morse_encode(' z  q  ') == '--.. / --.-'

# %%
assert morse_encode('  q  z') == '--.- / --..'

# %%
assert morse_encode(' SOS ') == '... --- ...'

# %%
assert morse_encode('SOS0SOS0') == '... --- ... ----- ... --- ... -----'

# %%
assert morse_encode('Sos0') == '... --- ... -----'

# %%
assert morse_encode('SOSSOS ') == '... --- ... ... --- ...'

# %%
assert morse_encode('HHi there ') == '.... .... .. / - .... . .-. .'

# %%
assert morse_encode('hi  there') == '.... .. / - .... . .-. .'

# %%
assert morse_encode('Hi ther ') == '.... .. / - .... . .-.'

# %%
assert morse_encode(' Hi ther') == '.... .. / - .... . .-.'

# %%
assert morse_encode('Hi Ther') == '.... .. / - .... . .-.'

# %%
assert morse_encode('Hi ThereHi There') == '.... .. / - .... . .-. . .... .. / - .... . .-. .'

# %%
assert morse_encode('i There') == '.. / - .... . .-. .'

# %%
assert morse_encode('I There') == '.. / - .... . .-. .'

# %%
assert morse_encode('HI THERE0') == '.... .. / - .... . .-. . -----'

# %%
assert morse_encode('Hi  there0') == '.... .. / - .... . .-. . -----'

# %%
assert morse_encode('ereh') == '. .-. . ....'

# %%
assert morse_encode(' Hi there0') == '.... .. / - .... . .-. . -----'

# %%
assert morse_encode('hI  THERE') == '.... .. / - .... . .-. .'

# %%
assert morse_encode('Hi  There') == '.... .. / - .... . .-. .'

# %%
assert morse_encode('HI THEREHI THERE') == '.... .. / - .... . .-. . .... .. / - .... . .-. .'

# %%
assert morse_encode('H0') == '.... -----'

# %%
assert morse_encode(' H') == '....'

# %%
assert morse_encode('Hi  thereHi  there') == '.... .. / - .... . .-. . .... .. / - .... . .-. .'

# %%
assert morse_encode(' Hi thereHi there') == '.... .. / - .... . .-. . .... .. / - .... . .-. .'

# %%
assert morse_encode('Hi t ') == '.... .. / -'

# %%
assert morse_encode('1A') == '.---- .-'

# %%
assert morse_encode('A1A1') == '.- .---- .- .----'

# %%
assert morse_encode(' a1 ') == '.- .----'

# %%
assert morse_encode('a1 0') == '.- .---- / -----'

# %%
assert morse_encode('A') == '.-'

# %%
assert morse_encode('aa') == '.- .-'

# %%
assert morse_encode(' a10') == '.- .---- -----'

# %%
assert morse_encode('a10a10') == '.- .---- ----- .- .---- -----'

# %%
assert morse_encode('11a') == '.---- .---- .-'

# %%
assert morse_encode('1a0') == '.---- .- -----'

# %%
assert morse_encode('1a ') == '.---- .-'

# %%
assert morse_encode(' 1') == '.----'

# %%
assert morse_encode(' 0') == '-----'

# %%
assert morse_encode(' q  z   q  z ') == '--.- / --.. / --.- / --..'

# %%
assert morse_encode(' z  q ') == '--.. / --.-'

# %%
assert morse_encode('  q    z  ') == '--.- / --..'

# %%
assert morse_encode('     q    z  ') == '--.- / --..'

# %%
assert morse_encode('    q    z      q    z  ') == '--.- / --.. / --.- / --..'

# %%
assert morse_encode('  Q') == '--.-'

# %%
assert morse_encode('    Q    Z  ') == '--.- / --..'

# %%
assert morse_encode('  Q  Z 0') == '--.- / --.. / -----'

# %%
assert morse_encode('  q  z  0') == '--.- / --.. / -----'

# %%
assert morse_encode('  q ') == '--.-'

# %%
assert morse_encode('  q  z 0 ') == '--.- / --.. / -----'
