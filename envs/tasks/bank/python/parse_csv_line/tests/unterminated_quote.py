# %%
try:
    parse_csv_line('a,"bc')
except ValueError as e:
    assert str(e) == 'unterminated quoted field'
else:
    raise AssertionError('no ValueError for an open quote')

# %% held-out
try:
    parse_csv_line('"')
except ValueError as e:
    assert str(e) == 'unterminated quoted field'
else:
    raise AssertionError('no ValueError for a lone quote')
