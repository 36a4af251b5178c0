# %%
assert word_frequencies('a b a') == {'a': 2, 'b': 1}

# %% held-out
assert word_frequencies('one') == {'one': 1}

# %% held-out
assert word_frequencies('x  y\nx\tx') == {'x': 3, 'y': 1}
