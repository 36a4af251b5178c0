# %%
assert word_frequencies('H') == {'h': 1}

# %%
assert word_frequencies('ßHello, hello! World.') == {'ßhello': 1, 'hello': 1, 'world': 1}

# %%
assert word_frequencies('') == {}

# %%
assert word_frequencies('Hello, hello! World') == {'hello': 2, 'world': 1}

# %%
assert word_frequencies('Hello, hello! World.Hello, hello! World.') == {'hello': 3, 'world.hello': 1, 'world': 1}

# %%
assert word_frequencies('hELLO, HELLO! wORLD.') == {'hello': 2, 'world': 1}

# %%
assert word_frequencies('.dlroW !olleh ,olleH') == {'dlrow': 1, 'olleh': 2}

# %%
assert word_frequencies('A a ') == {'a': 2}

# %%
assert word_frequencies(' a ! a?') == {'a': 2}

# %%
assert word_frequencies('A a ! a?A a ! a?') == {'a': 4, 'a?a': 1}

# %%
assert word_frequencies('A a ! a?0') == {'a': 2, 'a?0': 1}

# %%
assert word_frequencies('ßHHello, hello! World.') == {'ßhhello': 1, 'hello': 1, 'world': 1}

# %%
assert word_frequencies('Hhello, Hello! World.') == {'hhello': 1, 'hello': 1, 'world': 1}

# %%
assert word_frequencies('HHello, hello! World') == {'hhello': 1, 'hello': 1, 'world': 1}

# %%
assert word_frequencies('HHHello, hello! World.') == {'hhhello': 1, 'hello': 1, 'world': 1}

# %%
assert word_frequencies('Hello, helé') == {'hello': 1, 'helé': 1}

# %%
assert word_frequencies('Hello, Hel') == {'hello': 1, 'hel': 1}

# %%
assert word_frequencies('Hello,  hello!  World.é') == {'hello': 2, 'world.é': 1}

# %%
assert word_frequencies('ello,  hello!  World.') == {'ello': 1, 'hello': 1, 'world': 1}

# %%
assert word_frequencies('ßHello,  hello!  World.') == {'ßhello': 1, 'hello': 1, 'world': 1}

# %%
assert word_frequencies('Hello,  hello!  World') == {'hello': 2, 'world': 1}

# %%
assert word_frequencies('H0') == {'h0': 1}

# %%
assert word_frequencies('e') == {'e': 1}

# %%
assert word_frequencies('Hello, hello! World.é ') == {'hello': 2, 'world.é': 1}

# %%
assert word_frequencies('Hello, Hello! World.É') == {'hello': 2, 'world.é': 1}

# %%
assert word_frequencies(' Hello, hello! World') == {'hello': 2, 'world': 1}

# %%
assert word_frequencies('Hello, hello! WorldHello, hello! World') == {'hello': 3, 'worldhello': 1, 'world': 1}

# %%
assert word_frequencies('Hello, hello! World ') == {'hello': 2, 'world': 1}

# %%
assert word_frequencies('Hello, hello! Worl') == {'hello': 2, 'worl': 1}

# %%
assert word_frequencies('  Hello,  hello!  World.') == {'hello': 2, 'world': 1}

# %%
assert word_frequencies(' Hello, he') == {'hello': 1, 'he': 1}

# %%
assert word_frequencies(' Hello, hello! World. ') == {'hello': 2, 'world': 1}

# %%
assert word_frequencies(' hELLO, HELLO! wORLD.') == {'hello': 2, 'world': 1}

# %%
assert word_frequencies('HELLO, HELLO! WORLD.HELLO, HELLO! WORLD.') == {'hello': 3, 'world.hello': 1, 'world': 1}

# %%
assert word_frequencies('Hello, hello! World.Hello, hello! World') == {'hello': 3, 'world.hello': 1, 'world': 1}

# %%
assert word_frequencies('hello, hello! world.hello, hello! world.') == {'hello': 3, 'world.hello': 1, 'world': 1}

# %%
assert word_frequencies('.dlroW !olleh ,olleH.dlroW !olleh ,olleH') == {'dlrow': 1, 'olleh': 3, 'olleh.dlrow': 1}

