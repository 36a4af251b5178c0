# %%
assert parse_query_string('xx=1&y=3&x=2') == {'xx': ['1'], 'y': ['3'], 'x': ['2']}

# %%
assert parse_query_string('x=1&y=3&x=') == {'x': ['1', ''], 'y': ['3']}

# %%
assert parse_query_string(' x=1&y=3&x=2') == {' x': ['1'], 'y': ['3'], 'x': ['2']}

# %%
assert parse_query_string('x=1&y=3&x=20') == {'x': ['1', '20'], 'y': ['3']}

# %%
assert parse_query_string('x=1&y') == {'x': ['1'], 'y': ['']}

# %%
assert parse_query_string('x=1&y=3&x=2é') == {'x': ['1', '2é'], 'y': ['3']}

# %%
assert list(parse_query_string('b')) == ['b']

# %%
assert list(parse_query_string('=1&a=2&b=3')) == ['', 'a', 'b']

# %%
assert list(parse_query_string(' b=1&a=2&b=3')) == [' b', 'a', 'b']

# %%
assert list(parse_query_string('B=1&A=2&B=3')) == ['B', 'A']

# %%
assert list(parse_query_string('b=1&a=2&b=3 ')) == ['b', 'a']

# %%
assert list(parse_query_string('b=1&a=2&b=3b=1&a=2&b=3')) == ['b', 'a']

# %%
assert list(parse_query_string('b=1&a=2&b=')) == ['b', 'a']

# %%
assert parse_query_string('flag&k= ') == {'flag': [''], 'k': [' ']}

# %%
assert parse_query_string('ßflag&k=') == {'ßflag': [''], 'k': ['']}

# %%
assert parse_query_string('=k&galf') == {'': ['k'], 'galf': ['']}

# %%
assert parse_query_string('flag&k') == {'flag': [''], 'k': ['']}

# %%
assert parse_query_string('fflag&k=') == {'fflag': [''], 'k': ['']}

# %%
assert parse_query_string('f') == {'f': ['']}

# %%
assert parse_query_string('FLAG&K=') == {'FLAG': [''], 'K': ['']}

# %%
assert parse_query_string('flag&k=flag&k=') == {'flag': [''], 'k': ['flag', '']}

# %%
assert parse_query_string('ß?q=a+b&&q=%41&') == {'ß?q': ['a b'], 'q': ['A']}

# %%
assert parse_query_string('?') == {}

# %%
assert parse_query_string(' ?q=a+b&&q=%41&') == {' ?q': ['a b'], 'q': ['A']}

# %%
assert parse_query_string('?Q=A+B&&Q=%41&') == {'Q': ['A B', 'A']}

# %%
assert parse_query_string('?q=a+b&&q=%41') == {'q': ['a b', 'A']}

# %%
assert parse_query_string('?q=a+b&&q=%41&0') == {'q': ['a b', 'A'], '0': ['']}

# %%
assert parse_query_string('0') == {'0': ['']}

# %%
assert parse_query_string('xé') == {'xé': ['']}

# %%
assert parse_query_string('x=1&y=3&x=2  ') == {'x': ['1', '2  '], 'y': ['3']}

# %%
assert parse_query_string('ßx=1&y=3&x=') == {'ßx': ['1'], 'y': ['3'], 'x': ['']}

# %%
assert parse_query_string('=1&y=3&x=2é') == {'': ['1'], 'y': ['3'], 'x': ['2é']}

# %%
assert parse_query_string('x=1&y=3&x=2x=1&y=3&x=') == {'x': ['1', '2x=1', ''], 'y': ['3', '3']}

# %%
assert parse_query_string('ß2=x&3=y&1=x') == {'ß2': ['x'], '3': ['y'], '1': ['x']}

# %%
assert parse_query_string('x=1&y=3&x=é') == {'x': ['1', 'é'], 'y': ['3']}

# %%
assert parse_query_string('  x=1&y=3&x=2') == {'  x': ['1'], 'y': ['3'], 'x': ['2']}

# %%
assert parse_query_string('X=1&Y=3&X=') == {'X': ['1', ''], 'Y': ['3']}

# %%
assert parse_query_string('02=x&3=y&1=x') == {'02': ['x'], '3': ['y'], '1': ['x']}

