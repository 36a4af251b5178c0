# %%
assert pluralize('BOX') == 'BOXES'

# %% held-out
assert pluralize('City') == 'Cities'

# %% held-out
assert pluralize('Day') == 'Days'

# %% held-out
assert pluralize('cat') == 'cats'
