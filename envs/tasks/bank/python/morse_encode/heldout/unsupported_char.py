# %%
try:
    morse_encode(' a#b')
except ValueError as e:
    assert str(e) == "cannot encode '#'"
else:
    raise AssertionError('no ValueError for #')

# %%
try:
    morse_encode('aa#b')
except ValueError as e:
    assert str(e) == "cannot encode '#'"
else:
    raise AssertionError('no ValueError for #')

# %%
try:
    morse_encode('b#a')
except ValueError as e:
    assert str(e) == "cannot encode '#'"
else:
    raise AssertionError('no ValueError for #')

# %%
try:
    morse_encode('a#bé')
except ValueError as e:
    assert str(e) == "cannot encode '#'"
else:
    raise AssertionError('no ValueError for #')

# %%
try:
    morse_encode('a#ba#b')
except ValueError as e:
    assert str(e) == "cannot encode '#'"
else:
    raise AssertionError('no ValueError for #')

# %%
try:
    morse_encode('café au lait0')
except ValueError as e:
    assert str(e) == "cannot encode 'é'"
else:
    raise AssertionError('no ValueError for é')

# %%
try:
    morse_encode('café au lai')
except ValueError as e:
    assert str(e) == "cannot encode 'é'"
else:
    raise AssertionError('no ValueError for é')

# %%
try:
    morse_encode('café  au  lait')
except ValueError as e:
    assert str(e) == "cannot encode 'é'"
else:
    raise AssertionError('no ValueError for é')

# %%
try:
    morse_encode('Café Au Lait')
except ValueError as e:
    assert str(e) == "cannot encode 'é'"
else:
    raise AssertionError('no ValueError for é')

# %%
try:
    morse_encode('café au laitcafé au lait')
except ValueError as e:
    assert str(e) == "cannot encode 'é'"
else:
    raise AssertionError('no ValueError for é')

# %%
try:
    morse_encode(' café au lait')
except ValueError as e:
    assert str(e) == "cannot encode 'é'"
else:
    raise AssertionError('no ValueError for é')

# %%
try:
    morse_encode('B#A')
except ValueError as e:
    assert str(e) == "cannot encode '#'"
else:
    raise AssertionError('no ValueError for #')

# %%
try:
    morse_encode('A#B0')
except ValueError as e:
    assert str(e) == "cannot encode '#'"
else:
    raise AssertionError('no ValueError for #')

# %%
try:
    morse_encode('ßA#B')
except ValueError as e:
    assert str(e) == "cannot encode 'ß'"
else:
    raise AssertionError('no ValueError for #')

# %%
try:
    morse_encode('ß')
except ValueError as e:
    assert str(e) == "cannot encode 'ß'"
else:
    raise AssertionError('no ValueError for #')

# %%
try:
    morse_encode('ßa#')
except ValueError as e:
    assert str(e) == "cannot encode 'ß'"
else:
    raise AssertionError('no ValueError for #')

# %%
try:
    morse_encode(' ßa#b')
except ValueError as e:
    assert str(e) == "cannot encode 'ß'"
else:
    raise AssertionError('no ValueError for #')

# %%
try:
    morse_encode('ßa#b0')
except ValueError as e:
    assert str(e) == "cannot encode 'ß'"
else:
    raise AssertionError('no ValueError for #')

# %%
try:
    morse_encode('ßa')
except ValueError as e:
    assert str(e) == "cannot encode 'ß'"
else:
    raise AssertionError('no ValueError for #')

# %%
try:
    morse_encode('#')
except ValueError as e:
    assert str(e) == "cannot encode '#'"
else:
    raise AssertionError('no ValueError for #')

# %%
try:
    morse_encode('a#é')
except ValueError as e:
    assert str(e) == "cannot encode '#'"
else:
    raise AssertionError('no ValueError for #')

# %%
try:
    morse_encode('a#0')
except ValueError as e:
    assert str(e) == "cannot encode '#'"
else:
    raise AssertionError('no ValueError for #')

# %%
try:
    morse_encode('ß a#b')
except ValueError as e:
    assert str(e) == "cannot encode 'ß'"
else:
    raise AssertionError('no ValueError for #')

# %%
try:
    morse_encode('  a#b')
except ValueError as e:
    assert str(e) == "cannot encode '#'"
else:
    raise AssertionError('no ValueError for #')

# %%
try:
    morse_encode('#b0')
except ValueError as e:
    assert str(e) == "cannot encode '#'"
else:
    raise AssertionError('no ValueError for #')

# %%
try:
    morse_encode('0b#a')
except ValueError as e:
    assert str(e) == "cannot encode '#'"
else:
    raise AssertionError('no ValueError for #')

# %%
try:
    morse_encode('aaa#b')
except ValueError as e:
    assert str(e) == "cannot encode '#'"
else:
    raise AssertionError('no ValueError for #')

