# %%
assert morse_decode(' ... --- ...') == 'SOS'

# %%
assert morse_decode('... --- ..') == 'SOI'

# %%
assert morse_decode('... -') == 'ST'

# %%
assert morse_decode('.... --- ...') == 'HOS'

# %%
assert morse_decode('.... .. / - .... . .-. ..... .. / - .... . .-. .') == 'HI THER5I THERE'

# %%
assert morse_decode('.... .. / - .... . .-. . ') == 'HI THERE'

# %%
assert morse_decode('.... .. / - .... . .-. ') == 'HI THER'

# %%
assert morse_decode('. .-. . .... - / .. ....') == 'EREHT IH'

# %%
assert morse_decode(' ') == ''

# %%
assert morse_decode(morse_encode('Hello World 42Hello World 42')) == 'HELLO WORLD 42HELLO WORLD 42'

# %%
assert morse_decode(morse_encode('HELLO WORLD 42')) == 'HELLO WORLD 42'

# %%
assert morse_decode(morse_encode('Hello World 4')) == 'HELLO WORLD 4'

# %%
assert morse_decode(morse_encode('H')) == 'H'

# %%
assert morse_decode(morse_encode('Hello  World  42')) == 'HELLO WORLD 42'

# %%
assert morse_decode(morse_encode('Hello World 420')) == 'HELLO WORLD 420'

# %%
assert morse_decode(morse_encode('24 dlroW olleH')) == '24 DLROW OLLEH'

# %%
assert morse_decode(morse_encode('')) == ''

# %%
try:
    morse_decode('.- .-.-.-.')
except ValueError as e:
    assert str(e) == "unknown code '.-.-.-.'"
else:
    raise AssertionError('no ValueError for an unknown code')

# %%
try:
    morse_decode('..- .-.-.-.-')
except ValueError as e:
    assert str(e) == "unknown code '.-.-.-.-'"
else:
    raise AssertionError('no ValueError for an unknown code')

# %%
try:
    morse_decode('ß.- .-.-.-.-')
except ValueError as e:
    assert str(e) == "unknown code 'ß.-'"
else:
    raise AssertionError('no ValueError for an unknown code')

# %%
try:
    morse_decode('.-  .-.-.-.-')
except ValueError as e:
    assert str(e) == "unknown code '.-.-.-.-'"
else:
    raise AssertionError('no ValueError for an unknown code')

# %%
try:
    morse_decode('-.-.-.-. -.')
except ValueError as e:
    assert str(e) == "unknown code '-.-.-.-.'"
else:
    raise AssertionError('no ValueError for an unknown code')

# %%
try:
    morse_decode(' .- .-.-.-.-')
except ValueError as e:
    assert str(e) == "unknown code '.-.-.-.-'"
else:
    raise AssertionError('no ValueError for an unknown code')

# %%
try:
    morse_decode('.- .-.-.-.-0')
except ValueError as e:
    assert str(e) == "unknown code '.-.-.-.-0'"
else:
    raise AssertionError('no ValueError for an unknown code')

# %%
try:
    morse_decode('.- .-.-.-.-é')
except ValueError as e:
    assert str(e) == "unknown code '.-.-.-.-é'"
else:
    raise AssertionError('no ValueError for an unknown code')

# %%
assert morse_decode(' ... --- ... ... --- ...') == 'SOSSOS'

# %%
assert morse_decode('..') == 'I'

# %%
assert morse_decode('...  ---  ...  ') == 'SOS'

# %%
assert morse_decode('... --- ...  ') == 'SOS'

# %%
assert morse_decode('... ') == 'S'

# %%
assert morse_decode('.. --- ..... --- ...') == 'IO5OS'

# %%
assert morse_decode('..  ---  ...') == 'IOS'

# %%
assert morse_decode('..... .. / - .... . .-. ..... .. / - .... . .-. .') == '5I THER5I THERE'

# %%
assert morse_decode('.... .. / - .... . .-. .  ') == 'HI THERE'

# %%
assert morse_decode('....  ..  /  -  ....  .  .-.  .  ') == 'HI THERE'

# %%
assert morse_decode('.... .. / -') == 'HI T'

# %%
assert morse_decode('.... .. / - .... . .-.') == 'HI THER'

# %%
assert morse_decode('..... .. / - .... . .-. ') == '5I THER'

# %%
assert morse_decode(' ... .. / - .... . .-. .') == 'SI THERE'

# %%
assert morse_decode('... .. / - .... . .-. . ') == 'SI THERE'

# %%
assert morse_decode('. .-. . .... - / .. ...') == 'EREHT IS'

# %%
assert morse_decode(' . .-. . .... - / .. ....') == 'EREHT IH'

# %%
assert morse_decode('....  ..  /  -  ....  .  .-.  . ') == 'HI THERE'

# %%
assert morse_decode('. .-. . .... - / .. .... ') == 'EREHT IH'

# %%
assert morse_decode(' .... .. / - .... . .-. . .... .. / - .... . .-. .') == 'HI THEREHI THERE'

