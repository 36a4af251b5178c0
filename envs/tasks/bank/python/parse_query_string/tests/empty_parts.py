# %%
assert parse_query_string('') == {}

# %% held-out
assert parse_query_string('?') == {}

# %% held-out
assert parse_query_string('?a=1&&b=2&') == {'a': '1', 'b': '2'}
