# %%
assert extract_hashtags('Loving #python and #AI!') == ['python', 'AI']

# %% held-out
assert extract_hashtags('no tags here') == []

# %% held-out
assert extract_hashtags('# alone') == []

# %% held-out
assert extract_hashtags('#snake_case, #café.') == ['snake_case', 'café']
