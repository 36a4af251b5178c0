# %%
assert levenshtein('kitten', 'sitting') == 3

# %%
assert levenshtein('', 'abc') == 3

# %%
assert levenshtein('abc', '') == 3

# %%
assert levenshtein('flaw', 'lawn') == 2

# %%
assert levenshtein('same', 'same') == 0
