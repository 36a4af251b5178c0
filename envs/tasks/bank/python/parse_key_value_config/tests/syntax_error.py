# %%
try:
    parse_config('a = x\nbogus')
except ValueError as e:
    assert str(e) == 'line 2: expected key = value'
else:
    raise AssertionError('no ValueError for a line without =')

# %% held-out
try:
    parse_config('# c\n\n = 3')
except ValueError as e:
    assert str(e) == 'line 3: expected key = value'
else:
    raise AssertionError('no ValueError for an empty key')
