# %%
assert roman_to_int('Iiii', strict=False) == 4

# %%
assert roman_to_int('III', strict=False) == 3

# %%
assert roman_to_int(' IIII', strict=False) == 4

# %%
assert roman_to_int('IIIIIIII', strict=False) == 8

# %%
assert roman_to_int('iiii', strict=False) == 4

# %%
assert roman_to_int('IIIII', strict=False) == 5

# %%
assert roman_to_int('C', strict=False) == 100

# %%
assert roman_to_int('Ic', strict=False) == 99

# %%
assert roman_to_int('ICIC', strict=False) == 198

# %%
assert roman_to_int(' IC', strict=False) == 99

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
assert roman_to_int('MM', strict=False) == 2000

# %%
assert roman_to_int('MMMMM', strict=False) == 5000

# %%
assert roman_to_int('X', strict=False) == 10

# %%
assert roman_to_int('XI', strict=False) == 11

# %%
assert roman_to_int(' XIV', strict=False) == 14

# %%
assert roman_to_int('Xiv', strict=False) == 14

# %%
assert roman_to_int('VIX', strict=False) == 14

# %%
assert roman_to_int('XIVXIV', strict=False) == 18

# %%
assert roman_to_int('XIV', strict=True) == 14

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
assert roman_to_int('III', strict=True) == 3

# %%
assert roman_to_int('IIIIII', strict=False) == 6

# %%
assert roman_to_int(' II', strict=False) == 2

# %%
assert roman_to_int('Iiii ', strict=False) == 4

# %%
assert roman_to_int('IIIIIIII ', strict=False) == 8

# %%
assert roman_to_int('iiii ', strict=False) == 4

# %%
assert roman_to_int('icic', strict=False) == 198

# %%
assert roman_to_int('IIIC', strict=False) == 101

# %%
assert roman_to_int(' ICIC', strict=False) == 198

# %%
assert roman_to_int('  IC', strict=False) == 99

# %%
assert roman_to_int('CI ', strict=False) == 101

# %%
assert roman_to_int('Mmm', strict=False) == 3000

# %%
assert roman_to_int(' mmmm', strict=False) == 4000

# %%
assert roman_to_int('mmmm ', strict=False) == 4000

# %%
assert roman_to_int(' MMMMM', strict=False) == 5000

# %%
assert roman_to_int('  XIV', strict=False) == 14

# %%
assert roman_to_int('iv', strict=False) == 4

# %%
assert roman_to_int('Xi', strict=False) == 11

# %%
assert roman_to_int('XXIVXIV', strict=False) == 28

# %%
assert roman_to_int('IV ', strict=False) == 4

# %%
try:
    roman_to_int(' XIZé', strict=False)
except ValueError as e:
    assert str(e) == "invalid roman numeral: ' XIZé'"
else:
    raise AssertionError('no ValueError for XIZ')

# %%
try:
    roman_to_int('ZIX0', strict=False)
except ValueError as e:
    assert str(e) == "invalid roman numeral: 'ZIX0'"
else:
    raise AssertionError('no ValueError for XIZ')

# %%
try:
    roman_to_int('ßXIZ', strict=True)
except ValueError as e:
    assert str(e) == "invalid roman numeral: 'ßXIZ'"
else:
    raise AssertionError('no ValueError for XIZ')

# %%
try:
    roman_to_int('XXIZXXIZ', strict=False)
except ValueError as e:
    assert str(e) == "invalid roman numeral: 'XXIZXXIZ'"
else:
    raise AssertionError('no ValueError for XIZ')

# %%
try:
    roman_to_int('ßXXIZ', strict=False)
except ValueError as e:
    assert str(e) == "invalid roman numeral: 'ßXXIZ'"
else:
    raise AssertionError('no ValueError for XIZ')

# %%
try:
    roman_to_int('XIZ0XIZ0', strict=False)
except ValueError as e:
    assert str(e) == "invalid roman numeral: 'XIZ0XIZ0'"
else:
    raise AssertionError('no ValueError for XIZ')

# %%
try:
    roman_to_int(' ßXIZ', strict=False)
except ValueError as e:
    assert str(e) == "invalid roman numeral: ' ßXIZ'"
else:
    raise AssertionError('no ValueError for XIZ')

# %%
try:
    roman_to_int('ßX', strict=False)
except ValueError as e:
    assert str(e) == "invalid roman numeral: 'ßX'"
else:
    raise AssertionError('no ValueError for XIZ')

# %%
try:
    roman_to_int('XIZéé', strict=False)
except ValueError as e:
    assert str(e) == "invalid roman numeral: 'XIZéé'"
else:
    raise AssertionError('no ValueError for XIZ')

# %%
try:
    roman_to_int('éZIX', strict=False)
except ValueError as e:
    assert str(e) == "invalid roman numeral: 'éZIX'"
else:
    raise AssertionError('no ValueError for XIZ')

# %%
try:
    roman_to_int(' IZ', strict=False)
except ValueError as e:
    assert str(e) == "invalid roman numeral: ' IZ'"
else:
    raise AssertionError('no ValueError for XIZ')

# %%
try:
    roman_to_int('IZé', strict=False)
except ValueError as e:
    assert str(e) == "invalid roman numeral: 'IZé'"
else:
    raise AssertionError('no ValueError for XIZ')

# %%
try:
    roman_to_int('ßXiz', strict=False)
except ValueError as e:
    assert str(e) == "invalid roman numeral: 'ßXiz'"
else:
    raise AssertionError('no ValueError for XIZ')

# %%
try:
    roman_to_int('iz', strict=False)
except ValueError as e:
    assert str(e) == "invalid roman numeral: 'iz'"
else:
    raise AssertionError('no ValueError for XIZ')

# %%
try:
    roman_to_int('III0', strict=True)
except ValueError:
    pass
else:
    raise AssertionError('strict mode accepted IIII')

# %%
try:
    roman_to_int('Iiii0', strict=True)
except ValueError:
    pass
else:
    raise AssertionError('strict mode accepted IIII')

# %%
try:
    roman_to_int('IIIIIé', strict=True)
except ValueError:
    pass
else:
    raise AssertionError('strict mode accepted IIII')

# %%
try:
    roman_to_int(' iiii', strict=True)
except ValueError:
    pass
else:
    raise AssertionError('strict mode accepted IIII')

# %%
try:
    roman_to_int('ßIIIIé', strict=True)
except ValueError:
    pass
else:
    raise AssertionError('strict mode accepted IIII')

# %%
try:
    roman_to_int('Iiiiiiii', strict=True)
except ValueError:
    pass
else:
    raise AssertionError('strict mode accepted IIII')

# %%
try:
    roman_to_int('IIII IIII ', strict=True)
except ValueError:
    pass
else:
    raise AssertionError('strict mode accepted IIII')

# %%
try:
    roman_to_int(' IIIIé', strict=True)
except ValueError:
    pass
else:
    raise AssertionError('strict mode accepted IIII')
