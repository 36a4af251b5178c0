# %%
assert list(iter_runs('aaab0')) == [('a', 3), ('b', 1), ('0', 1)]

# %%
assert list(iter_runs('aab')) == [('a', 2), ('b', 1)]

# %%
assert list(iter_runs(' aaab')) == [(' ', 1), ('a', 3), ('b', 1)]

# %%
assert list(iter_runs('aaab ')) == [('a', 3), ('b', 1), (' ', 1)]

# %%
assert list(iter_runs('aaaab')) == [('a', 4), ('b', 1)]

# %%
assert list(iter_runs('AAAB')) == [('A', 3), ('B', 1)]

# %%
assert list(iter_runs('Aaab')) == [('A', 1), ('a', 2), ('b', 1)]

# %%
assert list(iter_runs('a')) == [('a', 1)]

# %%
assert list(iter_runs('é')) == [('é', 1)]

# %%
assert list(iter_runs('0')) == [('0', 1)]

# %%
assert list(iter_runs('aaabaaab ')) == [('a', 3), ('b', 1), ('a', 3), ('b', 1), (' ', 1)]

# %%
assert list(iter_runs('aaabaaabé')) == [('a', 3), ('b', 1), ('a', 3), ('b', 1), ('é', 1)]

# %%
assert list(iter_runs('aaaabaaab')) == [('a', 4), ('b', 1), ('a', 3), ('b', 1)]

# %%
assert list(iter_runs('aabaaab')) == [('a', 2), ('b', 1), ('a', 3), ('b', 1)]

# %%
assert list(iter_runs('aaabaaabaaabaaab')) == [('a', 3), ('b', 1), ('a', 3), ('b', 1), ('a', 3), ('b', 1), ('a', 3), ('b', 1)]

# %%
assert list(iter_runs('ßaaabaaab')) == [('ß', 1), ('a', 3), ('b', 1), ('a', 3), ('b', 1)]

# %%
assert list(iter_runs('baaabaaa')) == [('b', 1), ('a', 3), ('b', 1), ('a', 3)]

# %%
assert list(iter_runs(' aaabaaab')) == [(' ', 1), ('a', 3), ('b', 1), ('a', 3), ('b', 1)]

# %%
assert list(iter_runs('aaab0aaab0')) == [('a', 3), ('b', 1), ('0', 1), ('a', 3), ('b', 1), ('0', 1)]

# %%
assert list(iter_runs('ßaaab0')) == [('ß', 1), ('a', 3), ('b', 1), ('0', 1)]

# %%
assert list(iter_runs('aaab0 ')) == [('a', 3), ('b', 1), ('0', 1), (' ', 1)]

# %%
assert list(iter_runs('aab0')) == [('a', 2), ('b', 1), ('0', 1)]

# %%
assert list(iter_runs('0baaa')) == [('0', 1), ('b', 1), ('a', 3)]

# %%
assert list(iter_runs('baaaé')) == [('b', 1), ('a', 3), ('é', 1)]

# %%
assert list(iter_runs('baaa0')) == [('b', 1), ('a', 3), ('0', 1)]

# %%
assert list(iter_runs('bbaaa')) == [('b', 2), ('a', 3)]

# %%
assert list(iter_runs('BAAA')) == [('B', 1), ('A', 3)]

# %%
assert list(iter_runs('baa')) == [('b', 1), ('a', 2)]

# %%
assert list(iter_runs(' baaa')) == [(' ', 1), ('b', 1), ('a', 3)]

# %%
assert list(iter_runs('ßaa')) == [('ß', 1), ('a', 2)]

# %%
assert list(iter_runs('Aa')) == [('A', 1), ('a', 1)]

# %%
assert list(iter_runs('aaaa')) == [('a', 4)]

# %%
assert list(iter_runs(' aa')) == [(' ', 1), ('a', 2)]

# %%
assert list(iter_runs('AAB')) == [('A', 2), ('B', 1)]

# %%
assert list(iter_runs('ßaab')) == [('ß', 1), ('a', 2), ('b', 1)]

# %%
assert list(iter_runs('Aab')) == [('A', 1), ('a', 1), ('b', 1)]

# %%
assert list(iter_runs('aabaab')) == [('a', 2), ('b', 1), ('a', 2), ('b', 1)]

# %%
assert list(iter_runs(' aaab ')) == [(' ', 1), ('a', 3), ('b', 1), (' ', 1)]

