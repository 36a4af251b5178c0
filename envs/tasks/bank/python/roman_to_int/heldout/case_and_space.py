# %%
assert roman_to_int('  xiv ') == 14

# %%
assert roman_to_int(' xiv  ') == 14

# %%
assert roman_to_int('xiv ') == 14

# %%
assert roman_to_int(' x') == 10

# %%
assert roman_to_int(' Xiv ') == 14

# %%
assert roman_to_int('  xiv  ') == 14

# %%
assert roman_to_int(' XIV ') == 14

# %%
assert roman_to_int('mcm') == 1900

# %%
assert roman_to_int('mcmXCiv ') == 1994

# %%
assert roman_to_int('mmcmXCiv') == 2994

# %%
assert roman_to_int(' mcmXCiv') == 1994

# %%
assert roman_to_int('mcmXCi') == 1991

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
assert roman_to_int('MMXXIV\n') == 2024

# %%
assert roman_to_int('\tMMXXIV\n ') == 2024

# %%
assert roman_to_int('\tMMX') == 2010

# %%
assert roman_to_int('  XIV ') == 14

# %%
assert roman_to_int('    xiv  ') == 14

# %%
assert roman_to_int(' Xiv  ') == 14

# %%
assert roman_to_int('xi') == 11

# %%
assert roman_to_int(' X') == 10

# %%
assert roman_to_int(' x ') == 10

# %%
assert roman_to_int('xiv') == 14

# %%
assert roman_to_int(' XIV') == 14

# %%
assert roman_to_int(' Xiv') == 14

# %%
assert roman_to_int('    xiv    ') == 14

# %%
assert roman_to_int('  XIV  ') == 14

# %%
assert roman_to_int(' XIV  ') == 14

# %%
assert roman_to_int('Cmxciv') == 994

# %%
assert roman_to_int('c') == 100

# %%
assert roman_to_int('CMxcIV') == 994

# %%
assert roman_to_int('cmXCiv ') == 994

# %%
assert roman_to_int('CMXCIV') == 994

# %%
assert roman_to_int('Mcm') == 1900

# %%
assert roman_to_int('mcm ') == 1900

# %%
assert roman_to_int('mmcm') == 2900

# %%
assert roman_to_int('mcmX') == 1910

# %%
assert roman_to_int('mmmcmXCiv') == 3994

# %%
assert roman_to_int('mmcmxciv') == 2994

# %%
assert roman_to_int('Mmcmxciv') == 2994

# %%
assert roman_to_int('  mcmXCiv') == 1994

# %%
assert roman_to_int(' MCMXCIV') == 1994

# %%
assert roman_to_int(' mcmXCi') == 1991

# %%
assert roman_to_int(' mcmXCiv ') == 1994

# %%
assert roman_to_int(' m') == 1000

# %%
assert roman_to_int('m ') == 1000

# %%
assert roman_to_int('M') == 1000

# %%
assert roman_to_int('mm') == 2000

# %%
assert roman_to_int('cmXCi') == 991

# %%
assert roman_to_int('mcmxci') == 1991

# %%
assert roman_to_int('mcmXCi ') == 1991

# %%
assert roman_to_int('MMCMXCIV') == 2994

# %%
assert roman_to_int('MCMXCI') == 1991

# %%
assert roman_to_int('MCM') == 1900

# %%
assert roman_to_int(' MCMxcIV') == 1994

# %%
assert roman_to_int('Mcmxciv ') == 1994

# %%
assert roman_to_int('Mcmxci') == 1991

# %%
assert roman_to_int('\tmmxxiv') == 2024

# %%
assert roman_to_int('\tMMXXIV ') == 2024

# %%
assert roman_to_int(' \t\tMMXXIV\n') == 2024

# %%
assert roman_to_int('\t\tMMXXIV\n ') == 2024

# %%
assert roman_to_int('\t\tMM') == 2000

# %%
assert roman_to_int('\t\tmmxxiv\n') == 2024

# %%
assert roman_to_int('Mmxxiv\n') == 2024

# %%
assert roman_to_int(' MMXXIV\n') == 2024

# %%
assert roman_to_int('MMMXXIV\n') == 3024

# %%
assert roman_to_int('MMX') == 2010

# %%
assert roman_to_int('MXXIV\n') == 1024

# %%
assert roman_to_int('\t\tMmxxiv\n') == 2024

# %%
assert roman_to_int('\tmmxxiv\n ') == 2024

# %%
assert roman_to_int('MMXXIV\n ') == 2024

# %%
assert roman_to_int('\tMMXXIV\n  ') == 2024

# %%
assert roman_to_int(' \tMMXXIV\n ') == 2024

# %%
assert roman_to_int('\t\tMMX') == 2010

# %%
assert roman_to_int('\tMmx') == 2010

# %%
assert roman_to_int('\tmmx') == 2010
