# %%
assert word_frequencies('Hello, hello! World.') == {'hello': 2, 'world': 1}

# %% held-out
assert word_frequencies('A a ! a?') == {'a': 3}
