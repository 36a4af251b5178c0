# %%
assert roman_to_int(' xiv ') == 14

# %%
assert roman_to_int('mcmXCiv') == 1994

# %%
assert roman_to_int('\tMMXXIV\n') == 2024