# %%
try:
    morse_encode(' aa#b')
except ValueError as e:
    assert str(e) == "cannot encode '#'"
else:
    raise AssertionError('no ValueError for #')

# %%
try:
    morse_encode('a#b a#b ')
except ValueError as e:
    assert str(e) == "cannot encode '#'"
else:
    raise AssertionError('no ValueError for #')

# %%
try:
    morse_encode('#a')
except ValueError as e:
    assert str(e) == "cannot encode '#'"
else:
    raise AssertionError('no ValueError for #')

# %%
try:
    morse_encode('b#aé')
except ValueError as e:
    assert str(e) == "cannot encode '#'"
else:
    raise AssertionError('no ValueError for #')

# %%
try:
    morse_encode('a#béé')
except ValueError as e:
    assert str(e) == "cannot encode '#'"
else:
    raise AssertionError('no ValueError for #')

# %%
try:
    morse_encode('A#BA#B')
except ValueError as e:
    assert str(e) == "cannot encode '#'"
else:
    raise AssertionError('no ValueError for #')

# %%
try:
    morse_encode('ßa#ba#b')
except ValueError as e:
    assert str(e) == "cannot encode 'ß'"
else:
    raise AssertionError('no ValueError for #')

# %%
try:
    morse_encode('ccafé au lait0')
except ValueError as e:
    assert str(e) == "cannot encode 'é'"
else:
    raise AssertionError('no ValueError for é')

# %%
try:
    morse_encode('café au lai ')
except ValueError as e:
    assert str(e) == "cannot encode 'é'"
else:
    raise AssertionError('no ValueError for é')

# %%
try:
    morse_encode('café au la')
except ValueError as e:
    assert str(e) == "cannot encode 'é'"
else:
    raise AssertionError('no ValueError for é')

# %%
try:
    morse_encode('afé au lai')
except ValueError as e:
    assert str(e) == "cannot encode 'é'"
else:
    raise AssertionError('no ValueError for é')

# %%
try:
    morse_encode('Café Au Lai')
except ValueError as e:
    assert str(e) == "cannot encode 'é'"
else:
    raise AssertionError('no ValueError for é')

# %%
try:
    morse_encode('café ')
except ValueError as e:
    assert str(e) == "cannot encode 'é'"
else:
    raise AssertionError('no ValueError for é')

# %%
try:
    morse_encode('café  au  laitcafé  au  lait')
except ValueError as e:
    assert str(e) == "cannot encode 'é'"
else:
    raise AssertionError('no ValueError for é')

# %%
try:
    morse_encode('tial  ua  éfac')
except ValueError as e:
    assert str(e) == "cannot encode 'é'"
else:
    raise AssertionError('no ValueError for é')

# %%
try:
    morse_encode('ccafé  au  lait')
except ValueError as e:
    assert str(e) == "cannot encode 'é'"
else:
    raise AssertionError('no ValueError for é')

# %%
try:
    morse_encode('café  au  lai')
except ValueError as e:
    assert str(e) == "cannot encode 'é'"
else:
    raise AssertionError('no ValueError for é')

# %%
try:
    morse_encode('afé  au  lait')
except ValueError as e:
    assert str(e) == "cannot encode 'é'"
else:
    raise AssertionError('no ValueError for é')

# %%
try:
    morse_encode('café  a')
except ValueError as e:
    assert str(e) == "cannot encode 'é'"
else:
    raise AssertionError('no ValueError for é')

# %%
try:
    morse_encode('café  au  lait ')
except ValueError as e:
    assert str(e) == "cannot encode 'é'"
else:
    raise AssertionError('no ValueError for é')

# %%
try:
    morse_encode('café    au    lait')
except ValueError as e:
    assert str(e) == "cannot encode 'é'"
else:
    raise AssertionError('no ValueError for é')

# %%
try:
    morse_encode('CAFÉ  AU  LAIT')
except ValueError as e:
    assert str(e) == "cannot encode 'É'"
else:
    raise AssertionError('no ValueError for é')

# %%
try:
    morse_encode('SSCAFÉ AU LAIT')
except ValueError as e:
    assert str(e) == "cannot encode 'É'"
else:
    raise AssertionError('no ValueError for é')

# %%
try:
    morse_encode('tial ua éfacß')
except ValueError as e:
    assert str(e) == "cannot encode 'é'"
else:
    raise AssertionError('no ValueError for é')

# %%
try:
    morse_encode('AFÉ AU LAIT')
except ValueError as e:
    assert str(e) == "cannot encode 'É'"
else:
    raise AssertionError('no ValueError for é')

# %%
try:
    morse_encode('ßCAFÉ AU LAIT')
except ValueError as e:
    assert str(e) == "cannot encode 'ß'"
else:
    raise AssertionError('no ValueError for é')

# %%
try:
    morse_encode('CAFÉ AU LAIT ')
