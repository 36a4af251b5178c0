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

# %%
try:
    camel_to_snake('2fast')
except ValueError:
    pass
else:
    raise AssertionError(f"no ValueError for {'2fast'!r}")

# %%
try:
    camel_to_snake('2FAST')
except ValueError:
    pass
else:
    raise AssertionError(f"no ValueError for {'2fast'!r}")

# %%
try:
    camel_to_snake('2fas')
except ValueError:
    pass
else:
    raise AssertionError(f"no ValueError for {'2fast'!r}")

# %%
try:
    camel_to_snake('2f')
except ValueError:
    pass
else:
    raise AssertionError(f"no ValueError for {'2fast'!r}")

# %%
try:
    camel_to_snake('2Fast')
except ValueError:
    pass
else:
    raise AssertionError(f"no ValueError for {'2fast'!r}")

# %%
try:
    camel_to_snake('2fast2fast')
except ValueError:
    pass
else:
    raise AssertionError(f"no ValueError for {'2fast'!r}")

# %%
try:
    camel_to_snake('a-b')
except ValueError:
    pass
else:
    raise AssertionError(f"no ValueError for {'a-b'!r}")

# %%
try:
    camel_to_snake('a-b0')
except ValueError:
    pass
else:
    raise AssertionError(f"no ValueError for {'a-b'!r}")

# %%
try:
    camel_to_snake('a-ba-b')
except ValueError:
    pass
else:
    raise AssertionError(f"no ValueError for {'a-b'!r}")

# %%
try:
    camel_to_snake(' x!')
except ValueError:
    pass
else:
    raise AssertionError(f"no ValueError for {'x!'!r}")

# %%
try:
    camel_to_snake('x!x!')
except ValueError:
    pass
else:
    raise AssertionError(f"no ValueError for {'x!'!r}")

# %%
try:
    camel_to_snake('xx!')
except ValueError:
    pass
else:
    raise AssertionError(f"no ValueError for {'x!'!r}")

# %%
try:
    camel_to_snake('x!0')
except ValueError:
    pass
else:
    raise AssertionError(f"no ValueError for {'x!'!r}")

# %%
try:
    camel_to_snake('!x')
except ValueError:
    pass
else:
    raise AssertionError(f"no ValueError for {'x!'!r}")

# %%
try:
    camel_to_snake('x!é')
except ValueError:
    pass
else:
    raise AssertionError(f"no ValueError for {'x!'!r}")

# %%
try:
    camel_to_snake('!')
except ValueError:
    pass
else:
    raise AssertionError(f"no ValueError for {'x!'!r}")

# %%
try:
    camel_to_snake('Foo Baré')
except ValueError as e:
    assert str(e) == "not an identifier: 'Foo Baré'"
else:
    raise AssertionError('no ValueError for a space')

# %%
try:
    camel_to_snake(' foo baré')
except ValueError as e:
    assert str(e) == "not an identifier: ' foo baré'"
else:
    raise AssertionError('no ValueError for a space')

# %%
try:
    camel_to_snake('foo ')
except ValueError as e:
    assert str(e) == "not an identifier: 'foo '"
else:
    raise AssertionError('no ValueError for a space')

# %%
try:
    camel_to_snake('FOO BARFOO BAR')
except ValueError as e:
    assert str(e) == "not an identifier: 'FOO BARFOO BAR'"
else:
    raise AssertionError('no ValueError for a space')

# %%
try:
    camel_to_snake('foo b')
except ValueError as e:
    assert str(e) == "not an identifier: 'foo b'"
else:
    raise AssertionError('no ValueError for a space')

# %%
try:
    camel_to_snake('foo ba ')
except ValueError as e:
    assert str(e) == "not an identifier: 'foo ba '"
else:
    raise AssertionError('no ValueError for a space')

# %%
try:
    camel_to_snake('ffoo  bar')
except ValueError as e:
    assert str(e) == "not an identifier: 'ffoo  bar'"
else:
    raise AssertionError('no ValueError for a space')

