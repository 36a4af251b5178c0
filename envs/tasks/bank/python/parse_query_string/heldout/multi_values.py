# %%
assert parse_query_string('x') == {'x': ['']}

# %%
assert parse_query_string('xx=1&y=3&x=2') == {'xx': ['1'], 'y': ['3'], 'x': ['2']}

# %%
assert parse_query_string('x=1&y=3&x=2 ') == {'x': ['1', '2 '], 'y': ['3']}

# %%
assert parse_query_string('ßx=1&y=3&x=2') == {'ßx': ['1'], 'y': ['3'], 'x': ['2']}

# %%
assert parse_query_string('=1&y=3&x=2') == {'': ['1'], 'y': ['3'], 'x': ['2']}

# %%
assert parse_query_string('x=1&y=3&x=2x=1&y=3&x=2') == {'x': ['1', '2x=1', '2'], 'y': ['3', '3']}

# %%
assert parse_query_string('2=x&3=y&1=x') == {'2': ['x'], '3': ['y'], '1': ['x']}

# %%
assert parse_query_string('x=1&y=3&x=') == {'x': ['1', ''], 'y': ['3']}

# %%
assert parse_query_string(' x=1&y=3&x=2') == {' x': ['1'], 'y': ['3'], 'x': ['2']}

# %%
assert parse_query_string('X=1&Y=3&X=2') == {'X': ['1', '2'], 'Y': ['3']}

# %%
assert parse_query_string('x=1&y=3&x=20') == {'x': ['1', '20'], 'y': ['3']}

# %%
assert parse_query_string('x=1&y') == {'x': ['1'], 'y': ['']}

# %%
assert parse_query_string('x=1&y=3&x=2é') == {'x': ['1', '2é'], 'y': ['3']}

# %%
assert list(parse_query_string('ßb=1&a=2&b=3')) == ['ßb', 'a', 'b']

# %%
assert list(parse_query_string('b=1&a=2&b=3é')) == ['b', 'a']

# %%
assert list(parse_query_string('b')) == ['b']

# %%
assert list(parse_query_string('=1&a=2&b=3')) == ['', 'a', 'b']

# %%
assert list(parse_query_string(' b=1&a=2&b=3')) == [' b', 'a', 'b']

# %%
assert list(parse_query_string('B=1&A=2&B=3')) == ['B', 'A']

# %%
assert list(parse_query_string('3=b&2=a&1=b')) == ['3', '2', '1']

# %%
assert list(parse_query_string('b=1&a=2&b=3 ')) == ['b', 'a']

# %%
assert list(parse_query_string('b=1&a')) == ['b', 'a']

# %%
assert list(parse_query_string('b=1&a=2&b=3b=1&a=2&b=3')) == ['b', 'a']

# %%
assert list(parse_query_string('b=1&a=2&b=30')) == ['b', 'a']

# %%
assert list(parse_query_string('bb=1&a=2&b=3')) == ['bb', 'a', 'b']

# %%
assert list(parse_query_string('b=1&a=2&b=')) == ['b', 'a']

# %%
assert list(parse_query_string('')) == []

# %%
assert parse_query_string('lag&k=') == {'lag': [''], 'k': ['']}

# %%
assert parse_query_string('flag&k= ') == {'flag': [''], 'k': [' ']}

# %%
assert parse_query_string('Flag&K=') == {'Flag': [''], 'K': ['']}

# %%
assert parse_query_string('ßflag&k=') == {'ßflag': [''], 'k': ['']}

# %%
assert parse_query_string('fla') == {'fla': ['']}

# %%
assert parse_query_string('=k&galf') == {'': ['k'], 'galf': ['']}

# %%
assert parse_query_string('flag&k') == {'flag': [''], 'k': ['']}

# %%
assert parse_query_string('flag&k=0') == {'flag': [''], 'k': ['0']}

# %%
assert parse_query_string('fflag&k=') == {'fflag': [''], 'k': ['']}

# %%
assert parse_query_string('flag&k=é') == {'flag': [''], 'k': ['é']}

# %%
assert parse_query_string(' flag&k=') == {' flag': [''], 'k': ['']}

# %%
assert parse_query_string('f') == {'f': ['']}

# %%
assert parse_query_string('FLAG&K=') == {'FLAG': [''], 'K': ['']}

# %%
assert parse_query_string('flag&k=flag&k=') == {'flag': [''], 'k': ['flag', '']}

# %%
assert parse_query_string('ß?q=a+b&&q=%41&') == {'ß?q': ['a b'], 'q': ['A']}

# %%
assert parse_query_string('?q=a+b&&q=%41&?q=a+b&&q=%41&') == {'q': ['a b', 'A', 'A'], '?q': ['a b']}

# %%
assert parse_query_string('?') == {}

# %%
assert parse_query_string('q=a+b&&q=%41&') == {'q': ['a b', 'A']}

# %%
assert parse_query_string(' ?q=a+b&&q=%41&') == {' ?q': ['a b'], 'q': ['A']}

# %%
assert parse_query_string('?Q=A+B&&Q=%41&') == {'Q': ['A B', 'A']}

# %%
assert parse_query_string('?q=a+b&&q=%41') == {'q': ['a b', 'A']}

# %%
assert parse_query_string('?q=a+b&&q=%41&0') == {'q': ['a b', 'A'], '0': ['']}

# %%
assert parse_query_string('?q=a+b&') == {'q': ['a b']}

# %%
assert parse_query_string('?q=a+b&&q=%41& ') == {'q': ['a b', 'A'], ' ': ['']}

# %%
assert parse_query_string('?q=a+b&&q=%41&é') == {'q': ['a b', 'A'], 'é': ['']}

# %%
assert parse_query_string('&14%=q&&b+a=q?') == {'14%': ['q'], 'b a': ['q?']}

# %%
assert parse_query_string(' ') == {' ': ['']}

# %%
assert parse_query_string('0') == {'0': ['']}

# %%
assert parse_query_string('é') == {'é': ['']}

# %%
assert parse_query_string('ß') == {'ß': ['']}
