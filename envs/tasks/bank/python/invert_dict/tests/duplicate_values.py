# %%
try:
    invert_dict({'a': 1, 'b': 2, 'c': 1})
except ValueError as e:
    assert str(e) == 'duplicate value: 1', str(e)
else:
    raise AssertionError('duplicate value accepted')

# %% held-out
try:
    invert_dict({'a': 'x', 'b': 'y', 'c': 'y', 'd': 'x'})
except ValueError as e:
    assert str(e) == "duplicate value: 'y'", str(e)
else:
    raise AssertionError('duplicate value accepted')
