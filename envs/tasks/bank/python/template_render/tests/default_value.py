# %%
assert render('Hi {who}', {}, default='?') == 'Hi ?'

# %%
assert render('{a}{b}', {'a': 1}, default='') == '1'

# %%
assert render('{a}', {'a': 2}, default='?') == '2'
