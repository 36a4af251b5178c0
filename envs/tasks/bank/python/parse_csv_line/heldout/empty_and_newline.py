# %%
assert parse_csv_line('0') == ['0']

# %%
assert parse_csv_line('é') == ['é']

# %%
assert parse_csv_line(' ') == [' ']

# %%
assert parse_csv_line('ß') == ['ß']

# %%
assert parse_csv_line('\n\n') == []

# %%
assert parse_csv_line('ß\n') == ['ß']

# %%
assert parse_csv_line(' \n') == [' ']

# %%
assert parse_csv_line(' a,b\n') == [' a', 'b']

# %%
assert parse_csv_line('a') == ['a']

# %%
assert parse_csv_line('a,') == ['a', '']

# %%
assert parse_csv_line('A,B\n') == ['A', 'B']

# %%
assert parse_csv_line('ßa,b\n') == ['ßa', 'b']

# %%
assert parse_csv_line('aa,b\n') == ['aa', 'b']

# %%
assert parse_csv_line(',b\n') == ['', 'b']

# %%
assert parse_csv_line('a,b') == ['a', 'b']

# %%
assert parse_csv_line('A,"B"\r\n') == ['A', 'B']

# %%
assert parse_csv_line('ßa,"b"\r\n') == ['ßa', 'b']

# %%
assert parse_csv_line(' a,"b"\r\n') == [' a', 'b']

# %%
assert parse_csv_line('a,"b"\r') == ['a', 'b']

# %%
assert parse_csv_line('aa,"b"\r\n') == ['aa', 'b']

# %%
assert parse_csv_line(',"b"\r\n') == ['', 'b']
