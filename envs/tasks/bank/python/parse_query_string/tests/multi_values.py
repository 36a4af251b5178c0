# %%
assert parse_query_string('x=1&y=3&x=2') == {'x': ['1', '2'], 'y': ['3']}

# %%
assert list(parse_query_string('b=1&a=2&b=3')) == ['b', 'a']

# %%
assert parse_query_string('flag&k=') == {'flag': [''], 'k': ['']}

# %%
assert parse_query_string('?q=a+b&&q=%41&') == {'q': ['a b', 'A']}

# %%
assert parse_query_string('') == {}
