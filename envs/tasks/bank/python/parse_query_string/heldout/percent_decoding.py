# %%
assert parse_query_string('=hello+world&city=S%C3%A3o%20Paulo') == {'': 'hello world', 'city': 'São Paulo'}

# %%
assert parse_query_string('q=hello+world&city=S%C3%A3o%20Pauloq=hello+world&city=S%C3%A3o%20Paulo') == {'q': 'hello world', 'city': 'São Paulo'}

# %%
assert parse_query_string('Q=HELLO+WORLD&CITY=S%C3%A3O%20PAULO') == {'Q': 'HELLO WORLD', 'CITY': 'SãO PAULO'}

# %%
assert parse_query_string(' q=hello+world&city=S%C3%A3o%20Paulo') == {' q': 'hello world', 'city': 'São Paulo'}

# %%
assert parse_query_string('ßq=hello+world&city=S%C3%A3o%20Paulo') == {'ßq': 'hello world', 'city': 'São Paulo'}

# %%
assert parse_query_string('q=hello+world&city=S%C3%A3o%20Paulo ') == {'q': 'hello world', 'city': 'São Paulo '}

# %%
assert parse_query_string('q=hello+world&city=S%C3%A3o%20Paulo0') == {'q': 'hello world', 'city': 'São Paulo0'}

# %%
assert parse_query_string('oluaP02%o3A%3C%S=ytic&dlrow+olleh=q') == {'oluaP02%o3A<%S': 'ytic', 'dlrow olleh': 'q'}

# %%
assert parse_query_string('q=hello+world&city=s%c3%a3o%20paulo') == {'q': 'hello world', 'city': 'são paulo'}

# %%
assert parse_query_string('q=hello+world&city=S%C3%A3o%20Pauloé') == {'q': 'hello world', 'city': 'São Pauloé'}

# %%
assert parse_query_string('Q=HELLO+WORLD&CITY=s%c3%a3O%20pAULO') == {'Q': 'HELLO WORLD', 'CITY': 'sãO pAULO'}

# %%
assert parse_query_string('q') == {'q': ''}

# %%
assert parse_query_string('q=hello+world&cit') == {'q': 'hello world', 'cit': ''}

# %%
assert parse_query_string('q=hello+world&city=S%C3%A3o%20Paul') == {'q': 'hello world', 'city': 'São Paul'}

# %%
assert parse_query_string('qq=hello+world&city=S%C3%A3o%20Paulo') == {'qq': 'hello world', 'city': 'São Paulo'}

# %%
assert parse_query_string('Q=Hello+World&City=S%C3%A3O%20Paulo') == {'Q': 'Hello World', 'City': 'SãO Paulo'}

# %%
assert parse_query_string('a%26b=1%3d1') == {'a&b': '1=1'}

# %%
assert parse_query_string(' a%26b=1%3D1') == {' a&b': '1=1'}

# %%
assert parse_query_string('a%26b=1%3D10') == {'a&b': '1=10'}

# %%
assert parse_query_string('a') == {'a': ''}

# %%
assert parse_query_string('a%26b=1%3D1a%26b=1%3D1') == {'a&b': '1=1a&b=1=1'}

# %%
assert parse_query_string('a%26b=1%3D1 ') == {'a&b': '1=1 '}

# %%
assert parse_query_string('1D3%1=b62%a') == {'1D3%1': 'b62%a'}

# %%
assert parse_query_string('A%26B=1%3d1') == {'A&B': '1=1'}

# %%
assert parse_query_string('%26b=1%3D1') == {'&b': '1=1'}

# %%
assert parse_query_string('A%26B=1%3D1') == {'A&B': '1=1'}

# %%
assert parse_query_string('a%26b=1%3D') == {'a&b': '1='}

# %%
assert parse_query_string('a%26b') == {'a&b': ''}

# %%
assert parse_query_string('aa%26b=1%3D1') == {'aa&b': '1=1'}

# %%
assert parse_query_string('a%26b=1%3D1é') == {'a&b': '1=1é'}

# %%
assert parse_query_string('ßa%26b=1%3D1') == {'ßa&b': '1=1'}
