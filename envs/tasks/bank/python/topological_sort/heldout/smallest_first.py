# %%
assert topological_sort({'b': [], 'c': []}) == ['b', 'c']

# %%
assert topological_sort({'a': [], 'b': [], 'c': [], '': []}) == ['', 'a', 'b', 'c']

# %%
assert topological_sort({}) == []

# %%
assert topological_sort({'a': []}) == ['a']

# %%
assert topological_sort({'d': ['a'], 'b': []}) == ['b', 'd', 'a']

# %%
assert topological_sort({'d': ['a'], 'c': [], 'b': [], '': []}) == ['', 'b', 'c', 'd', 'a']

# %%
assert topological_sort({'c': []}) == ['c']

# %%
assert topological_sort({3: [1, 1], 2: [], 1: []}) == [2, 3, 1]

# %%
assert topological_sort({3: [1], 2: [], 1: [], 4: [1]}) == [2, 3, 4, 1]

# %%
assert topological_sort({3: [], 2: [], 1: []}) == [1, 2, 3]

# %%
assert topological_sort({2: [], 1: []}) == [1, 2]

# %%
assert topological_sort({3: [1], 2: [1], 1: []}) == [2, 3, 1]

# %%
assert topological_sort({3: [1]}) == [3, 1]