except ValueError as e:
    assert str(e) == "cannot encode 'É'"
else:
    raise AssertionError('no ValueError for é')

# %%
try:
    morse_encode('café au lait café au lait ')
except ValueError as e:
    assert str(e) == "cannot encode 'é'"
else:
    raise AssertionError('no ValueError for é')

# %%
try:
    morse_encode('café au lait  ')
except ValueError as e:
    assert str(e) == "cannot encode 'é'"
else:
    raise AssertionError('no ValueError for é')

# %%
try:
    morse_encode('Café Au Lait ')
except ValueError as e:
    assert str(e) == "cannot encode 'é'"
else:
    raise AssertionError('no ValueError for é')

# %%
try:
    morse_encode('afé au lait ')
except ValueError as e:
    assert str(e) == "cannot encode 'é'"
else:
    raise AssertionError('no ValueError for é')

# %%
try:
    morse_encode('café  au  lait  ')
except ValueError as e:
    assert str(e) == "cannot encode 'é'"
else:
    raise AssertionError('no ValueError for é')

# %%
try:
    morse_encode('café au lait 0')
except ValueError as e:
    assert str(e) == "cannot encode 'é'"
else:
    raise AssertionError('no ValueError for é')

# %%
try:
    morse_encode('Café Au Lait0')
except ValueError as e:
    assert str(e) == "cannot encode 'é'"
else:
    raise AssertionError('no ValueError for é')

# %%
try:
    morse_encode('tiaL uA éfaC')
except ValueError as e:
    assert str(e) == "cannot encode 'é'"
else:
    raise AssertionError('no ValueError for é')

# %%
try:
    morse_encode(' Café Au Lait')
except ValueError as e:
    assert str(e) == "cannot encode 'é'"
else:
    raise AssertionError('no ValueError for é')

# %%
try:
    morse_encode('CCafé Au Lait')
except ValueError as e:
    assert str(e) == "cannot encode 'é'"
else:
    raise AssertionError('no ValueError for é')

# %%
try:
    morse_encode('café a0')
except ValueError as e:
    assert str(e) == "cannot encode 'é'"
else:
    raise AssertionError('no ValueError for é')

# %%
try:
    morse_encode('Café A')
except ValueError as e:
    assert str(e) == "cannot encode 'é'"
else:
    raise AssertionError('no ValueError for é')

# %%
try:
    morse_encode(' café a')
except ValueError as e:
    assert str(e) == "cannot encode 'é'"
else:
    raise AssertionError('no ValueError for é')

# %%
try:
    morse_encode('CAFÉ A')
except ValueError as e:
    assert str(e) == "cannot encode 'É'"
else:
    raise AssertionError('no ValueError for é')

# %%
try:
    morse_encode('ccafé au laitcafé au lait')
except ValueError as e:
    assert str(e) == "cannot encode 'é'"
else:
    raise AssertionError('no ValueError for é')

# %%
try:
    morse_encode('ßtial ua éfac')
except ValueError as e:
    assert str(e) == "cannot encode 'ß'"
else:
    raise AssertionError('no ValueError for é')

# %%
try:
    morse_encode(' café au lai')
except ValueError as e:
    assert str(e) == "cannot encode 'é'"
else:
    raise AssertionError('no ValueError for é')

# %%
try:
    morse_encode('  café  au  lait')
except ValueError as e:
    assert str(e) == "cannot encode 'é'"
else:
    raise AssertionError('no ValueError for é')

# %%
try:
    morse_encode('  café au lait')
except ValueError as e:
    assert str(e) == "cannot encode 'é'"
else:
    raise AssertionError('no ValueError for é')

# %%
try:
    morse_encode(' café au lait café au lait')
except ValueError as e:
    assert str(e) == "cannot encode 'é'"
else:
    raise AssertionError('no ValueError for é')

# %%
try:
    morse_encode('aafé au lait')
except ValueError as e:
    assert str(e) == "cannot encode 'é'"
else:
    raise AssertionError('no ValueError for é')

# %%
try:
    morse_encode('afé a')
except ValueError as e:
    assert str(e) == "cannot encode 'é'"
else:
    raise AssertionError('no ValueError for é')

# %%
try:
    morse_encode(' café au laité')
except ValueError as e:
    assert str(e) == "cannot encode 'é'"
else:
    raise AssertionError('no ValueError for é')

# %%
try:
    morse_encode('afé au laité')
except ValueError as e:
    assert str(e) == "cannot encode 'é'"
else:
    raise AssertionError('no ValueError for é')

# %%
try:
    morse_encode('cccafé au lait')
except ValueError as e:
    assert str(e) == "cannot encode 'é'"
else:
    raise AssertionError('no ValueError for é')

# %%
try:
    morse_encode('tial ua éfacc')
except ValueError as e:
    assert str(e) == "cannot encode 'é'"
else:
    raise AssertionError('no ValueError for é')