# %%
try:
    camel_to_snake('ßoo bar')
except ValueError as e:
    assert str(e) == "not an identifier: 'ßoo bar'"
else:
    raise AssertionError('no ValueError for a space')

# %%
try:
    camel_to_snake('ßffoo bar')
except ValueError as e:
    assert str(e) == "not an identifier: 'ßffoo bar'"
else:
    raise AssertionError('no ValueError for a space')

# %%
try:
    camel_to_snake('foo  bar0')
except ValueError as e:
    assert str(e) == "not an identifier: 'foo  bar0'"
else:
    raise AssertionError('no ValueError for a space')

# %%
try:
    camel_to_snake(' foo bar0')
except ValueError as e:
    assert str(e) == "not an identifier: ' foo bar0'"
else:
    raise AssertionError('no ValueError for a space')

# %%
try:
    camel_to_snake(' foo bar ')
except ValueError as e:
    assert str(e) == "not an identifier: ' foo bar '"
else:
    raise AssertionError('no ValueError for a space')

# %%
try:
    camel_to_snake('FOO  BAR')
except ValueError as e:
    assert str(e) == "not an identifier: 'FOO  BAR'"
else:
    raise AssertionError('no ValueError for a space')

# %%
try:
    camel_to_snake('FOO BAR ')
except ValueError as e:
    assert str(e) == "not an identifier: 'FOO BAR '"
else:
    raise AssertionError('no ValueError for a space')

# %%
try:
    camel_to_snake('2fas0')
except ValueError:
    pass
else:
    raise AssertionError(f"no ValueError for {'2fast'!r}")

# %%
try:
    camel_to_snake('2F')
except ValueError:
    pass
else:
    raise AssertionError(f"no ValueError for {'2fast'!r}")

# %%
try:
    camel_to_snake('2f0')
except ValueError:
    pass
else:
    raise AssertionError(f"no ValueError for {'2fast'!r}")

# %%
try:
    camel_to_snake('2é')
except ValueError:
    pass
else:
    raise AssertionError(f"no ValueError for {'2fast'!r}")

# %%
try:
    camel_to_snake('22fast ')
except ValueError:
    pass
else:
    raise AssertionError(f"no ValueError for {'2fast'!r}")

# %%
try:
    camel_to_snake('2fast 0')
except ValueError:
    pass
else:
    raise AssertionError(f"no ValueError for {'2fast'!r}")

# %%
try:
    camel_to_snake('2Fasté')
except ValueError:
    pass
else:
    raise AssertionError(f"no ValueError for {'2fast'!r}")

# %%
try:
    camel_to_snake(' 2f')
except ValueError:
    pass
else:
    raise AssertionError(f"no ValueError for {'2fast'!r}")

# %%
try:
    camel_to_snake(' ')
except ValueError:
    pass
else:
    raise AssertionError(f"no ValueError for {'2fast'!r}")

# %%
try:
    camel_to_snake(' 2fast 2fast')
except ValueError:
    pass
else:
    raise AssertionError(f"no ValueError for {'2fast'!r}")

# %%
try:
    camel_to_snake('a-b0a-b0')
except ValueError:
    pass
else:
    raise AssertionError(f"no ValueError for {'a-b'!r}")

# %%
try:
    camel_to_snake('aa-bé')
except ValueError:
    pass
else:
    raise AssertionError(f"no ValueError for {'a-b'!r}")

# %%
try:
    camel_to_snake('A-BÉ')
except ValueError:
    pass
else:
    raise AssertionError(f"no ValueError for {'a-b'!r}")

# %%
try:
    camel_to_snake('a-béa-bé')
except ValueError:
    pass
else:
    raise AssertionError(f"no ValueError for {'a-b'!r}")

# %%
try:
    camel_to_snake(' b-a')
except ValueError:
    pass
else:
    raise AssertionError(f"no ValueError for {'a-b'!r}")

# %%
try:
    camel_to_snake('a-b  ')
except ValueError:
    pass
else:
    raise AssertionError(f"no ValueError for {'a-b'!r}")

