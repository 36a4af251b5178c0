# %%
assert render('{{literal}} {x}', {'x': 1}) == '{literal} 1'

# %%
assert render('{{{x}}}', {'x': 'v'}) == '{v}'

# %%
assert render('}}{{', {}) == '}{'
