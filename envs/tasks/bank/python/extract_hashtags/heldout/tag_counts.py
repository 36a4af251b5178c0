# %%
assert extract_hashtags('#PYTHON #GO #PYTHON #PYTHON') == {'PYTHON': 3, 'GO': 1}

# %%
assert extract_hashtags('#Python  #go  #python  #PYTHON') == {'Python': 3, 'go': 1}

# %%
assert extract_hashtags('#pYTHON #GO #PYTHON #python') == {'pYTHON': 3, 'GO': 1}

# %%
assert extract_hashtags('#Python #Go #Python #Python') == {'Python': 3, 'Go': 1}

# %%
assert extract_hashtags('no tag') == {}

# %%
assert extract_hashtags('no tagsé') == {}

# %%
assert extract_hashtags('NO TAGS') == {}

# %%
assert extract_hashtags('sgat on') == {}

# %%
assert extract_hashtags('no tagsno tags') == {}

# %%
assert extract_hashtags('o tags') == {}

# %%
assert extract_hashtags('#x and #x, #y') == {'x': 2, 'y': 1}

# %%
assert extract_hashtags('x and #X, #y') == {'X': 1, 'y': 1}

# %%
assert extract_hashtags('#x and #X, #y ') == {'x': 2, 'y': 1}

# %%
assert extract_hashtags('ß') == {}

# %%
assert extract_hashtags('#PYTHON #GO #PYTHON #PYTHONé') == {'PYTHON': 2, 'GO': 1, 'PYTHONé': 1}

# %%
assert extract_hashtags('PYTHON #GO #PYTHON #PYTHON') == {'GO': 1, 'PYTHON': 2}

# %%
assert extract_hashtags(' #python #go #python #python') == {'python': 3, 'go': 1}

# %%
assert extract_hashtags('#python #go #python #python#python #go #python #python') == {'python': 5, 'go': 2}

# %%
assert extract_hashtags('#Python #go #p') == {'Python': 1, 'go': 1, 'p': 1}

# %%
assert extract_hashtags('##Python #go #python #PYTHON0') == {'go': 1, 'python': 1, 'PYTHON0': 1}

# %%
assert extract_hashtags('#Python #go #python #PYTHON #Python #go #python #PYTHON ') == {'Python': 6, 'go': 2}

# %%
assert extract_hashtags('ß#Python #go #python #PYTHON ') == {'go': 1, 'python': 2}

# %%
assert extract_hashtags('ß#Python  #go  #python  #PYTHON') == {'go': 1, 'python': 2}

# %%
assert extract_hashtags('SS#PYTHON #GO #PYTHON #PYTHON') == {'GO': 1, 'PYTHON': 2}

# %%
assert extract_hashtags('# ') == {}

# %%
assert extract_hashtags('#0') == {}

# %%
assert extract_hashtags('NOHTYP#  nohtyp#  og#  nohtyP#') == {}

# %%
assert extract_hashtags('Python #go #python #PYTHO') == {'go': 1, 'python': 1, 'PYTHO': 1}

# %%
assert extract_hashtags('#python #go #') == {'python': 1, 'go': 1}

# %%
assert extract_hashtags('#pYTHON #GO #') == {'pYTHON': 1, 'GO': 1}

# %%
assert extract_hashtags('#Python #go # ') == {'Python': 1, 'go': 1}

# %%
assert extract_hashtags('##Python #Go #Python #Python') == {'Go': 1, 'Python': 2}

# %%
assert extract_hashtags('##Python #go #python #PYTHO') == {'go': 1, 'python': 1, 'PYTHO': 1}

# %%
assert extract_hashtags(' ##Python #go #python #PYTHON') == {'go': 1, 'python': 2}

# %%
assert extract_hashtags('#python #go #python #pythoné') == {'python': 2, 'go': 1, 'pythoné': 1}

# %%
assert extract_hashtags('#Python #go #python #PYTHONé0') == {'Python': 2, 'go': 1, 'PYTHONé0': 1}

