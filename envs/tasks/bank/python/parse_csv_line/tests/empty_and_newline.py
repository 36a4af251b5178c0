# %%
assert parse_csv_line('') == []

# %% held-out
assert parse_csv_line('\n') == []

# %% held-out
assert parse_csv_line('a,b\n') == ['a', 'b']

# %% held-out
assert parse_csv_line('a,"b"\r\n') == ['a', 'b']
