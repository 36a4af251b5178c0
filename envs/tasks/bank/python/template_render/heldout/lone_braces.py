# %%
assert render('{ name }{ name }', {'name': 'A'}) == 'AA'

# %%
assert render('{ name }', {'name': 'A', 'n': 'A'}) == 'A'

# %%
assert render('ß{ name }', {'name': 'A'}) == 'ßA'

# %%
assert render('} eman {', {'name': 'A'}) == '} eman {'

# %%
assert render('{', {'name': 'A'}) == '{'

# %%
assert render('{  name  }', {'name': 'A'}) == 'A'

# %%
assert render('', {'name': 'A'}) == ''

# %%
assert render(' { name }', {'name': 'A'}) == ' A'

# %%
assert render('a { b ', {}) == 'a { b '

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
assert render('a  {  b', {}) == 'a  {  b'

# %%
assert render(' { b', {}) == ' { b'

# %%
assert render('{}  and  {x', {}) == '{}  and  {x'

# %%
assert render('{', {}) == '{'

# %%
assert render('} and {x', {}) == '} and {x'

# %%
assert render('{} and {x ', {}) == '{} and {x '

# %%
assert render(' {} and {x', {}) == ' {} and {x'

# %%
assert render('{} And {X', {}) == '{} And {X'

# %%
assert render('{} a', {}) == '{} a'

# %%
assert render('{} and {x{} and {x', {}) == '{} and {x{} and {x'

# %%
assert render('y}x }b-a{', {}) == 'y}x }b-a{'

# %%
assert render('{a-b}  x}y', {}) == '{a-b}  x}y'

# %%
assert render('a-b} x}y', {}) == 'a-b} x}y'

# %%
assert render('{a-b} x}y{a-b} x}y', {}) == '{a-b} x}y{a-b} x}y'

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
assert render('{ name', {'name': 'A'}) == '{ name'

# %%
assert render('{ NAME ', {'name': 'A'}) == '{ NAME '

# %%
assert render('{ name }{ name }', {'name': 'A', 'n': 'A'}) == 'AA'

# %%
assert render(' { name }', {'name': 'A', 'n': 'A'}) == ' A'

# %%
assert render('} eman {', {}) == '} eman {'

# %%
assert render('{    name    }', {'name': 'A'}) == 'A'

# %%
assert render('é', {'name': 'A'}) == 'é'

# %%
assert render('', {'name': 'AA'}) == ''

# %%
assert render('} eman {', {'name': ''}) == '} eman {'

# %%
assert render(' { name }0', {'name': 'A'}) == ' A0'

# %%
assert render(' ßa { b', {}) == ' ßa { b'

# %%
assert render('ß', {}) == 'ß'

# %%
assert render('b { ', {}) == 'b { '

# %%
assert render('A { B0', {}) == 'A { B0'

# %%
assert render('aa', {}) == 'aa'

# %%
assert render('a  {  bé', {}) == 'a  {  bé'

# %%
assert render('ßa { ', {}) == 'ßa { '

# %%
assert render(' { a', {}) == ' { a'

# %%
assert render(' a { b a { b', {}) == ' a { b a { b'

# %%
assert render('ß a { b', {}) == 'ß a { b'

# %%
assert render('0b { a', {}) == '0b { a'

# %%
assert render('A  {  B', {}) == 'A  {  B'

# %%
assert render('  {  b', {}) == '  {  b'

# %%
assert render('{} and {0', {}) == '{} and {0'

# %%
assert render('{} AND {', {}) == '{} AND {'

# %%
assert render('{é', {}) == '{é'

# %%
assert render('ß{} and {x ', {}) == 'ß{} and {x '

# %%
assert render(' {} and {xé', {}) == ' {} and {xé'

# %%
assert render('ß{} And {X', {}) == 'ß{} And {X'

# %%
assert render('{} A', {}) == '{} A'

# %%
assert render('{} and {x{} and {', {}) == '{} and {x{} and {'

# %%
assert render('{} AND {Xé', {}) == '{} AND {Xé'

# %%
assert render('0y}x }b-a{', {}) == '0y}x }b-a{'

# %%
assert render(' {a-b}  x}y', {}) == ' {a-b}  x}y'

# %%
assert render('a-b}', {}) == 'a-b}'

# %%
assert render('a-b} x}yé', {}) == 'a-b} x}yé'

# %%
assert render('{a-b} x}y {a-b} x}y ', {}) == '{a-b} x}y {a-b} x}y '

# %%
assert render(' ß{a-b} x}y', {}) == ' ß{a-b} x}y'

# %%
assert render('ß{a-b} x}yé', {}) == 'ß{a-b} x}yé'

# %%
assert render('{a-b} x', {}) == '{a-b} x'

# %%
assert render('{A-B', {}) == '{A-B'

# %%
assert render('b-a{', {}) == 'b-a{'
