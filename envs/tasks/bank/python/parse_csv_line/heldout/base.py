# %%
assert parse_csv_line('a,b,cé') == ['a', 'b', 'cé']

# %%
assert parse_csv_line('a,b,c ') == ['a', 'b', 'c ']

# %%
assert parse_csv_line('A,B,C') == ['A', 'B', 'C']

# %%
assert parse_csv_line('a,b,') == ['a', 'b', '']

# %%
assert parse_csv_line('c,b,a') == ['c', 'b', 'a']

# %%
assert parse_csv_line('aa,b,c') == ['aa', 'b', 'c']

# %%
assert parse_csv_line('a') == ['a']

# %%
assert parse_csv_line(',b,c') == ['', 'b', 'c']

# %%
assert parse_csv_line(' a,b,c') == [' a', 'b', 'c']

# %%
assert parse_csv_line('ßa,b,c') == ['ßa', 'b', 'c']

# %%
assert parse_csv_line('a,b,ca,b,c') == ['a', 'b', 'ca', 'b', 'c']

# %%
assert parse_csv_line('a,b,c0') == ['a', 'b', 'c0']

# %%
assert parse_csv_line('a,') == ['a', '']

# %%
assert parse_csv_line('a,"b,c",d0') == ['a', 'b,c', 'd0']

# %%
assert parse_csv_line('aa,"b,c",d') == ['aa', 'b,c', 'd']

# %%
assert parse_csv_line('ßa,"b,c",d') == ['ßa', 'b,c', 'd']

# %%
assert parse_csv_line('a,"b,c",') == ['a', 'b,c', '']

# %%
assert parse_csv_line('a,"b,c",da,"b,c",d') == ['a', 'b,c', 'da', 'b,c', 'd']

# %%
assert parse_csv_line('d,"c,b",a') == ['d', 'c,b', 'a']

# %%
assert parse_csv_line(',"b,c",d') == ['', 'b,c', 'd']

# %%
assert parse_csv_line('a,"b,c",d ') == ['a', 'b,c', 'd ']

# %%
assert parse_csv_line(' a,"b,c",d') == [' a', 'b,c', 'd']

# %%
assert parse_csv_line('a,"b,c",dé') == ['a', 'b,c', 'dé']

# %%
assert parse_csv_line('A,"B,C",D') == ['A', 'B,C', 'D']

# %%
assert parse_csv_line('"say  ""hi""",x') == ['say  "hi"', 'x']

# %%
assert parse_csv_line('"SAY ""HI""",X') == ['SAY "HI"', 'X']

# %%
assert parse_csv_line('x,"""ih"" yas"') == ['x', '"ih" yas']

# %%
assert parse_csv_line('"Say ""Hi""",X') == ['Say "Hi"', 'X']

# %%
assert parse_csv_line('"say ""hi""",') == ['say "hi"', '']

# %%
assert parse_csv_line('"say ""hi""",xé') == ['say "hi"', 'xé']

# %%
assert parse_csv_line('"say ""hi""",x ') == ['say "hi"', 'x ']

# %%
assert parse_csv_line('"say ""hi""",x0') == ['say "hi"', 'x0']

# %%
assert parse_csv_line('ßa,,b') == ['ßa', '', 'b']

# %%
assert parse_csv_line('b,,a') == ['b', '', 'a']

# %%
assert parse_csv_line('a,,b ') == ['a', '', 'b ']

# %%
assert parse_csv_line('aa,,b') == ['aa', '', 'b']

# %%
assert parse_csv_line('a,,') == ['a', '', '']

# %%
assert parse_csv_line(' a,,b') == [' a', '', 'b']

# %%
assert parse_csv_line('a,,bé') == ['a', '', 'bé']

# %%
assert parse_csv_line('a,,ba,,b') == ['a', '', 'ba', '', 'b']

# %%
assert parse_csv_line(',,b') == ['', '', 'b']

# %%
assert parse_csv_line('a,,b0') == ['a', '', 'b0']

# %%
assert parse_csv_line('A,,B') == ['A', '', 'B']

# %%
assert parse_csv_line(' a , b é') == [' a ', ' b é']

# %%
assert parse_csv_line('a , b ') == ['a ', ' b ']

# %%
assert parse_csv_line(' a , b') == [' a ', ' b']

# %%
assert parse_csv_line('  a , b ') == ['  a ', ' b ']

# %%
assert parse_csv_line('  a  ,  b  ') == ['  a  ', '  b  ']

# %%
assert parse_csv_line('ß a , b ') == ['ß a ', ' b ']

# %%
assert parse_csv_line(' a , b  ') == [' a ', ' b  ']

# %%
assert parse_csv_line(' b , a ') == [' b ', ' a ']

# %%
assert parse_csv_line(' a ') == [' a ']

# %%
assert parse_csv_line(' a , b 0') == [' a ', ' b 0']

# %%
assert parse_csv_line(' ') == [' ']

# %%
assert parse_csv_line(' A , B ') == [' A ', ' B ']

# %%
assert parse_csv_line(' a , b  a , b ') == [' a ', ' b  a ', ' b ']
