# %%
assert pluralize('cat') == 'cats'

# %%
assert pluralize('box') == 'boxes'

# %%
assert pluralize('city') == 'cities'

# %%
assert pluralize('day') == 'days'

# %%
assert pluralize('church') == 'churches'

# %%
assert pluralize('wish') == 'wishes'

# %%
assert pluralize('buzz') == 'buzzes'
