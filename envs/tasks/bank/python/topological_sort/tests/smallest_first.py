# %%
assert topological_sort({'a': [], 'b': [], 'c': []}) == ['a', 'b', 'c']

# %% held-out
assert topological_sort({'d': ['a'], 'c': [], 'b': []}) == ['b', 'c', 'd', 'a']

# %% held-out
assert topological_sort({3: [1], 2: [], 1: []}) == [2, 3, 1]
