# %%
assert parse_config('\ufeffa = x\r\nb = y\r\n') == {'a': 'x', 'b': 'y'}

# %% held-out
assert parse_config('\ufeff# only a comment') == {}