# %%
assert morse_decode('  .... .. / - .... . .-. .') == 'HI THERE'

# %%
assert morse_decode(morse_encode('h')) == 'H'

# %%
assert morse_decode(morse_encode('HHello World 42Hello World 42')) == 'HHELLO WORLD 42HELLO WORLD 42'

# %%
assert morse_decode(morse_encode('Hello World 42Hello World 42 ')) == 'HELLO WORLD 42HELLO WORLD 42'

# %%
assert morse_decode(morse_encode('HELLO  WORLD  42')) == 'HELLO WORLD 42'

# %%
assert morse_decode(morse_encode('ELLO WORLD 42')) == 'ELLO WORLD 42'

# %%
assert morse_decode(morse_encode('ello World 4')) == 'ELLO WORLD 4'

# %%
assert morse_decode(morse_encode(' Hello World 4')) == 'HELLO WORLD 4'

# %%
assert morse_decode(morse_encode('Hello  World  4')) == 'HELLO WORLD 4'

# %%
assert morse_decode(morse_encode(' hello world 42')) == 'HELLO WORLD 42'

# %%
assert morse_decode(morse_encode('hello world 42 ')) == 'HELLO WORLD 42'

# %%
assert morse_decode(morse_encode('Hello World 42  ')) == 'HELLO WORLD 42'

# %%
assert morse_decode(morse_encode('Hello    World    42')) == 'HELLO WORLD 42'

# %%
assert morse_decode(morse_encode('HHello  World  42')) == 'HHELLO WORLD 42'

# %%
assert morse_decode(morse_encode('Hello W0')) == 'HELLO W0'

# %%
assert morse_decode(morse_encode('HHello W')) == 'HHELLO W'

# %%
assert morse_decode(morse_encode('Hello W ')) == 'HELLO W'

# %%
assert morse_decode(morse_encode('hELLO wORLD 420')) == 'HELLO WORLD 420'

# %%
assert morse_decode(morse_encode('24 Dlrow Olleh')) == '24 DLROW OLLEH'

# %%
assert morse_decode(morse_encode('0')) == '0'

# %%
assert morse_decode(morse_encode('hello world 42hello world 42')) == 'HELLO WORLD 42HELLO WORLD 42'

# %%
assert morse_decode(morse_encode('HHELLO WORLD 42')) == 'HHELLO WORLD 42'

# %%
assert morse_decode(morse_encode(' HHello World 42')) == 'HHELLO WORLD 42'

# %%
try:
    morse_decode('- .-.-.-.')
except ValueError as e:
    assert str(e) == "unknown code '.-.-.-.'"
else:
    raise AssertionError('no ValueError for an unknown code')

# %%
try:
    morse_decode('..- .-.-.-.- ')
except ValueError as e:
    assert str(e) == "unknown code '.-.-.-.-'"
else:
    raise AssertionError('no ValueError for an unknown code')

# %%
try:
    morse_decode('ß.- .-.-.-.- ')
except ValueError as e:
    assert str(e) == "unknown code 'ß.-'"
else:
    raise AssertionError('no ValueError for an unknown code')

# %%
try:
    morse_decode(' -.-.-.-. -.')
except ValueError as e:
    assert str(e) == "unknown code '-.-.-.-.'"
else:
    raise AssertionError('no ValueError for an unknown code')

# %%
try:
    morse_decode('-.-.-')
except ValueError as e:
    assert str(e) == "unknown code '-.-.-'"
else:
    raise AssertionError('no ValueError for an unknown code')

# %%
try:
    morse_decode('.- .-.-.-.-.- .-.-.-.-é')
except ValueError as e:
    assert str(e) == "unknown code '.-.-.-.-.-'"
else:
    raise AssertionError('no ValueError for an unknown code')

# %%
try:
    morse_decode('-  .-.-.-.-')
except ValueError as e:
    assert str(e) == "unknown code '.-.-.-.-'"
else:
    raise AssertionError('no ValueError for an unknown code')

# %%
try:
    morse_decode('- .-.-.-.-0')
except ValueError as e:
    assert str(e) == "unknown code '.-.-.-.-0'"
else:
    raise AssertionError('no ValueError for an unknown code')

# %%
try:
    morse_decode('.-  .-.-.-.-0')
except ValueError as e:
    assert str(e) == "unknown code '.-.-.-.-0'"
else:
    raise AssertionError('no ValueError for an unknown code')

# %%
try:
    morse_decode('0-.-.-.-. -.')
except ValueError as e:
    assert str(e) == "unknown code '0-.-.-.-.'"
else:
    raise AssertionError('no ValueError for an unknown code')

# %%
try:
    morse_decode('.- .-.-.-.-é0')
except ValueError as e:
    assert str(e) == "unknown code '.-.-.-.-é0'"
else:
    raise AssertionError('no ValueError for an unknown code')

# %%
try:
    morse_decode('..- .-.-.-.-é')
except ValueError as e:
    assert str(e) == "unknown code '.-.-.-.-é'"
else:
    raise AssertionError('no ValueError for an unknown code')
