# %%
assert parse_config('host = example.com\nport=8080\n') == {'host': 'example.com', 'port': '8080'}

# %% held-out
assert parse_config('# comment\n\n  name =  Bob  ') == {'name': 'Bob'}

# %% held-out
assert parse_config('url = http://x/?a=b') == {'url': 'http://x/?a=b'}

# %% held-out
assert parse_config('') == {}
