# %%
assert levenshtein('kitten', 'sitting') == 3

# %% held-out
assert levenshtein('', 'abc') == 3

# %% held-out
assert levenshtein('abc', '') == 3

# %% held-out
assert levenshtein('flaw', 'lawn') == 2

# %% held-out
assert levenshtein('same', 'same') == 0
