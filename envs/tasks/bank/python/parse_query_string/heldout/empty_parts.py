# %%
assert parse_query_string('0') == {'0': ''}

# %%
assert parse_query_string('é') == {'é': ''}

# %%
assert parse_query_string(' ?') == {' ?': ''}

# %%
assert parse_query_string('ß?') == {'ß?': ''}

# %%
assert parse_query_string('?é') == {'é': ''}

# %%
assert parse_query_string('ß?a=1&&b=2&') == {'ß?a': '1', 'b': '2'}

# %%
assert parse_query_string('?A=1&&B=2&') == {'A': '1', 'B': '2'}

# %%
assert parse_query_string('?a=1&&b=2&é') == {'a': '1', 'b': '2', 'é': ''}

# %%
assert parse_query_string('?a=1&') == {'a': '1'}

# %%
assert parse_query_string('?a=1&&b=2&0') == {'a': '1', 'b': '2', '0': ''}

# %%
assert parse_query_string('?a=1&&b=2&?a=1&&b=2&') == {'a': '1', 'b': '2', '?a': '1'}

# %%
assert parse_query_string('00') == {'00': ''}

# %%
assert parse_query_string('0é') == {'0é': ''}

# %%
assert parse_query_string('0 ') == {'0 ': ''}

# %%
assert parse_query_string('ß0') == {'ß0': ''}

# %%
assert parse_query_string('ßé') == {'ßé': ''}

# %%
assert parse_query_string('ßß') == {'ßß': ''}

# %%
assert parse_query_string('Ss') == {'Ss': ''}

# %%
assert parse_query_string(' ß') == {' ß': ''}

# %%
assert parse_query_string('ß ') == {'ß ': ''}

# %%
assert parse_query_string(' é') == {' é': ''}

# %%
assert parse_query_string('éé') == {'éé': ''}

# %%
assert parse_query_string('é ') == {'é ': ''}

# %%
assert parse_query_string('É') == {'É': ''}

# %%
assert parse_query_string('? 0') == {' 0': ''}

# %%
assert parse_query_string(' ? ') == {' ? ': ''}

# %%
assert parse_query_string('  ?') == {'  ?': ''}

# %%
assert parse_query_string('ß ?') == {'ß ?': ''}

# %%
assert parse_query_string(' ? ?') == {' ? ?': ''}

# %%
assert parse_query_string('ßß?') == {'ßß?': ''}

# %%
assert parse_query_string('ß?0') == {'ß?0': ''}

# %%
assert parse_query_string(' ß?') == {' ß?': ''}

# %%
assert parse_query_string('ß?é') == {'ß?é': ''}

# %%
assert parse_query_string('?ß') == {'ß': ''}

# %%
assert parse_query_string('?É') == {'É': ''}

# %%
assert parse_query_string('é?') == {'é?': ''}

# %%
assert parse_query_string('0?') == {'0?': ''}

# %%
assert parse_query_string('?0é') == {'0é': ''}

# %%
assert parse_query_string('?0 ') == {'0 ': ''}

# %%
assert parse_query_string('a=1&&b=2& ') == {'a': '1', 'b': '2', ' ': ''}

# %%
assert parse_query_string('?a=1&&b=2&  ') == {'a': '1', 'b': '2', '  ': ''}

# %%
assert parse_query_string('&2=b&&1=a?0') == {'2': 'b', '1': 'a?0'}

# %%
assert parse_query_string('&2=B&&1=A?') == {'2': 'B', '1': 'A?'}

# %%
assert parse_query_string('&2=b&&1=a? ') == {'2': 'b', '1': 'a? '}

# %%
assert parse_query_string('&2=b&&1=a?é') == {'2': 'b', '1': 'a?é'}

# %%
assert parse_query_string('2=b&&1=a?') == {'2': 'b', '1': 'a?'}

# %%
assert parse_query_string('&2=b&') == {'2': 'b'}

