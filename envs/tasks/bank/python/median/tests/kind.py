# %%
assert median([4, 1, 3, 2], kind='low') == 2

# %%
assert median([4, 1, 3, 2], kind='high') == 3

# %%
assert median([4, 1, 3, 2], kind='mean') == 2.5

# %%
assert median([3, 1, 2], kind='low') == 2

# %%
assert median([3, 1, 2], kind='high') == 2

# %%
try:
    median([1, 2], kind='mode')
except ValueError as e:
    assert str(e) == "kind must be 'mean', 'low' or 'high'"
else:
    raise AssertionError("kind='mode' accepted")
