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

# %%
try:
    invert_dict({'a': 1, 'b': 2, 'c': 2, '': 2})
except ValueError as e:
    assert str(e) == 'duplicate value: 2', str(e)
else:
    raise AssertionError('duplicate value accepted')

# %%
try:
    invert_dict({'b': 2, 'c': 1, '': 1})
except ValueError as e:
    assert str(e) == 'duplicate value: 1', str(e)
else:
    raise AssertionError('duplicate value accepted')

# %%
try:
    invert_dict({'a': -1, 'b': 2, 'c': 1, '': 1})
except ValueError as e:
    assert str(e) == 'duplicate value: 1', str(e)
else:
    raise AssertionError('duplicate value accepted')

# %%
try:
    invert_dict({'a': 2, 'b': 2, 'c': 1, '': 1})
except ValueError as e:
    assert str(e) == 'duplicate value: 2', str(e)
else:
    raise AssertionError('duplicate value accepted')

# %%
try:
    invert_dict({'a': 0, 'b': 2, 'c': 1, '': 1})
except ValueError as e:
    assert str(e) == 'duplicate value: 1', str(e)
else:
    raise AssertionError('duplicate value accepted')

# %%
try:
    invert_dict({'a': 'X', 'b': 'y', 'c': 'y', 'd': 'x', '': 'y'})
except ValueError as e:
    assert str(e) == "duplicate value: 'y'", str(e)
else:
    raise AssertionError('duplicate value accepted')

# %%
try:
    invert_dict({'a': 'x', 'b': 'y', 'c': 'yy', 'd': 'x', '': 'x'})
except ValueError as e:
    assert str(e) == "duplicate value: 'x'", str(e)
else:
    raise AssertionError('duplicate value accepted')

# %%
try:
    invert_dict({'a': 'x', 'b': 'y', 'c': 'y', 'd': 'x', '': 'y'})
except ValueError as e:
    assert str(e) == "duplicate value: 'y'", str(e)
else:
    raise AssertionError('duplicate value accepted')

# %%
try:
    invert_dict({'a': 'x', 'b': 'y', 'c': '', 'd': 'x', '': 'x'})
except ValueError as e:
    assert str(e) == "duplicate value: 'x'", str(e)
else:
    raise AssertionError('duplicate value accepted')

# %%
try:
    invert_dict({'a': 'x', 'b': 'y', 'c': 'Y', 'd': 'x', '': 'x'})
except ValueError as e:
    assert str(e) == "duplicate value: 'x'", str(e)
else:
    raise AssertionError('duplicate value accepted')

# %%
try:
    invert_dict({'a': 'x', 'b': 'y', 'd': 'x', '': 'x'})
except ValueError as e:
    assert str(e) == "duplicate value: 'x'", str(e)
else:
    raise AssertionError('duplicate value accepted')

# %%
try:
    invert_dict({'a': 'xxxx', 'b': 'y', 'c': 'y', 'd': 'x'})
except ValueError as e:
    assert str(e) == "duplicate value: 'y'", str(e)
else:
    raise AssertionError('duplicate value accepted')

# %%
try:
    invert_dict({'a': 'XX', 'b': 'y', 'c': 'y', 'd': 'x'})
except ValueError as e:
    assert str(e) == "duplicate value: 'y'", str(e)
else:
    raise AssertionError('duplicate value accepted')

# %%
try:
    invert_dict({'a': 'xx', 'b': 'y', 'c': 'y', 'd': 'x', '': 'xx'})
except ValueError as e:
    assert str(e) == "duplicate value: 'y'", str(e)
else:
    raise AssertionError('duplicate value accepted')

# %%
try:
    invert_dict({'b': 'y', 'c': 'y', 'd': 'x', '': 'y'})
except ValueError as e:
    assert str(e) == "duplicate value: 'y'", str(e)
else:
    raise AssertionError('duplicate value accepted')

# %%
try:
    invert_dict({'a': '', 'b': 'y', 'c': 'y'})
except ValueError as e:
    assert str(e) == "duplicate value: 'y'", str(e)
else:
    raise AssertionError('duplicate value accepted')

# %%
try:
    invert_dict({'a': '', 'b': 'y', 'c': 'y', 'd': 'X'})
except ValueError as e:
    assert str(e) == "duplicate value: 'y'", str(e)
else:
    raise AssertionError('duplicate value accepted')

# %%
try:
    invert_dict({'a': '', 'b': 'y', 'c': 'y', 'd': ''})
except ValueError as e:
    assert str(e) == "duplicate value: 'y'", str(e)
else:
    raise AssertionError('duplicate value accepted')

# %%
try:
    invert_dict({'a': '', 'b': 'y', 'c': 'y', 'd': 'x', '': 'x'})
