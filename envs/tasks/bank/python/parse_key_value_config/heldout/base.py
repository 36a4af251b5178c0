# %%
assert parse_config('HOST = EXAMPLE.COM\nPORT=8080\n') == {'HOST': 'EXAMPLE.COM', 'PORT': '8080'}

# %%
assert parse_config('\n0808=trop\nmoc.elpmaxe = tsoh') == {'0808': 'trop', 'moc.elpmaxe': 'tsoh'}

# %%
assert parse_config('host  =  example.com\nport=8080\n') == {'host': 'example.com', 'port': '8080'}

# %%
assert parse_config('host = example.com\nport=8080\n ') == {'host': 'example.com', 'port': '8080'}

# %%
assert parse_config('ost = example.com\nport=8080\n') == {'ost': 'example.com', 'port': '8080'}

# %%
assert parse_config(' host = example.com\nport=8080\n') == {'host': 'example.com', 'port': '8080'}

# %%
assert parse_config('host = example.com\nport=8080') == {'host': 'example.com', 'port': '8080'}

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
assert parse_config('# comment\n\n  name =  Bob  0') == {'name': 'Bob  0'}

# %%
assert parse_config('# comment\n\n  name =  Bob   ') == {'name': 'Bob'}

# %%
assert parse_config('# comment\n\n  ') == {}

# %%
assert parse_config('## comment\n\n  name =  Bob  ') == {'name': 'Bob'}

# %%
assert parse_config(' # comment\n\n  name =  Bob  ') == {'name': 'Bob'}

# %%
assert parse_config('# COMMENT\n\n  NAME =  bOB  ') == {'NAME': 'bOB'}

# %%
assert parse_config('# comment\n\n  name =  Bob ') == {'name': 'Bob'}

# %%
assert parse_config('# comment\n\n  name =  Bob  é') == {'name': 'Bob  é'}

# %%
assert parse_config('#') == {}

# %%
assert parse_config('# comment\n\n  name =  bob  ') == {'name': 'bob'}

# %%
assert parse_config('# comment\n\n  name =  Bob  # comment\n\n  name =  Bob  ') == {'name': 'Bob'}

# %%
assert parse_config('# COMMENT\n\n  NAME =  BOB  ') == {'NAME': 'BOB'}

# %%
assert parse_config('#  comment\n\n    name  =    Bob    ') == {'name': 'Bob'}

# %%
assert parse_config('# Comment\n\n  Name =  Bob  ') == {'Name': 'Bob'}

# %%
assert parse_config('Url = Http://X/?A=B') == {'Url': 'Http://X/?A=B'}

# %%
assert parse_config('url = http://x/?a=bé') == {'url': 'http://x/?a=bé'}

# %%
assert parse_config(' url = http://x/?a=b') == {'url': 'http://x/?a=b'}

# %%
assert parse_config('url = http://x/?a=') == {'url': 'http://x/?a='}

# %%
assert parse_config('url = http://x/?a=b ') == {'url': 'http://x/?a=b'}

# %%
assert parse_config('URL = HTTP://X/?A=B') == {'URL': 'HTTP://X/?A=B'}

# %%
assert parse_config('uurl = http://x/?a=b') == {'uurl': 'http://x/?a=b'}

# %%
assert parse_config('url = http://x/?a=b0') == {'url': 'http://x/?a=b0'}

# %%
assert parse_config('url  =  http://x/?a=b') == {'url': 'http://x/?a=b'}

# %%
assert parse_config('ßurl = http://x/?a=b') == {'ßurl': 'http://x/?a=b'}

# %%
assert parse_config('b=a?/x//:ptth = lru') == {'b': 'a?/x//:ptth = lru'}

# %%
assert parse_config('url = http://x/?a=burl = http://x/?a=b') == {'url': 'http://x/?a=burl = http://x/?a=b'}

# %%
assert parse_config('rl = http://x/?a=b') == {'rl': 'http://x/?a=b'}

# %%
assert parse_config('url = htt') == {'url': 'htt'}

# %%
assert parse_config(' ') == {}
