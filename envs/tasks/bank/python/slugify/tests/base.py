# %%
assert slugify('Hello World!') == 'hello-world'

# %% held-out
assert slugify('  Python 3.11 is out ') == 'python-3-11-is-out'

# %% held-out
assert slugify('a--b') == 'a-b'

# %% held-out
assert slugify('already-a-slug') == 'already-a-slug'
