# %%
assert pluralize('cat') == 'cats'

# %% held-out
assert pluralize('box') == 'boxes'

# %% held-out
assert pluralize('city') == 'cities'

# %% held-out
assert pluralize('day') == 'days'

# %% held-out
assert pluralize('church') == 'churches'

# %% held-out
assert pluralize('wish') == 'wishes'

# %% held-out
assert pluralize('buzz') == 'buzzes'
