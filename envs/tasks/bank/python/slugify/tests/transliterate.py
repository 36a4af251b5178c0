# %%
assert slugify('Crème Brûlée') == 'creme-brulee'

# %%
assert slugify('naïve café') == 'naive-cafe'

# %%
assert slugify('Straße 5') == 'stra-e-5'

# %%
assert slugify('日本 tea') == 'tea'