# %%
try:
    camel_to_snake(' a-b a-b')
except ValueError:
    pass
else:
    raise AssertionError(f"no ValueError for {'a-b'!r}")

# %%
try:
    camel_to_snake(' a-b ')
except ValueError:
    pass
else:
    raise AssertionError(f"no ValueError for {'a-b'!r}")

# %%
try:
    camel_to_snake('-bé')
except ValueError:
    pass
else:
    raise AssertionError(f"no ValueError for {'a-b'!r}")

# %%
try:
    camel_to_snake('-')
except ValueError:
    pass
else:
    raise AssertionError(f"no ValueError for {'a-b'!r}")

# %%
try:
    camel_to_snake('A-BA-B')
except ValueError:
    pass
else:
    raise AssertionError(f"no ValueError for {'a-b'!r}")

# %%
try:
    camel_to_snake('A-Ba-B')
except ValueError:
    pass
else:
    raise AssertionError(f"no ValueError for {'a-b'!r}")

# %%
try:
    camel_to_snake(' a-ba-b')
except ValueError:
    pass
else:
    raise AssertionError(f"no ValueError for {'a-b'!r}")

# %%
try:
    camel_to_snake('b-aa')
except ValueError:
    pass
else:
    raise AssertionError(f"no ValueError for {'a-b'!r}")

# %%
try:
    camel_to_snake('Aa-B')
except ValueError:
    pass
else:
    raise AssertionError(f"no ValueError for {'a-b'!r}")

# %%
try:
    camel_to_snake('a-é')
except ValueError:
    pass
else:
    raise AssertionError(f"no ValueError for {'a-b'!r}")

# %%
try:
    camel_to_snake('b-ab-a')
except ValueError:
    pass
else:
    raise AssertionError(f"no ValueError for {'a-b'!r}")

# %%
try:
    camel_to_snake('bb-a')
except ValueError:
    pass
else:
    raise AssertionError(f"no ValueError for {'a-b'!r}")

# %%
try:
    camel_to_snake(' x!0')
except ValueError:
    pass
else:
    raise AssertionError(f"no ValueError for {'x!'!r}")

# %%
try:
    camel_to_snake(' x')
except ValueError:
    pass
else:
    raise AssertionError(f"no ValueError for {'x!'!r}")

# %%
try:
    camel_to_snake('!x!')
except ValueError:
    pass
else:
    raise AssertionError(f"no ValueError for {'x!'!r}")

# %%
try:
    camel_to_snake(' X!')
except ValueError:
    pass
else:
    raise AssertionError(f"no ValueError for {'x!'!r}")

# %%
try:
    camel_to_snake('XX!')
except ValueError:
    pass
else:
    raise AssertionError(f"no ValueError for {'x!'!r}")

# %%
try:
    camel_to_snake('x!0 ')
except ValueError:
    pass
else:
    raise AssertionError(f"no ValueError for {'x!'!r}")

# %%
try:
    camel_to_snake('x!0é')
except ValueError:
    pass
else:
    raise AssertionError(f"no ValueError for {'x!'!r}")

# %%
try:
    camel_to_snake('X!É')
except ValueError:
    pass
else:
    raise AssertionError(f"no ValueError for {'x!'!r}")

# %%
try:
    camel_to_snake('x!éx!é')
except ValueError:
    pass
else:
    raise AssertionError(f"no ValueError for {'x!'!r}")

# %%
try:
    camel_to_snake('Ssx!')
except ValueError:
    pass
else:
    raise AssertionError(f"no ValueError for {'x!'!r}")

# %%
try:
    camel_to_snake('ßx!ßx!')
except ValueError:
    pass
else:
    raise AssertionError(f"no ValueError for {'x!'!r}")

# %%
try:
    camel_to_snake(' !')
except ValueError:
    pass
else:
    raise AssertionError(f"no ValueError for {'x!'!r}")

# %%
try:
    camel_to_snake('ß!')
except ValueError:
    pass
else:
    raise AssertionError(f"no ValueError for {'x!'!r}")
