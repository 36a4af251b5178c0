# %%
try:
    roman_to_int('ZIX')
except ValueError as e:
    assert str(e) == "invalid roman numeral: 'ZIX'"
else:
    raise AssertionError('no ValueError for XIZ')

# %%
try:
    roman_to_int('xiz')
except ValueError as e:
    assert str(e) == "invalid roman numeral: 'xiz'"
else:
    raise AssertionError('no ValueError for XIZ')

# %%
try:
    roman_to_int(' XIZ')
except ValueError as e:
    assert str(e) == "invalid roman numeral: ' XIZ'"
else:
    raise AssertionError('no ValueError for XIZ')

# %%
try:
    roman_to_int('XIZXIZ')
except ValueError as e:
    assert str(e) == "invalid roman numeral: 'XIZXIZ'"
else:
    raise AssertionError('no ValueError for XIZ')

# %%
try:
    roman_to_int('XIZ0')
except ValueError as e:
    assert str(e) == "invalid roman numeral: 'XIZ0'"
else:
    raise AssertionError('no ValueError for XIZ')

# %%
try:
    roman_to_int('XXIZ')
except ValueError as e:
    assert str(e) == "invalid roman numeral: 'XXIZ'"
else:
    raise AssertionError('no ValueError for XIZ')

# %%
try:
    roman_to_int('Xiz')
except ValueError as e:
    assert str(e) == "invalid roman numeral: 'Xiz'"
else:
    raise AssertionError('no ValueError for XIZ')

# %%
try:
    roman_to_int('XIZé')
except ValueError as e:
    assert str(e) == "invalid roman numeral: 'XIZé'"
else:
    raise AssertionError('no ValueError for XIZ')

# %%
try:
    roman_to_int('IZ')
except ValueError as e:
    assert str(e) == "invalid roman numeral: 'IZ'"
else:
    raise AssertionError('no ValueError for XIZ')

# %%
try:
    roman_to_int('XIZ ')
except ValueError as e:
    assert str(e) == "invalid roman numeral: 'XIZ '"
else:
    raise AssertionError('no ValueError for XIZ')

# %%
try:
    roman_to_int('ßXIZ')
except ValueError as e:
    assert str(e) == "invalid roman numeral: 'ßXIZ'"
else:
    raise AssertionError('no ValueError for XIZ')

# %%
try:
    roman_to_int('  iiii ')
except ValueError as e:
    assert str(e) == "invalid roman numeral: '  iiii '"
else:
    raise AssertionError('no ValueError for iiii')

# %%
try:
    roman_to_int(' Iiii ')
except ValueError as e:
    assert str(e) == "invalid roman numeral: ' Iiii '"
else:
    raise AssertionError('no ValueError for iiii')

# %%
try:
    roman_to_int(' iiii 0')
except ValueError as e:
    assert str(e) == "invalid roman numeral: ' iiii 0'"
else:
    raise AssertionError('no ValueError for iiii')

# %%
try:
    roman_to_int(' iiii é')
except ValueError as e:
    assert str(e) == "invalid roman numeral: ' iiii é'"
else:
    raise AssertionError('no ValueError for iiii')

# %%
try:
    roman_to_int(' iiii  ')
except ValueError as e:
    assert str(e) == "invalid roman numeral: ' iiii  '"
else:
    raise AssertionError('no ValueError for iiii')

# %%
try:
    roman_to_int('iiii ')
except ValueError as e:
    assert str(e) == "invalid roman numeral: 'iiii '"
else:
    raise AssertionError('no ValueError for iiii')

# %%
try:
    roman_to_int('ß iiii ')
except ValueError as e:
    assert str(e) == "invalid roman numeral: 'ß iiii '"
else:
    raise AssertionError('no ValueError for iiii')

# %%
try:
    roman_to_int('  iiii  ')
except ValueError as e:
    assert str(e) == "invalid roman numeral: '  iiii  '"
else:
    raise AssertionError('no ValueError for iiii')

# %%
try:
    roman_to_int(' iiii')
except ValueError as e:
    assert str(e) == "invalid roman numeral: ' iiii'"
else:
    raise AssertionError('no ValueError for iiii')

# %%
try:
    roman_to_int(' iiii  iiii ')
except ValueError as e:
    assert str(e) == "invalid roman numeral: ' iiii  iiii '"
else:
    raise AssertionError('no ValueError for iiii')

# %%
try:
    roman_to_int(' IIII ')
except ValueError as e:
    assert str(e) == "invalid roman numeral: ' IIII '"
else:
    raise AssertionError('no ValueError for iiii')

# %%
assert roman_to_int('M') == 1000

# %%
assert roman_to_int('MMCMXCIX') == 2999

# %%
assert roman_to_int('MMMCMXCI') == 3991

# %%
assert roman_to_int('MMMC') == 3100
