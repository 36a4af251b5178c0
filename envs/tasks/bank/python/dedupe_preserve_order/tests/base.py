# %%
assert dedupe_preserve_order([3, 1, 3, 2, 1]) == [3, 1, 2]

# %% held-out
assert dedupe_preserve_order([]) == []

# %% held-out
assert dedupe_preserve_order('banana') == ['b', 'a', 'n']

# %% held-out
assert dedupe_preserve_order(x % 3 for x in range(10)) == [0, 1, 2]
