# %%
assert levenshtein('e\u0301', '\u00e9') == 0

# %% held-out
assert levenshtein('cafe\u0301', 'cafe') == 1

# %% held-out
assert levenshtein('\u00e9t\u00e9', 'e\u0301te\u0301') == 0
