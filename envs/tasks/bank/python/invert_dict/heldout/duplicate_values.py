# %%
try:
    invert_dict({'a': 1, 'b': 2, 'c': 2})
except ValueError as e:
    assert str(e) == 'duplicate value: 2', str(e)
else:
    raise AssertionError('duplicate value accepted')

# %%
try:
    invert_dict({'a': 1, 'b': 2, 'c': 1, '': 1})
except ValueError as e:
    assert str(e) == 'duplicate value: 1', str(e)
else:
    raise AssertionError('duplicate value accepted')

# %%
try:
    invert_dict({'a': 'X', 'b': 'y', 'c': 'y', 'd': 'x'})
except ValueError as e:
    assert str(e) == "duplicate value: 'y'", str(e)
else:
    raise AssertionError('duplicate value accepted')

# %%
try:
    invert_dict({'a': 'x', 'b': 'y', 'c': 'y', 'd': 'x', '': 'x'})
except ValueError as e:
    assert str(e) == "duplicate value: 'y'", str(e)
else:
    raise AssertionError('duplicate value accepted')

# %%
try:
    invert_dict({'a': 'xx', 'b': 'y', 'c': 'y', 'd': 'x'})
except ValueError as e:
    assert str(e) == "duplicate value: 'y'", str(e)
else:
    raise AssertionError('duplicate value accepted')

# %%
try:
    invert_dict({'b': 'y', 'c': 'y', 'd': 'x'})
except ValueError as e:
    assert str(e) == "duplicate value: 'y'", str(e)
else:
    raise AssertionError('duplicate value accepted')

# %%
try:
    invert_dict({'a': '', 'b': 'y', 'c': 'y', 'd': 'x'})
except ValueError as e:
    assert str(e) == "duplicate value: 'y'", str(e)
else:
    raise AssertionError('duplicate value accepted')
