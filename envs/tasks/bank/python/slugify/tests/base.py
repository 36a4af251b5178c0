# %%
assert slugify('Hello World!') == 'hello-world'

# %%
assert slugify('  Python 3.11 is out ') == 'python-3-11-is-out'

# %%
assert slugify('a--b') == 'a-b'

# %%
assert slugify('already-a-slug') == 'already-a-slug'
