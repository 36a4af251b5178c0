# %%
assert parse_csv_line('a;"b;c";d', delimiter=';') == ['a', 'b;c', 'd']

# %% held-out
assert parse_csv_line('a,b', delimiter=';') == ['a,b']

# %% held-out
assert parse_csv_line('x\ty', delimiter='\t') == ['x', 'y']

# %% held-out
try:
    parse_csv_line('a::b', delimiter='::')
except ValueError as e:
    assert str(e) == 'delimiter must be one character'
else:
    raise AssertionError('no ValueError for a long delimiter')
