# %%
assert rle_decode('3a') == 'aaa'

# %%
assert rle_decode('3A1B') == 'AAAB'

# %%
assert rle_decode('3a1b3a1b') == 'aaabaaab'

# %%
assert rle_decode(rle_encode(' aab  c')) == ' aab  c'

# %%
assert rle_decode(rle_encode('aab  caab  c')) == 'aab  caab  c'

# %%
assert rle_decode(rle_encode('AAB  C')) == 'AAB  C'

# %%
assert rle_decode(rle_encode('aaab  c')) == 'aaab  c'

# %%
assert rle_decode(rle_encode('ßaab  c')) == 'ßaab  c'

# %%
assert rle_decode(rle_encode('aab  ')) == 'aab  '

# %%
assert rle_decode(rle_encode('')) == ''

# %%
assert rle_decode(rle_encode('c  baa')) == 'c  baa'

# %%
assert rle_decode(rle_encode('aab')) == 'aab'

# %%
assert rle_decode(rle_encode('Aab  C')) == 'Aab  C'

# %%
assert rle_decode(rle_encode('aab  c ')) == 'aab  c '

# %%
assert rle_decode(rle_encode('a')) == 'a'

# %%
assert rle_decode(rle_encode('ab  c')) == 'ab  c'

# %%
assert rle_decode(rle_encode('aab  cé')) == 'aab  cé'

# %%
assert rle_decode(rle_encode('aab    c')) == 'aab    c'
