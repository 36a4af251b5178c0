# %%
assert parse_query_string('x=1&y=3&x=2') == {'x': ['1', '2'], 'y': ['3']}

# %% held-out
assert list(parse_query_string('b=1&a=2&b=3')) == ['b', 'a']

# %% held-out
assert parse_query_string('flag&k=') == {'flag': [''], 'k': ['']}

# %% held-out
assert parse_query_string('?q=a+b&&q=%41&') == {'q': ['a b', 'A']}

# %% held-out
assert parse_query_string('') == {}
