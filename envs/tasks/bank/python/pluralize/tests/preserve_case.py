# %%
assert pluralize('BOX') == 'BOXES'

# %%
assert pluralize('City') == 'Cities'

# %%
assert pluralize('Day') == 'Days'

# %%
assert pluralize('cat') == 'cats'
