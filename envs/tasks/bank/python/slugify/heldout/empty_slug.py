# %%
assert slugify('xx') == 'xx'

# %%
assert slugify('x ') == 'x'

# %%
assert slugify('X') == 'x'

# %%
assert slugify(' x') == 'x'

# %%
assert slugify('ßx') == 'x'

# %%
assert slugify('x0') == 'x0'
