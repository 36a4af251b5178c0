# %%
assert slugify('Crème Brûlée') == 'creme-brulee'

# %% held-out
assert slugify('naïve café') == 'naive-cafe'

# %% held-out
assert slugify('Straße 5') == 'stra-e-5'

# %% held-out
assert slugify('日本 tea') == 'tea'
