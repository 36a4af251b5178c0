# %%
assert render('{ name }', {'name': 'A'}) == 'A'

# %% held-out
assert render('a { b', {}) == 'a { b'

# %% held-out
assert render('{} and {x', {}) == '{} and {x'

# %% held-out
assert render('{a-b} x}y', {}) == '{a-b} x}y'