# %%
assert word_frequencies('Hello, hello! World. é') == {'hello': 2, 'world': 1, 'é': 1}

# %%
assert word_frequencies('Hello, Hello! World. ') == {'hello': 2, 'world': 1}

# %%
assert word_frequencies('hELLO, HELLO! wORLD') == {'hello': 2, 'world': 1}

# %%
assert word_frequencies('ELLO, HELLO! wORLD.') == {'ello': 1, 'hello': 1, 'world': 1}

# %%
assert word_frequencies('hello, hello! world') == {'hello': 2, 'world': 1}

# %%
assert word_frequencies('ello, hello! world.') == {'ello': 1, 'hello': 1, 'world': 1}

# %%
assert word_frequencies(' Hello, hello! World.0') == {'hello': 2, 'world.0': 1}

# %%
assert word_frequencies('HHello, Hello! World.') == {'hhello': 1, 'hello': 1, 'world': 1}

# %%
assert word_frequencies('.dlroW !olleH ,olleH') == {'dlrow': 1, 'olleh': 2}

# %%
assert word_frequencies('a') == {'a': 1}

# %%
assert word_frequencies('A0') == {'a0': 1}

# %%
assert word_frequencies('ßa a ! a?') == {'ßa': 1, 'a': 2}

# %%
assert word_frequencies(' A ! A?') == {'a': 2}

# %%
assert word_frequencies('aa A ! A?') == {'aa': 1, 'a': 2}

# %%
assert word_frequencies('a A ! A?é') == {'a': 2, 'a?é': 1}

# %%
assert word_frequencies('a A ! A?0') == {'a': 2, 'a?0': 1}

# %%
assert word_frequencies('ßA a ') == {'ßa': 1, 'a': 1}

# %%
assert word_frequencies(' a A') == {'a': 2}

# %%
assert word_frequencies(' AA a ! a?') == {'aa': 1, 'a': 2}

# %%
assert word_frequencies('A a ! a? 0') == {'a': 3, '0': 1}

# %%
assert word_frequencies('A a ! a?  ') == {'a': 3}

# %%
assert word_frequencies('SSA A ! A?') == {'ssa': 1, 'a': 2}

# %%
assert word_frequencies('Ssa A ! A?') == {'ssa': 1, 'a': 2}

# %%
assert word_frequencies('SSa A ! A?') == {'ssa': 1, 'a': 2}

# %%
assert word_frequencies('  a ! a?') == {'a': 2}

# %%
assert word_frequencies(' a ! a?é') == {'a': 1, 'a?é': 1}

# %%
assert word_frequencies('a ! a?') == {'a': 2}

# %%
assert word_frequencies('A a ! a?A a ! a?é') == {'a': 3, 'a?a': 1, 'a?é': 1}

# %%
assert word_frequencies('A a ! a?A a ! a?A a ! a?A a ! a?') == {'a': 6, 'a?a': 3}

# %%
assert word_frequencies('a A ! A?a A ! A?') == {'a': 4, 'a?a': 1}

# %%
assert word_frequencies(' A a ! a?0') == {'a': 2, 'a?0': 1}

# %%
assert word_frequencies(' A a ! a? A a ! a?') == {'a': 6}

# %%
assert word_frequencies('a A ! A?É') == {'a': 2, 'a?é': 1}

# %%
assert word_frequencies('A  a  !  a?é') == {'a': 2, 'a?é': 1}

# %%
assert word_frequencies('A A ! A') == {'a': 3}

# %%
assert word_frequencies('a A ! A') == {'a': 3}

# %%
assert word_frequencies('AA a ! a') == {'aa': 1, 'a': 2}

# %%
assert word_frequencies('ß?a ! a A') == {'ß?a': 1, 'a': 2}

# %%
assert word_frequencies('?a ! a Aé') == {'a': 2, 'aé': 1}

# %%
assert word_frequencies('A  a  !  a?A  a  !  a?') == {'a': 4, 'a?a': 1}

# %%
assert word_frequencies('A  A  !  A?') == {'a': 3}

# %%
assert word_frequencies('AA A ! A?') == {'aa': 1, 'a': 2}

# %%
assert word_frequencies('A a ! a?0 ') == {'a': 2, 'a?0': 1}