except ValueError as e:
    assert str(e) == "duplicate value: 'y'", str(e)
else:
    raise AssertionError('duplicate value accepted')

# %%
try:
    invert_dict({'a': '', 'b': 'y', 'c': 'y', 'd': 'xx'})
except ValueError as e:
    assert str(e) == "duplicate value: 'y'", str(e)
else:
    raise AssertionError('duplicate value accepted')

# %%
try:
    invert_dict({'b': 2, 'c': 2, '': 2})
except ValueError as e:
    assert str(e) == 'duplicate value: 2', str(e)
else:
    raise AssertionError('duplicate value accepted')

# %%
try:
    invert_dict({'a': -1, 'b': 2, 'c': 2, '': 2})
except ValueError as e:
    assert str(e) == 'duplicate value: 2', str(e)
else:
    raise AssertionError('duplicate value accepted')

# %%
try:
    invert_dict({'a': 0, 'b': 2, 'c': 2, '': 2})
except ValueError as e:
    assert str(e) == 'duplicate value: 2', str(e)
else:
    raise AssertionError('duplicate value accepted')

# %%
try:
    invert_dict({'a': 2, 'b': 2, 'c': 2, '': 2})
except ValueError as e:
    assert str(e) == 'duplicate value: 2', str(e)
else:
    raise AssertionError('duplicate value accepted')

# %%
try:
    invert_dict({'b': 2, 'c': 2, '': 1})
except ValueError as e:
    assert str(e) == 'duplicate value: 2', str(e)
else:
    raise AssertionError('duplicate value accepted')

# %%
try:
    invert_dict({'a': -1, 'b': 1, 'c': 1, '': 1})
except ValueError as e:
    assert str(e) == 'duplicate value: 1', str(e)
else:
    raise AssertionError('duplicate value accepted')

# %%
try:
    invert_dict({'a': -1, 'b': 2, 'c': 1, '': 2})
except ValueError as e:
    assert str(e) == 'duplicate value: 2', str(e)
else:
    raise AssertionError('duplicate value accepted')

# %%
try:
    invert_dict({'a': -1, 'b': -2, 'c': 1, '': 1})
except ValueError as e:
    assert str(e) == 'duplicate value: 1', str(e)
else:
    raise AssertionError('duplicate value accepted')

# %%
try:
    invert_dict({'a': -1, 'b': 3, 'c': 1, '': 1})
except ValueError as e:
    assert str(e) == 'duplicate value: 1', str(e)
else:
    raise AssertionError('duplicate value accepted')

# %%
try:
    invert_dict({'a': -1, 'c': 1, '': 1})
except ValueError as e:
    assert str(e) == 'duplicate value: 1', str(e)
else:
    raise AssertionError('duplicate value accepted')

# %%
try:
    invert_dict({'a': -1, 'b': 0, 'c': 1, '': 1})
except ValueError as e:
    assert str(e) == 'duplicate value: 1', str(e)
else:
    raise AssertionError('duplicate value accepted')

# %%
try:
    invert_dict({'a': 2, 'b': 2, 'c': 1, '': 2})
except ValueError as e:
    assert str(e) == 'duplicate value: 2', str(e)
else:
    raise AssertionError('duplicate value accepted')

# %%
try:
    invert_dict({'a': -2, 'b': 2, 'c': 1, '': 1})
except ValueError as e:
    assert str(e) == 'duplicate value: 1', str(e)
else:
    raise AssertionError('duplicate value accepted')

# %%
try:
    invert_dict({'a': 0, 'b': 2, 'c': 1, '': 0})
except ValueError as e:
    assert str(e) == 'duplicate value: 0', str(e)
else:
    raise AssertionError('duplicate value accepted')

# %%
try:
    invert_dict({'a': 'XX', 'b': 'y', 'c': 'y', 'd': 'x', '': 'y'})
except ValueError as e:
    assert str(e) == "duplicate value: 'y'", str(e)
else:
    raise AssertionError('duplicate value accepted')

# %%
try:
    invert_dict({'a': 'X', 'b': 'y', 'c': 'y', 'd': 'x', '': 'X'})
except ValueError as e:
    assert str(e) == "duplicate value: 'y'", str(e)
else:
    raise AssertionError('duplicate value accepted')

# %%
try:
    invert_dict({'a': '', 'b': 'y', 'c': 'y', 'd': 'x', '': 'y'})
except ValueError as e:
    assert str(e) == "duplicate value: 'y'", str(e)
else:
    raise AssertionError('duplicate value accepted')

# %%
try:
    invert_dict({'a': 'x', 'b': 'y', 'c': 'yy', 'd': 'x', '': 'yy'})
