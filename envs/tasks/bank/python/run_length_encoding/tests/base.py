# %%
assert rle_encode('aaabcc') == '3a1b2c'

# %% held-out
assert rle_encode('abc') == '1a1b1c'

# %% held-out
assert rle_encode('') == ''

# %% held-out
assert rle_encode('  xx') == '2 2x'
