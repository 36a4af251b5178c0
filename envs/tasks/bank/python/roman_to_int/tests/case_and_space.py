# %%
assert roman_to_int(' xiv ') == 14

# %% held-out
assert roman_to_int('mcmXCiv') == 1994

# %% held-out
assert roman_to_int('\tMMXXIV\n') == 2024
