# %%
try:
    roman_to_int('')
except ValueError as e:
    assert str(e) == 'empty numeral'
else:
    raise AssertionError(f"no ValueError for {''!r}")

# %%
try:
    roman_to_int(' ')
except ValueError as e:
    assert str(e) == 'empty numeral'
else:
    raise AssertionError(f"no ValueError for {''!r}")

# %%
try:
    roman_to_int('   ')
except ValueError as e:
    assert str(e) == 'empty numeral'
else:
    raise AssertionError(f"no ValueError for {'   '!r}")

# %%
try:
    roman_to_int('      ')
except ValueError as e:
    assert str(e) == 'empty numeral'
else:
    raise AssertionError(f"no ValueError for {'   '!r}")

# %%
try:
    roman_to_int('  ')
except ValueError as e:
    assert str(e) == 'empty numeral'
else:
    raise AssertionError(f"no ValueError for {'   '!r}")

# %%
try:
    roman_to_int('')
except ValueError as e:
    assert str(e) == 'empty numeral'
else:
    raise AssertionError(f"no ValueError for {'   '!r}")

# %%
try:
    roman_to_int('    ')
except ValueError as e:
    assert str(e) == 'empty numeral'
else:
    raise AssertionError(f"no ValueError for {'   '!r}")

# %%
try:
    roman_to_int(' ')
except ValueError as e:
    assert str(e) == 'empty numeral'
else:
    raise AssertionError(f"no ValueError for {'   '!r}")

# %%
try:
    roman_to_int('  ')
except ValueError as e:
    assert str(e) == 'empty numeral'
else:
    raise AssertionError(f"no ValueError for {''!r}")

# %%
try:
    roman_to_int('       ')
except ValueError as e:
    assert str(e) == 'empty numeral'
else:
    raise AssertionError(f"no ValueError for {'   '!r}")

# %%
try:
    roman_to_int('            ')
except ValueError as e:
    assert str(e) == 'empty numeral'
else:
    raise AssertionError(f"no ValueError for {'   '!r}")

# %%
try:
    roman_to_int('     ')
except ValueError as e:
    assert str(e) == 'empty numeral'
else:
    raise AssertionError(f"no ValueError for {'   '!r}")

# %%
try:
    roman_to_int('        ')
except ValueError as e:
    assert str(e) == 'empty numeral'
else:
    raise AssertionError(f"no ValueError for {'   '!r}")

# %%
try:
    roman_to_int('    ')
except ValueError as e:
    assert str(e) == 'empty numeral'
else:
    raise AssertionError(f"no ValueError for {''!r}")

# %%
try:
    roman_to_int('   ')
except ValueError as e:
    assert str(e) == 'empty numeral'
else:
    raise AssertionError(f"no ValueError for {''!r}")

# %%
try:
    roman_to_int('              ')
except ValueError as e:
    assert str(e) == 'empty numeral'
else:
    raise AssertionError(f"no ValueError for {'   '!r}")

# %%
try:
    roman_to_int('           ')
except ValueError as e:
    assert str(e) == 'empty numeral'
else:
    raise AssertionError(f"no ValueError for {'   '!r}")

# %%
try:
    roman_to_int('                        ')
except ValueError as e:
    assert str(e) == 'empty numeral'
else:
    raise AssertionError(f"no ValueError for {'   '!r}")

# %%
try:
    roman_to_int('             ')
except ValueError as e:
    assert str(e) == 'empty numeral'
else:
    raise AssertionError(f"no ValueError for {'   '!r}")

# %%
try:
    roman_to_int('          ')
except ValueError as e:
    assert str(e) == 'empty numeral'
else:
    raise AssertionError(f"no ValueError for {'   '!r}")

# %%
try:
    roman_to_int('                ')
except ValueError as e:
    assert str(e) == 'empty numeral'
else:
    raise AssertionError(f"no ValueError for {'   '!r}")

# %%
try:
    roman_to_int('         ')
except ValueError as e:
    assert str(e) == 'empty numeral'
else:
    raise AssertionError(f"no ValueError for {'   '!r}")
