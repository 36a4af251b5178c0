# %%
assert parse_query_string('q=hello+world&city=S%C3%A3o%20Pauloq=hello+world&city=S%C3%A3o%20Paulo') == {'q': 'hello world', 'city': 'São Paulo'}

# %%
assert parse_query_string('ßq=hello+world&city=S%C3%A3o%20Paulo') == {'ßq': 'hello world', 'city': 'São Paulo'}

# %%
assert parse_query_string('q=hello+world&city=S%C3%A3o%20Paulo ') == {'q': 'hello world', 'city': 'São Paulo '}

# %%
assert parse_query_string('q=hello+world&city=S%C3%A3o%20Paulo0') == {'q': 'hello world', 'city': 'São Paulo0'}

# %%
assert parse_query_string('q=hello+world&city=s%c3%a3o%20paulo') == {'q': 'hello world', 'city': 'são paulo'}

# %%
assert parse_query_string('Q=HELLO+WORLD&CITY=s%c3%a3O%20pAULO') == {'Q': 'HELLO WORLD', 'CITY': 'sãO pAULO'}

# %%
assert parse_query_string('Q=Hello+World&City=S%C3%A3O%20Paulo') == {'Q': 'Hello World', 'City': 'SãO Paulo'}

# %%
assert parse_query_string('a%26b=1%3d1') == {'a&b': '1=1'}

# %%
assert parse_query_string('a%26b=1%3D1a%26b=1%3D1') == {'a&b': '1=1a&b=1=1'}

# %%
assert parse_query_string('%26b=1%3D1') == {'&b': '1=1'}

# %%
assert parse_query_string('a%26b=1%3D') == {'a&b': '1='}

# %%
assert parse_query_string('a%26b') == {'a&b': ''}

# %%
assert parse_query_string('aa%26b=1%3D1') == {'aa&b': '1=1'}

# %%
assert parse_query_string('ßa%26b=1%3D1') == {'ßa&b': '1=1'}

# %%
assert parse_query_string('=hello+world&city=S%C3%A3o%20Pauloé') == {'': 'hello world', 'city': 'São Pauloé'}

# %%
assert parse_query_string('=hello+world&city=S%C3%A3o%20Paulo=hello+world&city=S%C3%A3o%20Paulo') == {'': 'hello world', 'city': 'São Paulo'}

# %%
assert parse_query_string('=hello+world&city=S%C3%A3o%20Pauloq=hello+world&city=S%C3%A3o%20Paulo') == {'': 'hello world', 'city': 'São Paulo'}

# %%
assert parse_query_string('q=hello+world&city=S%C3%A3o%20Pauloq=hello+world&city=S%C3%A3o%20Paulo0') == {'q': 'hello world', 'city': 'São Paulo0'}

# %%
assert parse_query_string('ßq=hello+world&city=S%C3%A3o%20Pauloq=hello+world&city=S%C3%A3o%20Paulo') == {'ßq': 'hello world', 'city': 'São Paulo'}

# %%
assert parse_query_string('Q=HELLO+WORLD&CITY=S%C3%A3O%20PAULOQ=HELLO+WORLD&CITY=S%C3%A3O%20PAULO') == {'Q': 'HELLO WORLD', 'CITY': 'SãO PAULO'}

# %%
assert parse_query_string('QQ=HELLO+WORLD&CITY=S%C3%A3O%20PAULO') == {'QQ': 'HELLO WORLD', 'CITY': 'SãO PAULO'}

# %%
assert parse_query_string('Q=HELLO+WORLD&CITY=S%C3%A3O%20PAULO0') == {'Q': 'HELLO WORLD', 'CITY': 'SãO PAULO0'}

# %%
assert parse_query_string(' Q=HELLO+WORLD&CITY=S%C3%A3O%20PAULO') == {' Q': 'HELLO WORLD', 'CITY': 'SãO PAULO'}

# %%
assert parse_query_string('SSQ=HELLO+WORLD&CITY=s%c3%a3O%20pAULO') == {'SSQ': 'HELLO WORLD', 'CITY': 'sãO pAULO'}

# %%
assert parse_query_string('ßq=hello+world&city=S%C3%A3o%20Paul') == {'ßq': 'hello world', 'city': 'São Paul'}

# %%
assert parse_query_string('=hello+world&city=S%C3%A3o%20Paulo ') == {'': 'hello world', 'city': 'São Paulo '}

# %%
assert parse_query_string('q=hello+world&city=S%C3%A3o%20Paulo0é') == {'q': 'hello world', 'city': 'São Paulo0é'}

# %%
assert parse_query_string('q=hello+world&city=S%C3%A3o%20Paulo0 ') == {'q': 'hello world', 'city': 'São Paulo0 '}

# %%
assert parse_query_string('oluaP02%o3A%3C%S=ytic&dlrow+olleh=') == {'oluaP02%o3A<%S': 'ytic', 'dlrow olleh': ''}

# %%
assert parse_query_string('qq=hello+world&city=s%c3%a3o%20paulo') == {'qq': 'hello world', 'city': 'são paulo'}

# %%
assert parse_query_string('ßq=hello+world&city=s%c3%a3o%20paulo') == {'ßq': 'hello world', 'city': 'são paulo'}

# %%
assert parse_query_string('q=hello+world&city=s%c3%a3o%20pauloq=hello+world&city=s%c3%a3o%20paulo') == {'q': 'hello world', 'city': 'são paulo'}