# %%
assert list(iter_runs(' aaab aaab')) == [(' ', 1), ('a', 3), ('b', 1), (' ', 1), ('a', 3), ('b', 1)]

# %%
assert list(iter_runs('ß aaab')) == [('ß', 1), (' ', 1), ('a', 3), ('b', 1)]

# %%
assert list(iter_runs(' a')) == [(' ', 1), ('a', 1)]

# %%
assert list(iter_runs(' aaa')) == [(' ', 1), ('a', 3)]

# %%
assert list(iter_runs(' AAAB')) == [(' ', 1), ('A', 3), ('B', 1)]

# %%
assert list(iter_runs('ßßaaab')) == [('ß', 2), ('a', 3), ('b', 1)]

# %%
assert list(iter_runs(' ßaaab')) == [(' ', 1), ('ß', 1), ('a', 3), ('b', 1)]

# %%
assert list(iter_runs('SSAAAB')) == [('S', 2), ('A', 3), ('B', 1)]

# %%
assert list(iter_runs('baaaß')) == [('b', 1), ('a', 3), ('ß', 1)]

# %%
assert list(iter_runs('ßaaab ')) == [('ß', 1), ('a', 3), ('b', 1), (' ', 1)]

# %%
assert list(iter_runs('ßaaa')) == [('ß', 1), ('a', 3)]

# %%
assert list(iter_runs('ßaaabé')) == [('ß', 1), ('a', 3), ('b', 1), ('é', 1)]

# %%
assert list(iter_runs('aaab  ')) == [('a', 3), ('b', 1), (' ', 2)]

# %%
assert list(iter_runs('aaab aaab ')) == [('a', 3), ('b', 1), (' ', 1), ('a', 3), ('b', 1), (' ', 1)]

# %%
assert list(iter_runs('AAAB ')) == [('A', 3), ('B', 1), (' ', 1)]

# %%
assert list(iter_runs('aaaab0')) == [('a', 4), ('b', 1), ('0', 1)]

# %%
assert list(iter_runs('aaaabé')) == [('a', 4), ('b', 1), ('é', 1)]

# %%
assert list(iter_runs('aaaaab')) == [('a', 5), ('b', 1)]

# %%
assert list(iter_runs('ßaaaab')) == [('ß', 1), ('a', 4), ('b', 1)]

# %%
assert list(iter_runs('baaaa')) == [('b', 1), ('a', 4)]

# %%
assert list(iter_runs('A')) == [('A', 1)]

# %%
assert list(iter_runs('ßAAAB')) == [('ß', 1), ('A', 3), ('B', 1)]

# %%
assert list(iter_runs('AAABé')) == [('A', 3), ('B', 1), ('é', 1)]

# %%
assert list(iter_runs('aAAB')) == [('a', 1), ('A', 2), ('B', 1)]

# %%
assert list(iter_runs('baaA')) == [('b', 1), ('a', 2), ('A', 1)]

# %%
assert list(iter_runs('AAABÉ')) == [('A', 3), ('B', 1), ('É', 1)]

# %%
assert list(iter_runs('a ')) == [('a', 1), (' ', 1)]

# %%
assert list(iter_runs('aé')) == [('a', 1), ('é', 1)]

# %%
assert list(iter_runs('a0')) == [('a', 1), ('0', 1)]

# %%
assert list(iter_runs('aaa ')) == [('a', 3), (' ', 1)]

# %%
assert list(iter_runs('aaa0')) == [('a', 3), ('0', 1)]

# %%
assert list(iter_runs('é ')) == [('é', 1), (' ', 1)]

# %%
assert list(iter_runs('é0')) == [('é', 1), ('0', 1)]

# %%
assert list(iter_runs('éé')) == [('é', 2)]

# %%
assert list(iter_runs('0é')) == [('0', 1), ('é', 1)]

# %%
assert list(iter_runs('ß0')) == [('ß', 1), ('0', 1)]

# %%
assert list(iter_runs(' 0')) == [(' ', 1), ('0', 1)]

# %%
assert list(iter_runs('0 ')) == [('0', 1), (' ', 1)]

# %%
assert list(iter_runs('ß ')) == [('ß', 1), (' ', 1)]

# %%
assert list(iter_runs('ßß')) == [('ß', 2)]

# %%
assert list(iter_runs('SS')) == [('S', 2)]

# %%
assert list(iter_runs('  ')) == [(' ', 2)]
