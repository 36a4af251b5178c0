# %%
try:
    camel_to_snake('foo baré')
except ValueError as e:
    assert str(e) == "not an identifier: 'foo baré'"
else:
    raise AssertionError('no ValueError for a space')

# %%
try:
    camel_to_snake('foo barfoo bar')
except ValueError as e:
    assert str(e) == "not an identifier: 'foo barfoo bar'"
else:
    raise AssertionError('no ValueError for a space')

# %%
try:
    camel_to_snake('foo ba')
except ValueError as e:
    assert str(e) == "not an identifier: 'foo ba'"
else:
    raise AssertionError('no ValueError for a space')

# %%
try:
    camel_to_snake('foo bar ')
except ValueError as e:
    assert str(e) == "not an identifier: 'foo bar '"
else:
    raise AssertionError('no ValueError for a space')

# %%
try:
    camel_to_snake('foo  bar')
except ValueError as e:
    assert str(e) == "not an identifier: 'foo  bar'"
else:
    raise AssertionError('no ValueError for a space')

# %%
try:
    camel_to_snake('oo bar')
except ValueError as e:
    assert str(e) == "not an identifier: 'oo bar'"
else:
    raise AssertionError('no ValueError for a space')

# %%
try:
    camel_to_snake('ffoo bar')
except ValueError as e:
    assert str(e) == "not an identifier: 'ffoo bar'"
else:
    raise AssertionError('no ValueError for a space')

# %%
try:
    camel_to_snake('Foo Bar')
except ValueError as e:
    assert str(e) == "not an identifier: 'Foo Bar'"
else:
    raise AssertionError('no ValueError for a space')

# %%
try:
    camel_to_snake('ßfoo bar')
except ValueError as e:
    assert str(e) == "not an identifier: 'ßfoo bar'"
else:
    raise AssertionError('no ValueError for a space')

# %%
try:
    camel_to_snake('foo bar0')
except ValueError as e:
    assert str(e) == "not an identifier: 'foo bar0'"
else:
    raise AssertionError('no ValueError for a space')

# %%
try:
    camel_to_snake('rab oof')
except ValueError as e:
    assert str(e) == "not an identifier: 'rab oof'"
else:
    raise AssertionError('no ValueError for a space')

# %%
try:
    camel_to_snake(' foo bar')
except ValueError as e:
    assert str(e) == "not an identifier: ' foo bar'"
else:
    raise AssertionError('no ValueError for a space')

# %%
try:
    camel_to_snake('FOO BAR')
except ValueError as e:
    assert str(e) == "not an identifier: 'FOO BAR'"
else:
    raise AssertionError('no ValueError for a space')
