# %%
assert group_by_key([], '') == {}

# %%
assert group_by_key([], 'ké') == {}

# %%
assert group_by_key([], 'kk') == {}

# %%
assert group_by_key([], 'ßk') == {}

# %%
assert group_by_key([], 'K') == {}

# %%
assert group_by_key([], 'k ') == {}

# %%
assert group_by_key([], 'k0') == {}

# %%
assert group_by_key([], ' k') == {}
