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

# %%
assert chunk_list(None, 1000002) == []

# %%
assert chunk_list(None, 12) == []

# %%
assert chunk_list(None, 5) == []

# %%
assert chunk_list(None, 1000006) == []

# %%
assert chunk_list(None, 1000001) == []

# %%
assert chunk_list(None, 8) == []

# %%
assert chunk_list(None, 1000007) == []

# %%
assert chunk_list(None, 14) == []

# %%
assert chunk_list(None, 1000004) == []

# %%
assert chunk_list(None, 500001) == []

# %%
assert chunk_list(None, 2000003) == []

# %%
assert chunk_list(None, 2000006) == []

# %%
try:
    chunk_list(None, -2)
except ValueError:
    pass
else:
    raise AssertionError('size=0 accepted with items=None')

# %%
assert chunk_list(None, 2000004) == []

# %%
assert chunk_list(None, 2000002) == []

# %%
assert chunk_list(None, 13) == []

# %%
assert chunk_list(None, 24) == []

# %%
assert chunk_list(None, 1000012) == []

# %%
assert chunk_list(None, 11) == []

# %%
assert chunk_list(None, 10) == []

# %%
assert chunk_list(None, 1000005) == []

# %%
assert chunk_list(None, 500003) == []

# %%
assert chunk_list(None, 2000012) == []

# %%
assert chunk_list(None, 2000001) == []

# %%
assert chunk_list(None, 1000000) == []

# %%
assert chunk_list(None, 500000) == []

# %%
assert chunk_list(None, 1000008) == []

# %%
assert chunk_list(None, 16) == []

# %%
assert chunk_list(None, 9) == []

# %%
assert chunk_list(None, 2000014) == []

# %%
assert chunk_list(None, 2000007) == []

# %%
assert chunk_list(None, 1000014) == []

# %%
assert chunk_list(None, 28) == []

# %%
assert chunk_list(None, 15) == []

# %%
assert chunk_list(None, 2000008) == []

# %%
assert chunk_list(None, 500002) == []

# %%
assert chunk_list(None, 250000) == []

# %%
assert chunk_list(None, 1500001) == []

# %%
assert chunk_list(None, 3000003) == []

# %%
assert chunk_list(None, 4000006) == []

# %%
assert chunk_list(None, 2000005) == []

# %%
assert chunk_list(None, 4000012) == []

# %%
assert chunk_list(None, 3000006) == []

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
