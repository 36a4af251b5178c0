# %%
assert parse_csv_line('a,b,c') == ['a', 'b', 'c']

# %% held-out
assert parse_csv_line('a,"b,c",d') == ['a', 'b,c', 'd']

# %% held-out
assert parse_csv_line('"say ""hi""",x') == ['say "hi"', 'x']

# %% held-out
assert parse_csv_line('a,,b') == ['a', '', 'b']

# %% held-out
assert parse_csv_line(' a , b ') == [' a ', ' b ']
