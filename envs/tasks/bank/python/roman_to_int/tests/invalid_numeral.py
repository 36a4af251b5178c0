# %%
try:
    roman_to_int('XIZ')
except ValueError as e:
    assert str(e) == "invalid roman numeral: 'XIZ'"
else:
    raise AssertionError('no ValueError for XIZ')

# %% held-out
try:
    roman_to_int(' iiii ')
except ValueError as e:
    assert str(e) == "invalid roman numeral: ' iiii '"
else:
    raise AssertionError('no ValueError for iiii')

# %% held-out
for bad in ('IC', 'VX', 'MMMM', 'IIV', 'DD'):
    try:
        roman_to_int(bad)
    except ValueError:
        pass
    else:
        raise AssertionError(f'no ValueError for {bad!r}')

# %% held-out
assert roman_to_int('MMMCMXCIX') == 3999