# %%
assert parse_query_string('q=hello+world&city=s%c3%a3o%20paulo ') == {'q': 'hello world', 'city': 'são paulo '}

# %%
assert parse_query_string('Q=Hello+World&City=S%C3%A3O%20Pauloé') == {'Q': 'Hello World', 'City': 'SãO Pauloé'}

# %%
assert parse_query_string('qq=hello+world&city=S%C3%A3o%20Pauloé') == {'qq': 'hello world', 'city': 'São Pauloé'}

# %%
assert parse_query_string('OLUAp02%O3a%3c%s=YTIC&DLROW+OLLEH=Q') == {'OLUAp02%O3a<%s': 'YTIC', 'DLROW OLLEH': 'Q'}

# %%
assert parse_query_string(' q') == {' q': ''}

# %%
assert parse_query_string('qq') == {'qq': ''}

# %%
assert parse_query_string('q ') == {'q ': ''}

# %%
assert parse_query_string('q0') == {'q0': ''}

# %%
assert parse_query_string('q=hello+world&cité') == {'q': 'hello world', 'cité': ''}

# %%
assert parse_query_string('Q=Hello+World&Cit') == {'Q': 'Hello World', 'Cit': ''}

# %%
assert parse_query_string('q=hello+world&city=S%C3%A3o%20Pau') == {'q': 'hello world', 'city': 'São Pau'}

# %%
assert parse_query_string('Q=HELLO+WORLD&CITY=S%C3%A3O%20PAUL') == {'Q': 'HELLO WORLD', 'CITY': 'SãO PAUL'}

# %%
assert parse_query_string('qq=hello+world&city=S%C3%A3o%20Paul') == {'qq': 'hello world', 'city': 'São Paul'}

# %%
assert parse_query_string('QQ=Hello+World&City=S%C3%A3O%20Paulo') == {'QQ': 'Hello World', 'City': 'SãO Paulo'}

# %%
assert parse_query_string('Q=Hello+World&City=S%C3%A3O%20PauloQ=Hello+World&City=S%C3%A3O%20Paulo') == {'Q': 'Hello World', 'City': 'SãO Paulo'}

# %%
assert parse_query_string('a%26b=1%3d10') == {'a&b': '1=10'}

# %%
assert parse_query_string('%26b=1%3d1') == {'&b': '1=1'}

# %%
assert parse_query_string(' a%26b=1%3d1') == {' a&b': '1=1'}

# %%
assert parse_query_string('1d3%1=b62%a') == {'1d3%1': 'b62%a'}

# %%
assert parse_query_string('a%26b=1%3d') == {'a&b': '1='}

# %%
assert parse_query_string('  a%26b=1%3D1') == {'  a&b': '1=1'}

# %%
assert parse_query_string(' ') == {' ': ''}

# %%
assert parse_query_string('01D3%1=b62%a') == {'01D3%1': 'b62%a'}

# %%
assert parse_query_string('a ') == {'a ': ''}

# %%
assert parse_query_string('aa') == {'aa': ''}

# %%
assert parse_query_string('a0') == {'a0': ''}

# %%
assert parse_query_string('ßa%26b=1%3D1a%26b=1%3D1') == {'ßa&b': '1=1a&b=1=1'}

# %%
assert parse_query_string('%26b=1%3D1a%26b=1%3D1') == {'&b': '1=1a&b=1=1'}

# %%
assert parse_query_string('a%26b=1%3D1a%26b=1%3D10') == {'a&b': '1=1a&b=1=10'}

# %%
assert parse_query_string(' a%26b=1%3D1 ') == {' a&b': '1=1 '}

# %%
assert parse_query_string('%26b=1%3D1 ') == {'&b': '1=1 '}

# %%
assert parse_query_string('ß1D3%1=b62%a') == {'ß1D3%1': 'b62%a'}

# %%
assert parse_query_string('D3%1=b62%a') == {'D3%1': 'b62%a'}

# %%
assert parse_query_string('ßA%26B=1%3d1') == {'ßA&B': '1=1'}

# %%
assert parse_query_string('1D3%1=b62%') == {'1D3%1': 'b62%'}

# %%
assert parse_query_string('%26b=1%3D1%26b=1%3D1') == {'&b': '1=1&b=1=1'}

# %%
assert parse_query_string(' A%26B=1%3D1') == {' A&B': '1=1'}

# %%
assert parse_query_string('A%26B=1%3D1é') == {'A&B': '1=1é'}

# %%
assert parse_query_string('a%26b=1%3') == {'a&b': '1%3'}

# %%
assert parse_query_string('a%26b=1%3Dé') == {'a&b': '1=é'}

# %%
assert parse_query_string('A%26B') == {'A&B': ''}

# %%
assert parse_query_string('b62%a') == {'b62%a': ''}

# %%
assert parse_query_string('a%26b0') == {'a&b0': ''}

# %%
assert parse_query_string('1D3%1=b62%aa') == {'1D3%1': 'b62�'}

# %%
assert parse_query_string('ßa%26b=1%3D1é') == {'ßa&b': '1=1é'}

# %%
assert parse_query_string('ßa%26b=1%3D1 ') == {'ßa&b': '1=1 '}

# %%
assert parse_query_string('ßa%26b') == {'ßa&b': ''}

# %%
assert parse_query_string('ßa%26b=1%3D1ßa%26b=1%3D1') == {'ßa&b': '1=1ßa&b=1=1'}
