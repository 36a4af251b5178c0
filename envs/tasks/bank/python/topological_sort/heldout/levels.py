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
assert topological_sort({'c': ['d']}) == [['c'], ['d']]

# %%
assert topological_sort({'a': ['c'], 'c': ['d'], '': ['c']}) == [['', 'a'], ['c'], ['d']]

# %%
assert topological_sort({'a': ['c']}) == [['a'], ['c']]

# %%
assert topological_sort({'a': [], 'c': ['d']}) == [['a', 'c'], ['d']]

# %%
assert topological_sort({'a': ['c'], 'b': ['c', 'c'], 'c': ['d'], '': ['d']}) == [['', 'a', 'b'], ['c'], ['d']]

# %%
assert topological_sort({'a': ['c'], 'b': ['c', 'c'], 'c': []}) == [['a', 'b'], ['c']]

# %%
assert topological_sort({'a': ['c'], 'b': ['c', 'c']}) == [['a', 'b'], ['c']]

# %%
assert topological_sort({'b': []}) == [['b']]

# %%
assert topological_sort({'b': ['c'], '': ['c']}) == [['', 'b'], ['c']]

# %%
assert topological_sort({'a': ['c'], 'b': ['c'], 'c': ['d'], '': ['c', 'c']}) == [['', 'a', 'b'], ['c'], ['d']]

# %%
assert topological_sort({'a': ['c'], 'b': ['c'], 'c': ['d'], '': []}) == [['', 'a', 'b'], ['c'], ['d']]

# %%
assert topological_sort({'a': ['c', 'c'], 'b': [], 'c': ['d']}) == [['a', 'b'], ['c'], ['d']]

# %%
assert topological_sort({'a': ['c'], 'b': [], 'c': ['d'], '': ['c']}) == [['', 'a', 'b'], ['c'], ['d']]

# %%
assert topological_sort({'a': [], 'b': [], 'c': ['d']}) == [['a', 'b', 'c'], ['d']]

# %%
assert topological_sort({'b': [], 'c': ['d']}) == [['b', 'c'], ['d']]

# %%
assert topological_sort({'a': [], 'c': [], '': []}) == [['', 'a', 'c']]

# %%
assert topological_sort({'a': ['b'], 'c': [], '': ['b']}) == [['', 'a', 'c'], ['b']]

# %%
assert topological_sort({'a': ['b', 'b'], 'c': [], '': []}) == [['', 'a', 'c'], ['b']]

# %%
assert topological_sort({'c': [], '': []}) == [['', 'c']]

# %%
assert topological_sort({'a': []}) == [['a']]

# %%
assert topological_sort({'a': ['b'], '': ['b']}) == [['', 'a'], ['b']]

# %%
assert topological_sort({2: [3], 1: [3]}) == [[1, 2], [3]]

# %%
assert topological_sort({2: []}) == [[2]]

# %%
assert topological_sort({1: [2], 2: []}) == [[1], [2]]

# %%
assert topological_sort({1: [2, 3], 2: [], 0: [2, 3]}) == [[0, 1], [2, 3]]

# %%
assert topological_sort({1: [], 2: []}) == [[1, 2]]

# %%
assert topological_sort({1: [3, 2], 2: []}) == [[1], [2, 3]]

# %%
assert topological_sort({1: [2, 3, 2], 2: []}) == [[1], [2, 3]]

# %%
assert topological_sort({1: [2, 3], 2: [3, 3], 0: [2, 3]}) == [[0, 1], [2], [3]]

# %%
assert topological_sort({1: [3, 2], 2: [3, 3]}) == [[1], [2], [3]]

# %%
assert topological_sort({1: [], 2: [3, 3]}) == [[1, 2], [3]]

# %%
assert topological_sort({1: [2, 3, 2], 2: [3, 3]}) == [[1], [2], [3]]

# %%
assert topological_sort({1: [2], 2: [3, 3]}) == [[1], [2], [3]]

