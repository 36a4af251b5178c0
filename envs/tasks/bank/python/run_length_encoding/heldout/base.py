# %%
assert rle_encode('AAABCC') == '3A1B2C'

# %%
assert rle_encode('aaabc') == '3a1b1c'

# %%
assert rle_encode('aaabccé') == '3a1b2c1é'

# %%
assert rle_encode('aaaabcc') == '4a1b2c'

# %%
assert rle_encode('aaa') == '3a'

# %%
assert rle_encode('aaabccaaabcc') == '3a1b2c3a1b2c'

# %%
assert rle_encode('aabcc') == '2a1b2c'

# %%
assert rle_encode('ccbaaa') == '2c1b3a'

# %%
assert rle_encode('a') == '1a'

# %%
assert rle_encode('Aaabcc') == '1A2a1b2c'

# %%
assert rle_encode(' aaabcc') == '1 3a1b2c'

# %%
assert rle_encode('ßaaabcc') == '1ß3a1b2c'

# %%
assert rle_encode('aaabcc ') == '3a1b2c1 '

# %%
assert rle_encode('ßabc') == '1ß1a1b1c'

# %%
assert rle_encode('abcé') == '1a1b1c1é'

# %%
assert rle_encode('ABC') == '1A1B1C'

# %%
assert rle_encode('cba') == '1c1b1a'

# %%
assert rle_encode(' abc') == '1 1a1b1c'

# %%
assert rle_encode('Abc') == '1A1b1c'

# %%
assert rle_encode('abc ') == '1a1b1c1 '

# %%
assert rle_encode('aabc') == '2a1b1c'

# %%
assert rle_encode('ab') == '1a1b'

# %%
assert rle_encode('bc') == '1b1c'

# %%
assert rle_encode('abcabc') == '1a1b1c1a1b1c'

# %%
assert rle_encode('é') == '1é'

# %%
assert rle_encode(' ') == '1 '

# %%
assert rle_encode('ß') == '1ß'

# %%
assert rle_encode('   xx') == '3 2x'

# %%
assert rle_encode('xx  ') == '2x2 '

# %%
assert rle_encode('    xx') == '4 2x'

# %%
assert rle_encode('  xx ') == '2 2x1 '

# %%
assert rle_encode('  XX') == '2 2X'

# %%
assert rle_encode('ß  xx') == '1ß2 2x'

# %%
assert rle_encode('  x') == '2 1x'

# %%
assert rle_encode(' xx') == '1 2x'

# %%
assert rle_encode('  ') == '2 '

# %%
assert rle_encode('  xxé') == '2 2x1é'

# %%
assert rle_encode('  xx  xx') == '2 2x2 2x'

# %%
assert rle_encode('  Xx') == '2 1X1x'