# %%
assert extract_hashtags('#pYTHON  #GO  #PYTHON  #python') == {'pYTHON': 3, 'GO': 1}

# %%
assert extract_hashtags('##pYTHON #GO #PYTHON #python') == {'GO': 1, 'PYTHON': 2}

# %%
assert extract_hashtags('#pYTHON #GO #PYTHON #python#pYTHON #GO #PYTHON #python') == {'pYTHON': 5, 'GO': 2}

# %%
assert extract_hashtags('#Python  #Go  #Python  #Python') == {'Python': 3, 'Go': 1}

# %%
assert extract_hashtags('#Python #Go #Python #Python0') == {'Python': 2, 'Go': 1, 'Python0': 1}

# %%
assert extract_hashtags('#Python #go #python #PYTHO#Python #go #python #PYTHO') == {'Python': 3, 'go': 2, 'PYTHO': 2}

# %%
assert extract_hashtags('#Python #Go #Python #Pytho') == {'Python': 2, 'Go': 1, 'Pytho': 1}

# %%
assert extract_hashtags('OHTYP# nohtyp# og# nohtyP#') == {}

# %%
assert extract_hashtags('nO tAGS') == {}

# %%
assert extract_hashtags('nno tag') == {}

# %%
assert extract_hashtags('NO TAG') == {}

# %%
assert extract_hashtags('no tagséno tagsé') == {}

# %%
assert extract_hashtags('o tagsé') == {}

# %%
assert extract_hashtags('NO TAGSNO TAGS') == {}

# %%
assert extract_hashtags('ßNO TAGS') == {}

# %%
assert extract_hashtags('ßno tagsßno tags') == {}

# %%
assert extract_hashtags('ßno tagsé') == {}

# %%
assert extract_hashtags('s') == {}

# %%
assert extract_hashtags('sgat o') == {}

# %%
assert extract_hashtags('N') == {}

# %%
assert extract_hashtags('n ') == {}

# %%
assert extract_hashtags(' NO TAGS') == {}

# %%
assert extract_hashtags(' no tagsé') == {}

# %%
assert extract_hashtags('ßo tags') == {}

# %%
assert extract_hashtags('no tags0no tags0') == {}

# %%
assert extract_hashtags('y#  ,X#  dna  x#') == {}

# %%
assert extract_hashtags('y# ,X# dna x#0') == {}

# %%
assert extract_hashtags('##x and') == {}

# %%
assert extract_hashtags('Ss#X And #X, #Y') == {'X': 1, 'Y': 1}

# %%
assert extract_hashtags('x and #X, #') == {'X': 1}

# %%
assert extract_hashtags('#X AND #X, #') == {'X': 2}

# %%
assert extract_hashtags(' #x and #X, #') == {'x': 2}

# %%
assert extract_hashtags(' #x and') == {'x': 1}

# %%
assert extract_hashtags('x and #X, #y0') == {'X': 1, 'y0': 1}

# %%
assert extract_hashtags('ß#X AND #X, #Y') == {'X': 1, 'Y': 1}

# %%
assert extract_hashtags(' #x and #X, #y0') == {'x': 2, 'y0': 1}

# %%
assert extract_hashtags('#X AND #X, #Y0') == {'X': 2, 'Y0': 1}

# %%
assert extract_hashtags(' #x  and  #X,  #y') == {'x': 2, 'y': 1}

# %%
assert extract_hashtags('#x  and  #x,  #y') == {'x': 2, 'y': 1}

# %%
assert extract_hashtags('#X And #X, #Y#X And #X, #Y') == {'X': 3, 'Y': 2}

# %%
assert extract_hashtags(' #x and #X, #y#x and #X, #y') == {'x': 3, 'y': 2}

# %%
assert extract_hashtags('#X AND') == {'X': 1}

# %%
assert extract_hashtags('#x an') == {'x': 1}

# %%
assert extract_hashtags('ß#x and') == {}
