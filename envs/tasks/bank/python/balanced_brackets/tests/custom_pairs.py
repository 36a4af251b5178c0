# %%
assert is_balanced('<a>', pairs='<>') is True

# %% held-out
assert is_balanced('(<)>', pairs='()<>') is False

# %% held-out
assert is_balanced('(', pairs='[]') is True

# %% held-out
assert is_balanced('([)]', pairs='()[]{}') is False

# %% held-out
try:
    is_balanced('()', pairs='()[')
except ValueError as e:
    assert str(e) == 'pairs must have an even length'
else:
    raise AssertionError('no ValueError for odd pairs')
