# %%
assert word_frequencies('b a b c a b', top=2) == {'b': 3, 'a': 2}

# %% held-out
assert word_frequencies('b a b', top=None) == {'b': 2, 'a': 1}

# %% held-out
assert word_frequencies('x', top=5) == {'x': 1}
