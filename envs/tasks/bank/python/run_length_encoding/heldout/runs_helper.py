# %%
assert list(iter_runs('aaabaaab')) == [('a', 3), ('b', 1), ('a', 3), ('b', 1)]

# %%
assert list(iter_runs('aaab0')) == [('a', 3), ('b', 1), ('0', 1)]

# %%
assert list(iter_runs('baaa')) == [('b', 1), ('a', 3)]

# %%
assert list(iter_runs('aa')) == [('a', 2)]

# %%
assert list(iter_runs('aab')) == [('a', 2), ('b', 1)]

# %%
assert list(iter_runs(' aaab')) == [(' ', 1), ('a', 3), ('b', 1)]

# %%
assert list(iter_runs('ßaaab')) == [('ß', 1), ('a', 3), ('b', 1)]

# %%
assert list(iter_runs('aaab ')) == [('a', 3), ('b', 1), (' ', 1)]

# %%
assert list(iter_runs('aaaab')) == [('a', 4), ('b', 1)]

# %%
assert list(iter_runs('AAAB')) == [('A', 3), ('B', 1)]

# %%
assert list(iter_runs('Aaab')) == [('A', 1), ('a', 2), ('b', 1)]

# %%
assert list(iter_runs('aaabé')) == [('a', 3), ('b', 1), ('é', 1)]

# %%
assert list(iter_runs('a')) == [('a', 1)]

# %%
assert list(iter_runs('aaa')) == [('a', 3)]

# %%
assert list(iter_runs('é')) == [('é', 1)]

# %%
assert list(iter_runs('0')) == [('0', 1)]

# %%
assert list(iter_runs('ß')) == [('ß', 1)]

# %%
assert list(iter_runs(' ')) == [(' ', 1)]
