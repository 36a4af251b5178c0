# %%
assert rle_encode('a' * 12) == '9a3a'

# %% held-out
assert rle_encode('c' * 18) == '9c9c'

# %% held-out
assert rle_encode('b' * 9 + 'x') == '9b1x'
