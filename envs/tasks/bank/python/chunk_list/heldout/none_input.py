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
assert chunk_list(None, 1000000) == []

# %%
try:
    chunk_list(None, -1)
except ValueError:
    pass
else:
    raise AssertionError('size=0 accepted with items=None')

# %%
assert chunk_list(None, 12) == []

# %%
assert chunk_list(None, 5) == []

# %%
assert chunk_list(None, 8) == []

# %%
assert chunk_list(None, 14) == []

# %%
assert chunk_list(None, 999999) == []

# %%
assert chunk_list(None, 500000) == []

# %%
try:
    chunk_list(None, -2)
except ValueError:
    pass
else:
    raise AssertionError('size=0 accepted with items=None')

# %%
assert chunk_list(None, 11) == []

# %%
assert chunk_list(None, 13) == []

# %%
assert chunk_list(None, 24) == []

# %%
assert chunk_list(None, 10) == []

# %%
assert chunk_list(None, 9) == []

# %%
assert chunk_list(None, 16) == []

# %%
assert chunk_list(None, 28) == []

# %%
assert chunk_list(None, 15) == []

# %%
assert chunk_list(None, 999998) == []

# %%
assert chunk_list(None, 499999) == []

# %%
assert chunk_list(None, 250000) == []

# %%
assert chunk_list(None, 500001) == []

# %%
try:
    chunk_list(None, -4)
except ValueError:
    pass
else:
    raise AssertionError('size=0 accepted with items=None')

# %%
try:
    chunk_list(None, -3)
except ValueError:
    pass
else:
    raise AssertionError('size=0 accepted with items=None')
