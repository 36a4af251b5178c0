# %%
assert chunk_list(None, 2) == []

# %%
assert chunk_list(None, 6) == []

# %%
assert chunk_list(None, 1) == []

# %%
assert chunk_list(None, 7) == []

# %%
assert chunk_list(None, 4) == []

# %%
assert chunk_list(None, 1000003) == []

# %%
try:
    chunk_list(None, -1)
except ValueError:
    pass
else:
    raise AssertionError('size=0 accepted with items=None')
