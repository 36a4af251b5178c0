# %%
assert parse_query_string('a=1&b=2 ') == {'a': '1', 'b': '2 '}

# %%
assert parse_query_string('a') == {'a': ''}

# %%
assert parse_query_string('A=1&B=2') == {'A': '1', 'B': '2'}

# %%
assert parse_query_string('a=1&b=') == {'a': '1', 'b': ''}

# %%
assert parse_query_string('ßa=1&b=2') == {'ßa': '1', 'b': '2'}

# %%
assert parse_query_string('a=1&b=2é') == {'a': '1', 'b': '2é'}

# %%
assert parse_query_string(' a=1&b=2') == {' a': '1', 'b': '2'}

# %%
assert parse_query_string('a=1&b=20') == {'a': '1', 'b': '20'}

# %%
assert parse_query_string('x=1&x=2x=1&x=2') == {'x': '2'}

# %%
assert parse_query_string('x=1&x=') == {'x': ''}

# %%
assert parse_query_string('x=1') == {'x': '1'}

# %%
assert parse_query_string('x=1&x=2 ') == {'x': '2 '}

# %%
assert parse_query_string('x') == {'x': ''}

# %%
assert parse_query_string('=1&x=2') == {'': '1', 'x': '2'}

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
assert parse_query_string('fflag') == {'fflag': ''}

# %%
assert parse_query_string(' eq=a=b') == {' eq': 'a=b'}

# %%
assert parse_query_string('eq=a=') == {'eq': 'a='}

# %%
assert parse_query_string('q=a=b') == {'q': 'a=b'}

# %%
assert parse_query_string('e') == {'e': ''}

# %%
assert parse_query_string('ßeq=a=b') == {'ßeq': 'a=b'}

# %%
assert parse_query_string('EQ=A=B') == {'EQ': 'A=B'}

# %%
assert parse_query_string('ßk=') == {'ßk': ''}

# %%
assert parse_query_string('=') == {'': ''}

# %%
assert parse_query_string(' k=') == {' k': ''}

# %%
assert parse_query_string('=k') == {'': 'k'}

# %%
assert parse_query_string('a=1&b=2  ') == {'a': '1', 'b': '2  '}

# %%
assert parse_query_string('2=B&1=A') == {'2': 'B', '1': 'A'}

# %%
assert parse_query_string('aa') == {'aa': ''}

# %%
assert parse_query_string(' A=1&B=2') == {' A': '1', 'B': '2'}

# %%
assert parse_query_string('=1&B=2') == {'': '1', 'B': '2'}

# %%
assert parse_query_string(' a=1&b=') == {' a': '1', 'b': ''}

# %%
assert parse_query_string('=1') == {'': '1'}

# %%
assert parse_query_string('ßa=1&b=2é') == {'ßa': '1', 'b': '2é'}

# %%
assert parse_query_string('a=1&b=2éé') == {'a': '1', 'b': '2éé'}

# %%
assert parse_query_string('ß=1&b=2') == {'ß': '1', 'b': '2'}

# %%
assert parse_query_string('x=1&x=x=1&x=') == {'x': ''}

# %%
assert parse_query_string(' X=1&X=2') == {' X': '1', 'X': '2'}

# %%
assert parse_query_string('X=1') == {'X': '1'}

# %%
assert parse_query_string('xx=1&x=20') == {'xx': '1', 'x': '20'}

# %%
assert parse_query_string('x=1&x=200') == {'x': '200'}

# %%
assert parse_query_string('x=1&x=2  ') == {'x': '2  '}

# %%
assert parse_query_string('=1&x=20') == {'': '1', 'x': '20'}

# %%
assert parse_query_string(' x=1&x=2é') == {' x': '1', 'x': '2é'}

# %%
assert parse_query_string(' x=1&x=2 x=1&x=2') == {' x': '1', 'x': '2'}

# %%
assert parse_query_string('Fla') == {'Fla': ''}

# %%
assert parse_query_string('galfgalf') == {'galfgalf': ''}

# %%
assert parse_query_string(' lag') == {' lag': ''}

# %%
assert parse_query_string('fflag ') == {'fflag ': ''}

# %%
assert parse_query_string('FLA') == {'FLA': ''}

# %%
assert parse_query_string('ßfla') == {'ßfla': ''}

# %%
assert parse_query_string(' flagé') == {' flagé': ''}

# %%
assert parse_query_string(' flag0') == {' flag0': ''}

# %%
assert parse_query_string('ß eq=a=b') == {'ß eq': 'a=b'}

# %%
assert parse_query_string(' eq=a=b ') == {' eq': 'a=b '}

# %%
assert parse_query_string('eq=a=eq=a=') == {'eq': 'a=eq=a='}

# %%
assert parse_query_string('eeq=a=') == {'eeq': 'a='}

# %%
assert parse_query_string('q=a=') == {'q': 'a='}

# %%
assert parse_query_string(' e') == {' e': ''}

# %%
assert parse_query_string('B=A=QE') == {'B': 'A=QE'}

# %%
assert parse_query_string('Eq=A=B ') == {'Eq': 'A=B '}

# %%
assert parse_query_string('E') == {'E': ''}

# %%
assert parse_query_string('ßEQ=A=B') == {'ßEQ': 'A=B'}

# %%
assert parse_query_string('K= ') == {'K': ' '}

# %%
assert parse_query_string('K=0') == {'K': '0'}

# %%
assert parse_query_string(' ßk=') == {' ßk': ''}

# %%
assert parse_query_string(' =') == {' ': ''}

# %%
assert parse_query_string('k0') == {'k0': ''}

# %%
assert parse_query_string('=k ') == {'': 'k '}

# %%
assert parse_query_string(' k') == {' k': ''}

# %%
assert parse_query_string('k=k=é') == {'k': 'k=é'}

# %%
assert parse_query_string(' =k') == {' ': 'k'}