except ValueError as e:
    assert str(e) == "duplicate value: 'x'", str(e)
else:
    raise AssertionError('duplicate value accepted')

# %%
try:
    invert_dict({'a': 'x', 'b': 'y', 'c': 'yyyy', 'd': 'x', '': 'x'})
except ValueError as e:
    assert str(e) == "duplicate value: 'x'", str(e)
else:
    raise AssertionError('duplicate value accepted')

# %%
try:
    invert_dict({'a': 'x', 'b': 'y', 'c': 'YY', 'd': 'x', '': 'x'})
except ValueError as e:
    assert str(e) == "duplicate value: 'x'", str(e)
else:
    raise AssertionError('duplicate value accepted')

# %%
try:
    invert_dict({'a': 'xx', 'b': 'y', 'c': 'y', 'd': 'x', '': 'y'})
except ValueError as e:
    assert str(e) == "duplicate value: 'y'", str(e)
else:
    raise AssertionError('duplicate value accepted')

# %%
try:
    invert_dict({'a': 'x', 'b': 'Y', 'c': '', 'd': 'x', '': 'x'})
except ValueError as e:
    assert str(e) == "duplicate value: 'x'", str(e)
else:
    raise AssertionError('duplicate value accepted')

# %%
try:
    invert_dict({'a': 'x', 'b': 'yy', 'c': '', 'd': 'x', '': 'x'})
except ValueError as e:
    assert str(e) == "duplicate value: 'x'", str(e)
else:
    raise AssertionError('duplicate value accepted')

# %%
try:
    invert_dict({'a': 'x', 'b': '', 'c': '', 'd': 'x', '': 'x'})
except ValueError as e:
    assert str(e) == "duplicate value: ''", str(e)
else:
    raise AssertionError('duplicate value accepted')

# %%
try:
    invert_dict({'a': 'x', 'b': 'y', 'c': '', 'd': 'x', '': 'y'})
except ValueError as e:
    assert str(e) == "duplicate value: 'x'", str(e)
else:
    raise AssertionError('duplicate value accepted')

# %%
try:
    invert_dict({'a': 'x', 'b': 'y', 'c': 'Y', 'd': 'x', '': 'Y'})
except ValueError as e:
    assert str(e) == "duplicate value: 'x'", str(e)
else:
    raise AssertionError('duplicate value accepted')

# %%
try:
    invert_dict({'a': 'x', 'b': 'y', 'd': '', '': 'x'})
except ValueError as e:
    assert str(e) == "duplicate value: 'x'", str(e)
else:
    raise AssertionError('duplicate value accepted')

# %%
try:
    invert_dict({'a': 'x', 'b': 'y', 'd': 'xx', '': 'x'})
except ValueError as e:
    assert str(e) == "duplicate value: 'x'", str(e)
else:
    raise AssertionError('duplicate value accepted')

# %%
try:
    invert_dict({'a': 'x', 'b': 'y', '': 'x'})
except ValueError as e:
    assert str(e) == "duplicate value: 'x'", str(e)
else:
    raise AssertionError('duplicate value accepted')

# %%
try:
    invert_dict({'a': 'x', 'b': 'y', 'd': 'X', '': 'x'})
except ValueError as e:
    assert str(e) == "duplicate value: 'x'", str(e)
else:
    raise AssertionError('duplicate value accepted')

# %%
try:
    invert_dict({'a': 'xxxx', 'b': 'y', 'c': 'y', 'd': 'X'})
except ValueError as e:
    assert str(e) == "duplicate value: 'y'", str(e)
else:
    raise AssertionError('duplicate value accepted')

# %%
try:
    invert_dict({'a': 'xxxx', 'b': 'y', 'c': 'y', 'd': 'xx'})
except ValueError as e:
    assert str(e) == "duplicate value: 'y'", str(e)
else:
    raise AssertionError('duplicate value accepted')

# %%
try:
    invert_dict({'a': 'xxxx', 'b': 'y', 'c': 'y'})
except ValueError as e:
    assert str(e) == "duplicate value: 'y'", str(e)
else:
    raise AssertionError('duplicate value accepted')

# %%
try:
    invert_dict({'a': 'xxxx', 'b': 'y', 'c': 'y', 'd': ''})
except ValueError as e:
    assert str(e) == "duplicate value: 'y'", str(e)
else:
    raise AssertionError('duplicate value accepted')

# %%
try:
    invert_dict({'a': 'xxxx', 'b': 'y', 'c': 'y', 'd': 'x', '': 'x'})
except ValueError as e:
    assert str(e) == "duplicate value: 'y'", str(e)
else:
    raise AssertionError('duplicate value accepted')

