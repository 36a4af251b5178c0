# %%
assert parse_config('greeting = "  hi  " ') == {'greeting': '  hi  '}

# %%
assert parse_config('greeting = "  hi  "greeting = "  hi  "') == {'greeting': '  hi  "greeting = "  hi  '}

# %%
assert parse_config('Greeting = "  Hi  "') == {'Greeting': '  Hi  '}

# %%
assert parse_config('greeting = "  hi  ') == {'greeting': '"  hi'}

# %%
assert parse_config('greeting  =  "    hi    "') == {'greeting': '    hi    '}

# %%
assert parse_config('"  ih  " = gniteerg') == {'"  ih  "': 'gniteerg'}

# %%
assert parse_config('greeting = "  hi  "0') == {'greeting': '"  hi  "0'}

# %%
assert parse_config('greeting = "  hi  "é') == {'greeting': '"  hi  "é'}

# %%
assert parse_config("path  =  'C:\\temp'") == {'path': 'C:\\temp'}

# %%
assert parse_config("PATH = 'c:\\TEMP'") == {'PATH': 'c:\\TEMP'}

# %%
assert parse_config("ath = 'C:\\temp'") == {'ath': 'C:\\temp'}

# %%
assert parse_config("'pmet\\:C' = htap") == {"'pmet\\:C'": 'htap'}

# %%
assert parse_config("path = '") == {'path': "'"}

# %%
assert parse_config("path = 'C:\\temp'0") == {'path': "'C:\\temp'0"}

# %%
assert parse_config("path = 'C:\\temp'é") == {'path': "'C:\\temp'é"}

# %%
assert parse_config("PATH = 'C:\\TEMP'") == {'PATH': 'C:\\TEMP'}

# %%
assert parse_config("path = 'c:\\temp'") == {'path': 'c:\\temp'}

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
assert parse_config('odd  =  "x\'') == {'odd': '"x\''}

# %%
assert parse_config('Odd = "X\'') == {'Odd': '"X\''}

# %%
assert parse_config('ßodd = "x\'') == {'ßodd': '"x\''}

# %%
assert parse_config('odd = "x\'é') == {'odd': '"x\'é'}

# %%
assert parse_config('greeting = "  hi  " é') == {'greeting': '"  hi  " é'}

# %%
assert parse_config('ß greeting = "  hi  "') == {'ß greeting': '  hi  '}

# %%
assert parse_config('"  ih  " = gniteerg"  ih  " = gniteerg') == {'"  ih  "': 'gniteerg"  ih  " = gniteerg'}

# %%
assert parse_config('reeting = "  Hi  "') == {'reeting': '  Hi  '}

# %%
assert parse_config('GREETING = "  HI  ') == {'GREETING': '"  HI'}

# %%
assert parse_config('REETING = "  HI  "') == {'REETING': '  HI  '}

# %%
assert parse_config('"    ih    "  =  gniteerg') == {'"    ih    "': 'gniteerg'}

# %%
assert parse_config(' "  ih  " = gniteerg') == {'"  ih  "': 'gniteerg'}

# %%
assert parse_config('greeting = "  hi  "0greeting = "  hi  "0') == {'greeting': '"  hi  "0greeting = "  hi  "0'}

# %%
assert parse_config('0"  ih  " = gniteerg') == {'0"  ih  "': 'gniteerg'}

# %%
assert parse_config("path    =    'C:\\temp'") == {'path': 'C:\\temp'}

# %%
assert parse_config("pmet\\:C' = htap") == {"pmet\\:C'": 'htap'}

# %%
assert parse_config("'pmet\\:C' = hta") == {"'pmet\\:C'": 'hta'}

# %%
assert parse_config("  path = 'C:\\temp'") == {'path': 'C:\\temp'}

# %%
assert parse_config("PATH = 'c:\\TEMP' ") == {'PATH': 'c:\\TEMP'}

# %%
assert parse_config("path  =  'C:\\temp'  ") == {'path': 'C:\\temp'}

# %%
assert parse_config("Sspath = 'C:\\Temp'") == {'Sspath': 'C:\\Temp'}

# %%
assert parse_config("PATH = 'c:\\TEMP'0") == {'PATH': "'c:\\TEMP'0"}

# %%
assert parse_config("PATH = 'C:\\TEMP'É") == {'PATH': "'C:\\TEMP'É"}

# %%
assert parse_config("PATH = '") == {'PATH': "'"}

# %%
assert parse_config("Path = 'C:\\Temp' ") == {'Path': 'C:\\Temp'}

# %%
assert parse_config("path = 'c:\\temp'path = 'c:\\temp'") == {'path': "c:\\temp'path = 'c:\\temp"}

# %%
assert parse_config("ppath = 'c:\\temp'") == {'ppath': 'c:\\temp'}

# %%
assert parse_config('"" = ytpme0') == {'""': 'ytpme0'}

# %%
assert parse_config('"" = ytpme"" = ytpme') == {'""': 'ytpme"" = ytpme'}

# %%
assert parse_config(' mpty = ""') == {'mpty': ''}

# %%
assert parse_config('ßßempty = ""') == {'ßßempty': ''}

# %%
assert parse_config('" = ytpme') == {'"': 'ytpme'}

# %%
assert parse_config('empty = "" 0') == {'empty': '"" 0'}

# %%
assert parse_config(' empty = "" ') == {'empty': ''}

# %%
assert parse_config('odd  =  "x\'0') == {'odd': '"x\'0'}

# %%
assert parse_config('\'x" = ddo ') == {'\'x"': 'ddo'}

# %%
assert parse_config(' odd = "x\' ') == {'odd': '"x\''}

# %%
assert parse_config(' oodd = "x\'') == {'oodd': '"x\''}

# %%
assert parse_config('ßodd  =  "x\'') == {'ßodd': '"x\''}

# %%
assert parse_config('odd  =  "x\' ') == {'odd': '"x\''}

# %%
assert parse_config('ODD = "X\' ') == {'ODD': '"X\''}

# %%
assert parse_config('odd = "x\' é') == {'odd': '"x\' é'}

# %%
assert parse_config('\'X" = ddO') == {'\'X"': 'ddO'}

# %%
assert parse_config('Odd = "X\'é') == {'Odd': '"X\'é'}

# %%
assert parse_config('ddd = "x\'') == {'ddd': '"x\''}

# %%
assert parse_config('odd =') == {'odd': ''}

# %%
assert parse_config('\'X" = DDO') == {'\'X"': 'DDO'}
