# %%
assert list(extract_hashtags('#Python #python #PYTHON #go')) == ['Python', 'go']

# %% held-out
assert list(extract_hashtags('#b #a #b')) == ['b', 'a']