# %%
assert parse_query_string('ß?a=1&&b=2&é') == {'ß?a': '1', 'b': '2', 'é': ''}

# %%
assert parse_query_string('SS?A=1&&B=2&') == {'SS?A': '1', 'B': '2'}

# %%
assert parse_query_string('ß?a=1&&b=2&ß?a=1&&b=2&') == {'ß?a': '1', 'b': '2'}

# %%
assert parse_query_string('ß?a=1&&b=2') == {'ß?a': '1', 'b': '2'}

# %%
assert parse_query_string('ß?a=1&&b=2&0') == {'ß?a': '1', 'b': '2', '0': ''}

# %%
assert parse_query_string('?A=1&') == {'A': '1'}

# %%
assert parse_query_string('?A=1&&B=2& ') == {'A': '1', 'B': '2', ' ': ''}

# %%
assert parse_query_string(' ?A=1&&B=2&') == {' ?A': '1', 'B': '2'}

# %%
assert parse_query_string('?A=1&&B=2') == {'A': '1', 'B': '2'}

# %%
assert parse_query_string('A=1&&B=2&') == {'A': '1', 'B': '2'}

# %%
assert parse_query_string(' ?a=1&&b=2& ?a=1&&b=2&') == {' ?a': '1', 'b': '2'}

# %%
assert parse_query_string(' ?a=1&&b=2') == {' ?a': '1', 'b': '2'}

# %%
assert parse_query_string(' ?a=1') == {' ?a': '1'}

# %%
assert parse_query_string(' ?a=1&&b=2&é') == {' ?a': '1', 'b': '2', 'é': ''}

# %%
assert parse_query_string('?a=1&&b=2&é ') == {'a': '1', 'b': '2', 'é ': ''}

# %%
assert parse_query_string('?a=1&&b=2&éé') == {'a': '1', 'b': '2', 'éé': ''}

# %%
assert parse_query_string('?a=1&&b=2&é0') == {'a': '1', 'b': '2', 'é0': ''}

# %%
assert parse_query_string('ßa=1&&b=2&') == {'ßa': '1', 'b': '2'}

# %%
assert parse_query_string('a=1&&b=2&a=1&&b=2&') == {'a': '1', 'b': '2'}

# %%
assert parse_query_string('=1&&b=2&') == {'': '1', 'b': '2'}

# %%
assert parse_query_string('?a=1&0') == {'a': '1', '0': ''}

# %%
assert parse_query_string('?a=1& ') == {'a': '1', ' ': ''}

# %%
assert parse_query_string('ß?a=1&') == {'ß?a': '1'}

# %%
assert parse_query_string('?a=1&&b=2&0?a=1&&b=2&0') == {'a': '1', 'b': '2', '0?a': '1', '0': ''}

# %%
assert parse_query_string('?a=1&&b=2&?a=1&&b=2') == {'a': '1', 'b': '2', '?a': '1'}

# %%
assert parse_query_string('ß?a=1&&b=2&?a=1&&b=2&') == {'ß?a': '1', 'b': '2', '?a': '1'}

# %%
assert parse_query_string('?a=1&&b=2&?a=1&&b=2&0') == {'a': '1', 'b': '2', '?a': '1', '0': ''}

# %%
assert parse_query_string('?a=1&&b=2&?a=1&&b=2&?a=1&&b=2&?a=1&&b=2&') == {'a': '1', 'b': '2', '?a': '1'}

# %%
assert parse_query_string('?A=1&&B=2&?A=1&&B=2&') == {'A': '1', 'B': '2', '?A': '1'}

# %%
assert parse_query_string(' ?a=1&&b=2&?a=1&&b=2&') == {' ?a': '1', 'b': '2', '?a': '1'}

# %%
assert parse_query_string('?a=1&&b=') == {'a': '1', 'b': ''}

# %%
assert parse_query_string('?a=1&&b=2é') == {'a': '1', 'b': '2é'}

# %%
assert parse_query_string('?a=1&&b=20') == {'a': '1', 'b': '20'}
