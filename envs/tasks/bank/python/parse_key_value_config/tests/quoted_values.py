# %%
assert parse_config('greeting = "  hi  "') == {'greeting': '  hi  '}

# %% held-out
assert parse_config("path = 'C:\\temp'") == {'path': 'C:\\temp'}

# %% held-out
assert parse_config('empty = ""') == {'empty': ''}

# %% held-out
assert parse_config('odd = "x\'') == {'odd': '"x\''}
