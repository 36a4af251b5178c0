# %%
assert word_frequencies('a b a0') == {'a': 1, 'a0': 1, 'b': 1}

# %%
assert word_frequencies(' a b a') == {'a': 2, 'b': 1}

# %%
assert word_frequencies(' b a') == {'a': 1, 'b': 1}

# %%
assert word_frequencies('a b a ') == {'a': 2, 'b': 1}

# %%
assert word_frequencies('') == {}

# %%
assert word_frequencies('a') == {'a': 1}

# %%
assert word_frequencies('a b aa b a') == {'a': 2, 'b': 2, 'aa': 1}

# %%
assert word_frequencies('eno') == {'eno': 1}

# %%
assert word_frequencies(' one') == {'one': 1}

# %%
assert word_frequencies('oneone') == {'oneone': 1}

# %%
assert word_frequencies('  y\nx\tx') == {'x': 2, 'y': 1}

# %%
assert word_frequencies('x  y') == {'x': 1, 'y': 1}

# %%
assert word_frequencies('ßx  y\nx\tx') == {'x': 2, 'y': 1, 'ßx': 1}

# %%
assert word_frequencies('xx  y\nx\tx') == {'x': 2, 'xx': 1, 'y': 1}

# %%
assert word_frequencies('x  y\nx\txé') == {'x': 2, 'xé': 1, 'y': 1}

# %%
assert word_frequencies('x  y\nx\t') == {'x': 2, 'y': 1}

# %%
assert word_frequencies('x  y\nx\txx  y\nx\tx') == {'x': 4, 'y': 2, 'xx': 1}

# %%
assert word_frequencies('x  y\nx\tx0') == {'x': 2, 'x0': 1, 'y': 1}

# %%
assert word_frequencies('x  y\nx\tx ') == {'x': 3, 'y': 1}

# %%
assert word_frequencies(' x  y\nx\tx') == {'x': 3, 'y': 1}

# %%
assert word_frequencies('a b') == {'a': 1, 'b': 1}

# %%
assert word_frequencies(' a b a a b a') == {'a': 4, 'b': 2}

# %%
assert word_frequencies(' a b a ') == {'a': 2, 'b': 1}

# %%
assert word_frequencies(' a b ') == {'a': 1, 'b': 1}

# %%
assert word_frequencies(' a ') == {'a': 1}

# %%
assert word_frequencies('ß b a') == {'a': 1, 'b': 1, 'ß': 1}

# %%
assert word_frequencies(' a b aé') == {'a': 1, 'aé': 1, 'b': 1}

# %%
assert word_frequencies('ßa b aé') == {'aé': 1, 'b': 1, 'ßa': 1}

# %%
assert word_frequencies('éa b a') == {'a': 1, 'b': 1, 'éa': 1}

# %%
assert word_frequencies('ßßa b a') == {'a': 1, 'b': 1, 'ßßa': 1}

# %%
assert word_frequencies('ßa  b  a') == {'a': 1, 'b': 1, 'ßa': 1}

# %%
assert word_frequencies('ß') == {'ß': 1}

# %%
assert word_frequencies('a  b  a0') == {'a': 1, 'a0': 1, 'b': 1}

# %%
assert word_frequencies('a  ') == {'a': 1}

# %%
assert word_frequencies('aa b aé') == {'aa': 1, 'aé': 1, 'b': 1}

# %%
assert word_frequencies('aa b aaa b a') == {'b': 2, 'a': 1, 'aa': 1, 'aaa': 1}

# %%
assert word_frequencies(' aa b a') == {'a': 1, 'aa': 1, 'b': 1}

# %%
assert word_frequencies('ßa') == {'ßa': 1}

# %%
assert word_frequencies(' a b aa b a') == {'a': 2, 'b': 2, 'aa': 1}

# %%
assert word_frequencies('eeno') == {'eeno': 1}

# %%
assert word_frequencies('eno ') == {'eno': 1}

# %%
assert word_frequencies('  one') == {'one': 1}

# %%
assert word_frequencies('ßßone') == {'ßßone': 1}

# %%
assert word_frequencies('ßo') == {'ßo': 1}

# %%
assert word_frequencies('ßoneßone') == {'ßoneßone': 1}

# %%
assert word_frequencies('ßon') == {'ßon': 1}

# %%
assert word_frequencies('oone ') == {'oone': 1}

# %%
assert word_frequencies(' oone') == {'oone': 1}

# %%
assert word_frequencies('oone0') == {'oone0': 1}

# %%
assert word_frequencies('oo') == {'oo': 1}

# %%
assert word_frequencies('ne ') == {'ne': 1}

# %%
assert word_frequencies('ßne') == {'ßne': 1}

# %%
assert word_frequencies('ßone0') == {'ßone0': 1}

# %%
assert word_frequencies('one0 ') == {'one0': 1}

# %%
assert word_frequencies('one00') == {'one00': 1}

# %%
assert word_frequencies(' oneone') == {'oneone': 1}

# %%
assert word_frequencies('oneone ') == {'oneone': 1}

# %%
assert word_frequencies('oé') == {'oé': 1}

# %%
assert word_frequencies('ßoneé') == {'ßoneé': 1}

# %%
assert word_frequencies('oneé0') == {'oneé0': 1}

# %%
assert word_frequencies('ooneé') == {'ooneé': 1}

# %%
assert word_frequencies(' oneé') == {'oneé': 1}

# %%
assert word_frequencies('  y\nx\txé') == {'x': 1, 'xé': 1, 'y': 1}

# %%
assert word_frequencies('x0') == {'x0': 1}

# %%
assert word_frequencies('x    y') == {'x': 1, 'y': 1}

# %%
assert word_frequencies('ßx  y\nx\tx0') == {'x': 1, 'x0': 1, 'y': 1, 'ßx': 1}

# %%
assert word_frequencies('ßx  y\nx\txé') == {'x': 1, 'xé': 1, 'y': 1, 'ßx': 1}

# %%
assert word_frequencies('xx  y\nx\txé') == {'x': 1, 'xx': 1, 'xé': 1, 'y': 1}

# %%
assert word_frequencies('ßxx  y\nx\tx') == {'x': 2, 'y': 1, 'ßxx': 1}

# %%
assert word_frequencies(' x\tx\ny  x') == {'x': 3, 'y': 1}

# %%
assert word_frequencies('x\tx\n') == {'x': 2}

# %%
assert word_frequencies('éx\tx\ny  x') == {'x': 2, 'y': 1, 'éx': 1}

# %%
assert word_frequencies('x    y\nx\t') == {'x': 2, 'y': 1}

# %%
assert word_frequencies('x  y\nx\t0') == {'x': 2, '0': 1, 'y': 1}

# %%
assert word_frequencies('ßx  y\nx\t') == {'x': 1, 'y': 1, 'ßx': 1}

# %%
assert word_frequencies('x  y\nx\txx  y\nx\tx0') == {'x': 3, 'y': 2, 'x0': 1, 'xx': 1}

# %%
assert word_frequencies('xx  y\nx\txx  y\nx\tx') == {'x': 3, 'xx': 2, 'y': 2}

# %%
assert word_frequencies('x\tx\ny  xx\tx\ny  x') == {'x': 4, 'y': 2, 'xx': 1}

# %%
assert word_frequencies('x  y\nx\tx00') == {'x': 2, 'x00': 1, 'y': 1}

# %%
assert word_frequencies('  y\nx\tx ') == {'x': 2, 'y': 1}
