# %%
assert parse_config('host = example.com\nport=8080\n') == {'host': 'example.com', 'port': 8080}

# %% held-out
assert parse_config('debug = TRUE\nverbose=false') == {'debug': True, 'verbose': False}

# %% held-out
assert parse_config('offset = -3\nzip = "01234"') == {'offset': -3, 'zip': '01234'}

# %% held-out
assert parse_config('v = 1.5\nw = 12a\nx = -') == {'v': '1.5', 'w': '12a', 'x': '-'}

# %% held-out
assert type(parse_config('flag = true')['flag']) is bool
