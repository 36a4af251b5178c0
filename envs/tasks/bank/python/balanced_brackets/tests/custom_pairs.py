# %%
assert is_balanced('<a>', pairs='<>') is True

# %%
assert is_balanced('(<)>', pairs='()<>') is False

# %%
assert is_balanced('(', pairs='[]') is True

# %%
assert is_balanced('([)]', pairs='()[]{}') is False

# %%
try:
    is_balanced('()', pairs='()[')
except ValueError as e:
    assert str(e) == 'pairs must have an even length'
else:
    raise AssertionError('no ValueError for odd pairs')
