# %%
assert parse_config('HOST = EXAMPLE.COM\nPORT=8080\n') == {'HOST': 'EXAMPLE.COM', 'PORT': '8080'}

# %%
assert parse_config('host = example.com\nport=8080\n ') == {'host': 'example.com', 'port': '8080'}

# %%
assert parse_config('ost = example.com\nport=8080\n') == {'ost': 'example.com', 'port': '8080'}

# %%
assert parse_config('host = example.com\nport=8080\nhost = example.com\nport=8080\n') == {'host': 'example.com', 'port': '8080'}

# %%
assert parse_config('Host = Example.Com\nPort=8080\n') == {'Host': 'Example.Com', 'Port': '8080'}

# %%
assert parse_config('host = example') == {'host': 'example'}

# %%
assert parse_config('hhost = example.com\nport=8080\n') == {'hhost': 'example.com', 'port': '8080'}

# %%
assert parse_config('ßhost = example.com\nport=8080\n') == {'ßhost': 'example.com', 'port': '8080'}

# %%
assert parse_config(' # comment\n\n  name =  Bob  ') == {'name': 'Bob'}

# %%
assert parse_config('# COMMENT\n\n  NAME =  bOB  ') == {'NAME': 'bOB'}

# %%
assert parse_config('# comment\n\n  name =  Bob ') == {'name': 'Bob'}

# %%
assert parse_config('url = http://x/?a=bé') == {'url': 'http://x/?a=bé'}

# %%
assert parse_config('url = http://x/?a=') == {'url': 'http://x/?a='}

# %%
assert parse_config('URL = HTTP://X/?A=B') == {'URL': 'HTTP://X/?A=B'}

# %%
assert parse_config('url = http://x/?a=b0') == {'url': 'http://x/?a=b0'}

# %%
assert parse_config('ßurl = http://x/?a=b') == {'ßurl': 'http://x/?a=b'}

# %%
assert parse_config('b=a?/x//:ptth = lru') == {'b': 'a?/x//:ptth = lru'}

# %%
assert parse_config('url = http://x/?a=burl = http://x/?a=b') == {'url': 'http://x/?a=burl = http://x/?a=b'}

# %%
assert parse_config('url = htt') == {'url': 'htt'}

# %%
assert parse_config(' ') == {}

# %%
assert parse_config('ßHOST = EXAMPLE.COM\nPORT=8080\n') == {'ßHOST': 'EXAMPLE.COM', 'PORT': '8080'}

# %%
assert parse_config('0808=trop\nmoc.elpmaxe = tsoh') == {'0808': 'trop', 'moc.elpmaxe': 'tsoh'}

# %%
assert parse_config('\n\n0808=trop\nmoc.elpmaxe = tsoh') == {'0808': 'trop', 'moc.elpmaxe': 'tsoh'}

# %%
assert parse_config('ost  =  example.com\nport=8080\n') == {'ost': 'example.com', 'port': '8080'}

# %%
assert parse_config('host  =  example.com\nport=8080\nhost  =  example.com\nport=8080\n') == {'host': 'example.com', 'port': '8080'}

# %%
assert parse_config('host = example.') == {'host': 'example.'}

# %%
assert parse_config('Host = Example.Com\nPort=8080\n ') == {'Host': 'Example.Com', 'Port': '8080'}

# %%
assert parse_config('ost = example.com\nport=8080\n ') == {'ost': 'example.com', 'port': '8080'}

# %%
assert parse_config('Ost = Example.Com\nPort=8080\n') == {'Ost': 'Example.Com', 'Port': '8080'}

# %%
assert parse_config('ost = example.com\nport=8080') == {'ost': 'example.com', 'port': '8080'}

# %%
assert parse_config(' HOST = EXAMPLE.COM\nPORT=8080\n') == {'HOST': 'EXAMPLE.COM', 'PORT': '8080'}

# %%
assert parse_config(' host = example') == {'host': 'example'}

# %%
assert parse_config('Host = Example.Com\nPort=8080\nHost = Example.Com\nPort=8080\n') == {'Host': 'Example.Com', 'Port': '8080'}

# %%
assert parse_config('ost = example.com\nport=8080\nhost = example.com\nport=8080\n') == {'ost': 'example.com', 'port': '8080', 'host': 'example.com'}

# %%
assert parse_config('HHost = Example.Com\nPort=8080\n') == {'HHost': 'Example.Com', 'Port': '8080'}

# %%
assert parse_config('elpmaxe = tsoh') == {'elpmaxe': 'tsoh'}

# %%
assert parse_config('hhost  =  example.com\nport=8080\n') == {'hhost': 'example.com', 'port': '8080'}

# %%
assert parse_config('ßhhost = example.com\nport=8080\n') == {'ßhhost': 'example.com', 'port': '8080'}

