# %%
assert pluralize('box', count=3) == '3 boxes'

# %%
assert pluralize('box', count=1) == '1 box'

# %%
assert pluralize('box', count=0) == '0 boxes'

# %%
assert pluralize('box', count=None) == 'boxes'
