# %%
assert list(word_frequencies(' a b c a b')) == ['a', 'b', 'c']

# %%
assert list(word_frequencies('')) == []

# %%
assert list(word_frequencies('b a b c a ')) == ['a', 'b', 'c']

# %%
assert list(word_frequencies('bb a b c a b')) == ['a', 'b', 'bb', 'c']

# %%
assert list(word_frequencies('b a b c a b ')) == ['b', 'a', 'c']

# %%
assert list(word_frequencies('b a b c a b0')) == ['a', 'b', 'b0', 'c']

# %%
assert list(word_frequencies(' b a b c a b')) == ['b', 'a', 'c']

# %%
assert list(word_frequencies('b')) == ['b']

# %%
assert list(word_frequencies('b a b c a bb a b c a b')) == ['a', 'b', 'c', 'bb']

# %%
assert list(word_frequencies('b  a  b  c  a  b')) == ['b', 'a', 'c']

# %%
assert list(word_frequencies('b a b')) == ['b', 'a']

# %%
assert list(word_frequencies('ßb a b c a b')) == ['a', 'b', 'c', 'ßb']

# %%
assert list(word_frequencies('b a c b a b')) == ['b', 'a', 'c']

# %%
assert list(word_frequencies('b a b c a bé')) == ['a', 'b', 'bé', 'c']

# %%
assert list(word_frequencies('z y ')) == ['y', 'z']

# %%
assert list(word_frequencies('x y z')) == ['x', 'y', 'z']

# %%
assert list(word_frequencies('z y xé')) == ['xé', 'y', 'z']

# %%
assert list(word_frequencies('z')) == ['z']

# %%
assert list(word_frequencies('ßz y x')) == ['x', 'y', 'ßz']

# %%
assert list(word_frequencies(' y x')) == ['x', 'y']

# %%
assert list(word_frequencies(' z y x')) == ['x', 'y', 'z']

# %%
assert list(word_frequencies('zz y x')) == ['x', 'y', 'zz']

# %%
assert list(word_frequencies('z y x0')) == ['x0', 'y', 'z']

# %%
assert list(word_frequencies('z y x ')) == ['x', 'y', 'z']

# %%
assert list(word_frequencies('z ')) == ['z']

# %%
assert list(word_frequencies('z  y  x')) == ['x', 'y', 'z']

# %%
assert list(word_frequencies('z y xz y x')) == ['y', 'x', 'xz', 'z']
