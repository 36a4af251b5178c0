# %%
assert list(extract_hashtags('#')) == []

# %%
assert list(extract_hashtags(' #Python #python #PYTHON #go')) == ['Python', 'go']

# %%
assert list(extract_hashtags('#pYTHON #PYTHON #python #GO')) == ['pYTHON', 'GO']

# %%
assert list(extract_hashtags('#Python #python #PYTHON #go#Python #python #PYTHON #go')) == ['Python', 'go']

# %%
assert list(extract_hashtags('#Python #pyth')) == ['Python', 'pyth']

# %%
assert list(extract_hashtags('#b #a #b#b #a #b')) == ['b', 'a']

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
assert list(extract_hashtags('#b #')) == ['b']

# %%
assert list(extract_hashtags('#Python #python #PYTHON #go0#Python #python #PYTHON #go0')) == ['Python', 'go0']

# %%
assert list(extract_hashtags('#Python #pytho')) == ['Python', 'pytho']

# %%
assert list(extract_hashtags('#Python #Python #Python #Go ')) == ['Python', 'Go']

# %%
assert list(extract_hashtags('#python #python #python #go ')) == ['python', 'go']

# %%
assert list(extract_hashtags('#pYTHON #PYTHON #python #GO ')) == ['pYTHON', 'GO']

# %%
assert list(extract_hashtags('#Python #python #PYTHON #go 0')) == ['Python', 'go']

# %%
assert list(extract_hashtags(' og# NOHTYP# nohtyp# nohtyP#')) == []

# %%
assert list(extract_hashtags('#Python #python #PYTHON #g ')) == ['Python', 'g']

# %%
assert list(extract_hashtags('#Python #python #PYTHON #')) == ['Python']

# %%
assert list(extract_hashtags('python #python #python #go')) == ['python', 'go']

# %%
assert list(extract_hashtags('Python #pytho')) == ['pytho']

# %%
assert list(extract_hashtags(' Python #python #PYTHON #go')) == ['python', 'go']

# %%
assert list(extract_hashtags('Og# Nohtyp# Nohtyp# Nohtyp#')) == []

# %%
assert list(extract_hashtags('og# NOHTYP# nohtyp# nohtyP# ')) == []

# %%
assert list(extract_hashtags('##PYTHON #PYTHON #PYTHON #GO')) == ['PYTHON', 'GO']

# %%
assert list(extract_hashtags(' #PYTHON #PYTHON #PYTHON #GO')) == ['PYTHON', 'GO']

# %%
assert list(extract_hashtags('OG# NOHTYP# NOHTYP# NOHTYP#')) == []

# %%
assert list(extract_hashtags('##')) == []

# %%
assert list(extract_hashtags('# ')) == []

# %%
assert list(extract_hashtags('#é')) == ['é']

# %%
assert list(extract_hashtags('ß#')) == []

# %%
assert list(extract_hashtags('#python #pyth')) == ['python', 'pyth']

# %%
assert list(extract_hashtags('#Python  #python  #PYTHON  #go0')) == ['Python', 'go0']

# %%
assert list(extract_hashtags('#PYTHON  #PYTHON  #PYTHON  #GO')) == ['PYTHON', 'GO']

# %%
assert list(extract_hashtags('#python  #python  #python  #go')) == ['python', 'go']

# %%
assert list(extract_hashtags('oG# nohtyP# nohtyP# nohtyP#')) == []

# %%
assert list(extract_hashtags('#Python #Pyth')) == ['Python', 'Pyth']

# %%
assert list(extract_hashtags(' #Python #python #PYTHON #go ')) == ['Python', 'go']

# %%
assert list(extract_hashtags(' #Python #python #PYTHON #go0')) == ['Python', 'go0']

# %%
assert list(extract_hashtags('ß #Python #python #PYTHON #go')) == ['Python', 'go']

# %%
assert list(extract_hashtags(' #Python #python #PYTHON #goé')) == ['Python', 'goé']

# %%
assert list(extract_hashtags(' #Python #pyth')) == ['Python', 'pyth']

# %%
assert list(extract_hashtags('#PYTHON #PYTHON #PYTHON #GOÉ')) == ['PYTHON', 'GOÉ']

# %%
assert list(extract_hashtags('#pYTHON #PYTHON #python #GO#pYTHON #PYTHON #python #GO')) == ['pYTHON', 'GO']

# %%
assert list(extract_hashtags('pYTHON #PYTHON #python #GO')) == ['PYTHON', 'GO']

# %%
assert list(extract_hashtags(' ')) == []

# %%
assert list(extract_hashtags('ß')) == []

# %%
assert list(extract_hashtags(' #Python #python #PYTHON #go#Python #python #PYTHON #go')) == ['Python', 'go']

# %%
assert list(extract_hashtags('#python #python #python #go#python #python #python #go')) == ['python', 'go']

# %%
assert list(extract_hashtags('#Python #pythé')) == ['Python', 'pythé']

# %%
assert list(extract_hashtags('#b #a #b#b #a #b#b #a #b#b #a #b')) == ['b', 'a']

# %%
assert list(extract_hashtags(' #b #a #b#b #a #b')) == ['b', 'a']

# %%
assert list(extract_hashtags('b# a# b')) == []

# %%
assert list(extract_hashtags('b #a #')) == ['a']

# %%
assert list(extract_hashtags('#b ')) == ['b']

# %%
assert list(extract_hashtags('#b #a ')) == ['b', 'a']

# %%
assert list(extract_hashtags(' #b #a #b0')) == ['b', 'a', 'b0']

# %%
assert list(extract_hashtags('#B #A #B0')) == ['B', 'A', 'B0']

# %%
assert list(extract_hashtags('#B #A #Bé')) == ['B', 'A', 'Bé']

# %%
assert list(extract_hashtags('B #A #B')) == ['A', 'B']

# %%
assert list(extract_hashtags(' #B #A #B')) == ['B', 'A']

# %%
assert list(extract_hashtags('b  #a  #b')) == ['a', 'b']

# %%
assert list(extract_hashtags('#b  #a  #b ')) == ['b', 'a']

# %%
assert list(extract_hashtags('b#  a#  b#')) == []

# %%
assert list(extract_hashtags('#b  #')) == ['b']

# %%
assert list(extract_hashtags(' #b #a #bé')) == ['b', 'a', 'bé']

# %%
assert list(extract_hashtags('#B #A #BÉ')) == ['B', 'A', 'BÉ']

# %%
assert list(extract_hashtags('#b #a #béé')) == ['b', 'a', 'béé']

# %%
assert list(extract_hashtags(' #b ')) == ['b']

# %%
assert list(extract_hashtags('b #')) == []

# %%
assert list(extract_hashtags('b #a #bb #a #b')) == ['a', 'bb', 'b']

# %%
assert list(extract_hashtags('ßb #a #b')) == ['a', 'b']

# %%
assert list(extract_hashtags('#b  #a  #b  ')) == ['b', 'a']

# %%
assert list(extract_hashtags('#b #a #b 0')) == ['b', 'a']

# %%
assert list(extract_hashtags('#b #a #b #b #a #b ')) == ['b', 'a']

# %%
assert list(extract_hashtags('#b')) == ['b']

# %%
assert list(extract_hashtags('#b #é')) == ['b', 'é']
