# %%
assert word_frequencies('ßb a b c a b', top=2) == {'a': 2, 'b': 2}

# %%
assert word_frequencies('b a b c a ', top=2) == {'a': 2, 'b': 2}

# %%
assert word_frequencies('b  a  b  c  a  b', top=2) == {'b': 3, 'a': 2}

# %%
assert word_frequencies(' a b c a b', top=2) == {'a': 2, 'b': 2}

# %%
assert word_frequencies('b a b c a b', top=1) == {'b': 3}

# %%
assert word_frequencies('b a b c a bé', top=2) == {'a': 2, 'b': 2}

# %%
assert word_frequencies('b a b c a b', top=0) == {}

# %%
assert word_frequencies('b a b c a b', top=4) == {'b': 3, 'a': 2, 'c': 1}

# %%
assert word_frequencies('b a bb a b', top=None) == {'a': 2, 'b': 2, 'bb': 1}

# %%
assert word_frequencies('bb a b', top=None) == {'a': 1, 'b': 1, 'bb': 1}

# %%
assert word_frequencies(' b a b', top=None) == {'b': 2, 'a': 1}

# %%
assert word_frequencies('b a b0', top=None) == {'a': 1, 'b': 1, 'b0': 1}

# %%
assert word_frequencies('b a b ', top=None) == {'b': 2, 'a': 1}

# %%
assert word_frequencies('b  a  b', top=None) == {'b': 2, 'a': 1}

# %%
assert word_frequencies('ßb a b', top=None) == {'a': 1, 'b': 1, 'ßb': 1}

# %%
assert word_frequencies(' a b', top=None) == {'a': 1, 'b': 1}

# %%
assert word_frequencies('b a bé', top=None) == {'a': 1, 'b': 1, 'bé': 1}

# %%
assert word_frequencies('b ', top=None) == {'b': 1}

# %%
assert word_frequencies('x ', top=5) == {'x': 1}

# %%
assert word_frequencies('x', top=7) == {'x': 1}

# %%
assert word_frequencies('xx', top=5) == {'xx': 1}

# %%
assert word_frequencies('x', top=6) == {'x': 1}

# %%
assert word_frequencies('x', top=4) == {'x': 1}

# %%
assert word_frequencies('x', top=1000000) == {'x': 1}

# %%
assert word_frequencies('b a c b a b', top=-2) == {'b': 3}

# %%
assert word_frequencies('b a c b a b ', top=2) == {'b': 3, 'a': 2}

# %%
assert word_frequencies('b a b c a  ', top=2) == {'a': 2, 'b': 2}

# %%
assert word_frequencies('b a b c a é', top=2) == {'a': 2, 'b': 2}

# %%
assert word_frequencies(' b a b c a b', top=-1) == {'b': 3, 'a': 2}

# %%
assert word_frequencies('b  a  b  c  a  b', top=3) == {'b': 3, 'a': 2, 'c': 1}

# %%
assert word_frequencies('ßb  a  b  c  a  b', top=2) == {'a': 2, 'b': 2}

# %%
assert word_frequencies(' b  a  b  c  a  b', top=2) == {'b': 3, 'a': 2}

# %%
assert word_frequencies('é', top=2) == {'é': 1}

# %%
assert word_frequencies(' ', top=2) == {}

# %%
assert word_frequencies('  b  a  b  c  a  b', top=2) == {'b': 3, 'a': 2}

# %%
assert word_frequencies(' a b c a b', top=1000000) == {'a': 2, 'b': 2, 'c': 1}

# %%
assert word_frequencies(' a b c a bé', top=2) == {'a': 2, 'b': 1}

# %%
assert word_frequencies('b a b c a bé', top=1) == {'a': 2}

# %%
assert word_frequencies('b  a  b  c  a  b', top=-2) == {'b': 3}

# %%
assert word_frequencies('b a b c a bb a b c a b', top=3) == {'a': 4, 'b': 4, 'c': 2}

# %%
assert word_frequencies(' b a b', top=2) == {'b': 2, 'a': 1}

# %%
assert word_frequencies('b a b ', top=2) == {'b': 2, 'a': 1}

# %%
assert word_frequencies('b a b c a b0', top=3) == {'a': 2, 'b': 2, 'b0': 1}

# %%
assert word_frequencies('b a b c a b', top=6) == {'b': 3, 'a': 2, 'c': 1}

# %%
assert word_frequencies('bb a b c a ', top=2) == {'a': 2, 'b': 1}

# %%
assert word_frequencies('b a c b a bb', top=2) == {'a': 2, 'b': 2}

# %%
assert word_frequencies('b  a  b  c  a  b', top=7) == {'b': 3, 'a': 2, 'c': 1}

# %%
assert word_frequencies('b a b c a b ', top=1000000) == {'b': 3, 'a': 2, 'c': 1}

# %%
assert word_frequencies('b a b c a bé', top=-1) == {'a': 2, 'b': 2, 'bé': 1}

# %%
assert word_frequencies('b a b c a ', top=0) == {}

# %%
assert word_frequencies('b a b', top=0) == {}

# %%
assert word_frequencies('ßb a b c a b', top=4) == {'a': 2, 'b': 2, 'c': 1, 'ßb': 1}

# %%
assert word_frequencies('b a b c a b ', top=4) == {'b': 3, 'a': 2, 'c': 1}

# %%
assert word_frequencies('b a bb a b0', top=None) == {'a': 2, 'b': 1, 'b0': 1, 'bb': 1}

# %%
assert word_frequencies('ß b a b', top=None) == {'b': 2, 'a': 1, 'ß': 1}

# %%
assert word_frequencies(' b a b0', top=None) == {'a': 1, 'b': 1, 'b0': 1}

# %%
assert word_frequencies('b a b  ', top=None) == {'b': 2, 'a': 1}

# %%
assert word_frequencies('b a b é', top=None) == {'b': 2, 'a': 1, 'é': 1}

# %%
assert word_frequencies('ß', top=None) == {'ß': 1}

# %%
assert word_frequencies('b  a  b ', top=None) == {'b': 2, 'a': 1}

# %%
assert word_frequencies('ßb a ', top=None) == {'a': 1, 'ßb': 1}

# %%
assert word_frequencies(' a b ', top=None) == {'a': 1, 'b': 1}

# %%
assert word_frequencies('b a bé0', top=None) == {'a': 1, 'b': 1, 'bé0': 1}

# %%
assert word_frequencies('ßb ', top=None) == {'ßb': 1}

# %%
assert word_frequencies('ßb', top=None) == {'ßb': 1}

# %%
assert word_frequencies('x ', top=0) == {}

# %%
assert word_frequencies('x é', top=5) == {'x': 1, 'é': 1}

# %%
assert word_frequencies(' x', top=7) == {'x': 1}

# %%
assert word_frequencies('xx', top=1000000) == {'xx': 1}

# %%
assert word_frequencies(' x', top=10) == {'x': 1}

# %%
assert word_frequencies('xé', top=10) == {'xé': 1}

# %%
assert word_frequencies('ßx', top=2) == {'ßx': 1}

# %%
assert word_frequencies(' x', top=1) == {'x': 1}

# %%
assert word_frequencies('xxé', top=5) == {'xxé': 1}

# %%
assert word_frequencies('xé', top=1000000) == {'xé': 1}

# %%
assert word_frequencies('', top=1) == {}

# %%
assert word_frequencies('', top=0) == {}

# %%
assert word_frequencies(' x', top=6) == {'x': 1}

# %%
assert word_frequencies('x0', top=10) == {'x0': 1}

# %%
assert word_frequencies('x ', top=1000000) == {'x': 1}
