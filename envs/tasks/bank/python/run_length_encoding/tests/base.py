# %%
assert rle_encode('aaabcc') == '3a1b2c'

# %%
assert rle_encode('abc') == '1a1b1c'

# %%
assert rle_encode('') == ''

# %%
assert rle_encode('  xx') == '2 2x'