# %%
try:
    invert_dict({'a': 'xx', 'b': 'yy', 'c': 'y', 'd': 'x', '': 'xx'})
except ValueError as e:
    assert str(e) == "duplicate value: 'xx'", str(e)
else:
    raise AssertionError('duplicate value accepted')

# %%
try:
    invert_dict({'a': 'xx', 'c': 'y', 'd': 'x', '': 'xx'})
except ValueError as e:
    assert str(e) == "duplicate value: 'xx'", str(e)
else:
    raise AssertionError('duplicate value accepted')

# %%
try:
    invert_dict({'a': 'xx', 'b': 'Y', 'c': 'y', 'd': 'x', '': 'xx'})
except ValueError as e:
    assert str(e) == "duplicate value: 'xx'", str(e)
else:
    raise AssertionError('duplicate value accepted')

# %%
try:
    invert_dict({'a': 'xx', 'b': '', 'c': 'y', 'd': 'x', '': 'xx'})
except ValueError as e:
    assert str(e) == "duplicate value: 'xx'", str(e)
else:
    raise AssertionError('duplicate value accepted')

# %%
try:
    invert_dict({'b': '', 'c': 'y', 'd': 'x', '': 'y'})
except ValueError as e:
    assert str(e) == "duplicate value: 'y'", str(e)
else:
    raise AssertionError('duplicate value accepted')

# %%
try:
    invert_dict({'c': 'y', 'd': 'x', '': 'y'})
except ValueError as e:
    assert str(e) == "duplicate value: 'y'", str(e)
else:
    raise AssertionError('duplicate value accepted')

# %%
try:
    invert_dict({'b': 'Y', 'c': 'y', 'd': 'x', '': 'y'})
except ValueError as e:
    assert str(e) == "duplicate value: 'y'", str(e)
else:
    raise AssertionError('duplicate value accepted')

# %%
try:
    invert_dict({'b': 'yy', 'c': 'y', 'd': 'x', '': 'y'})
except ValueError as e:
    assert str(e) == "duplicate value: 'y'", str(e)
else:
    raise AssertionError('duplicate value accepted')

# %%
try:
    invert_dict({'a': '', 'b': 'y', 'c': ''})
except ValueError as e:
    assert str(e) == "duplicate value: ''", str(e)
else:
    raise AssertionError('duplicate value accepted')

# %%
try:
    invert_dict({'a': '', 'b': 'y', 'c': 'y', '': 'y'})
except ValueError as e:
    assert str(e) == "duplicate value: 'y'", str(e)
else:
    raise AssertionError('duplicate value accepted')

# %%
try:
    invert_dict({'a': '', 'b': 'y', 'c': '', 'd': 'X'})
except ValueError as e:
    assert str(e) == "duplicate value: ''", str(e)
else:
    raise AssertionError('duplicate value accepted')

# %%
try:
    invert_dict({'a': '', 'b': 'y', 'c': 'y', 'd': 'X', '': 'y'})
except ValueError as e:
    assert str(e) == "duplicate value: 'y'", str(e)
else:
    raise AssertionError('duplicate value accepted')

# %%
try:
    invert_dict({'a': '', 'b': 'y', 'c': 'y', 'd': '', '': ''})
except ValueError as e:
    assert str(e) == "duplicate value: 'y'", str(e)
else:
    raise AssertionError('duplicate value accepted')

# %%
try:
    invert_dict({'a': '', 'b': 'Y', 'c': 'y', 'd': 'x', '': 'x'})
except ValueError as e:
    assert str(e) == "duplicate value: 'x'", str(e)
else:
    raise AssertionError('duplicate value accepted')

# %%
try:
    invert_dict({'a': '', 'b': 'yy', 'c': 'y', 'd': 'x', '': 'x'})
except ValueError as e:
    assert str(e) == "duplicate value: 'x'", str(e)
else:
    raise AssertionError('duplicate value accepted')

# %%
try:
    invert_dict({'a': '', 'c': 'y', 'd': 'x', '': 'x'})
except ValueError as e:
    assert str(e) == "duplicate value: 'x'", str(e)
else:
    raise AssertionError('duplicate value accepted')

# %%
try:
    invert_dict({'a': '', 'b': '', 'c': 'y', 'd': 'xx'})
except ValueError as e:
    assert str(e) == "duplicate value: ''", str(e)
else:
    raise AssertionError('duplicate value accepted')

# %%
try:
    invert_dict({'a': '', 'b': 'y', 'c': 'y', 'd': 'xx', '': 'y'})
except ValueError as e:
    assert str(e) == "duplicate value: 'y'", str(e)
else:
    raise AssertionError('duplicate value accepted')
