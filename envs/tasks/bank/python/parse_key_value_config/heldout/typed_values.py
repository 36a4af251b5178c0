# %%
assert parse_config('HOST = EXAMPLE.COM\nPORT=8080\n') == {'HOST': 'EXAMPLE.COM', 'PORT': 8080}

# %%
assert parse_config('') == {}

# %%
assert parse_config('host = example.com\nport=8080\nhost = example.com\nport=8080\n') == {'host': 'example.com', 'port': 8080}

# %%
assert parse_config('ßhost = example.com\nport=8080\n') == {'ßhost': 'example.com', 'port': 8080}

# %%
assert parse_config('Host = Example.Com\nPort=8080\n') == {'Host': 'Example.Com', 'Port': 8080}

# %%
assert parse_config('ost = example.com\nport=8080\n') == {'ost': 'example.com', 'port': 8080}

# %%
assert parse_config('host = example.com\nport=8080\n ') == {'host': 'example.com', 'port': 8080}

# %%
assert parse_config('host  =  example.com\nport=8080\n') == {'host': 'example.com', 'port': 8080}

# %%
assert parse_config(' host = example.com\nport=8080\n') == {'host': 'example.com', 'port': 8080}

# %%
assert parse_config('host = example.com\nport=8080') == {'host': 'example.com', 'port': 8080}

# %%
assert parse_config('\n0808=trop\nmoc.elpmaxe = tsoh') == {'0808': 'trop', 'moc.elpmaxe': 'tsoh'}

# %%
assert parse_config('host = example') == {'host': 'example'}

# %%
assert parse_config('hhost = example.com\nport=8080\n') == {'hhost': 'example.com', 'port': 8080}

# %%
assert parse_config('debug = TRUE\nverbose=falseé') == {'debug': True, 'verbose': 'falseé'}

# %%
assert parse_config('debug = TRUE\nverbose=falsedebug = TRUE\nverbose=false') == {'debug': True, 'verbose': False}

# %%
assert parse_config('eslaf=esobrev\nEURT = gubed') == {'eslaf': 'esobrev', 'EURT': 'gubed'}

# %%
assert parse_config('debug = true\nverbose=false') == {'debug': True, 'verbose': False}

# %%
assert parse_config('debug = TRUE\nverbose=false0') == {'debug': True, 'verbose': 'false0'}

# %%
assert parse_config('debug = TRUE\n') == {'debug': True}

# %%
assert parse_config('ddebug = TRUE\nverbose=false') == {'ddebug': True, 'verbose': False}

# %%
assert parse_config('Debug = True\nVerbose=False') == {'Debug': True, 'Verbose': False}

# %%
assert parse_config('debug = TRUE\nverbose=false ') == {'debug': True, 'verbose': False}

# %%
assert parse_config('ebug = TRUE\nverbose=false') == {'ebug': True, 'verbose': False}

# %%
assert parse_config('DEBUG = TRUE\nVERBOSE=FALSE') == {'DEBUG': True, 'VERBOSE': False}

# %%
assert parse_config('debug = TRUE\nverbose=fals') == {'debug': True, 'verbose': 'fals'}

# %%
assert parse_config(' debug = TRUE\nverbose=false') == {'debug': True, 'verbose': False}

# %%
assert parse_config('DEBUG = true\nVERBOSE=FALSE') == {'DEBUG': True, 'VERBOSE': False}

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
assert parse_config('OFFSET = -3\nZIP = "01234"') == {'OFFSET': -3, 'ZIP': '01234'}

# %%
assert parse_config('ßoffset = -3\nzip = "01234"') == {'ßoffset': -3, 'zip': '01234'}

# %%
assert parse_config('offset  =  -3\nzip  =  "01234"') == {'offset': -3, 'zip': '01234'}

# %%
assert parse_config('offset = -3\nzip = "01234"offset = -3\nzip = "01234"') == {'offset': -3, 'zip': '01234'}

# %%
assert parse_config('offset = -3\nzip = "01234" ') == {'offset': -3, 'zip': '01234'}

# %%
assert parse_config('Offset = -3\nZip = "01234"') == {'Offset': -3, 'Zip': '01234'}

# %%
assert parse_config('v = 1.5\nw = 12a\nx = -v = 1.5\nw = 12a\nx = -') == {'v': '1.5', 'w': '12a', 'x': '-'}

# %%
assert parse_config('ßv = 1.5\nw = 12a\nx = -') == {'ßv': '1.5', 'w': '12a', 'x': '-'}

# %%
assert parse_config('v  =  1.5\nw  =  12a\nx  =  -') == {'v': '1.5', 'w': '12a', 'x': '-'}

# %%
assert parse_config('- = x\na21 = w\n5.1 = v') == {'-': 'x', 'a21': 'w', '5.1': 'v'}

# %%
assert parse_config('v = 1.5\nw = 12a\nx = ') == {'v': '1.5', 'w': '12a', 'x': ''}

# %%
assert parse_config('V = 1.5\nW = 12A\nX = -') == {'V': '1.5', 'W': '12A', 'X': '-'}

# %%
assert parse_config(' v = 1.5\nw = 12a\nx = -') == {'v': '1.5', 'w': '12a', 'x': '-'}

# %%
assert parse_config('v = 1.5\nw = 12a\nx = -é') == {'v': '1.5', 'w': '12a', 'x': '-é'}

# %%
assert parse_config('v = 1.5\nw = 12a\nx = -0') == {'v': '1.5', 'w': '12a', 'x': 0}

# %%
assert parse_config('vv = 1.5\nw = 12a\nx = -') == {'vv': '1.5', 'w': '12a', 'x': '-'}

# %%
assert parse_config('v = 1.5\nw = 12a\nx = - ') == {'v': '1.5', 'w': '12a', 'x': '-'}

# %%
assert type(parse_config('flag = true ')['flag']) is bool

# %%
assert type(parse_config(' flag = true')['flag']) is bool

# %%
assert type(parse_config('flag  =  true')['flag']) is bool
