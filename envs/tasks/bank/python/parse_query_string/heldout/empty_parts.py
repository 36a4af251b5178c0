# %%
assert parse_query_string('0') == {'0': ''}

# %%
assert parse_query_string('ß') == {'ß': ''}

# %%
assert parse_query_string(' ') == {' ': ''}

# %%
assert parse_query_string('é') == {'é': ''}

# %%
assert parse_query_string('? ') == {' ': ''}

# %%
assert parse_query_string(' ?') == {' ?': ''}

# %%
assert parse_query_string('ß?') == {'ß?': ''}

# %%
assert parse_query_string('?é') == {'é': ''}

# %%
assert parse_query_string('?0') == {'0': ''}

# %%
assert parse_query_string('?a=1&&b=2& ') == {'a': '1', 'b': '2', ' ': ''}

# %%
assert parse_query_string('&2=b&&1=a?') == {'2': 'b', '1': 'a?'}

# %%
assert parse_query_string('ß?a=1&&b=2&') == {'ß?a': '1', 'b': '2'}

# %%
assert parse_query_string('?A=1&&B=2&') == {'A': '1', 'B': '2'}

# %%
assert parse_query_string(' ?a=1&&b=2&') == {' ?a': '1', 'b': '2'}

# %%
assert parse_query_string('?a=1&&b=2&é') == {'a': '1', 'b': '2', 'é': ''}

# %%
assert parse_query_string('a=1&&b=2&') == {'a': '1', 'b': '2'}

# %%
assert parse_query_string('?a=1&') == {'a': '1'}

# %%
assert parse_query_string('?a=1&&b=2&0') == {'a': '1', 'b': '2', '0': ''}

# %%
assert parse_query_string('?a=1&&b=2&?a=1&&b=2&') == {'a': '1', 'b': '2', '?a': '1'}

# %%
assert parse_query_string('?a=1&&b=2') == {'a': '1', 'b': '2'}
