# %%
assert render('Hi {who}', {}, default='ß?') == 'Hi ß?'

# %%
assert render('H', {}, default='?') == 'H'

# %%
assert render('hi {who}', {}, default='?') == 'hi ?'

# %%
assert render('Hi  {who}', {}, default='?') == 'Hi  ?'

# %%
assert render('hI {WHO}', {}, default='?') == 'hI ?'

# %%
assert render('Hi {who}', {}, default='') == 'Hi '

# %%
assert render('', {}, default='?') == ''

# %%
assert render('Hi {', {}, default='?') == 'Hi {'

# %%
assert render('HHi {who}', {}, default='?') == 'HHi ?'

# %%
assert render(' Hi {who}', {}, default='?') == ' Hi ?'

# %%
assert render('}ohw{ iH', {}, default='?') == '}ohw{ iH'

# %%
assert render('{a}{b}', {'a': -1}, default='') == '-1'

# %%
assert render('{a}{b}', {'a': 1}, default='é') == '1é'

# %%
assert render('a}{b}', {'a': 1}, default='') == 'a}'

# %%
assert render('{a}{b}', {'a': 2}, default='') == '2'

# %%
assert render('ß{a}{b}', {'a': 1}, default='') == 'ß1'

# %%
assert render('{a}{b}', {'a': 1, '': 1}, default='') == '1'

# %%
assert render('{a}{b}', {}, default='') == ''

# %%
assert render('{a}{b}0', {'a': 1}, default='') == '10'

# %%
assert render('{a}{b}é', {'a': 1}, default='') == '1é'

# %%
assert render('{a}{b', {'a': 1}, default='') == '1{b'

# %%
assert render('{a}', {'a': 2}, default='?é') == '2'

# %%
assert render('ß{a}', {'a': 2}, default='?') == 'ß2'

# %%
assert render('{a}', {}, default='?') == '?'

# %%
assert render('{a}{a}', {'a': 2}, default='?') == '22'

# %%
assert render('', {'a': 2}, default='?') == ''

# %%
assert render('{a}', {'a': 2}, default=' ?') == '2'

# %%
assert render('{a}', {'a': 2}, default='??') == '2'

# %%
assert render('{a', {'a': 2}, default='?') == '{a'

# %%
assert render('{a}0', {'a': 2}, default='?') == '20'

# %%
assert render('{a}', {'a': 2}, default='') == '2'

# %%
assert render('i {who}0', {}, default='?') == 'i ?0'

# %%
assert render('Hi {who}Hi {who}', {}, default='') == 'Hi Hi '

# %%
assert render('Hi {who}', {}, default='ß? ') == 'Hi ß? '

# %%
assert render('H', {}, default='?é') == 'H'

# %%
assert render('i {who}', {}, default='') == 'i '

# %%
assert render('', {}, default='') == ''

# %%
assert render('Hi {who}', {}, default='?0?0') == 'Hi ?0?0'

# %%
assert render('i {who}', {}, default='?0') == 'i ?0'

# %%
assert render('i {who}é', {}, default='?') == 'i ?é'

# %%
assert render(' Hi {who', {}, default='?') == ' Hi {who'

# %%
assert render('Hi {0', {}, default='?') == 'Hi {0'

# %%
assert render('Hhi {Who}', {}, default='?') == 'Hhi ?'

# %%
assert render('Hi {Who}', {}, default='?0') == 'Hi ?0'

# %%
assert render('Hi {Who}', {}, default='? ') == 'Hi ? '

# %%
assert render('Hi {who}', {}, default='?éé') == 'Hi ?éé'

# %%
assert render('Hi {who}Hi {who}', {}, default=' ?') == 'Hi  ?Hi  ?'

# %%
assert render('{a}{b}', {'a': 0}, default='0') == '00'

# %%
assert render(' {a}{b}', {'a': 0}, default='') == ' 0'

# %%
assert render('{a}{b}{a}{b}', {'a': 1}, default=' ') == '1 1 '

# %%
assert render('ß{a}{b}', {'a': 1}, default='é') == 'ß1é'

# %%
assert render('{a} ', {'a': 1}, default='') == '1 '

# %%
assert render('a}{b}', {'a': 1}, default=' ') == 'a} '

# %%
assert render(' {a}{b}', {'a': 2}, default='') == ' 2'

# %%
assert render('{a}{b}', {'a': 2}, default=' ') == '2 '

# %%
assert render('}b{}a{ ', {'a': 1}, default='') == '}b{}a{ '

# %%
assert render('ß{a}{b}', {'a': 0}, default='') == 'ß0'

# %%
assert render('{A}{B} ', {'a': 1}, default='') == ' '

# %%
assert render('{a}{b}', {}, default=' ') == '  '

# %%
assert render('0}b{}a{', {'a': 1}, default='') == '0}b{}a{'

# %%
assert render('{é', {'a': 1}, default='') == '{é'

# %%
assert render('{', {'a': 2}, default='') == '{'

# %%
assert render('', {'a': 0}, default='') == ''

# %%
assert render('{a}{b}', {'a': 1}, default='ß ') == '1ß '

# %%
assert render('{a}{b}é', {'a': 1, '': 1}, default='') == '1é'

# %%
assert render('{a}{b}é', {'a': 0}, default='') == '0é'

# %%
assert render('{', {}, default='?') == '{'

# %%
assert render('ßß{a}', {'a': 2}, default='?') == 'ßß2'

# %%
assert render('}a', {'a': 2}, default='?') == '}a'

# %%
assert render('', {'a': 2}, default='??') == ''

# %%
assert render(' {a}', {'a': 2}, default=' ?') == ' 2'

# %%
assert render('{a}0', {'a': 2}, default='? ') == '20'

# %%
assert render('{a}', {'a': 2, '': 2}, default='ß?') == '2'

# %%
assert render('{A}', {'a': 2}, default='ß?') == 'ß?'

# %%
assert render('  {a}', {'a': 2}, default='?') == '  2'

# %%
assert render('{a}', {'a': 2}, default='????') == '2'

# %%
assert render('{a}', {'a': 2, '': 2}, default='?0') == '2'

# %%
assert render('{a}', {'a': 2, '': 1}, default='?') == '2'

# %%
assert render('{a}0', {'a': 1}, default='?') == '10'

# %%
assert render('{a}', {'a': 2}, default='ß') == '2'
