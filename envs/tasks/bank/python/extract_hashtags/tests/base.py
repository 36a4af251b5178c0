# %%
assert extract_hashtags('Loving #python and #AI!') == ['python', 'AI']

# %%
assert extract_hashtags('no tags here') == []

# %%
assert extract_hashtags('# alone') == []

# %%
assert extract_hashtags('#snake_case, #café.') == ['snake_case', 'café']
