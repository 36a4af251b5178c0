# %%
assert list(word_frequencies('b a b c a ')) == ['a', 'b', 'c']

# %%
assert list(word_frequencies('bb a b c a b')) == ['a', 'b', 'bb', 'c']

# %%
assert list(word_frequencies('b a b c a b ')) == ['b', 'a', 'c']

# %%
assert list(word_frequencies('b a b')) == ['b', 'a']

# %%
assert list(word_frequencies('ßb a b c a b')) == ['a', 'b', 'c', 'ßb']

# %%
assert list(word_frequencies('b a b c a bé')) == ['a', 'b', 'bé', 'c']

# %%
assert list(word_frequencies('z y ')) == ['y', 'z']

# %%
assert list(word_frequencies('z y xé')) == ['xé', 'y', 'z']

# %%
assert list(word_frequencies('z')) == ['z']

# %%
assert list(word_frequencies(' z y x')) == ['x', 'y', 'z']

# %%
assert list(word_frequencies('z y x0')) == ['x0', 'y', 'z']

# %%
assert list(word_frequencies('z y x ')) == ['x', 'y', 'z']

# %%
assert list(word_frequencies('z y xz y x')) == ['y', 'x', 'xz', 'z']

# %%
assert list(word_frequencies(' ')) == []

# %%
assert list(word_frequencies('b a c b a ')) == ['a', 'b', 'c']

# %%
assert list(word_frequencies(' a b ')) == ['a', 'b']

# %%
assert list(word_frequencies(' a b c a b ')) == ['a', 'b', 'c']

# %%
assert list(word_frequencies('é')) == ['é']

# %%
assert list(word_frequencies('0')) == ['0']

# %%
assert list(word_frequencies(' b a b c a ')) == ['a', 'b', 'c']

# %%
assert list(word_frequencies('b a b c a b a b c a ')) == ['a', 'b', 'c']

# %%
assert list(word_frequencies('bb a b c a ')) == ['a', 'b', 'bb', 'c']

# %%
assert list(word_frequencies('b  a  b  c  a  ')) == ['a', 'b', 'c']

# %%
assert list(word_frequencies('ßb a b c a ')) == ['a', 'b', 'c', 'ßb']

# %%
assert list(word_frequencies('b a c b a bb')) == ['a', 'b', 'bb', 'c']

# %%
assert list(word_frequencies(' bb a b c a b')) == ['a', 'b', 'bb', 'c']

# %%
assert list(word_frequencies('ßbb a b c a b')) == ['a', 'b', 'c', 'ßbb']

# %%
assert list(word_frequencies('bbb a b c a b')) == ['a', 'b', 'bbb', 'c']

# %%
assert list(word_frequencies('b  a  b  c  a  b  ')) == ['b', 'a', 'c']

# %%
assert list(word_frequencies('b a b c a b b a b c a b ')) == ['b', 'a', 'c']

# %%
assert list(word_frequencies(' b a b c a b ')) == ['b', 'a', 'c']

# %%
assert list(word_frequencies('b a b c a b 0')) == ['b', 'a', '0', 'c']

# %%
assert list(word_frequencies('b a b ')) == ['b', 'a']

# %%
assert list(word_frequencies('bb a b c a b0')) == ['a', 'b', 'b0', 'bb', 'c']

# %%
assert list(word_frequencies(' b a b c a b0')) == ['a', 'b', 'b0', 'c']

# %%
assert list(word_frequencies('b a b c a b0é')) == ['a', 'b', 'b0é', 'c']

# %%
assert list(word_frequencies('b0')) == ['b0']

# %%
assert list(word_frequencies('b ')) == ['b']

# %%
assert list(word_frequencies('bb')) == ['bb']

# %%
assert list(word_frequencies('bé')) == ['bé']

# %%
assert list(word_frequencies('ßb')) == ['ßb']

# %%
assert list(word_frequencies('b a b c a bb a b c a b ')) == ['a', 'b', 'c', 'bb']

# %%
assert list(word_frequencies(' a b c a bb a b c a b')) == ['a', 'b', 'c', 'bb']

# %%
assert list(word_frequencies('b a b c a bb a b c a bé')) == ['a', 'b', 'c', 'bb', 'bé']

# %%
assert list(word_frequencies('b  a  b ')) == ['b', 'a']

# %%
assert list(word_frequencies('b    a    b    c    a    b')) == ['b', 'a', 'c']

# %%
assert list(word_frequencies(' b  a  b  c  a  b')) == ['b', 'a', 'c']

# %%
assert list(word_frequencies('b a bé')) == ['a', 'b', 'bé']

# %%
assert list(word_frequencies('ßb a b')) == ['a', 'b', 'ßb']

# %%
assert list(word_frequencies(' ßb a b c a b')) == ['a', 'b', 'c', 'ßb']

# %%
assert list(word_frequencies('ßb a b c a bßb a b c a b')) == ['a', 'b', 'c', 'bßb', 'ßb']

# %%
assert list(word_frequencies('ßb a b c a bé')) == ['a', 'b', 'bé', 'c', 'ßb']

# %%
assert list(word_frequencies('b a c b a bß')) == ['a', 'b', 'bß', 'c']

# %%
assert list(word_frequencies('b  a  c  b  a  b')) == ['b', 'a', 'c']

# %%
assert list(word_frequencies('b a c b a b0')) == ['a', 'b', 'b0', 'c']

# %%
assert list(word_frequencies(' y ')) == ['y']

# %%
assert list(word_frequencies('x y zé')) == ['x', 'y', 'zé']

# %%
assert list(word_frequencies('z y xéé')) == ['xéé', 'y', 'z']

# %%
assert list(word_frequencies('ßz y xé')) == ['xé', 'y', 'ßz']

# %%
assert list(word_frequencies('zz y xé')) == ['xé', 'y', 'zz']

# %%
assert list(word_frequencies('z  y  xé')) == ['xé', 'y', 'z']

# %%
assert list(word_frequencies('zz')) == ['zz']

# %%
assert list(word_frequencies('zé')) == ['zé']

# %%
assert list(word_frequencies('  y  x')) == ['x', 'y']

# %%
assert list(word_frequencies('ß y x')) == ['x', 'y', 'ß']

# %%
assert list(word_frequencies('y x')) == ['x', 'y']

# %%
assert list(word_frequencies(' z y x ')) == ['x', 'y', 'z']

# %%
assert list(word_frequencies(' z ')) == ['z']

# %%
assert list(word_frequencies('zz  y  x')) == ['x', 'y', 'zz']

# %%
assert list(word_frequencies('zz ')) == ['zz']

# %%
assert list(word_frequencies('z y x0z y x0')) == ['y', 'x0', 'x0z', 'z']

# %%
assert list(word_frequencies('z y x00')) == ['x00', 'y', 'z']

# %%
assert list(word_frequencies('z  y  x0')) == ['x0', 'y', 'z']

# %%
assert list(word_frequencies('z  y  x  ')) == ['x', 'y', 'z']

# %%
assert list(word_frequencies('z z ')) == ['z']

# %%
assert list(word_frequencies('z 0')) == ['0', 'z']

# %%
assert list(word_frequencies('x  y  z')) == ['x', 'y', 'z']

# %%
assert list(word_frequencies('z  y  ')) == ['y', 'z']

# %%
assert list(word_frequencies('z y xz y xz y xz y x')) == ['y', 'xz', 'x', 'z']

# %%
assert list(word_frequencies('x y zx y z')) == ['y', 'x', 'z', 'zx']
