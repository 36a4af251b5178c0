# %%
assert word_frequencies('HHello, hello! World.') == {'hhello': 1, 'hello': 1, 'world': 1}

# %%
assert word_frequencies('Hello, hel') == {'hello': 1, 'hel': 1}

# %%
assert word_frequencies('Hello,  hello!  World.') == {'hello': 2, 'world': 1}

# %%
assert word_frequencies('H') == {'h': 1}

# %%
assert word_frequencies('ello, hello! World.') == {'ello': 1, 'hello': 1, 'world': 1}

# %%
assert word_frequencies('ßHello, hello! World.') == {'ßhello': 1, 'hello': 1, 'world': 1}

# %%
assert word_frequencies('Hello, hello! World.é') == {'hello': 2, 'world.é': 1}

# %%
assert word_frequencies('') == {}

# %%
assert word_frequencies('Hello, hello! World') == {'hello': 2, 'world': 1}

# %%
assert word_frequencies(' Hello, hello! World.') == {'hello': 2, 'world': 1}

# %%
assert word_frequencies('Hello, hello! World.Hello, hello! World.') == {'hello': 3, 'world.hello': 1, 'world': 1}

# %%
assert word_frequencies('Hello, hello! World. ') == {'hello': 2, 'world': 1}

# %%
assert word_frequencies('HELLO, HELLO! WORLD.') == {'hello': 2, 'world': 1}

# %%
assert word_frequencies('hELLO, HELLO! wORLD.') == {'hello': 2, 'world': 1}

# %%
assert word_frequencies('.dlroW !olleh ,olleH') == {'dlrow': 1, 'olleh': 2}

# %%
assert word_frequencies('hello, hello! world.') == {'hello': 2, 'world': 1}

# %%
assert word_frequencies('Hello, hello! World.0') == {'hello': 2, 'world.0': 1}

# %%
assert word_frequencies('Hello, Hello! World.') == {'hello': 2, 'world': 1}

# %%
assert word_frequencies('A') == {'a': 1}

# %%
assert word_frequencies('a a ! a?') == {'a': 3}

# %%
assert word_frequencies('a A ! A?') == {'a': 3}

# %%
assert word_frequencies('A a ') == {'a': 2}

# %%
assert word_frequencies('AA a ! a?') == {'aa': 1, 'a': 2}

# %%
assert word_frequencies('A a ! a? ') == {'a': 3}

# %%
assert word_frequencies('ßA a ! a?') == {'ßa': 1, 'a': 2}

# %%
assert word_frequencies(' a ! a?') == {'a': 2}

# %%
assert word_frequencies('A a ! a?A a ! a?') == {'a': 4, 'a?a': 1}

# %%
assert word_frequencies(' A a ! a?') == {'a': 3}

# %%
assert word_frequencies('A a ! a?é') == {'a': 2, 'a?é': 1}

# %%
assert word_frequencies('A a ! a') == {'a': 3}

# %%
assert word_frequencies('?a ! a A') == {'a': 3}

# %%
assert word_frequencies('A  a  !  a?') == {'a': 3}

# %%
assert word_frequencies('A A ! A?') == {'a': 3}

# %%
assert word_frequencies('A a ! a?0') == {'a': 2, 'a?0': 1}
