# %%
assert levenshtein('kitten', 'sitting', max_distance=3) == 3

# %% held-out
assert levenshtein('kitten', 'sitting', max_distance=2) is None

# %% held-out
assert levenshtein('a', 'b', max_distance=None) == 1

# %% held-out
assert levenshtein('', '', max_distance=0) == 0

# %% held-out
try:
    levenshtein('a', 'b', max_distance=-1)
except ValueError as e:
    assert str(e) == 'max_distance must be non-negative'
else:
    raise AssertionError('no ValueError for a negative bound')
