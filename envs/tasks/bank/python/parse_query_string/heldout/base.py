# %%
assert parse_query_string('a=1&b=2 ') == {'a': '1', 'b': '2 '}

# %%
assert parse_query_string('2=b&1=a') == {'2': 'b', '1': 'a'}

# %%
assert parse_query_string('a') == {'a': ''}

# %%
assert parse_query_string('aa=1&b=2') == {'aa': '1', 'b': '2'}

# %%
assert parse_query_string('A=1&B=2') == {'A': '1', 'B': '2'}

# %%
assert parse_query_string('a=1&b=2a=1&b=2') == {'a': '1', 'b': '2'}

# %%
assert parse_query_string('a=1&b=') == {'a': '1', 'b': ''}

# %%
assert parse_query_string('a=1') == {'a': '1'}

# %%
assert parse_query_string('ßa=1&b=2') == {'ßa': '1', 'b': '2'}

# %%
assert parse_query_string('a=1&b=2é') == {'a': '1', 'b': '2é'}

# %%
assert parse_query_string(' a=1&b=2') == {' a': '1', 'b': '2'}

# %%
assert parse_query_string('a=1&b=20') == {'a': '1', 'b': '20'}

# %%
assert parse_query_string('=1&b=2') == {'': '1', 'b': '2'}

# %%
assert parse_query_string('x=1&x=2x=1&x=2') == {'x': '2'}

# %%
assert parse_query_string('x=1&x=') == {'x': ''}

# %%
assert parse_query_string('X=1&X=2') == {'X': '2'}

# %%
assert parse_query_string('x=1') == {'x': '1'}

# %%
assert parse_query_string('xx=1&x=2') == {'xx': '1', 'x': '2'}

# %%
assert parse_query_string('x=1&x=20') == {'x': '20'}

# %%
assert parse_query_string('x=1&x=2 ') == {'x': '2 '}

# %%
assert parse_query_string('x') == {'x': ''}

# %%
assert parse_query_string('=1&x=2') == {'': '1', 'x': '2'}

# %%
assert parse_query_string(' x=1&x=2') == {' x': '1', 'x': '2'}

# %%
assert parse_query_string('x=1&x=2é') == {'x': '2é'}

# %%
assert parse_query_string('2=x&1=x') == {'2': 'x', '1': 'x'}

# %%
assert parse_query_string('ßx=1&x=2') == {'ßx': '1', 'x': '2'}

# %%
assert parse_query_string('flag ') == {'flag ': ''}

# %%
assert parse_query_string('fla') == {'fla': ''}

# %%
assert parse_query_string('galf') == {'galf': ''}

# %%
assert parse_query_string('fl') == {'fl': ''}

# %%
assert parse_query_string('f') == {'f': ''}

# %%
assert parse_query_string('Flag') == {'Flag': ''}

# %%
assert parse_query_string('lag') == {'lag': ''}

# %%
assert parse_query_string('flagé') == {'flagé': ''}

# %%
assert parse_query_string('fflag') == {'fflag': ''}

# %%
assert parse_query_string('FLAG') == {'FLAG': ''}

# %%
assert parse_query_string('ßflag') == {'ßflag': ''}

# %%
assert parse_query_string('flagflag') == {'flagflag': ''}

# %%
assert parse_query_string(' flag') == {' flag': ''}

# %%
assert parse_query_string('flag0') == {'flag0': ''}

# %%
assert parse_query_string(' eq=a=b') == {' eq': 'a=b'}

# %%
assert parse_query_string('eq=a=') == {'eq': 'a='}

# %%
assert parse_query_string('q=a=b') == {'q': 'a=b'}

# %%
assert parse_query_string('eq=') == {'eq': ''}

# %%
assert parse_query_string('eq=a=b0') == {'eq': 'a=b0'}

# %%
assert parse_query_string('eq=a=b ') == {'eq': 'a=b '}

# %%
assert parse_query_string('e') == {'e': ''}

# %%
assert parse_query_string('b=a=qe') == {'b': 'a=qe'}

# %%
assert parse_query_string('eq=a=bé') == {'eq': 'a=bé'}

# %%
assert parse_query_string('ßeq=a=b') == {'ßeq': 'a=b'}

# %%
assert parse_query_string('eeq=a=b') == {'eeq': 'a=b'}

# %%
assert parse_query_string('eq=a=beq=a=b') == {'eq': 'a=beq=a=b'}

# %%
assert parse_query_string('Eq=A=B') == {'Eq': 'A=B'}

# %%
assert parse_query_string('EQ=A=B') == {'EQ': 'A=B'}

# %%
assert parse_query_string('k= ') == {'k': ' '}

# %%
assert parse_query_string('k=0') == {'k': '0'}

# %%
assert parse_query_string('kk=') == {'kk': ''}

# %%
assert parse_query_string('ßk=') == {'ßk': ''}

# %%
assert parse_query_string('=') == {'': ''}

# %%
assert parse_query_string('k') == {'k': ''}

# %%
assert parse_query_string(' k=') == {' k': ''}

# %%
assert parse_query_string('k=k=') == {'k': 'k='}

# %%
assert parse_query_string('=k') == {'': 'k'}

# %%
assert parse_query_string('K=') == {'K': ''}

# %%
assert parse_query_string('k=é') == {'k': 'é'}
