# %%
assert topological_sort({'a': [], 'b': [], 'c': []}) == ['a', 'b', 'c']

# %%
assert topological_sort({'d': ['a'], 'c': [], 'b': []}) == ['b', 'c', 'd', 'a']

# %%
assert topological_sort({3: [1], 2: [], 1: []}) == [2, 3, 1]