# %%
assert parse_query_string('=1&y') == {'': ['1'], 'y': ['']}

# %%
assert list(parse_query_string('3=b&2=a&1=bß')) == ['3', '2', '1']

# %%
assert list(parse_query_string('SSB=1&A=2&B=3')) == ['SSB', 'A', 'B']

# %%
assert list(parse_query_string('b=1&a=2&b=3éb=1&a=2&b=3é')) == ['b', 'a']

# %%
assert list(parse_query_string('ß=1&a=2&b=3')) == ['ß', 'a', 'b']

# %%
assert list(parse_query_string(' b=1&a=2&b=')) == [' b', 'a', 'b']

# %%
assert list(parse_query_string('ßB=1&A=2&B=3')) == ['ßB', 'A', 'B']

# %%
assert list(parse_query_string('3')) == ['3']

# %%
assert list(parse_query_string('B=1&A=2&B=3 ')) == ['B', 'A']

# %%
assert list(parse_query_string('b=1&')) == ['b']

# %%
assert list(parse_query_string('ßb=1&a=2&b=3b=1&a=2&b=3')) == ['ßb', 'a', 'b']

# %%
assert list(parse_query_string(' b=1&a=2&b=30')) == [' b', 'a', 'b']

# %%
assert list(parse_query_string('ßb=1&a=2&b=')) == ['ßb', 'a', 'b']

# %%
assert list(parse_query_string(' ')) == [' ']

# %%
assert list(parse_query_string('é')) == ['é']

# %%
assert parse_query_string('LAG&K=') == {'LAG': [''], 'K': ['']}

# %%
assert parse_query_string(' flag&k= ') == {' flag': [''], 'k': [' ']}

# %%
assert parse_query_string('ßflag&k= ') == {'ßflag': [''], 'k': [' ']}

# %%
assert parse_query_string('FFlag&K=') == {'FFlag': [''], 'K': ['']}

# %%
assert parse_query_string('fflag&k=0') == {'fflag': [''], 'k': ['0']}

# %%
assert parse_query_string('fflag&k') == {'fflag': [''], 'k': ['']}

# %%
assert parse_query_string('flag') == {'flag': ['']}

# %%
assert parse_query_string('flag&k=é0') == {'flag': [''], 'k': ['é0']}

# %%
assert parse_query_string(' FLAG&K=') == {' FLAG': [''], 'K': ['']}

# %%
assert parse_query_string('ßFLAG&K=') == {'ßFLAG': [''], 'K': ['']}

# %%
assert parse_query_string('fflag&k=flag&k=') == {'fflag': [''], 'k': ['flag', '']}

# %%
assert parse_query_string('lag&k=flag&k=') == {'lag': [''], 'k': ['flag', '']}

# %%
assert parse_query_string('ß?q=a+b&&q=%41&é') == {'ß?q': ['a b'], 'q': ['A'], 'é': ['']}

# %%
assert parse_query_string('q=a+b&&q=%41&?q=a+b&&q=%41&') == {'q': ['a b', 'A', 'A'], '?q': ['a b']}

# %%
assert parse_query_string(' ?') == {' ?': ['']}

# %%
assert parse_query_string('ß?') == {'ß?': ['']}

# %%
assert parse_query_string('Q=A+B&&Q=%41&') == {'Q': ['A B', 'A']}

# %%
assert parse_query_string('?q=a+b&&q=%410') == {'q': ['a b', 'A0']}

# %%
assert parse_query_string('?q=a+b& ') == {'q': ['a b'], ' ': ['']}

# %%
assert parse_query_string(' ?q=a+b&&q=%41& ') == {' ?q': ['a b'], 'q': ['A'], ' ': ['']}

# %%
assert parse_query_string('&14%=q&&b+a=q? ') == {'14%': ['q'], 'b a': ['q? ']}

# %%
assert parse_query_string('&14%=q&&b+a=q') == {'14%': ['q'], 'b a': ['q']}

# %%
assert parse_query_string(' é') == {' é': ['']}

# %%
assert parse_query_string('0 ') == {'0 ': ['']}

# %%
assert parse_query_string(' ß') == {' ß': ['']}

# %%
assert parse_query_string('ßß') == {'ßß': ['']}
