# %%
try:
    caesar_cipher('abcé', 1.5)
except TypeError as e:
    assert str(e) == 'shift must be an int'
else:
    raise AssertionError('no TypeError for a float shift')

# %%
try:
    caesar_cipher('abc0', 1.5)
except TypeError as e:
    assert str(e) == 'shift must be an int'
else:
    raise AssertionError('no TypeError for a float shift')

# %%
try:
    caesar_cipher('abc ', 1.5)
except TypeError as e:
    assert str(e) == 'shift must be an int'
else:
    raise AssertionError('no TypeError for a float shift')

# %%
try:
    caesar_cipher('a', 1.5)
except TypeError as e:
    assert str(e) == 'shift must be an int'
else:
    raise AssertionError('no TypeError for a float shift')

# %%
try:
    caesar_cipher('Abc', 1.5)
except TypeError as e:
    assert str(e) == 'shift must be an int'
else:
    raise AssertionError('no TypeError for a float shift')

# %%
try:
    caesar_cipher('ßabc', 1.5)
except TypeError as e:
    assert str(e) == 'shift must be an int'
else:
    raise AssertionError('no TypeError for a float shift')

# %%
try:
    caesar_cipher('abc', 1.0)
except TypeError as e:
    assert str(e) == 'shift must be an int'
else:
    raise AssertionError('no TypeError for a float shift')

# %%
try:
    caesar_cipher('ABC', 1.5)
except TypeError as e:
    assert str(e) == 'shift must be an int'
else:
    raise AssertionError('no TypeError for a float shift')

# %%
try:
    caesar_cipher('cba', 1.5)
except TypeError as e:
    assert str(e) == 'shift must be an int'
else:
    raise AssertionError('no TypeError for a float shift')

# %%
try:
    caesar_cipher('abc', 2.0)
except TypeError as e:
    assert str(e) == 'shift must be an int'
else:
    raise AssertionError('no TypeError for a float shift')

# %%
try:
    caesar_cipher('abcabc', 1.5)
except TypeError as e:
    assert str(e) == 'shift must be an int'
else:
    raise AssertionError('no TypeError for a float shift')

# %%
try:
    caesar_cipher('abc', -1.5)
except TypeError as e:
    assert str(e) == 'shift must be an int'
else:
    raise AssertionError('no TypeError for a float shift')

# %%
try:
    caesar_cipher('abc', 0.5)
except TypeError as e:
    assert str(e) == 'shift must be an int'
else:
    raise AssertionError('no TypeError for a float shift')

# %%
try:
    caesar_cipher('Abc', True)
except TypeError as e:
    assert str(e) == 'shift must be an int'
else:
    raise AssertionError('no TypeError for a bool shift')

# %%
try:
    caesar_cipher('cba', True)
except TypeError as e:
    assert str(e) == 'shift must be an int'
else:
    raise AssertionError('no TypeError for a bool shift')

# %%
try:
    caesar_cipher('ßabc', True)
except TypeError as e:
    assert str(e) == 'shift must be an int'
else:
    raise AssertionError('no TypeError for a bool shift')

# %%
try:
    caesar_cipher(' abc', True)
except TypeError as e:
    assert str(e) == 'shift must be an int'
else:
    raise AssertionError('no TypeError for a bool shift')

# %%
try:
    caesar_cipher('abcé', True)
except TypeError as e:
    assert str(e) == 'shift must be an int'
else:
    raise AssertionError('no TypeError for a bool shift')

# %%
try:
    caesar_cipher('aabc', True)
except TypeError as e:
    assert str(e) == 'shift must be an int'
else:
    raise AssertionError('no TypeError for a bool shift')

# %%
try:
    caesar_cipher('abc', False)
except TypeError as e:
    assert str(e) == 'shift must be an int'
else:
    raise AssertionError('no TypeError for a bool shift')

# %%
try:
    caesar_cipher('abcabc', True)
except TypeError as e:
    assert str(e) == 'shift must be an int'
else:
    raise AssertionError('no TypeError for a bool shift')

# %%
assert caesar_cipher('abc ', 2) == 'cde '

