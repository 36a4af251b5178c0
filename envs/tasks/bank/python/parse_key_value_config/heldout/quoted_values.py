# %%
assert parse_config('ßgreeting = "  hi  "') == {'ßgreeting': '  hi  '}

# %%
assert parse_config('greeting = "  hi  " ') == {'greeting': '  hi  '}

# %%
assert parse_config(' greeting = "  hi  "') == {'greeting': '  hi  '}

# %%
assert parse_config('greeting = "  hi  "greeting = "  hi  "') == {'greeting': '  hi  "greeting = "  hi  '}

# %%
assert parse_config('ggreeting = "  hi  "') == {'ggreeting': '  hi  '}

# %%
assert parse_config('Greeting = "  Hi  "') == {'Greeting': '  Hi  '}

# %%
assert parse_config('') == {}

# %%
assert parse_config('greeting = "  hi  ') == {'greeting': '"  hi'}

# %%
assert parse_config('GREETING = "  HI  "') == {'GREETING': '  HI  '}

# %%
assert parse_config('greeting  =  "    hi    "') == {'greeting': '    hi    '}

# %%
assert parse_config('"  ih  " = gniteerg') == {'"  ih  "': 'gniteerg'}

# %%
assert parse_config('greeting = "  hi  "0') == {'greeting': '"  hi  "0'}

# %%
assert parse_config('greeting = "  hi  "é') == {'greeting': '"  hi  "é'}

# %%
assert parse_config('reeting = "  hi  "') == {'reeting': '  hi  '}

# %%
assert parse_config("path  =  'C:\\temp'") == {'path': 'C:\\temp'}

# %%
assert parse_config("path = 'C:\\temp") == {'path': "'C:\\temp"}

# %%
assert parse_config("path = 'C:\\temp'path = 'C:\\temp'") == {'path': "C:\\temp'path = 'C:\\temp"}

# %%
assert parse_config("PATH = 'c:\\TEMP'") == {'PATH': 'c:\\TEMP'}

# %%
assert parse_config("ath = 'C:\\temp'") == {'ath': 'C:\\temp'}

# %%
assert parse_config("'pmet\\:C' = htap") == {"'pmet\\:C'": 'htap'}

# %%
assert parse_config(" path = 'C:\\temp'") == {'path': 'C:\\temp'}

# %%
assert parse_config("path = 'C:\\temp' ") == {'path': 'C:\\temp'}

# %%
assert parse_config("ßpath = 'C:\\temp'") == {'ßpath': 'C:\\temp'}

# %%
assert parse_config("path = '") == {'path': "'"}

# %%
assert parse_config("path = 'C:\\temp'0") == {'path': "'C:\\temp'0"}

# %%
assert parse_config("path = 'C:\\temp'é") == {'path': "'C:\\temp'é"}

# %%
assert parse_config("PATH = 'C:\\TEMP'") == {'PATH': 'C:\\TEMP'}

# %%
assert parse_config("Path = 'C:\\Temp'") == {'Path': 'C:\\Temp'}

# %%
assert parse_config("path = 'c:\\temp'") == {'path': 'c:\\temp'}

# %%
assert parse_config("ppath = 'C:\\temp'") == {'ppath': 'C:\\temp'}

# %%
assert parse_config('empty = ""empty = ""') == {'empty': '"empty = "'}

# %%
assert parse_config('empty = ""0') == {'empty': '""0'}

# %%
assert parse_config('"" = ytpme') == {'""': 'ytpme'}

# %%
assert parse_config('mpty = ""') == {'mpty': ''}

# %%
assert parse_config('ßempty = ""') == {'ßempty': ''}

# %%
assert parse_config('empty = "') == {'empty': '"'}

# %%
assert parse_config('empty  =  ""') == {'empty': ''}

# %%
assert parse_config('Empty = ""') == {'Empty': ''}

# %%
assert parse_config('empty = ""é') == {'empty': '""é'}

# %%
assert parse_config('empty = "" ') == {'empty': ''}

# %%
assert parse_config(' empty = ""') == {'empty': ''}

# %%
assert parse_config('EMPTY = ""') == {'EMPTY': ''}

# %%
assert parse_config('eempty = ""') == {'eempty': ''}

# %%
assert parse_config('\'x" = ddo') == {'\'x"': 'ddo'}

# %%
assert parse_config('odd = "x\'odd = "x\'') == {'odd': '"x\'odd = "x\''}

# %%
assert parse_config('odd = "x\'0') == {'odd': '"x\'0'}

# %%
assert parse_config(' odd = "x\'') == {'odd': '"x\''}

# %%
assert parse_config('oodd = "x\'') == {'oodd': '"x\''}

# %%
assert parse_config('odd = "x') == {'odd': '"x'}

# %%
assert parse_config('odd  =  "x\'') == {'odd': '"x\''}

# %%
assert parse_config('odd = "x\' ') == {'odd': '"x\''}

# %%
assert parse_config('Odd = "X\'') == {'Odd': '"X\''}

# %%
assert parse_config('ßodd = "x\'') == {'ßodd': '"x\''}

# %%
assert parse_config('dd = "x\'') == {'dd': '"x\''}

# %%
assert parse_config('odd = "x\'é') == {'odd': '"x\'é'}

# %%
assert parse_config('ODD = "X\'') == {'ODD': '"X\''}
