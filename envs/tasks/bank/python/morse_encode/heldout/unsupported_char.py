# %%
try:
    morse_encode('A#B')
except ValueError as e:
    assert str(e) == "cannot encode '#'"
else:
    raise AssertionError('no ValueError for #')

# %%
try:
    morse_encode('ßa#b')
except ValueError as e:
    assert str(e) == "cannot encode 'ß'"
else:
    raise AssertionError('no ValueError for #')

# %%
try:
    morse_encode('a#')
except ValueError as e:
    assert str(e) == "cannot encode '#'"
else:
    raise AssertionError('no ValueError for #')

# %%
try:
    morse_encode(' a#b')
except ValueError as e:
    assert str(e) == "cannot encode '#'"
else:
    raise AssertionError('no ValueError for #')

# %%
try:
    morse_encode('a#b0')
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
    morse_encode('a#b ')
except ValueError as e:
    assert str(e) == "cannot encode '#'"
else:
    raise AssertionError('no ValueError for #')

# %%
try:
    morse_encode('#b')
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
    morse_encode('ßcafé au lait')
except ValueError as e:
    assert str(e) == "cannot encode 'ß'"
else:
    raise AssertionError('no ValueError for é')

# %%
try:
    morse_encode('CAFÉ AU LAIT')
except ValueError as e:
    assert str(e) == "cannot encode 'É'"
else:
    raise AssertionError('no ValueError for é')

# %%
try:
    morse_encode('café au lait ')
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
    morse_encode('café a')
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
    morse_encode('tial ua éfac')
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
    morse_encode('afé au lait')
except ValueError as e:
    assert str(e) == "cannot encode 'é'"
else:
    raise AssertionError('no ValueError for é')

# %%
try:
    morse_encode('café au laité')
except ValueError as e:
    assert str(e) == "cannot encode 'é'"
else:
    raise AssertionError('no ValueError for é')

# %%
try:
    morse_encode('ccafé au lait')
except ValueError as e:
    assert str(e) == "cannot encode 'é'"
else:
    raise AssertionError('no ValueError for é')
