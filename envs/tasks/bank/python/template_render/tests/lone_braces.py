# %%
assert render('{ name }', {'name': 'A'}) == 'A'

# %%
assert render('a { b', {}) == 'a { b'

# %%
assert render('{} and {x', {}) == '{} and {x'

# %%
assert render('{a-b} x}y', {}) == '{a-b} x}y'
