# %%
assert topological_sort({'a': ['c'], 'b': ['c'], 'c': ['d']}) == [['a', 'b'], ['c'], ['d']]

# %% held-out
assert topological_sort({'a': ['b'], 'c': []}) == [['a', 'c'], ['b']]

# %% held-out
assert topological_sort({}) == []

# %% held-out
assert topological_sort({1: [2, 3], 2: [3]}) == [[1], [2], [3]]
