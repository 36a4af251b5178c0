# %%
assert word_frequencies('a b a0') == {'a': 1, 'b': 1, 'a0': 1}

# %%
assert word_frequencies(' a b a') == {'a': 2, 'b': 1}

# %%
assert word_frequencies('a ') == {'a': 1}

# %%
assert word_frequencies(' b a') == {'b': 1, 'a': 1}

# %%
assert word_frequencies('a b aé') == {'a': 1, 'b': 1, 'aé': 1}

# %%
assert word_frequencies('ßa b a') == {'ßa': 1, 'b': 1, 'a': 1}

# %%
assert word_frequencies('a b a ') == {'a': 2, 'b': 1}

# %%
assert word_frequencies('') == {}

# %%
assert word_frequencies('a  b  a') == {'a': 2, 'b': 1}

# %%
assert word_frequencies('a b ') == {'a': 1, 'b': 1}

# %%
assert word_frequencies('aa b a') == {'aa': 1, 'b': 1, 'a': 1}

# %%
assert word_frequencies('a') == {'a': 1}

# %%
assert word_frequencies('a b aa b a') == {'a': 2, 'b': 2, 'aa': 1}

# %%
assert word_frequencies('eno') == {'eno': 1}

# %%
assert word_frequencies(' one') == {'one': 1}

# %%
assert word_frequencies('ßone') == {'ßone': 1}

# %%
assert word_frequencies('oone') == {'oone': 1}

# %%
assert word_frequencies('ne') == {'ne': 1}

# %%
assert word_frequencies('on') == {'on': 1}

# %%
assert word_frequencies('one0') == {'one0': 1}

# %%
assert word_frequencies('oneone') == {'oneone': 1}

# %%
assert word_frequencies('one ') == {'one': 1}

# %%
assert word_frequencies('o') == {'o': 1}

# %%
assert word_frequencies('oneé') == {'oneé': 1}

# %%
assert word_frequencies('  y\nx\tx') == {'y': 1, 'x': 2}

# %%
assert word_frequencies('x') == {'x': 1}

# %%
assert word_frequencies('x  y') == {'x': 1, 'y': 1}

# %%
assert word_frequencies('ßx  y\nx\tx') == {'ßx': 1, 'y': 1, 'x': 2}

# %%
assert word_frequencies('xx  y\nx\tx') == {'xx': 1, 'y': 1, 'x': 2}

# %%
assert word_frequencies('x\tx\ny  x') == {'x': 3, 'y': 1}

# %%
assert word_frequencies('x  y\nx\txé') == {'x': 2, 'y': 1, 'xé': 1}

# %%
assert word_frequencies('x    y\nx\tx') == {'x': 3, 'y': 1}

# %%
assert word_frequencies('x  y\nx\t') == {'x': 2, 'y': 1}

# %%
assert word_frequencies('x  y\nx\txx  y\nx\tx') == {'x': 4, 'y': 2, 'xx': 1}

# %%
assert word_frequencies('x  y\nx\tx0') == {'x': 2, 'y': 1, 'x0': 1}

# %%
assert word_frequencies('x  y\nx\tx ') == {'x': 3, 'y': 1}

# %%
assert word_frequencies(' x  y\nx\tx') == {'x': 3, 'y': 1}
