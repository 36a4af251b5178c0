# %%
assert list(extract_hashtags('#Python #python #PYTHON #go0')) == ['Python', 'go0']

# %%
assert list(extract_hashtags('#Python #python #PYTHON #go ')) == ['Python', 'go']

# %%
assert list(extract_hashtags('#Python #python #PYTHON #g')) == ['Python', 'g']

# %%
assert list(extract_hashtags('Python #python #PYTHON #go')) == ['python', 'go']

# %%
assert list(extract_hashtags('og# NOHTYP# nohtyp# nohtyP#')) == []

# %%
assert list(extract_hashtags('#PYTHON #PYTHON #PYTHON #GO')) == ['PYTHON', 'GO']

# %%
assert list(extract_hashtags('#')) == []

# %%
assert list(extract_hashtags('#python #python #python #go')) == ['python', 'go']

# %%
assert list(extract_hashtags('#Python  #python  #PYTHON  #go')) == ['Python', 'go']

# %%
assert list(extract_hashtags('#Python #Python #Python #Go')) == ['Python', 'Go']

# %%
assert list(extract_hashtags(' #Python #python #PYTHON #go')) == ['Python', 'go']

# %%
assert list(extract_hashtags('#Python #python #PYTHON #goé')) == ['Python', 'goé']

# %%
assert list(extract_hashtags('#pYTHON #PYTHON #python #GO')) == ['pYTHON', 'GO']

# %%
assert list(extract_hashtags('')) == []

# %%
assert list(extract_hashtags('#Python #python #PYTHON #go#Python #python #PYTHON #go')) == ['Python', 'go']

# %%
assert list(extract_hashtags('#Python #pyth')) == ['Python', 'pyth']

# %%
assert list(extract_hashtags('#b #a #b#b #a #b')) == ['b', 'a']

# %%
assert list(extract_hashtags('b# a# b#')) == []

# %%
assert list(extract_hashtags('#b #a #')) == ['b', 'a']

# %%
assert list(extract_hashtags('#b #a #b0')) == ['b', 'a', 'b0']

# %%
assert list(extract_hashtags('#B #A #B')) == ['B', 'A']

# %%
assert list(extract_hashtags('#b  #a  #b')) == ['b', 'a']

# %%
assert list(extract_hashtags('#b #a #bé')) == ['b', 'a', 'bé']

# %%
assert list(extract_hashtags(' #b #a #b')) == ['b', 'a']

# %%
assert list(extract_hashtags('b #a #b')) == ['a', 'b']

# %%
assert list(extract_hashtags('#b #a #b ')) == ['b', 'a']

# %%
assert list(extract_hashtags('#b #')) == ['b']
