# %%
assert render('Hi {who}', {}, default='?') == 'Hi ?'

# %% held-out
assert render('{a}{b}', {'a': 1}, default='') == '1'

# %% held-out
assert render('{a}', {'a': 2}, default='?') == '2'
