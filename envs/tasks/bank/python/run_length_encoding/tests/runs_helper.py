# %%
assert list(iter_runs('aaab')) == [('a', 3), ('b', 1)]

# %% held-out
assert list(iter_runs('a' * 12)) == [('a', 12)]

# %% held-out
assert list(iter_runs('')) == []