# %%
assert topological_sort({1: [3]}) == [[1], [3]]

# %%
assert topological_sort({1: [3], 2: [3, 3]}) == [[1, 2], [3]]

# %%
assert topological_sort({1: [3], 2: []}) == [[1, 2], [3]]

# %%
assert topological_sort({1: [3, 2]}) == [[1], [2, 3]]

# %%
assert topological_sort({1: []}) == [[1]]

# %%
assert topological_sort({1: [2, 3], 0: [2, 3]}) == [[0, 1], [2, 3]]

# %%
assert topological_sort({'a': ['c', 'c']}) == [['a'], ['c']]

# %%
assert topological_sort({'a': ['c', 'c', 'c'], 'c': ['d']}) == [['a'], ['c'], ['d']]

# %%
assert topological_sort({'c': ['d', 'd']}) == [['c'], ['d']]

# %%
assert topological_sort({'a': [], 'c': ['d'], '': []}) == [['', 'a', 'c'], ['d']]

# %%
assert topological_sort({'a': ['c'], 'b': ['c', 'c'], '': ['d']}) == [['', 'a', 'b'], ['c', 'd']]

# %%
assert topological_sort({'a': ['c'], 'b': ['c', 'c', 'c'], 'c': []}) == [['a', 'b'], ['c']]

# %%
assert topological_sort({'b': [], '': []}) == [['', 'b']]

# %%
assert topological_sort({'': []}) == [['']]

# %%
assert topological_sort({'a': ['c'], 'b': ['c'], 'c': ['d'], '': ['c', 'c', 'c']}) == [['', 'a', 'b'], ['c'], ['d']]

# %%
assert topological_sort({'': ['c', 'c']}) == [[''], ['c']]

# %%
assert topological_sort({'a': ['c', 'c'], 'b': [], 'c': ['d', 'd']}) == [['a', 'b'], ['c'], ['d']]

# %%
assert topological_sort({'a': [], 'b': [], 'c': ['d'], '': []}) == [['', 'a', 'b', 'c'], ['d']]

# %%
assert topological_sort({'b': [], 'c': ['d'], '': []}) == [['', 'b', 'c'], ['d']]

# %%
assert topological_sort({'a': ['b', 'b'], '': []}) == [['', 'a'], ['b']]

# %%
assert topological_sort({'a': [], '': []}) == [['', 'a']]

# %%
assert topological_sort({'a': ['b'], '': []}) == [['', 'a'], ['b']]

# %%
assert topological_sort({'a': ['b'], '': ['b', 'b']}) == [['', 'a'], ['b']]

# %%
assert topological_sort({2: [3, 3, 3]}) == [[2], [3]]

# %%
assert topological_sort({2: [], 1: []}) == [[1, 2]]

# %%
assert topological_sort({1: [2], 2: [], 3: []}) == [[1, 3], [2]]

# %%
assert topological_sort({1: [], 2: [], 0: [2, 3]}) == [[0, 1], [2, 3]]

# %%
assert topological_sort({1: [3, 2], 2: [], 3: []}) == [[1], [2, 3]]

# %%
assert topological_sort({0: [2, 3]}) == [[0], [2, 3]]

# %%
assert topological_sort({1: [3, 2, 3], 2: [3, 3]}) == [[1], [2], [3]]

# %%
assert topological_sort({1: [3], 0: [3]}) == [[0, 1], [3]]

# %%
assert topological_sort({1: [3, 3]}) == [[1], [3]]

# %%
assert topological_sort({1: [3], 2: [3, 3], 0: [3]}) == [[0, 1, 2], [3]]

# %%
assert topological_sort({1: [3, 3], 2: []}) == [[1, 2], [3]]

# %%
assert topological_sort({1: [3, 2, 3]}) == [[1], [2, 3]]

# %%
assert topological_sort({1: [], 0: [2, 3]}) == [[0, 1], [2, 3]]
