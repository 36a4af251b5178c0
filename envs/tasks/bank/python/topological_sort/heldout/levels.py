# %%
assert topological_sort({'a': ['c'], 'c': ['d']}) == [['a'], ['c'], ['d']]

# %%
assert topological_sort({'a': ['c'], 'b': ['c', 'c'], 'c': ['d']}) == [['a', 'b'], ['c'], ['d']]

# %%
assert topological_sort({'b': ['c']}) == [['b'], ['c']]

# %%
assert topological_sort({'a': ['c'], 'b': ['c'], 'c': ['d'], '': ['c']}) == [['', 'a', 'b'], ['c'], ['d']]

# %%
assert topological_sort({'a': ['c'], 'b': [], 'c': ['d']}) == [['a', 'b'], ['c'], ['d']]

# %%
assert topological_sort({'a': ['b'], 'c': [], '': []}) == [['', 'a', 'c'], ['b']]

# %%
assert topological_sort({'a': ['b']}) == [['a'], ['b']]

# %%
assert topological_sort({'c': []}) == [['c']]

# %%
assert topological_sort({2: [3]}) == [[2], [3]]

# %%
assert topological_sort({1: [2, 3], 2: []}) == [[1], [2, 3]]

# %%
assert topological_sort({1: [2, 3], 2: [3, 3]}) == [[1], [2], [3]]

# %%
assert topological_sort({1: [3], 2: [3]}) == [[1, 2], [3]]

# %%
assert topological_sort({1: [2, 3]}) == [[1], [2, 3]]
