# %%
assert extract_hashtags('#Python #go #python #PYTHON') == {'Python': 3, 'go': 1}

# %% held-out
assert extract_hashtags('no tags') == {}

# %% held-out
assert extract_hashtags('#x and #X, #y') == {'x': 2, 'y': 1}
