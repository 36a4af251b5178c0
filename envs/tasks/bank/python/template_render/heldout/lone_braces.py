# %%
assert render('{ name ', {'name': 'A'}) == '{ name '

# %%
assert render('{ name }{ name }', {'name': 'A'}) == 'AA'

# %%
assert render('{ name }', {'name': 'A', '': 'A'}) == 'A'

# %%
assert render('{ na', {'name': 'A'}) == '{ na'

# %%
assert render('{ name }', {'name': 'A', 'n': 'A'}) == 'A'

# %%
assert render('ß{ name }', {'name': 'A'}) == 'ßA'

# %%
assert render('} eman {', {'name': 'A'}) == '} eman {'

# %%
assert render('{', {'name': 'A'}) == '{'

# %%
assert render(' name }', {'name': 'A'}) == ' name }'

# %%
assert render('{  name  }', {'name': 'A'}) == 'A'

# %%
assert render('{ name } ', {'name': 'A'}) == 'A '

# %%
assert render('{ name }0', {'name': 'A'}) == 'A0'

# %%
assert render('{ name }é', {'name': 'A'}) == 'Aé'

# %%
assert render('', {'name': 'A'}) == ''

# %%
assert render('{ name }', {'name': 'AA'}) == 'AA'

# %%
assert render('{ name }', {'name': ''}) == ''

# %%
assert render(' { name }', {'name': 'A'}) == ' A'

# %%
assert render('a { b ', {}) == 'a { b '

# %%
assert render('ßa { b', {}) == 'ßa { b'

# %%
assert render('', {}) == ''

# %%
assert render('b { a', {}) == 'b { a'

# %%
assert render('A { B', {}) == 'A { B'

# %%
assert render('a ', {}) == 'a '

# %%
assert render('a', {}) == 'a'

# %%
assert render('a { bé', {}) == 'a { bé'

# %%
assert render('a { ba { b', {}) == 'a { ba { b'

# %%
assert render('a { ', {}) == 'a { '

# %%
assert render(' a { b', {}) == ' a { b'

# %%
assert render('a { b0', {}) == 'a { b0'

# %%
assert render('aa { b', {}) == 'aa { b'

# %%
assert render('a  {  b', {}) == 'a  {  b'

# %%
assert render(' { b', {}) == ' { b'

# %%
assert render('{}  and  {x', {}) == '{}  and  {x'

# %%
assert render('{} and {', {}) == '{} and {'

# %%
assert render('{', {}) == '{'

# %%
assert render('{} and {x0', {}) == '{} and {x0'

# %%
assert render('{} and {xé', {}) == '{} and {xé'

# %%
assert render('} and {x', {}) == '} and {x'

# %%
assert render('{} and {x ', {}) == '{} and {x '

# %%
assert render(' {} and {x', {}) == ' {} and {x'

# %%
assert render('ß{} and {x', {}) == 'ß{} and {x'

# %%
assert render('{} And {X', {}) == '{} And {X'

# %%
assert render('{} a', {}) == '{} a'

# %%
assert render('{} and {x{} and {x', {}) == '{} and {x{} and {x'

# %%
assert render('{} AND {X', {}) == '{} AND {X'

# %%
assert render('{a-b} x}y0', {}) == '{a-b} x}y0'

# %%
assert render('y}x }b-a{', {}) == 'y}x }b-a{'

# %%
assert render('{a-b}  x}y', {}) == '{a-b}  x}y'

# %%
assert render('a-b} x}y', {}) == 'a-b} x}y'

# %%
assert render('{a-b} x}y{a-b} x}y', {}) == '{a-b} x}y{a-b} x}y'

# %%
assert render('{a-b} x}y ', {}) == '{a-b} x}y '

# %%
assert render('ß{a-b} x}y', {}) == 'ß{a-b} x}y'

# %%
assert render('{a-b} x}', {}) == '{a-b} x}'

# %%
assert render('{a-b} x}yé', {}) == '{a-b} x}yé'

# %%
assert render('{A-B} X}Y', {}) == '{A-B} X}Y'

# %%
assert render(' {a-b} x}y', {}) == ' {a-b} x}y'

# %%
assert render('{a-b', {}) == '{a-b'
