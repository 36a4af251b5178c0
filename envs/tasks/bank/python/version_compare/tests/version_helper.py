# %%
assert parse_version(' v1.02.3') == (1, 2, 3)

# %% held-out
assert parse_version('7') == (7,)

# %% held-out
try:
    parse_version('x')
except ValueError as e:
    assert str(e) == "invalid version: 'x'"
else:
    raise AssertionError('no ValueError from parse_version')
