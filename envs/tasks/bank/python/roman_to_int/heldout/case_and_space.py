# %%
assert roman_to_int('  xiv ') == 14

# %%
assert roman_to_int(' xiv  ') == 14

# %%
assert roman_to_int('xiv ') == 14

# %%
assert roman_to_int(' x') == 10

# %%
assert roman_to_int(' xiv') == 14

# %%
assert roman_to_int(' Xiv ') == 14

# %%
assert roman_to_int('  xiv  ') == 14

# %%
assert roman_to_int(' XIV ') == 14

# %%
assert roman_to_int('cmXCiv') == 994

# %%
assert roman_to_int('mcm') == 1900

# %%
assert roman_to_int('mcmXCiv ') == 1994

# %%
assert roman_to_int('mmcmXCiv') == 2994

# %%
assert roman_to_int(' mcmXCiv') == 1994

# %%
assert roman_to_int('m') == 1000

# %%
assert roman_to_int('mcmXCi') == 1991

# %%
assert roman_to_int('MCMXCIV') == 1994

# %%
assert roman_to_int('mcmxciv') == 1994

# %%
assert roman_to_int('MCMxcIV') == 1994

# %%
assert roman_to_int('Mcmxciv') == 1994

# %%
assert roman_to_int('\tMMXXIV') == 2024

# %%
assert roman_to_int('\t\tMMXXIV\n') == 2024

# %%
assert roman_to_int('\tmmxxiv\n') == 2024

# %%
assert roman_to_int('MMXXIV\n') == 2024

# %%
assert roman_to_int('\tMmxxiv\n') == 2024

# %%
assert roman_to_int('\tMMXXIV\n ') == 2024

# %%
assert roman_to_int(' \tMMXXIV\n') == 2024

# %%
assert roman_to_int('\tMMX') == 2010
