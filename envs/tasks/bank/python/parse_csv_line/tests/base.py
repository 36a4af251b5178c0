# %%
assert parse_csv_line('a,b,c') == ['a', 'b', 'c']

# %%
assert parse_csv_line('a,"b,c",d') == ['a', 'b,c', 'd']

# %%
assert parse_csv_line('"say ""hi""",x') == ['say "hi"', 'x']

# %%
assert parse_csv_line('a,,b') == ['a', '', 'b']

# %%
assert parse_csv_line(' a , b ') == [' a ', ' b ']
