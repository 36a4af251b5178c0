# %%
assert render('{{literal}} {x}', {'x': 1}) == '{literal} 1'

# %% held-out
assert render('{{{x}}}', {'x': 'v'}) == '{v}'

# %% held-out
assert render('}}{{', {}) == '}{'
