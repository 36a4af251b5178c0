# %%
assert render('Hello {name}!', {'name': 'Ann'}) == 'Hello Ann!'

# %%
assert render('{a}+{b}={c}', {'a': 1, 'b': 2, 'c': 3}) == '1+2=3'

# %%
assert render('no placeholders', {}) == 'no placeholders'

# %%
assert render('{x}{x}', {'x': 'ab'}) == 'abab'

# %%
assert render('{n}', {'n': None, 'm': 1}) == 'None'
