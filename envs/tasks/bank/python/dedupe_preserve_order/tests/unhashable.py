# %%
assert dedupe_preserve_order([[1], [1], 2, 2, [2]]) == [[1], 2, [2]]

# %% held-out
assert dedupe_preserve_order([{'a': 1}, {'a': 1}, {'a': 2}]) == [{'a': 1}, {'a': 2}]
