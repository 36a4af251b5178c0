# %%
assert dedupe_preserve_order(['a', 'B', 'A', 'b'], key=str.lower) == ['a', 'B']

# %% held-out
assert dedupe_preserve_order([(1, 'x'), (2, 'y'), (1, 'z')], key=lambda t: [t[0]]) == [(1, 'x'), (2, 'y')]

# %% held-out
assert dedupe_preserve_order([3, 1, 3], key=None) == [3, 1]
