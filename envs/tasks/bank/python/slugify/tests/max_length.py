# %%
assert slugify('Hello big World', max_length=9) == 'hello-big'

# %% held-out
assert slugify('Hello big World', max_length=6) == 'hello'

# %% held-out
assert slugify('Hello big World', max_length=100) == 'hello-big-world'

# %% held-out
assert slugify('abc', max_length=None) == 'abc'

# %% held-out
try:
    slugify('abc', max_length=0)
except ValueError as e:
    assert str(e) == 'max_length must be positive'
else:
    raise AssertionError('no ValueError for max_length=0')
