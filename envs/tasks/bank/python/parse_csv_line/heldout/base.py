# %%
assert parse_csv_line('a,b,cé') == ['a', 'b', 'cé']

# %%
assert parse_csv_line('a,b,c ') == ['a', 'b', 'c ']

# %%
assert parse_csv_line('A,B,C') == ['A', 'B', 'C']

# %%
assert parse_csv_line('a') == ['a']

# %%
assert parse_csv_line(',b,c') == ['', 'b', 'c']

# %%
assert parse_csv_line(' a,b,c') == [' a', 'b', 'c']

# %%
assert parse_csv_line('a,b,c0') == ['a', 'b', 'c0']

# %%
assert parse_csv_line('a,') == ['a', '']

# %%
assert parse_csv_line('a,"b,c",d0') == ['a', 'b,c', 'd0']

# %%
assert parse_csv_line('ßa,"b,c",d') == ['ßa', 'b,c', 'd']

# %%
assert parse_csv_line('a,"b,c",') == ['a', 'b,c', '']

# %%
assert parse_csv_line(',"b,c",d') == ['', 'b,c', 'd']

# %%
assert parse_csv_line('a,"b,c",d ') == ['a', 'b,c', 'd ']

# %%
assert parse_csv_line('A,"B,C",D') == ['A', 'B,C', 'D']

# %%
assert parse_csv_line('"say  ""hi""",x') == ['say  "hi"', 'x']

# %%
assert parse_csv_line('"SAY ""HI""",X') == ['SAY "HI"', 'X']

# %%
assert parse_csv_line('"say ""hi""",xé') == ['say "hi"', 'xé']

# %%
assert parse_csv_line('"say ""hi""",x0') == ['say "hi"', 'x0']

# %%
assert parse_csv_line('ßa,,b') == ['ßa', '', 'b']

# %%
assert parse_csv_line('b,,a') == ['b', '', 'a']

# %%
assert parse_csv_line('a,,b ') == ['a', '', 'b ']

# %%
assert parse_csv_line('a,,') == ['a', '', '']

# %%
assert parse_csv_line(' a,,b') == [' a', '', 'b']

# %%
assert parse_csv_line('A,,B') == ['A', '', 'B']

# %%
assert parse_csv_line(' a , b é') == [' a ', ' b é']

# %%
assert parse_csv_line('  a , b ') == ['  a ', ' b ']

# %%
assert parse_csv_line(' ') == [' ']

# %%
assert parse_csv_line(' A , B ') == [' A ', ' B ']

# %%
assert parse_csv_line('A,B,Cé') == ['A', 'B', 'Cé']

# %%
assert parse_csv_line(',b,') == ['', 'b', '']

# %%
assert parse_csv_line('c,b,a0') == ['c', 'b', 'a0']

# %%
assert parse_csv_line('c,b,aé') == ['c', 'b', 'aé']

# %%
assert parse_csv_line('ßaa,b,c') == ['ßaa', 'b', 'c']

# %%
assert parse_csv_line(',b,c,b,c') == ['', 'b', 'c', 'b', 'c']

# %%
assert parse_csv_line(' a,b,c a,b,c') == [' a', 'b', 'c a', 'b', 'c']

# %%
assert parse_csv_line('ßa,b,cé') == ['ßa', 'b', 'cé']

# %%
assert parse_csv_line('a,b,ca,b,cé') == ['a', 'b', 'ca', 'b', 'cé']

# %%
assert parse_csv_line('a,b,c0 ') == ['a', 'b', 'c0 ']

# %%
assert parse_csv_line('A,') == ['A', '']

# %%
assert parse_csv_line(',a') == ['', 'a']

# %%
assert parse_csv_line('a,"b,c",d0a,"b,c",d0') == ['a', 'b,c', 'd0a', 'b,c', 'd0']

# %%
assert parse_csv_line('ßßa,"b,c",d') == ['ßßa', 'b,c', 'd']

# %%
assert parse_csv_line(',"c,b",a') == ['', 'c,b', 'a']

# %%
assert parse_csv_line('A,"B,C",Da,"B,C",D') == ['A', 'B,C', 'Da', 'B,C', 'D']

# %%
assert parse_csv_line(' d,"c,b",a') == [' d', 'c,b', 'a']

# %%
assert parse_csv_line('d,"c,b",') == ['d', 'c,b', '']

# %%
assert parse_csv_line(',"b,c",d,"b,c",d') == ['', 'b,c', 'd', 'b,c', 'd']

# %%
assert parse_csv_line(' a,"b,c",d a,"b,c",d') == [' a', 'b,c', 'd a', 'b,c', 'd']

# %%
assert parse_csv_line(' A,"B,C",D') == [' A', 'B,C', 'D']

# %%
assert parse_csv_line('ßa,"b,c",dé') == ['ßa', 'b,c', 'dé']

# %%
assert parse_csv_line('"SAY ""HI""",X ') == ['SAY "HI"', 'X ']

# %%
assert parse_csv_line('X,"""IH"" YAS"') == ['X', '"IH" YAS']

# %%
assert parse_csv_line(',"""ih"" yas"') == ['', '"ih" yas']

# %%
assert parse_csv_line('éx,"""ih"" yas"') == ['éx', '"ih" yas']

# %%
assert parse_csv_line('"say ""hi""",x  ') == ['say "hi"', 'x  ']

# %%
assert parse_csv_line('ßa,,b0') == ['ßa', '', 'b0']

# %%
assert parse_csv_line('ß') == ['ß']

# %%
assert parse_csv_line('bb,,a') == ['bb', '', 'a']

# %%
assert parse_csv_line('ßaa,,b') == ['ßaa', '', 'b']

# %%
assert parse_csv_line(',,') == ['', '', '']

# %%
assert parse_csv_line('a,, ') == ['a', '', ' ']

# %%
assert parse_csv_line(' A,,B') == [' A', '', 'B']

# %%
assert parse_csv_line('ßa,,bé') == ['ßa', '', 'bé']

# %%
assert parse_csv_line('a,,béa,,bé') == ['a', '', 'béa', '', 'bé']

# %%
assert parse_csv_line('A,,Ba,,B') == ['A', '', 'Ba', '', 'B']

# %%
assert parse_csv_line(' a , b éé') == [' a ', ' b éé']

# %%
assert parse_csv_line('ßa , b ') == ['ßa ', ' b ']

# %%
assert parse_csv_line('a , b') == ['a ', ' b']

# %%
assert parse_csv_line(' a , ') == [' a ', ' ']

# %%
assert parse_csv_line('  A , B ') == ['  A ', ' B ']

# %%
assert parse_csv_line(' a  ,  b  ') == [' a  ', '  b  ']

# %%
assert parse_csv_line('  a , b  ') == ['  a ', ' b  ']

# %%
assert parse_csv_line('b , a ') == ['b ', ' a ']

# %%
assert parse_csv_line('  a  ') == ['  a  ']

# %%
assert parse_csv_line(' a  a ') == [' a  a ']

# %%
assert parse_csv_line(' a , b 0é') == [' a ', ' b 0é']

# %%
assert parse_csv_line('ß ') == ['ß ']

# %%
assert parse_csv_line(' é') == [' é']

# %%
assert parse_csv_line('A , B ') == ['A ', ' B ']

# %%
assert parse_csv_line(' a , b  a , b  ') == [' a ', ' b  a ', ' b  ']
