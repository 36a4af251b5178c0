# %%
assert extract_hashtags('Loving #pyt') == ['pyt']

# %%
assert extract_hashtags('Loving  #python  and  #AI!') == ['python', 'AI']

# %%
assert extract_hashtags('Loving #python and #AI!0') == ['python', 'AI']

# %%
assert extract_hashtags('Loving #Python And #Ai!') == ['Python', 'Ai']

# %%
assert extract_hashtags('L') == []

# %%
assert extract_hashtags(' Loving #python and #AI!') == ['python', 'AI']

# %%
assert extract_hashtags('LOVING #PYTHON AND #AI!') == ['PYTHON', 'AI']

# %%
assert extract_hashtags('no tags hereé') == []

# %%
assert extract_hashtags('ßno tags here') == []

# %%
assert extract_hashtags('NO TAGS HERE') == []

# %%
assert extract_hashtags('no tags here0') == []

# %%
assert extract_hashtags('nno tags here') == []

# %%
assert extract_hashtags('n') == []

# %%
assert extract_hashtags('no tags here ') == []

# %%
assert extract_hashtags('ereh sgat on') == []

# %%
assert extract_hashtags(' no tags here') == []

# %%
assert extract_hashtags('No Tags Here') == []

# %%
assert extract_hashtags(' # alone') == []

# %%
assert extract_hashtags(' alone') == []

# %%
assert extract_hashtags('# aloneé') == []

# %%
assert extract_hashtags('# alone# alone') == []

# %%
assert extract_hashtags('#') == []

# %%
assert extract_hashtags('# a') == []

# %%
assert extract_hashtags('# alone0') == []

# %%
assert extract_hashtags('# alone ') == []

# %%
assert extract_hashtags('# alon') == []

# %%
assert extract_hashtags('#snake_case, #café') == ['snake_case', 'café']

# %%
assert extract_hashtags('.éfac# ,esac_ekans#') == []

# %%
assert extract_hashtags('#SNAKE_CASE, #CAFÉ.') == ['SNAKE_CASE', 'CAFÉ']

# %%
assert extract_hashtags('#snake_case, #café.é') == ['snake_case', 'café']

# %%
assert extract_hashtags('snake_case, #café.') == ['café']

# %%
assert extract_hashtags('#snake_ca') == ['snake_ca']

# %%
assert extract_hashtags('#snake_case,  #café.') == ['snake_case', 'café']

# %%
assert extract_hashtags(' #snake_case, #café.') == ['snake_case', 'café']

# %%
assert extract_hashtags('LLOVING #PYTHON AND #AI!') == ['PYTHON', 'AI']

# %%
assert extract_hashtags('ßßLoving #python and #AI!') == ['python', 'AI']

# %%
assert extract_hashtags('loving #python and #ai!é') == ['python', 'ai']

# %%
assert extract_hashtags('Loving #python and #AI! é') == ['python', 'AI']

# %%
assert extract_hashtags('LLoving #python and #AI! ') == ['python', 'AI']

# %%
assert extract_hashtags('oving #python and #AI!é') == ['python', 'AI']

# %%
assert extract_hashtags('Loving #python and #AI!00') == ['python', 'AI']

# %%
assert extract_hashtags('!!IA# dna nohtyp# gnivoL') == []

# %%
assert extract_hashtags('!IA# dna nohtyp# gnivoL ') == []

# %%
assert extract_hashtags(' LOVING #PYTHON AND #AI!') == ['PYTHON', 'AI']

# %%
assert extract_hashtags('LLoving #python and #AI!é') == ['python', 'AI']

# %%
assert extract_hashtags('é') == []

# %%
assert extract_hashtags(' ') == []

# %%
assert extract_hashtags('nno tag') == []

# %%
assert extract_hashtags(' no tags here0') == []

# %%
assert extract_hashtags('nnno tags here') == []

# %%
assert extract_hashtags('no  tags  here ') == []

# %%
assert extract_hashtags(' no  tags  here') == []

# %%
assert extract_hashtags('no tags hereno tags her') == []

# %%
assert extract_hashtags('o  tags  here') == []

# %%
assert extract_hashtags('ßereh sgat on') == []

# %%
assert extract_hashtags('ereh sgat on0') == []

# %%
assert extract_hashtags(' no tags here ') == []

# %%
assert extract_hashtags('NNo Tags Here') == []

# %%
assert extract_hashtags(' # alon') == []

# %%
assert extract_hashtags('enola # ') == []

# %%
assert extract_hashtags('# Alone# Alone') == []

# %%
assert extract_hashtags('enola  #') == []

# %%
assert extract_hashtags('nola #') == []

# %%
assert extract_hashtags('e') == []

# %%
assert extract_hashtags('enola #ß') == ['ß']

# %%
assert extract_hashtags('# a0') == []

# %%
assert extract_hashtags('# a ') == []

# %%
assert extract_hashtags('## alone0') == []

# %%
assert extract_hashtags('## aloneé') == []

# %%
assert extract_hashtags('# Alone ') == []

# %%
assert extract_hashtags('# ALONE# ALONE') == []

# %%
assert extract_hashtags(' alon') == []

# %%
assert extract_hashtags('#snake_case,  #café.0') == ['snake_case', 'café']

# %%
assert extract_hashtags('snake_case, #café.0') == ['café']

# %%
assert extract_hashtags('#snake_case, #caféé') == ['snake_case', 'caféé']

# %%
assert extract_hashtags(' .éfac# ,esac_ekans#') == []

# %%
assert extract_hashtags('.Éfac# ,Esac_Ekans#') == []

# %%
assert extract_hashtags('s') == []

# %%
assert extract_hashtags('snake_case, #café.é') == ['café']

# %%
assert extract_hashtags('#Snake_Case,  #Café.') == ['Snake_Case', 'Café']
