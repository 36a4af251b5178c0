# %%
assert render('Hello {name}!', {'name': 'Ann'}) == 'Hello Ann!'

# %% held-out
assert render('{a}+{b}={c}', {'a': 1, 'b': 2, 'c': 3}) == '1+2=3'

# %% held-out
assert render('no placeholders', {}) == 'no placeholders'

# %% held-out
assert render('{x}{x}', {'x': 'ab'}) == 'abab'

# %% held-out
assert render('{n}', {'n': None, 'm': 1}) == 'None'
