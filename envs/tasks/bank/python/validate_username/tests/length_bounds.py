# %%
assert is_valid_username('ab', min_length=2) is True

# %% held-out
assert is_valid_username('abcdef', max_length=5) is False

# %% held-out
assert is_valid_username('abcde', min_length=5, max_length=5) is True

# %% held-out
try:
    is_valid_username('abc', min_length=5, max_length=4)
except ValueError as e:
    assert str(e) == 'min_length must not exceed max_length'
else:
    raise AssertionError('no ValueError for min_length > max_length')
