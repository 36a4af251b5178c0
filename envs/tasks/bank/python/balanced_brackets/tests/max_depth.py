# %%
assert is_balanced('(' * 1000 + ')' * 1000) is True

# %% held-out
try:
    is_balanced('[' * 1001 + ']' * 1001)
except ValueError as e:
    assert str(e) == 'nesting too deep'
else:
    raise AssertionError('no ValueError at depth 1001')
