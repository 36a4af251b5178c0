# %%
assert pluralize('box', count=3) == '3 boxes'

# %% held-out
assert pluralize('box', count=1) == '1 box'

# %% held-out
assert pluralize('box', count=0) == '0 boxes'

# %% held-out
assert pluralize('box', count=None) == 'boxes'
