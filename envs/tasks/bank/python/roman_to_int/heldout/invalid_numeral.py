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
    roman_to_int('XIZé')
except ValueError as e:
    assert str(e) == "invalid roman numeral: 'XIZé'"
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
    roman_to_int('ß iiii ')
except ValueError as e:
    assert str(e) == "invalid roman numeral: 'ß iiii '"
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
assert roman_to_int('MMMCMXCI') == 3991

# %%
assert roman_to_int('MMMC') == 3100

# %%
try:
    roman_to_int('IC')
except ValueError:
    pass
else:
    raise AssertionError(f"no ValueError for {'IC'!r}")

# %%
try:
    roman_to_int('IC ')
except ValueError:
    pass
else:
    raise AssertionError(f"no ValueError for {'IC'!r}")

# %%
try:
    roman_to_int('ICIC')
except ValueError:
    pass
else:
    raise AssertionError(f"no ValueError for {'IC'!r}")

# %%
try:
    roman_to_int('ic')
except ValueError:
    pass
else:
    raise AssertionError(f"no ValueError for {'IC'!r}")

# %%
try:
    roman_to_int('IIC')
except ValueError:
    pass
else:
    raise AssertionError(f"no ValueError for {'IC'!r}")

# %%
try:
    roman_to_int('ICé')
except ValueError:
    pass
else:
    raise AssertionError(f"no ValueError for {'IC'!r}")

# %%
try:
    roman_to_int(' VX')
except ValueError:
    pass
else:
    raise AssertionError(f"no ValueError for {'VX'!r}")

# %%
try:
    roman_to_int('Vx')
except ValueError:
    pass
else:
    raise AssertionError(f"no ValueError for {'VX'!r}")

# %%
try:
    roman_to_int('VX ')
except ValueError:
    pass
else:
    raise AssertionError(f"no ValueError for {'VX'!r}")

# %%
try:
    roman_to_int('MMMM')
except ValueError:
    pass
else:
    raise AssertionError(f"no ValueError for {'MMMM'!r}")

# %%
try:
    roman_to_int(' MMMM')
except ValueError:
    pass
else:
    raise AssertionError(f"no ValueError for {'MMMM'!r}")

# %%
try:
    roman_to_int('ßMMMM')
except ValueError:
    pass
else:
    raise AssertionError(f"no ValueError for {'MMMM'!r}")

# %%
try:
    roman_to_int('Mmmm')
except ValueError:
    pass
else:
    raise AssertionError(f"no ValueError for {'MMMM'!r}")

# %%
try:
    roman_to_int('MMMMMMMM')
except ValueError:
    pass
else:
    raise AssertionError(f"no ValueError for {'MMMM'!r}")

# %%
try:
    roman_to_int('IIV ')
except ValueError:
    pass
else:
    raise AssertionError(f"no ValueError for {'IIV'!r}")

# %%
try:
    roman_to_int('Iiv')
except ValueError:
    pass
else:
    raise AssertionError(f"no ValueError for {'IIV'!r}")

# %%
try:
    roman_to_int('Dd')
except ValueError:
    pass
else:
    raise AssertionError(f"no ValueError for {'DD'!r}")

# %%
try:
    roman_to_int('DDé')
except ValueError:
    pass
else:
    raise AssertionError(f"no ValueError for {'DD'!r}")

# %%
try:
    roman_to_int('DDDD')
except ValueError:
    pass
else:
    raise AssertionError(f"no ValueError for {'DD'!r}")

# %%
try:
    roman_to_int(' DD')
except ValueError:
    pass
else:
    raise AssertionError(f"no ValueError for {'DD'!r}")

# %%
try:
    roman_to_int('dd')
except ValueError:
    pass
else:
    raise AssertionError(f"no ValueError for {'DD'!r}")

# %%
try:
    roman_to_int('ZZIX')
except ValueError as e:
    assert str(e) == "invalid roman numeral: 'ZZIX'"
else:
    raise AssertionError('no ValueError for XIZ')

# %%
try:
    roman_to_int(' Xiz')
except ValueError as e:
    assert str(e) == "invalid roman numeral: ' Xiz'"
else:
    raise AssertionError('no ValueError for XIZ')

# %%
try:
    roman_to_int(' XIZ0')
except ValueError as e:
    assert str(e) == "invalid roman numeral: ' XIZ0'"
else:
    raise AssertionError('no ValueError for XIZ')

# %%
try:
    roman_to_int('xizxiz')
except ValueError as e:
    assert str(e) == "invalid roman numeral: 'xizxiz'"
else:
    raise AssertionError('no ValueError for XIZ')

# %%
try:
    roman_to_int('XXIZ0')
except ValueError as e:
    assert str(e) == "invalid roman numeral: 'XXIZ0'"
else:
    raise AssertionError('no ValueError for XIZ')

# %%
try:
    roman_to_int('iz')
except ValueError as e:
    assert str(e) == "invalid roman numeral: 'iz'"
else:
    raise AssertionError('no ValueError for XIZ')

# %%
try:
    roman_to_int('xizÉ')
except ValueError as e:
    assert str(e) == "invalid roman numeral: 'xizÉ'"
else:
    raise AssertionError('no ValueError for XIZ')

# %%
try:
    roman_to_int('ßxiz')
except ValueError as e:
    assert str(e) == "invalid roman numeral: 'ßxiz'"
else:
    raise AssertionError('no ValueError for XIZ')

# %%
try:
    roman_to_int('iiii 0')
except ValueError as e:
    assert str(e) == "invalid roman numeral: 'iiii 0'"
else:
    raise AssertionError('no ValueError for iiii')

# %%
try:
    roman_to_int(' iiii 0 ')
