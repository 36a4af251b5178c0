# %%
assert parse_csv_line('') == []

# %%
assert parse_csv_line('\n') == []

# %%
assert parse_csv_line('a,b\n') == ['a', 'b']

# %%
assert parse_csv_line('a,"b"\r\n') == ['a', 'b']