# %%
assert caesar_cipher('bc', 2) == 'de'

# %%
assert caesar_cipher('a', 2) == 'c'

# %%
assert caesar_cipher('abc', -2) == 'yza'

# %%
assert caesar_cipher('aabc', 2) == 'ccde'

# %%
assert caesar_cipher('abc', 4) == 'efg'

# %%
assert caesar_cipher('abcabc', 2) == 'cdecde'

# %%
try:
    caesar_cipher('ßabcé', 1.5)
except TypeError as e:
    assert str(e) == 'shift must be an int'
else:
    raise AssertionError('no TypeError for a float shift')

# %%
try:
    caesar_cipher('abc', -0.001)
except TypeError as e:
    assert str(e) == 'shift must be an int'
else:
    raise AssertionError('no TypeError for a float shift')

# %%
try:
    caesar_cipher('ab', 15.0)
except TypeError as e:
    assert str(e) == 'shift must be an int'
else:
    raise AssertionError('no TypeError for a float shift')

# %%
try:
    caesar_cipher('abc0', -1.5)
except TypeError as e:
    assert str(e) == 'shift must be an int'
else:
    raise AssertionError('no TypeError for a float shift')

# %%
try:
    caesar_cipher('abc0', 0.5)
except TypeError as e:
    assert str(e) == 'shift must be an int'
else:
    raise AssertionError('no TypeError for a float shift')

# %%
try:
    caesar_cipher('abc ', 2.0)
except TypeError as e:
    assert str(e) == 'shift must be an int'
else:
    raise AssertionError('no TypeError for a float shift')

# %%
try:
    caesar_cipher('0', 1.5)
except TypeError as e:
    assert str(e) == 'shift must be an int'
else:
    raise AssertionError('no TypeError for a float shift')

# %%
try:
    caesar_cipher('aBC', 1.5)
except TypeError as e:
    assert str(e) == 'shift must be an int'
else:
    raise AssertionError('no TypeError for a float shift')

# %%
try:
    caesar_cipher('ßa', 1.5)
except TypeError as e:
    assert str(e) == 'shift must be an int'
else:
    raise AssertionError('no TypeError for a float shift')

# %%
try:
    caesar_cipher('ß', 1.5)
except TypeError as e:
    assert str(e) == 'shift must be an int'
else:
    raise AssertionError('no TypeError for a float shift')

# %%
try:
    caesar_cipher('ab', 1.0)
except TypeError as e:
    assert str(e) == 'shift must be an int'
else:
    raise AssertionError('no TypeError for a float shift')

# %%
try:
    caesar_cipher('aabc', 1.0)
except TypeError as e:
    assert str(e) == 'shift must be an int'
else:
    raise AssertionError('no TypeError for a float shift')

# %%
try:
    caesar_cipher('bc', 2.0)
except TypeError as e:
    assert str(e) == 'shift must be an int'
else:
    raise AssertionError('no TypeError for a float shift')

# %%
try:
    caesar_cipher('abcabc', 15.0)
except TypeError as e:
    assert str(e) == 'shift must be an int'
else:
    raise AssertionError('no TypeError for a float shift')

# %%
try:
    caesar_cipher('cb', 1.5)
except TypeError as e:
    assert str(e) == 'shift must be an int'
else:
    raise AssertionError('no TypeError for a float shift')

# %%
try:
    caesar_cipher('cba', 1.0)
except TypeError as e:
    assert str(e) == 'shift must be an int'
else:
    raise AssertionError('no TypeError for a float shift')

# %%
try:
    caesar_cipher('abcabc0', 1.5)
except TypeError as e:
    assert str(e) == 'shift must be an int'
else:
    raise AssertionError('no TypeError for a float shift')

# %%
try:
    caesar_cipher(' Abc', 1.5)
except TypeError as e:
    assert str(e) == 'shift must be an int'
else:
    raise AssertionError('no TypeError for a float shift')

# %%
try:
    caesar_cipher('ß', True)
except TypeError as e:
    assert str(e) == 'shift must be an int'
