# %%
assert rle_encode('a' * 12) == '9a3a'

# %%
assert rle_encode('c' * 18) == '9c9c'

# %%
assert rle_encode('b' * 9 + 'x') == '9b1x'
