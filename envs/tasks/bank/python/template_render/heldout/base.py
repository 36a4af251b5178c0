# %%
assert render('Hello {name}', {'name': 'Ann'}) == 'Hello Ann'

# %%
assert render('hello {name}!', {'name': 'Ann'}) == 'hello Ann!'

# %%
assert render('HHello {name}!', {'name': 'Ann'}) == 'HHello Ann!'

# %%
assert render('ßHello {name}!', {'name': 'Ann'}) == 'ßHello Ann!'

# %%
assert render('Hello {name}!', {'name': 'Ann', 'n': 'Ann'}) == 'Hello Ann!'

# %%
assert render('Hello {name}!', {'name': 'A'}) == 'Hello A!'

# %%
assert render('Hello {name}! ', {'name': 'Ann'}) == 'Hello Ann! '

# %%
assert render(' Hello {name}!', {'name': 'Ann'}) == ' Hello Ann!'

# %%
assert render('{a}+{b}={c}', {'a': 2, 'b': 2, 'c': 3}) == '2+2=3'

# %%
assert render('{a}+{b}={c}0', {'a': 1, 'b': 2, 'c': 3}) == '1+2=30'

# %%
assert render('ß{a}+{b}={c}', {'a': 1, 'b': 2, 'c': 3}) == 'ß1+2=3'

# %%
assert render('{a}+{b}={c}é', {'a': 1, 'b': 2, 'c': 3}) == '1+2=3é'

# %%
assert render('', {'a': 1, 'b': 2, 'c': 3}) == ''

# %%
assert render(' {a}+{b}={c}', {'a': 1, 'b': 2, 'c': 3}) == ' 1+2=3'

# %%
assert render('{a}+{b}={c}', {'a': 0, 'b': 2, 'c': 3}) == '0+2=3'

# %%
assert render('no  placeholders', {}) == 'no  placeholders'

# %%
assert render('o placeholders', {}) == 'o placeholders'

# %%
assert render('No Placeholders', {}) == 'No Placeholders'

# %%
assert render(' no placeholders', {}) == ' no placeholders'

# %%
assert render('no placeholdersé', {}) == 'no placeholdersé'

# %%
assert render('sredlohecalp on', {}) == 'sredlohecalp on'

# %%
assert render('no plac', {}) == 'no plac'

# %%
assert render('no placeholder', {}) == 'no placeholder'

# %%
assert render('', {}) == ''

# %%
assert render('{x}{x}{x}{x}', {'x': 'ab'}) == 'abababab'

# %%
assert render('{x}{x}', {'x': 'ab', '': 'ab'}) == 'abab'

# %%
assert render('{x}{x}é', {'x': 'ab'}) == 'ababé'

# %%
assert render('{x}', {'x': 'ab'}) == 'ab'

# %%
assert render('{x}{x} ', {'x': 'ab'}) == 'abab '

# %%
assert render('', {'n': None, 'm': 1}) == ''

# %%
assert render('n}', {'n': None, 'm': 1}) == 'n}'

# %%
assert render('{n} ', {'n': None, 'm': 1}) == 'None '

# %%
assert render('{n}{n}', {'n': None, 'm': 1}) == 'NoneNone'

# %%
assert render('{n}', {'n': None, 'm': 1, '': None}) == 'None'

# %%
assert render('Hello {name}!Hello {name}!', {'name': ''}) == 'Hello !Hello !'

# %%
assert render('hello ', {'name': 'Ann'}) == 'hello '

# %%
assert render('', {'name': 'ANN'}) == ''

# %%
assert render('Hello {name}', {'name': 'AnnAnn'}) == 'Hello AnnAnn'

# %%
assert render('ßHello {name}!', {'name': 'AnnAnn'}) == 'ßHello AnnAnn!'

# %%
assert render('Hello  {name}', {'name': 'Ann'}) == 'Hello  Ann'

# %%
assert render('Hello  {name}!', {'name': ''}) == 'Hello  !'

# %%
assert render('Hello {name}!', {'name': 'A', 'n': 'Ann'}) == 'Hello A!'

# %%
assert render('Hello {name}!Hello {name}!é', {'name': 'Ann'}) == 'Hello Ann!Hello Ann!é'

# %%
assert render('H', {'name': 'Ann', 'n': 'Ann'}) == 'H'

# %%
assert render('{a}+{b}={c}', {'a': 2, 'b': 2, 'c': 3, '': 2}) == '2+2=3'

# %%
assert render('{a}+{b}={c}', {'a': 2, 'b': 0, 'c': 3}) == '2+0=3'

# %%
assert render('{a}+{b}={c}0é', {'a': 1, 'b': 2, 'c': 3}) == '1+2=30é'

# %%
assert render(' {a}+{b}={c}{a}+{b}={c}', {'a': 1, 'b': 2, 'c': 3}) == ' 1+2=31+2=3'

# %%
assert render('{a}+{b}={c}{a}+{b}={c}', {'a': 1, 'b': 2, 'c': 3, '': 2}) == '1+2=31+2=3'

# %%
assert render(' a}+{b}={c}', {'a': 1, 'b': 2, 'c': 3}) == ' a}+2=3'

# %%
assert render('{a}+{b}={c}é', {'a': 1, 'b': 1, 'c': 3}) == '1+1=3é'

# %%
assert render('{a}+{b}={c}{a}+{b}={c}', {'a': 0, 'b': 2, 'c': 3}) == '0+2=30+2=3'

# %%
assert render('no  placeholder', {}) == 'no  placeholder'

# %%
assert render('no  placeholders ', {}) == 'no  placeholders '

# %%
assert render('o placeholders0', {}) == 'o placeholders0'

# %%
assert render('no placeholders  ', {}) == 'no placeholders  '

# %%
assert render(' No Placeholders', {}) == ' No Placeholders'

# %%
assert render(' no plac', {}) == ' no plac'

# %%
assert render('sredlohecalp on ', {}) == 'sredlohecalp on '

# %%
assert render('NO PLACEHOLDERS0', {}) == 'NO PLACEHOLDERS0'

# %%
assert render('ßno placeholders ', {}) == 'ßno placeholders '

# %%
assert render('no placeholders0no placeholders0', {}) == 'no placeholders0no placeholders0'

# %%
assert render(' sredlohecalp on', {}) == ' sredlohecalp on'

# %%
assert render('no ', {}) == 'no '

# %%
assert render('N', {}) == 'N'

# %%
assert render('n ', {}) == 'n '

# %%
assert render('sredlohecalp onn', {}) == 'sredlohecalp onn'

# %%
assert render(' {x}{x} {x}{x}', {'x': 'ab'}) == ' abab abab'

# %%
assert render('', {'x': ''}) == ''

# %%
assert render('{x}{x}{x}{x}', {'x': 'ab', '': 'ab'}) == 'abababab'

# %%
assert render('{x}{x}é', {'x': 'ab', '': 'ab'}) == 'ababé'

# %%
assert render('{x}{x}é', {'x': 'AB'}) == 'ABABé'

# %%
assert render('{x}{x} ', {'x': ''}) == ' '

# %%
assert render('é', {'x': 'ab'}) == 'é'

# %%
assert render('', {'x': 'ab', '': 'ab'}) == ''

# %%
assert render(' ', {'n': None, 'm': 1}) == ' '

# %%
assert render('', {'n': None, 'm': -1}) == ''

# %%
assert render('n}', {'n': None, 'm': 2}) == 'n}'

# %%
assert render('ß{n}', {'n': None, 'm': 1, '': None}) == 'ßNone'

# %%
assert render('n}', {'n': None}) == 'n}'