else:
    raise AssertionError('no TypeError for a bool shift')

# %%
try:
    caesar_cipher('a', False)
except TypeError as e:
    assert str(e) == 'shift must be an int'
else:
    raise AssertionError('no TypeError for a bool shift')

# %%
try:
    caesar_cipher('a ', True)
except TypeError as e:
    assert str(e) == 'shift must be an int'
else:
    raise AssertionError('no TypeError for a bool shift')

# %%
try:
    caesar_cipher('ccba', True)
except TypeError as e:
    assert str(e) == 'shift must be an int'
else:
    raise AssertionError('no TypeError for a bool shift')

# %%
try:
    caesar_cipher('CBA', True)
except TypeError as e:
    assert str(e) == 'shift must be an int'
else:
    raise AssertionError('no TypeError for a bool shift')

# %%
try:
    caesar_cipher(' ABC', True)
except TypeError as e:
    assert str(e) == 'shift must be an int'
else:
    raise AssertionError('no TypeError for a bool shift')

# %%
try:
    caesar_cipher('ABC0', True)
except TypeError as e:
    assert str(e) == 'shift must be an int'
else:
    raise AssertionError('no TypeError for a bool shift')

# %%
try:
    caesar_cipher(' abc', False)
except TypeError as e:
    assert str(e) == 'shift must be an int'
else:
    raise AssertionError('no TypeError for a bool shift')

# %%
try:
    caesar_cipher('ab', False)
except TypeError as e:
    assert str(e) == 'shift must be an int'
else:
    raise AssertionError('no TypeError for a bool shift')

# %%
try:
    caesar_cipher('AB', True)
except TypeError as e:
    assert str(e) == 'shift must be an int'
else:
    raise AssertionError('no TypeError for a bool shift')

# %%
try:
    caesar_cipher('ßabcé', True)
except TypeError as e:
    assert str(e) == 'shift must be an int'
else:
    raise AssertionError('no TypeError for a bool shift')

# %%
try:
    caesar_cipher('abcé ', True)
except TypeError as e:
    assert str(e) == 'shift must be an int'
else:
    raise AssertionError('no TypeError for a bool shift')

# %%
try:
    caesar_cipher(' bc', True)
except TypeError as e:
    assert str(e) == 'shift must be an int'
else:
    raise AssertionError('no TypeError for a bool shift')

# %%
try:
    caesar_cipher('aabc', False)
except TypeError as e:
    assert str(e) == 'shift must be an int'
else:
    raise AssertionError('no TypeError for a bool shift')

# %%
try:
    caesar_cipher('ßabc', False)
except TypeError as e:
    assert str(e) == 'shift must be an int'
else:
    raise AssertionError('no TypeError for a bool shift')

# %%
assert caesar_cipher('abc0', 3) == 'def0'

# %%
assert caesar_cipher('Abc0', 2) == 'Cde0'

# %%
assert caesar_cipher('AAbc', 2) == 'CCde'

# %%
assert caesar_cipher('ABC', 1) == 'BCD'

# %%
assert caesar_cipher('', -1) == ''

# %%
assert caesar_cipher('ABC', 7) == 'HIJ'

# %%
assert caesar_cipher('Abc', 7) == 'Hij'

# %%
assert caesar_cipher('a', 1000000) == 'o'

# %%
assert caesar_cipher('a', 4) == 'e'

# %%
assert caesar_cipher('abc ', 1) == 'bcd '

# %%
assert caesar_cipher(' abc', 1) == ' bcd'

# %%
assert caesar_cipher('abc ', -1) == 'zab '

# %%
assert caesar_cipher('ab', 1000000) == 'op'

# %%
assert caesar_cipher('abc', 500000) == 'uvw'

# %%
assert caesar_cipher('abc ', 0) == 'abc '

# %%
assert caesar_cipher('ab', 0) == 'ab'

# %%
assert caesar_cipher('aaabc', 2) == 'cccde'

# %%
assert caesar_cipher('abcabc0', 2) == 'cdecde0'

# %%
assert caesar_cipher('aabcabc', 2) == 'ccdecde'
