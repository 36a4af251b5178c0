# %%
assert parse_query_string('q=hello+world&city=S%C3%A3o%20Paulo') == {'q': 'hello world', 'city': 'São Paulo'}

# %% held-out
assert parse_query_string('a%26b=1%3D1') == {'a&b': '1=1'}
