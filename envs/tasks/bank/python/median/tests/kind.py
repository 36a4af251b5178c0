# %%
assert median([4, 1, 3, 2], kind='low') == 2

# %% held-out
assert median([4, 1, 3, 2], kind='high') == 3

# %% held-out
assert median([4, 1, 3, 2], kind='mean') == 2.5

# %% held-out
assert median([3, 1, 2], kind='low') == 2

# %% held-out
assert median([3, 1, 2], kind='high') == 2

# %% held-out
try:
    median([1, 2], kind='mode')
except ValueError as e:
    assert str(e) == "kind must be 'mean', 'low' or 'high'"
else:
    raise AssertionError("kind='mode' accepted")
