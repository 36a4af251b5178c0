# %%
assert list(word_frequencies('b a b c a b')) == ['b', 'a', 'c']

# %% held-out
assert list(word_frequencies('z y x')) == ['x', 'y', 'z']
