# %%
assert parse_csv_line('0') == ['0']

# %%
assert parse_csv_line('é') == ['é']

# %%
assert parse_csv_line('ß') == ['ß']

# %%
assert parse_csv_line('ß\n') == ['ß']

# %%
assert parse_csv_line('a') == ['a']

# %%
assert parse_csv_line('a,') == ['a', '']

# %%
assert parse_csv_line('ßa,b\n') == ['ßa', 'b']

# %%
assert parse_csv_line(',b\n') == ['', 'b']

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

# %%
assert parse_csv_line('0é') == ['0é']

# %%
assert parse_csv_line('ß0') == ['ß0']

# %%
assert parse_csv_line('0 ') == ['0 ']

# %%
assert parse_csv_line('é0') == ['é0']

# %%
assert parse_csv_line('é ') == ['é ']

# %%
assert parse_csv_line('ßé') == ['ßé']

# %%
assert parse_csv_line(' é') == [' é']

# %%
assert parse_csv_line('  ') == ['  ']

# %%
assert parse_csv_line(' ß') == [' ß']

# %%
assert parse_csv_line('ßß') == ['ßß']

# %%
assert parse_csv_line('SS') == ['SS']

# %%
assert parse_csv_line(' \n\n') == [' ']

# %%
assert parse_csv_line('\n\n\n\n') == []

# %%
assert parse_csv_line(' ß\n') == [' ß']

# %%
assert parse_csv_line('Ss\n') == ['Ss']

# %%
assert parse_csv_line('ßß\n') == ['ßß']

# %%
assert parse_csv_line('SS\n') == ['SS']

# %%
assert parse_csv_line('ß \n') == ['ß ']

# %%
assert parse_csv_line('  \n') == ['  ']

# %%
assert parse_csv_line('ß a,b\n') == ['ß a', 'b']

# %%
assert parse_csv_line(' a,b') == [' a', 'b']

# %%
assert parse_csv_line(' A,B\n') == [' A', 'B']

# %%
assert parse_csv_line('aa') == ['aa']

# %%
assert parse_csv_line('aé') == ['aé']

# %%
assert parse_csv_line('a ') == ['a ']

# %%
assert parse_csv_line('a,a,') == ['a', 'a', '']

# %%
assert parse_csv_line('ßa,') == ['ßa', '']

# %%
assert parse_csv_line(',a') == ['', 'a']

# %%
assert parse_csv_line('a,é') == ['a', 'é']

# %%
assert parse_csv_line('a, ') == ['a', ' ']

# %%
assert parse_csv_line('A,') == ['A', '']

# %%
assert parse_csv_line('aa,') == ['aa', '']

# %%
assert parse_csv_line(' a,') == [' a', '']

# %%
assert parse_csv_line(',') == ['', '']

# %%
assert parse_csv_line('a,0') == ['a', '0']

# %%
assert parse_csv_line('A,B') == ['A', 'B']

# %%
assert parse_csv_line('AA,B\n') == ['AA', 'B']

# %%
assert parse_csv_line('Ssa,B\n') == ['Ssa', 'B']

# %%
assert parse_csv_line('SSA,B\n') == ['SSA', 'B']

# %%
assert parse_csv_line('ßa,b') == ['ßa', 'b']

# %%
assert parse_csv_line('aaa,b\n') == ['aaa', 'b']

# %%
assert parse_csv_line('Aa,B\n') == ['Aa', 'B']

# %%
assert parse_csv_line(' aa,b\n') == [' aa', 'b']

# %%
assert parse_csv_line('ßaa,b\n') == ['ßaa', 'b']

# %%
assert parse_csv_line(' ,b\n') == [' ', 'b']

# %%
assert parse_csv_line(',B\n') == ['', 'B']

# %%
assert parse_csv_line(',,b\n') == ['', '', 'b']

# %%
assert parse_csv_line('b\n') == ['b']

# %%
assert parse_csv_line(',b') == ['', 'b']

# %%
assert parse_csv_line('a,b ') == ['a', 'b ']

# %%
assert parse_csv_line('a,b0') == ['a', 'b0']

# %%
assert parse_csv_line('ßA,"B"\r\n') == ['ßA', 'B']

# %%
assert parse_csv_line('SSA,"B"\r\n') == ['SSA', 'B']

# %%
assert parse_csv_line(' ßa,"b"\r\n') == [' ßa', 'b']

# %%
assert parse_csv_line('ßßa,"b"\r\n') == ['ßßa', 'b']

# %%
assert parse_csv_line(' A,"B"\r\n') == [' A', 'B']

# %%
assert parse_csv_line('ß a,"b"\r\n') == ['ß a', 'b']

# %%
assert parse_csv_line(',"b"\r') == ['', 'b']

# %%
assert parse_csv_line('a,"b"') == ['a', 'b']

# %%
assert parse_csv_line('aa,"b"\r') == ['aa', 'b']

# %%
assert parse_csv_line('Aa,"B"\r\n') == ['Aa', 'B']

# %%
assert parse_csv_line(' aa,"b"\r\n') == [' aa', 'b']

# %%
assert parse_csv_line('"b"\r\n') == ['b']

# %%
assert parse_csv_line(',,"b"\r\n') == ['', '', 'b']

# %%
assert parse_csv_line(' ,"b"\r\n') == [' ', 'b']

# %%
assert parse_csv_line('ß,"b"\r\n') == ['ß', 'b']
