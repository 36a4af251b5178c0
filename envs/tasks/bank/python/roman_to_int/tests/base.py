# %%
assert roman_to_int('III') == 3

# %% held-out
assert roman_to_int('IV') == 4

# %% held-out
assert roman_to_int('IX') == 9

# %% held-out
assert roman_to_int('LVIII') == 58

# %% held-out
assert roman_to_int('MCMXCIV') == 1994
