# %%
assert chunk_list(None, 3) == []

# %% held-out
try:
    chunk_list(None, 0)
except ValueError:
    pass
else:
    raise AssertionError('size=0 accepted with items=None')
