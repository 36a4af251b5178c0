# %%
assert roman_to_int('I') == 1

# %%
assert roman_to_int('II') == 2

# %%
assert roman_to_int('VI') == 6

# %%
assert roman_to_int('V') == 5

# %%
assert roman_to_int('XI') == 11

# %%
assert roman_to_int('X') == 10

# %%
assert roman_to_int('LVII') == 57

# %%
assert roman_to_int('VIII') == 8

# %%
assert roman_to_int('L') == 50

# %%
assert roman_to_int('LV') == 55

# %%
assert roman_to_int('MMCMXCIV') == 2994

# %%
assert roman_to_int('MCMXCI') == 1991

# %%
assert roman_to_int('CMXCIV') == 994

# %%
assert roman_to_int('M') == 1000

# %%
assert roman_to_int('MCM') == 1900
