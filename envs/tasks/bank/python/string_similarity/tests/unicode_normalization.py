# %%
assert levenshtein('e\u0301', '\u00e9') == 0

# %%
assert levenshtein('cafe\u0301', 'cafe') == 1

# %%
assert levenshtein('\u00e9t\u00e9', 'e\u0301te\u0301') == 0
