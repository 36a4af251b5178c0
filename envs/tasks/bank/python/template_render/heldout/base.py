# %%
assert render('Hello {name}!', {'name': ''}) == 'Hello !'

# %%
assert render('Hello {name}!0', {'name': 'Ann'}) == 'Hello Ann!0'

# %%
assert render('Hello {name}', {'name': 'Ann'}) == 'Hello Ann'

# %%
assert render('Hello ', {'name': 'Ann'}) == 'Hello '

# %%
assert render('hello {name}!', {'name': 'Ann'}) == 'hello Ann!'

# %%
assert render('', {'name': 'Ann'}) == ''

# %%
assert render('Hello {name}!é', {'name': 'Ann'}) == 'Hello Ann!é'

# %%
assert render('Hello {name}!', {'name': 'AnnAnn'}) == 'Hello AnnAnn!'

# %%
assert render('Hello {name}!', {'name': 'Ann', '': 'Ann'}) == 'Hello Ann!'

# %%
assert render('HHello {name}!', {'name': 'Ann'}) == 'HHello Ann!'

# %%
assert render('ßHello {name}!', {'name': 'Ann'}) == 'ßHello Ann!'

# %%
assert render('Hello  {name}!', {'name': 'Ann'}) == 'Hello  Ann!'

# %%
assert render('Hello {name}!', {'name': 'Ann', 'n': 'Ann'}) == 'Hello Ann!'

# %%
assert render('Hello {name}!', {'name': 'ANN'}) == 'Hello ANN!'

# %%
assert render('Hello {name}!', {'name': 'A'}) == 'Hello A!'

# %%
assert render('Hello {name}!Hello {name}!', {'name': 'Ann'}) == 'Hello Ann!Hello Ann!'

# %%
assert render('Hello {name}! ', {'name': 'Ann'}) == 'Hello Ann! '

# %%
assert render(' Hello {name}!', {'name': 'Ann'}) == ' Hello Ann!'

# %%
assert render('H', {'name': 'Ann'}) == 'H'

# %%
assert render('{a}+{b}={c}', {'a': 2, 'b': 2, 'c': 3}) == '2+2=3'

# %%
assert render('{a}+{b}={c}0', {'a': 1, 'b': 2, 'c': 3}) == '1+2=30'

# %%
assert render('{a}+{b}={c}{a}+{b}={c}', {'a': 1, 'b': 2, 'c': 3}) == '1+2=31+2=3'

# %%
assert render('{a}+{b}={c}', {'a': 1, 'b': 2, 'c': 3, '': 1}) == '1+2=3'

# %%
assert render('{a}+{b}={c}', {'a': -1, 'b': 2, 'c': 3}) == '-1+2=3'

# %%
assert render('ß{a}+{b}={c}', {'a': 1, 'b': 2, 'c': 3}) == 'ß1+2=3'

# %%
assert render('a}+{b}={c}', {'a': 1, 'b': 2, 'c': 3}) == 'a}+2=3'

# %%
assert render('{a}+{b}={c}é', {'a': 1, 'b': 2, 'c': 3}) == '1+2=3é'

# %%
assert render('', {'a': 1, 'b': 2, 'c': 3}) == ''

# %%
assert render(' {a}+{b}={c}', {'a': 1, 'b': 2, 'c': 3}) == ' 1+2=3'

# %%
assert render('{a}+{b}={c}', {'a': 0, 'b': 2, 'c': 3}) == '0+2=3'

# %%
assert render('{a}+{b}={c} ', {'a': 1, 'b': 2, 'c': 3}) == '1+2=3 '

# %%
assert render('no  placeholders', {}) == 'no  placeholders'

# %%
assert render('o placeholders', {}) == 'o placeholders'

# %%
assert render('no placeholders ', {}) == 'no placeholders '

# %%
assert render('No Placeholders', {}) == 'No Placeholders'

# %%
assert render(' no placeholders', {}) == ' no placeholders'

# %%
assert render('NO PLACEHOLDERS', {}) == 'NO PLACEHOLDERS'

# %%
assert render('ßno placeholders', {}) == 'ßno placeholders'

# %%
assert render('no placeholdersé', {}) == 'no placeholdersé'

# %%
assert render('no placeholders0', {}) == 'no placeholders0'

# %%
assert render('sredlohecalp on', {}) == 'sredlohecalp on'

# %%
assert render('no plac', {}) == 'no plac'

# %%
assert render('n', {}) == 'n'

# %%
assert render('no placeholdersno placeholders', {}) == 'no placeholdersno placeholders'

# %%
assert render('no placeholder', {}) == 'no placeholder'

# %%
assert render('nno placeholders', {}) == 'nno placeholders'

# %%
assert render('', {}) == ''

# %%
assert render(' {x}{x}', {'x': 'ab'}) == ' abab'

# %%
assert render('{x}{x}', {'x': ''}) == ''

# %%
assert render('{x}{x}', {'x': 'AB'}) == 'ABAB'

# %%
assert render('{x}{x}{x}{x}', {'x': 'ab'}) == 'abababab'

# %%
assert render('{x}{x}', {'x': 'ab', '': 'ab'}) == 'abab'

# %%
assert render('{x}{x}', {'x': 'abab'}) == 'abababab'

# %%
assert render('{x}{x}0', {'x': 'ab'}) == 'abab0'

# %%
assert render('{x}{x}é', {'x': 'ab'}) == 'ababé'

# %%
assert render('{x}', {'x': 'ab'}) == 'ab'

# %%
assert render('ß{x}{x}', {'x': 'ab'}) == 'ßabab'

# %%
assert render('x}{x}', {'x': 'ab'}) == 'x}ab'

# %%
assert render('{x}{x}', {'x': 'a'}) == 'aa'

# %%
assert render('{x}{x} ', {'x': 'ab'}) == 'abab '

# %%
assert render('', {'x': 'ab'}) == ''

# %%
assert render('ß{n}', {'n': None, 'm': 1}) == 'ßNone'

# %%
assert render(' {n}', {'n': None, 'm': 1}) == ' None'

# %%
assert render('', {'n': None, 'm': 1}) == ''

# %%
assert render('n}', {'n': None, 'm': 1}) == 'n}'

# %%
assert render('{n}é', {'n': None, 'm': 1}) == 'Noneé'

# %%
assert render('{n} ', {'n': None, 'm': 1}) == 'None '

# %%
assert render('{n}{n}', {'n': None, 'm': 1}) == 'NoneNone'

# %%
assert render('{n}0', {'n': None, 'm': 1}) == 'None0'

# %%
assert render('{n}', {'n': None, 'm': 1, '': None}) == 'None'

# %%
assert render('{n}', {'n': None}) == 'None'
