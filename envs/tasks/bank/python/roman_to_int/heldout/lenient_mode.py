# %%
assert roman_to_int('Iiii', strict=False) == 4

# %%
assert roman_to_int('III', strict=False) == 3

# %%
assert roman_to_int('II', strict=False) == 2

# %%
assert roman_to_int('IIII ', strict=False) == 4

# %%
assert roman_to_int(' IIII', strict=False) == 4

# %%
assert roman_to_int('IIIIIIII', strict=False) == 8

# %%
assert roman_to_int('iiii', strict=False) == 4

# %%
assert roman_to_int('IIIII', strict=False) == 5

# %%
assert roman_to_int('I', strict=False) == 1

# %%
assert roman_to_int('C', strict=False) == 100

# %%
assert roman_to_int('ic', strict=False) == 99

# %%
assert roman_to_int('Ic', strict=False) == 99

# %%
assert roman_to_int('IIC', strict=False) == 100

# %%
assert roman_to_int('ICIC', strict=False) == 198

# %%
assert roman_to_int(' IC', strict=False) == 99

# %%
assert roman_to_int('CI', strict=False) == 101

# %%
assert roman_to_int('IC ', strict=False) == 99

# %%
assert roman_to_int('M', strict=False) == 1000

# %%
assert roman_to_int(' MMMM', strict=False) == 4000

# %%
assert roman_to_int('Mmmm', strict=False) == 4000

# %%
assert roman_to_int('MMM', strict=False) == 3000

# %%
assert roman_to_int('MMMM ', strict=False) == 4000

# %%
assert roman_to_int('mmmm', strict=False) == 4000

# %%
assert roman_to_int('MMMMMMMM', strict=False) == 8000

# %%
assert roman_to_int('MM', strict=False) == 2000

# %%
assert roman_to_int('MMMMM', strict=False) == 5000

# %%
assert roman_to_int('xiv', strict=False) == 14

# %%
assert roman_to_int('X', strict=False) == 10

# %%
assert roman_to_int('XI', strict=False) == 11

# %%
assert roman_to_int(' XIV', strict=False) == 14

# %%
assert roman_to_int('IV', strict=False) == 4

# %%
assert roman_to_int('Xiv', strict=False) == 14

# %%
assert roman_to_int('VIX', strict=False) == 14

# %%
assert roman_to_int('XXIV', strict=False) == 24

# %%
assert roman_to_int('XIVXIV', strict=False) == 18

# %%
assert roman_to_int('XIV', strict=True) == 14

# %%
assert roman_to_int('XIV ', strict=False) == 14

# %%
try:
    roman_to_int('xiz', strict=False)
except ValueError as e:
    assert str(e) == "invalid roman numeral: 'xiz'"
else:
    raise AssertionError('no ValueError for XIZ')

# %%
try:
    roman_to_int(' XIZ', strict=False)
except ValueError as e:
    assert str(e) == "invalid roman numeral: ' XIZ'"
else:
    raise AssertionError('no ValueError for XIZ')

# %%
try:
    roman_to_int('ZIX', strict=False)
except ValueError as e:
    assert str(e) == "invalid roman numeral: 'ZIX'"
else:
    raise AssertionError('no ValueError for XIZ')

# %%
try:
    roman_to_int('XIZ ', strict=False)
except ValueError as e:
    assert str(e) == "invalid roman numeral: 'XIZ '"
else:
    raise AssertionError('no ValueError for XIZ')

# %%
try:
    roman_to_int('XIZ', strict=True)
except ValueError as e:
    assert str(e) == "invalid roman numeral: 'XIZ'"
else:
    raise AssertionError('no ValueError for XIZ')

# %%
try:
    roman_to_int('XIZXIZ', strict=False)
except ValueError as e:
    assert str(e) == "invalid roman numeral: 'XIZXIZ'"
else:
    raise AssertionError('no ValueError for XIZ')

# %%
try:
    roman_to_int('XXIZ', strict=False)
except ValueError as e:
    assert str(e) == "invalid roman numeral: 'XXIZ'"
else:
    raise AssertionError('no ValueError for XIZ')

# %%
try:
    roman_to_int('XIZ0', strict=False)
except ValueError as e:
    assert str(e) == "invalid roman numeral: 'XIZ0'"
else:
    raise AssertionError('no ValueError for XIZ')

# %%
try:
    roman_to_int('ßXIZ', strict=False)
except ValueError as e:
    assert str(e) == "invalid roman numeral: 'ßXIZ'"
else:
    raise AssertionError('no ValueError for XIZ')

# %%
try:
    roman_to_int('XIZé', strict=False)
except ValueError as e:
    assert str(e) == "invalid roman numeral: 'XIZé'"
else:
    raise AssertionError('no ValueError for XIZ')

# %%
try:
    roman_to_int('IZ', strict=False)
except ValueError as e:
    assert str(e) == "invalid roman numeral: 'IZ'"
else:
    raise AssertionError('no ValueError for XIZ')

# %%
try:
    roman_to_int('Xiz', strict=False)
except ValueError as e:
    assert str(e) == "invalid roman numeral: 'Xiz'"
else:
    raise AssertionError('no ValueError for XIZ')

# %%
try:
    roman_to_int('Iiii', strict=True)
except ValueError:
    pass
else:
    raise AssertionError('strict mode accepted IIII')

# %%
try:
    roman_to_int('IIII0', strict=True)
except ValueError:
    pass
else:
    raise AssertionError('strict mode accepted IIII')

# %%
try:
    roman_to_int('IIIII', strict=True)
except ValueError:
    pass
else:
    raise AssertionError('strict mode accepted IIII')

# %%
try:
    roman_to_int('iiii', strict=True)
except ValueError:
    pass
else:
    raise AssertionError('strict mode accepted IIII')

# %%
try:
    roman_to_int('IIIIé', strict=True)
except ValueError:
    pass
else:
    raise AssertionError('strict mode accepted IIII')

# %%
try:
    roman_to_int('ßIIII', strict=True)
except ValueError:
    pass
else:
    raise AssertionError('strict mode accepted IIII')

# %%
try:
    roman_to_int('IIIIIIII', strict=True)
except ValueError:
    pass
else:
    raise AssertionError('strict mode accepted IIII')

# %%
try:
    roman_to_int('IIII ', strict=True)
except ValueError:
    pass
else:
    raise AssertionError('strict mode accepted IIII')

# %%
try:
    roman_to_int(' IIII', strict=True)
except ValueError:
    pass
else:
    raise AssertionError('strict mode accepted IIII')
