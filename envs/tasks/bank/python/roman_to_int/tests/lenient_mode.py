# %%
assert roman_to_int('IIII', strict=False) == 4

# %% held-out
assert roman_to_int('IC', strict=False) == 99

# %% held-out
assert roman_to_int('MMMM', strict=False) == 4000

# %% held-out
assert roman_to_int('XIV', strict=False) == 14

# %% held-out
try:
    roman_to_int('XIZ', strict=False)
except ValueError as e:
    assert str(e) == "invalid roman numeral: 'XIZ'"
else:
    raise AssertionError('no ValueError for XIZ')

# %% held-out
try:
    roman_to_int('IIII', strict=True)
except ValueError:
    pass
else:
    raise AssertionError('strict mode accepted IIII')
