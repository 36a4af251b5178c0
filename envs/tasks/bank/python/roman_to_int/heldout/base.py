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

# %%
assert roman_to_int('XXI') == 21

# %%
assert roman_to_int('XX') == 20

# %%
assert roman_to_int('VII') == 7

# %%
assert roman_to_int('LVI') == 56

# %%
assert roman_to_int('MMCM') == 2900

# %%
assert roman_to_int('MMCMXCI') == 2991

# %%
assert roman_to_int('MMMCMXCIV') == 3994

# %%
assert roman_to_int('MCMXC') == 1990

# %%
assert roman_to_int('CMXCI') == 991

# %%
assert roman_to_int('MXCIV') == 1094

# %%
assert roman_to_int('CMX') == 910

# %%
assert roman_to_int('C') == 100

# %%
assert roman_to_int('MM') == 2000

# %%
assert roman_to_int('MC') == 1100

# %%
assert roman_to_int('CM') == 900

# %%
assert roman_to_int('XXXI') == 31

# %%
assert roman_to_int('XXX') == 30

# %%
assert roman_to_int('MMC') == 2100

# %%
assert roman_to_int('MMCMXC') == 2990

# %%
assert roman_to_int('MMMC') == 3100

# %%
assert roman_to_int('MMMCMXCI') == 3991

# %%
assert roman_to_int('CMXC') == 990

# %%
assert roman_to_int('MCMX') == 1910

# %%
assert roman_to_int('MXCI') == 1091

# %%
assert roman_to_int('XCIV') == 94

# %%
assert roman_to_int('MX') == 1010

# %%
assert roman_to_int('MMXCIV') == 2094

# %%
assert roman_to_int('CC') == 200

# %%
assert roman_to_int('MMM') == 3000