# %%
assert parse_config('SSHOST = EXAMPLE.COM\nPORT=8080\n') == {'SSHOST': 'EXAMPLE.COM', 'PORT': '8080'}

# %%
assert parse_config(' ßhost = example.com\nport=8080\n') == {'ßhost': 'example.com', 'port': '8080'}

# %%
assert parse_config('# comment\n\n  name =  Bob  0 ') == {'name': 'Bob  0'}

# %%
assert parse_config('# comment\n\n  name =  Bob   é') == {'name': 'Bob   é'}

# %%
assert parse_config('# comment\n\n  name =  bob   ') == {'name': 'bob'}

# %%
assert parse_config('## comment\n\n  name =  Bob   ') == {'name': 'Bob'}

# %%
assert parse_config('# COMMENT\n\n  ') == {}

# %%
assert parse_config(' ## comment\n\n  name =  Bob  ') == {'name': 'Bob'}

# %%
assert parse_config(' # COMMENT\n\n  NAME =  BOB  ') == {'NAME': 'BOB'}

# %%
assert parse_config(' # comment\n\n ') == {}

# %%
assert parse_config('# COMMENT\n\n  NAME =  bOB  # COMMENT\n\n  NAME =  bOB  ') == {'NAME': 'bOB'}

# %%
assert parse_config('# comment\n\n  name =  Bob # comment\n\n  name =  Bob ') == {'name': 'Bob'}

# %%
assert parse_config('# Comment\n\n  Name =  Bob ') == {'Name': 'Bob'}

# %%
assert parse_config('# Comment\n\n  Name =  Bob  É') == {'Name': 'Bob  É'}

# %%
assert parse_config('# comment\n\n  name =  Bob  # comment\n\n  name =  Bob   ') == {'name': 'Bob'}

# %%
assert parse_config('#  comment\n\n    name  =    Bob    #  comment\n\n    name  =    Bob    ') == {'name': 'Bob'}

# %%
assert parse_config('# COMMENT\n\n  NAME =  BOB   ') == {'NAME': 'BOB'}

# %%
assert parse_config('# COMMENT\n\n  NAME =  BOB  é') == {'NAME': 'BOB  é'}

# %%
assert parse_config('#  comment\n\n    name  =    Bob    é') == {'name': 'Bob    é'}

# %%
assert parse_config('Url = Http://X/?A=B0') == {'Url': 'Http://X/?A=B0'}

# %%
assert parse_config('B=A?/X//:pttH = lrU') == {'B': 'A?/X//:pttH = lrU'}

# %%
assert parse_config('url = http') == {'url': 'http'}

# %%
assert parse_config('url = http://x/?a= ') == {'url': 'http://x/?a='}

# %%
assert parse_config('Url = Http://X/?A=') == {'Url': 'Http://X/?A='}

# %%
assert parse_config(' url = http://x/?a=b ') == {'url': 'http://x/?a=b'}

# %%
assert parse_config(' uurl = http://x/?a=b') == {'uurl': 'http://x/?a=b'}

# %%
assert parse_config('uurl = htt') == {'uurl': 'htt'}

# %%
assert parse_config('url  =  http://x/?a=b0') == {'url': 'http://x/?a=b0'}

# %%
assert parse_config('URL  =  HTTP://X/?A=B') == {'URL': 'HTTP://X/?A=B'}

# %%
assert parse_config('url  =  ht') == {'url': 'ht'}

# %%
assert parse_config('ßurl = http://x/?a=b0') == {'ßurl': 'http://x/?a=b0'}

# %%
assert parse_config('Ssurl = Http://X/?A=B') == {'Ssurl': 'Http://X/?A=B'}

# %%
assert parse_config('ßurl = http://x/?a=b ') == {'ßurl': 'http://x/?a=b'}

# %%
assert parse_config('b=a?/x//:ptth = lru ') == {'b': 'a?/x//:ptth = lru'}

# %%
assert parse_config('url = http://x/?a=burl = http://x/?a=') == {'url': 'http://x/?a=burl = http://x/?a='}

# %%
assert parse_config('URL = HTTP://X/?A=BURL = HTTP://X/?A=B') == {'URL': 'HTTP://X/?A=BURL = HTTP://X/?A=B'}

# %%
assert parse_config('url  =  http://x/?a=burl  =  http://x/?a=b') == {'url': 'http://x/?a=burl  =  http://x/?a=b'}

# %%
assert parse_config('b=a?/x//:ptth = lr') == {'b': 'a?/x//:ptth = lr'}

# %%
assert parse_config('rl = htt') == {'rl': 'htt'}

# %%
assert parse_config(' url = htt') == {'url': 'htt'}

# %%
assert parse_config('url  =  htt') == {'url': 'htt'}

# %%
assert parse_config('  ') == {}
