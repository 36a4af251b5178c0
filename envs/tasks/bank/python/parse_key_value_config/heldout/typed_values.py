# %%
assert parse_config('') == {}

# %%
assert parse_config('host = example.com\nport=8080\nhost = example.com\nport=8080\n') == {'host': 'example.com', 'port': 8080}

# %%
assert parse_config('ßhost = example.com\nport=8080\n') == {'ßhost': 'example.com', 'port': 8080}

# %%
assert parse_config('ost = example.com\nport=8080\n') == {'ost': 'example.com', 'port': 8080}

# %%
assert parse_config('host = example.com\nport=8080\n ') == {'host': 'example.com', 'port': 8080}

# %%
assert parse_config('host  =  example.com\nport=8080\n') == {'host': 'example.com', 'port': 8080}

# %%
assert parse_config('host = example') == {'host': 'example'}

# %%
assert parse_config('debug = TRUE\nverbose=falseé') == {'debug': True, 'verbose': 'falseé'}

# %%
assert parse_config('debug = TRUE\nverbose=falsedebug = TRUE\nverbose=false') == {'debug': True, 'verbose': False}

# %%
assert parse_config('debug = true\nverbose=false') == {'debug': True, 'verbose': False}

# %%
assert parse_config('debug = TRUE\nverbose=false0') == {'debug': True, 'verbose': 'false0'}

# %%
assert parse_config('ddebug = TRUE\nverbose=false') == {'ddebug': True, 'verbose': False}

# %%
assert parse_config('Debug = True\nVerbose=False') == {'Debug': True, 'Verbose': False}

# %%
assert parse_config('debug = TRUE\nverbose=false ') == {'debug': True, 'verbose': False}

# %%
assert parse_config('DEBUG = TRUE\nVERBOSE=FALSE') == {'DEBUG': True, 'VERBOSE': False}

# %%
assert parse_config(' debug = TRUE\nverbose=false') == {'debug': True, 'verbose': False}

# %%
assert parse_config('debug  =  TRUE\nverbose=false') == {'debug': True, 'verbose': False}

# %%
assert parse_config('ßdebug = TRUE\nverbose=false') == {'ßdebug': True, 'verbose': False}

# %%
assert parse_config('ooffset = -3\nzip = "01234"') == {'ooffset': -3, 'zip': '01234'}

# %%
assert parse_config(' offset = -3\nzip = "01234"') == {'offset': -3, 'zip': '01234'}

# %%
assert parse_config('"43210" = piz\n3- = tesffo') == {'"43210"': 'piz', '3-': 'tesffo'}

# %%
assert parse_config('ffset = -3\nzip = "01234"') == {'ffset': -3, 'zip': '01234'}

# %%
assert parse_config('offset = -3\n') == {'offset': -3}

# %%
assert parse_config('ßoffset = -3\nzip = "01234"') == {'ßoffset': -3, 'zip': '01234'}

# %%
assert parse_config('offset  =  -3\nzip  =  "01234"') == {'offset': -3, 'zip': '01234'}

# %%
assert parse_config('offset = -3\nzip = "01234"offset = -3\nzip = "01234"') == {'offset': -3, 'zip': '01234'}

# %%
assert parse_config('offset = -3\nzip = "01234" ') == {'offset': -3, 'zip': '01234'}

# %%
assert parse_config('ßv = 1.5\nw = 12a\nx = -') == {'ßv': '1.5', 'w': '12a', 'x': '-'}

# %%
assert parse_config('v = 1.5\nw = 12a\nx = ') == {'v': '1.5', 'w': '12a', 'x': ''}

# %%
assert parse_config('v = 1.5\nw = 12a\nx = -é') == {'v': '1.5', 'w': '12a', 'x': '-é'}

# %%
assert parse_config('vv = 1.5\nw = 12a\nx = -') == {'vv': '1.5', 'w': '12a', 'x': '-'}

# %%
assert parse_config('v = 1.5\nw = 12a\nx = - ') == {'v': '1.5', 'w': '12a', 'x': '-'}

# %%
assert type(parse_config(' flag = true')['flag']) is bool

# %%
assert parse_config(' HOST = EXAMPLE.COM\nPORT=8080\n') == {'HOST': 'EXAMPLE.COM', 'PORT': 8080}

# %%
assert parse_config('ßost = example.com\nport=8080\n') == {'ßost': 'example.com', 'port': 8080}

# %%
assert parse_config('HOST = EXAMPLE.COM\nPORT=8080\n ') == {'HOST': 'EXAMPLE.COM', 'PORT': 8080}

# %%
assert parse_config('host = example.') == {'host': 'example.'}

# %%
assert parse_config('host  =  example.com\nport=8080\nhost  =  example.com\nport=8080\n') == {'host': 'example.com', 'port': 8080}

# %%
assert parse_config(' host = example.com\nport=8080') == {'host': 'example.com', 'port': 8080}

# %%
assert parse_config('\n0808=trop\nmoc.elpmaxe  =  tsoh') == {'0808': 'trop', 'moc.elpmaxe': 'tsoh'}

# %%
assert parse_config('host = examplehost = example') == {'host': 'examplehost = example'}

