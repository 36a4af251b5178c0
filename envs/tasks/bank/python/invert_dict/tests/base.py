# %%
assert invert_dict({'a': 1, 'b': 2}) == {1: 'a', 2: 'b'}

# %% held-out
assert invert_dict({}) == {}

# %% held-out
d = {'x': 'y'}
assert invert_dict(d) == {'y': 'x'} and d == {'x': 'y'}
