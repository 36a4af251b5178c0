# %%
try:
    caesar_cipher('abcé', 1.5)
except TypeError as e:
    assert str(e) == 'shift must be an int'
else:
    raise AssertionError('no TypeError for a float shift')

# %%
try:
    caesar_cipher('abc', 0.001)
except TypeError as e:
    assert str(e) == 'shift must be an int'
else:
    raise AssertionError('no TypeError for a float shift')

# %%
try:
    caesar_cipher('ab', 1.5)
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
    caesar_cipher('abc', 0.0)
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
    caesar_cipher('', 1.5)
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
    caesar_cipher('aabc', 1.5)
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
    caesar_cipher('bc', 1.5)
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
    caesar_cipher('abc', 15.0)
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
    caesar_cipher(' abc', 1.5)
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
    caesar_cipher('', True)
except TypeError as e:
    assert str(e) == 'shift must be an int'
else:
    raise AssertionError('no TypeError for a bool shift')

# %%
try:
    caesar_cipher('a', True)
except TypeError as e:
    assert str(e) == 'shift must be an int'
else:
    raise AssertionError('no TypeError for a bool shift')

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
    caesar_cipher('ABC', True)
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
    caesar_cipher('ab', True)
except TypeError as e:
    assert str(e) == 'shift must be an int'
else:
    raise AssertionError('no TypeError for a bool shift')

# %%
try:
    caesar_cipher('abc0', True)
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
    caesar_cipher('bc', True)
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
try:
    caesar_cipher('abc ', True)
except TypeError as e:
    assert str(e) == 'shift must be an int'
else:
    raise AssertionError('no TypeError for a bool shift')

# %%
assert caesar_cipher('abc ', 2) == 'cde '

# %%
assert caesar_cipher('abc0', 2) == 'cde0'

# %%
assert caesar_cipher('bc', 2) == 'de'

# %%
assert caesar_cipher('Abc', 2) == 'Cde'

# %%
assert caesar_cipher('ABC', 2) == 'CDE'

# %%
assert caesar_cipher('abc', 3) == 'def'

# %%
assert caesar_cipher('', 2) == ''

# %%
assert caesar_cipher('abc', 7) == 'hij'

# %%
assert caesar_cipher(' abc', 2) == ' cde'

# %%
assert caesar_cipher('a', 2) == 'c'

# %%
assert caesar_cipher('abc', 1) == 'bcd'

# %%
assert caesar_cipher('abc', -1) == 'zab'

# %%
assert caesar_cipher('cba', 2) == 'edc'

# %%
assert caesar_cipher('abc', 1000002) == 'qrs'

# %%
assert caesar_cipher('abc', 0) == 'abc'

# %%
assert caesar_cipher('ab', 2) == 'cd'

# %%
assert caesar_cipher('abc', -2) == 'yza'

# %%
assert caesar_cipher('aabc', 2) == 'ccde'

# %%
assert caesar_cipher('abc', 4) == 'efg'

# %%
assert caesar_cipher('abcabc', 2) == 'cdecde'
