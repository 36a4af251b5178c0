# %%
assert extract_hashtags('') == {}

# %%
assert extract_hashtags('NOHTYP# nohtyp# og# nohtyP#') == {}

# %%
assert extract_hashtags('#PYTHON #GO #PYTHON #PYTHON') == {'PYTHON': 3, 'GO': 1}

# %%
assert extract_hashtags('#python #go #python #python') == {'python': 3, 'go': 1}

# %%
assert extract_hashtags('#Python #go #python #PYTHON0') == {'Python': 2, 'go': 1, 'PYTHON0': 1}

# %%
assert extract_hashtags('#Python #go #python #PYTHON ') == {'Python': 3, 'go': 1}

# %%
assert extract_hashtags('ß#Python #go #python #PYTHON') == {'go': 1, 'python': 2}

# %%
assert extract_hashtags('#') == {}

# %%
assert extract_hashtags('#Python #go #python #PYTHON#Python #go #python #PYTHON') == {'Python': 5, 'go': 2}

# %%
assert extract_hashtags('#Python  #go  #python  #PYTHON') == {'Python': 3, 'go': 1}

# %%
assert extract_hashtags('Python #go #python #PYTHON') == {'go': 1, 'python': 2}

# %%
assert extract_hashtags('#Python #go #') == {'Python': 1, 'go': 1}

# %%
assert extract_hashtags('##Python #go #python #PYTHON') == {'go': 1, 'python': 2}

# %%
assert extract_hashtags('#Python #go #python #PYTHONé') == {'Python': 2, 'go': 1, 'PYTHONé': 1}

# %%
assert extract_hashtags(' #Python #go #python #PYTHON') == {'Python': 3, 'go': 1}

# %%
assert extract_hashtags('#pYTHON #GO #PYTHON #python') == {'pYTHON': 3, 'GO': 1}

# %%
assert extract_hashtags('#Python #Go #Python #Python') == {'Python': 3, 'Go': 1}

# %%
assert extract_hashtags('#Python #go #python #PYTHO') == {'Python': 2, 'go': 1, 'PYTHO': 1}

# %%
assert extract_hashtags('No Tags') == {}

# %%
assert extract_hashtags('no ') == {}

# %%
assert extract_hashtags('no tag') == {}

# %%
assert extract_hashtags('no tagsé') == {}

# %%
assert extract_hashtags('NO TAGS') == {}

# %%
assert extract_hashtags('ßno tags') == {}

# %%
assert extract_hashtags('sgat on') == {}

# %%
assert extract_hashtags('no tagsno tags') == {}

# %%
assert extract_hashtags('n') == {}

# %%
assert extract_hashtags(' no tags') == {}

# %%
assert extract_hashtags('o tags') == {}

# %%
assert extract_hashtags('nno tags') == {}

# %%
assert extract_hashtags('no tags0') == {}

# %%
assert extract_hashtags('no  tags') == {}

# %%
assert extract_hashtags('no tags ') == {}

# %%
assert extract_hashtags('y# ,X# dna x#') == {}

# %%
assert extract_hashtags('##x and #X, #y') == {'X': 1, 'y': 1}

# %%
assert extract_hashtags('ß#x and #X, #y') == {'X': 1, 'y': 1}

# %%
assert extract_hashtags('#x and #X, #') == {'x': 2}

# %%
assert extract_hashtags('#x and #x, #y') == {'x': 2, 'y': 1}

# %%
assert extract_hashtags(' #x and #X, #y') == {'x': 2, 'y': 1}

# %%
assert extract_hashtags('x and #X, #y') == {'X': 1, 'y': 1}

# %%
assert extract_hashtags('#X AND #X, #Y') == {'X': 2, 'Y': 1}

# %%
assert extract_hashtags('#x and #X, #y0') == {'x': 2, 'y0': 1}

# %%
assert extract_hashtags('#x  and  #X,  #y') == {'x': 2, 'y': 1}

# %%
assert extract_hashtags('#x and #X, #y ') == {'x': 2, 'y': 1}

# %%
assert extract_hashtags('#X And #X, #Y') == {'X': 2, 'Y': 1}

# %%
assert extract_hashtags('#x and #X, #yé') == {'x': 2, 'yé': 1}

# %%
assert extract_hashtags('#x and #X, #y#x and #X, #y') == {'x': 3, 'y': 2}

# %%
assert extract_hashtags('#X AND #x, #Y') == {'X': 2, 'Y': 1}

# %%
assert extract_hashtags('#x and') == {'x': 1}