# %%
assert parse_config('host = ') == {'host': ''}

# %%
assert parse_config(' hhost = example.com\nport=8080\n') == {'hhost': 'example.com', 'port': 8080}

# %%
assert parse_config('debug  =  TRUE\nverbose=falseé') == {'debug': True, 'verbose': 'falseé'}

# %%
assert parse_config('debug = TRUE\nverbose=falsedebug = TRUE\nverbose=fals') == {'debug': True, 'verbose': 'fals'}

# %%
assert parse_config('eslaf=esobrev\nEURT = gube') == {'eslaf': 'esobrev', 'EURT': 'gube'}

# %%
assert parse_config('ebug = true\nverbose=false') == {'ebug': True, 'verbose': False}

# %%
assert parse_config('debug = TRUE') == {'debug': True}

# %%
assert parse_config('ddebug = TRUE\nverbose=false ') == {'ddebug': True, 'verbose': False}

# %%
assert parse_config('Debug = True\nVerbose=Fals') == {'Debug': True, 'Verbose': 'Fals'}

# %%
assert parse_config(' debug = TRUE\nverbose=false ') == {'debug': True, 'verbose': False}

# %%
assert parse_config('Debug = True\nVerbose=False ') == {'Debug': True, 'Verbose': False}

# %%
assert parse_config('ebug = TRUE\nverbose=falseé') == {'ebug': True, 'verbose': 'falseé'}

# %%
assert parse_config('ESLAF=ESOBREV\nEURT = GUBED') == {'ESLAF': 'ESOBREV', 'EURT': 'GUBED'}

# %%
assert parse_config('DEBUG = TRUE\nVERBOSE=FALSE0') == {'DEBUG': True, 'VERBOSE': 'FALSE0'}

# %%
assert parse_config('debug = TRUE\nverbose=fal') == {'debug': True, 'verbose': 'fal'}

# %%
assert parse_config('debug  =  TRUE\nverbose=fals') == {'debug': True, 'verbose': 'fals'}

# %%
assert parse_config(' DEBUG = true\nVERBOSE=FALSE') == {'DEBUG': True, 'VERBOSE': False}

# %%
assert parse_config('DEBUG  =  TRUE\nVERBOSE=FALSE') == {'DEBUG': True, 'VERBOSE': False}

# %%
assert parse_config('eslaf=esobrev\nEURT = gubedß') == {'eslaf': 'esobrev', 'EURT': 'gubedß'}

# %%
assert parse_config('ßdebug = true\nverbose=false') == {'ßdebug': True, 'verbose': False}

# %%
assert parse_config('  offset  =  -3\nzip  =  "01234"') == {'offset': -3, 'zip': '01234'}

# %%
assert parse_config('"43210" = piz\n3- = tesffo"43210" = piz\n3- = tesffo') == {'"43210"': 'piz', '3-': 'tesffo'}

# %%
assert parse_config('"43210" = PIZ\n3- = TESFFO') == {'"43210"': 'PIZ', '3-': 'TESFFO'}

# %%
assert parse_config('offset = -3') == {'offset': -3}

# %%
assert parse_config('ßoffset = -3\n') == {'ßoffset': -3}

# %%
assert parse_config(' ßv = 1.5\nw = 12a\nx = -') == {'ßv': '1.5', 'w': '12a', 'x': '-'}

# %%
assert parse_config('-  =  x\na21  =  w\n5.1  =  v') == {'-': 'x', 'a21': 'w', '5.1': 'v'}

# %%
assert parse_config('v = 1.5\nw = 12a\nx = 0') == {'v': '1.5', 'w': '12a', 'x': 0}

# %%
assert parse_config('V = 1.5\nW = 12A\nX = - ') == {'V': '1.5', 'W': '12A', 'X': '-'}

# %%
assert parse_config('V = 1.5\nW = 12A\nX = -V = 1.5\nW = 12A\nX = -') == {'V': '1.5', 'W': '12A', 'X': '-'}

# %%
assert parse_config(' V = 1.5\nW = 12A\nX = -') == {'V': '1.5', 'W': '12A', 'X': '-'}

# %%
assert parse_config(' ') == {}

# %%
assert parse_config('v = 1.5\nw =') == {'v': '1.5', 'w': ''}

# %%
assert parse_config('v = 1.5\nw = 12a\nx = -é ') == {'v': '1.5', 'w': '12a', 'x': '-é'}

# %%
assert parse_config('v = 1.5\nw = 12a\nx = -0v = 1.5\nw = 12a\nx = -0') == {'v': '1.5', 'w': '12a', 'x': 0}

# %%
assert parse_config('v = 1.5\nw = 12a\nx = -0 ') == {'v': '1.5', 'w': '12a', 'x': 0}

# %%
assert parse_config('vv = 1.5\nw = 12a\nx = ') == {'vv': '1.5', 'w': '12a', 'x': ''}

# %%
assert parse_config('v = 1.5\nw = 12a\nx = - v = 1.5\nw = 12a\nx = - ') == {'v': '1.5', 'w': '12a', 'x': '-'}

# %%
assert type(parse_config('flag    =    true')['flag']) is bool
