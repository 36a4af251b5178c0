# %%
assert parse_config('greeting = "  hi  "') == {'greeting': '  hi  '}

# %%
assert parse_config("path = 'C:\\temp'") == {'path': 'C:\\temp'}

# %%
assert parse_config('empty = ""') == {'empty': ''}

# %%
assert parse_config('odd = "x\'') == {'odd': '"x\''}
