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

# %%
assert topological_sort({'b': []}) == ['b']

# %%
assert topological_sort({'b': [], 'c': [], '': []}) == ['', 'b', 'c']

# %%
assert topological_sort({'d': ['a', 'a'], 'b': []}) == ['b', 'd', 'a']

# %%
assert topological_sort({'d': ['a'], 'b': [], '': ['a']}) == ['', 'b', 'd', 'a']

# %%
assert topological_sort({'d': ['a']}) == ['d', 'a']

# %%
assert topological_sort({'d': [], 'b': []}) == ['b', 'd']

# %%
assert topological_sort({'d': ['a'], 'c': [], 'b': [], '': ['a']}) == ['', 'b', 'c', 'd', 'a']

# %%
assert topological_sort({'d': [], 'c': [], 'b': [], '': []}) == ['', 'b', 'c', 'd']

# %%
assert topological_sort({'d': ['a', 'a'], 'c': [], 'b': [], '': []}) == ['', 'b', 'c', 'd', 'a']

# %%
assert topological_sort({'c': [], 'b': [], '': []}) == ['', 'b', 'c']

# %%
assert topological_sort({'c': [], '': []}) == ['', 'c']

# %%
assert topological_sort({2: []}) == [2]

# %%
assert topological_sort({3: [1, 1], 1: []}) == [3, 1]

# %%
assert topological_sort({3: [1], 2: [], 1: [], 4: [1], 0: []}) == [0, 2, 3, 4, 1]

# %%
assert topological_sort({3: [1], 2: [], 4: [1]}) == [2, 3, 4, 1]

# %%
assert topological_sort({1: []}) == [1]

# %%
assert topological_sort({3: []}) == [3]

# %%
assert topological_sort({3: [], 2: [], 1: [], 4: []}) == [1, 2, 3, 4]

# %%
assert topological_sort({2: [], 1: [], 0: []}) == [0, 1, 2]

# %%
assert topological_sort({3: [1], 2: [1]}) == [2, 3, 1]

# %%
assert topological_sort({3: [1], 2: [1], 1: [], 0: []}) == [0, 2, 3, 1]

# %%
assert topological_sort({3: [1, 1]}) == [3, 1]

# %%
assert topological_sort({3: [1], 4: [1]}) == [3, 4, 1]

# %%
assert topological_sort({'b': [], '': []}) == ['', 'b']

# %%
assert topological_sort({'d': ['a', 'a']}) == ['d', 'a']

# %%
assert topological_sort({'d': ['a', 'a'], 'b': [], '': ['a', 'a']}) == ['', 'b', 'd', 'a']

# %%
assert topological_sort({'d': ['a', 'a', 'a'], 'b': []}) == ['b', 'd', 'a']

# %%
assert topological_sort({'d': [], 'b': [], '': ['a']}) == ['', 'a', 'b', 'd']

# %%
assert topological_sort({'d': ['a', 'a'], 'b': [], '': ['a']}) == ['', 'b', 'd', 'a']

# %%
assert topological_sort({'b': [], '': ['a']}) == ['', 'a', 'b']

# %%
assert topological_sort({'d': ['a'], '': ['a']}) == ['', 'd', 'a']

# %%
assert topological_sort({'d': []}) == ['d']

# %%
assert topological_sort({'d': [], 'b': [], '': []}) == ['', 'b', 'd']

# %%
assert topological_sort({'d': [], 'c': [], '': []}) == ['', 'c', 'd']

# %%
assert topological_sort({'d': ['a', 'a'], 'c': [], 'b': [], '': ['a', 'a']}) == ['', 'b', 'c', 'd', 'a']

# %%
assert topological_sort({'d': ['a', 'a', 'a'], 'c': [], 'b': [], '': []}) == ['', 'b', 'c', 'd', 'a']

# %%
assert topological_sort({2: [], 3: []}) == [2, 3]

# %%
assert topological_sort({3: [1], 1: []}) == [3, 1]

# %%
assert topological_sort({3: [1, 1], 1: [], 2: [1, 1]}) == [2, 3, 1]

# %%
assert topological_sort({3: [1, 1, 1], 1: []}) == [3, 1]

# %%
assert topological_sort({3: [], 1: []}) == [1, 3]

# %%
assert topological_sort({3: [1, 1], 1: [], 4: [1, 1]}) == [3, 4, 1]

# %%
assert topological_sort({3: [1, 1], 2: [], 1: [], 4: [1], 0: []}) == [0, 2, 3, 4, 1]

# %%
assert topological_sort({3: [], 2: [], 1: [], 4: [1], 0: []}) == [0, 2, 3, 4, 1]

# %%
assert topological_sort({2: [], 1: [], 4: [1], 0: []}) == [0, 2, 4, 1]

# %%
assert topological_sort({3: [1], 2: [1], 1: [], 4: [1], 0: []}) == [0, 2, 3, 4, 1]

# %%
assert topological_sort({3: [1], 2: [1], 4: [1]}) == [2, 3, 4, 1]

# %%
assert topological_sort({3: [], 2: [], 4: [1]}) == [2, 3, 4, 1]

# %%
assert topological_sort({2: [], 4: [1]}) == [2, 4, 1]

# %%
assert topological_sort({3: [1, 1], 2: [], 4: [1]}) == [2, 3, 4, 1]

# %%
assert topological_sort({1: [], 2: []}) == [1, 2]

# %%
assert topological_sort({3: [], 2: []}) == [2, 3]

# %%
assert topological_sort({3: [], 4: []}) == [3, 4]

# %%
assert topological_sort({2: [], 1: [], 4: []}) == [1, 2, 4]

# %%
assert topological_sort({2: [], 1: [], 0: [], 3: []}) == [0, 1, 2, 3]

# %%
assert topological_sort({3: [1, 1], 2: [1]}) == [2, 3, 1]

# %%
assert topological_sort({3: [], 2: [1]}) == [2, 1, 3]

# %%
assert topological_sort({2: [1]}) == [2, 1]

# %%
assert topological_sort({3: [1], 2: [1], 1: [], 0: [], -1: []}) == [-1, 0, 2, 3, 1]

# %%
assert topological_sort({0: []}) == [0]

# %%
assert topological_sort({3: [1, 1], 2: [1, 1]}) == [2, 3, 1]

# %%
assert topological_sort({3: [1, 1, 1]}) == [3, 1]

# %%
assert topological_sort({3: [1, 1], 4: [1, 1]}) == [3, 4, 1]

# %%
assert topological_sort({3: [1, 1], 4: [1]}) == [3, 4, 1]

# %%
assert topological_sort({3: [1], 4: [1], 2: [1]}) == [2, 3, 4, 1]

# %%
assert topological_sort({4: [1]}) == [4, 1]

# %%
assert topological_sort({3: [], 4: [1]}) == [3, 4, 1]