except ValueError as e:
    assert str(e) == "invalid roman numeral: ' iiii 0 '"
else:
    raise AssertionError('no ValueError for iiii')

# %%
try:
    roman_to_int('  iiii    ')
except ValueError as e:
    assert str(e) == "invalid roman numeral: '  iiii    '"
else:
    raise AssertionError('no ValueError for iiii')

# %%
try:
    roman_to_int('iiiii ')
except ValueError as e:
    assert str(e) == "invalid roman numeral: 'iiiii '"
else:
    raise AssertionError('no ValueError for iiii')

# %%
try:
    roman_to_int('ß i')
except ValueError as e:
    assert str(e) == "invalid roman numeral: 'ß i'"
else:
    raise AssertionError('no ValueError for iiii')

# %%
try:
    roman_to_int('   iiii  ')
except ValueError as e:
    assert str(e) == "invalid roman numeral: '   iiii  '"
else:
    raise AssertionError('no ValueError for iiii')

# %%
try:
    roman_to_int(' iiii  iiii  ')
except ValueError as e:
    assert str(e) == "invalid roman numeral: ' iiii  iiii  '"
else:
    raise AssertionError('no ValueError for iiii')

# %%
assert roman_to_int('MMMCMXC') == 3990

# %%
try:
    roman_to_int('C0')
except ValueError:
    pass
else:
    raise AssertionError(f"no ValueError for {'IC'!r}")

# %%
try:
    roman_to_int('ßIc')
except ValueError:
    pass
else:
    raise AssertionError(f"no ValueError for {'IC'!r}")

# %%
try:
    roman_to_int('IICIIC')
except ValueError:
    pass
else:
    raise AssertionError(f"no ValueError for {'IC'!r}")

# %%
try:
    roman_to_int('ß VX')
except ValueError:
    pass
else:
    raise AssertionError(f"no ValueError for {'VX'!r}")

# %%
try:
    roman_to_int('Ssvx')
except ValueError:
    pass
else:
    raise AssertionError(f"no ValueError for {'VX'!r}")

# %%
try:
    roman_to_int(' ßVX')
except ValueError:
    pass
else:
    raise AssertionError(f"no ValueError for {'VX'!r}")

# %%
try:
    roman_to_int('vxÉ')
except ValueError:
    pass
else:
    raise AssertionError(f"no ValueError for {'VX'!r}")

# %%
try:
    roman_to_int('vx0')
except ValueError:
    pass
else:
    raise AssertionError(f"no ValueError for {'VX'!r}")

# %%
try:
    roman_to_int('vX')
except ValueError:
    pass
else:
    raise AssertionError(f"no ValueError for {'VX'!r}")

# %%
try:
    roman_to_int('VVX0')
except ValueError:
    pass
else:
    raise AssertionError(f"no ValueError for {'VX'!r}")

# %%
try:
    roman_to_int('VX00')
except ValueError:
    pass
else:
    raise AssertionError(f"no ValueError for {'VX'!r}")

# %%
try:
    roman_to_int('vx ')
except ValueError:
    pass
else:
    raise AssertionError(f"no ValueError for {'VX'!r}")

# %%
try:
    roman_to_int('VX VX ')
except ValueError:
    pass
else:
    raise AssertionError(f"no ValueError for {'VX'!r}")

# %%
try:
    roman_to_int('ßVVX')
except ValueError:
    pass
else:
    raise AssertionError(f"no ValueError for {'VX'!r}")

# %%
try:
    roman_to_int('ßMMMMM')
except ValueError:
    pass
else:
    raise AssertionError(f"no ValueError for {'MMMM'!r}")

# %%
try:
    roman_to_int('MMMMMMMM0')
except ValueError:
    pass
else:
    raise AssertionError(f"no ValueError for {'MMMM'!r}")

# %%
try:
    roman_to_int('MMMMéMMMMé')
except ValueError:
    pass
else:
    raise AssertionError(f"no ValueError for {'MMMM'!r}")

# %%
try:
    roman_to_int(' IIIV')
except ValueError:
    pass
else:
    raise AssertionError(f"no ValueError for {'IIV'!r}")

# %%
try:
    roman_to_int('IIVIIV ')
except ValueError:
    pass
else:
    raise AssertionError(f"no ValueError for {'IIV'!r}")

# %%
try:
    roman_to_int('iivé')
except ValueError:
    pass
else:
    raise AssertionError(f"no ValueError for {'IIV'!r}")

# %%
try:
    roman_to_int('IIiv')
except ValueError:
    pass
else:
    raise AssertionError(f"no ValueError for {'IIV'!r}")

# %%
try:
    roman_to_int('D0')
except ValueError:
    pass
else:
    raise AssertionError(f"no ValueError for {'DD'!r}")

# %%
try:
    roman_to_int('dd0')
except ValueError:
    pass
else:
    raise AssertionError(f"no ValueError for {'DD'!r}")

# %%
try:
    roman_to_int('SSdd')
except ValueError:
    pass
else:
    raise AssertionError(f"no ValueError for {'DD'!r}")

# %%
try:
    roman_to_int('dD')
except ValueError:
    pass
else:
    raise AssertionError(f"no ValueError for {'DD'!r}")

# %%
try:
    roman_to_int('Dddd')
except ValueError:
    pass
else:
    raise AssertionError(f"no ValueError for {'DD'!r}")

# %%
try:
    roman_to_int('dddd')
except ValueError:
    pass
else:
    raise AssertionError(f"no ValueError for {'DD'!r}")

# %%
try:
    roman_to_int(' ')
except ValueError:
    pass
else:
    raise AssertionError(f"no ValueError for {'DD'!r}")
