# %%
assert parse_config('\ufeffa = x\r\nb = y\r\n') == {'a': 'x', 'b': 'y'}

# %%
assert parse_config('\ufeff# only a comment') == {}
