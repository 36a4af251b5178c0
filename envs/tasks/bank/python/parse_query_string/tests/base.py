# %%
assert parse_query_string('a=1&b=2') == {'a': '1', 'b': '2'}

# %% held-out
assert parse_query_string('x=1&x=2') == {'x': '2'}

# %% held-out
assert parse_query_string('flag') == {'flag': ''}

# %% held-out
assert parse_query_string('eq=a=b') == {'eq': 'a=b'}

# %% held-out
assert parse_query_string('k=') == {'k': ''}
