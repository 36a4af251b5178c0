# %%
try:
    topological_sort({'a': ['b'], 'b': ['c'], 'c': ['a']})
except ValueError as e:
    assert str(e) == 'graph has a cycle', str(e)
else:
    raise AssertionError(f"cycle not detected in { {'a': ['b'], 'b': ['c'], 'c': ['a']}}")

# %%
try:
    topological_sort({'a': ['b'], 'b': ['c'], 'c': ['a', 'a']})
except ValueError as e:
    assert str(e) == 'graph has a cycle', str(e)
else:
    raise AssertionError(f"cycle not detected in { {'a': ['b'], 'b': ['c'], 'c': ['a']}}")

# %%
try:
    topological_sort({'a': ['b'], 'b': ['c'], 'c': ['a'], '': ['a']})
except ValueError as e:
    assert str(e) == 'graph has a cycle', str(e)
else:
    raise AssertionError(f"cycle not detected in { {'a': ['b'], 'b': ['c'], 'c': ['a']}}")

# %%
try:
    topological_sort({'x': ['x']})
except ValueError as e:
    assert str(e) == 'graph has a cycle', str(e)
else:
    raise AssertionError(f"cycle not detected in { {'x': ['x']}}")

# %%
try:
    topological_sort({'x': ['x', 'x']})
except ValueError as e:
    assert str(e) == 'graph has a cycle', str(e)
else:
    raise AssertionError(f"cycle not detected in { {'x': ['x']}}")

# %%
try:
    topological_sort({'x': ['x'], '': ['x']})
except ValueError as e:
    assert str(e) == 'graph has a cycle', str(e)
else:
    raise AssertionError(f"cycle not detected in { {'x': ['x']}}")

# %%
try:
    topological_sort({1: [2], 2: [1], 3: []})
except ValueError as e:
    assert str(e) == 'graph has a cycle', str(e)
else:
    raise AssertionError(f'cycle not detected in { {1: [2], 2: [1], 3: []}}')

# %%
try:
    topological_sort({1: [2], 2: [1], 3: [], 0: [2]})
except ValueError as e:
    assert str(e) == 'graph has a cycle', str(e)
else:
    raise AssertionError(f'cycle not detected in { {1: [2], 2: [1], 3: []}}')

# %%
try:
    topological_sort({1: [2, 2], 2: [1], 3: []})
except ValueError as e:
    assert str(e) == 'graph has a cycle', str(e)
else:
    raise AssertionError(f'cycle not detected in { {1: [2], 2: [1], 3: []}}')

# %%
try:
    topological_sort({1: [2], 2: [2], 3: []})
except ValueError as e:
    assert str(e) == 'graph has a cycle', str(e)
else:
    raise AssertionError(f'cycle not detected in { {1: [2], 2: [1], 3: []}}')

# %%
try:
    topological_sort({'a': ['b'], 'b': ['c'], 'c': ['a'], '': ['b']})
except ValueError as e:
    assert str(e) == 'graph has a cycle', str(e)
else:
    raise AssertionError(f"cycle not detected in { {'a': ['b'], 'b': ['c'], 'c': ['a']}}")

# %%
try:
    topological_sort({'a': ['b', 'b'], 'b': ['c'], 'c': ['a']})
except ValueError as e:
    assert str(e) == 'graph has a cycle', str(e)
else:
    raise AssertionError(f"cycle not detected in { {'a': ['b'], 'b': ['c'], 'c': ['a']}}")

# %%
try:
    topological_sort({'a': ['b'], 'b': ['c'], 'c': ['a', 'a', 'a']})
except ValueError as e:
    assert str(e) == 'graph has a cycle', str(e)
else:
    raise AssertionError(f"cycle not detected in { {'a': ['b'], 'b': ['c'], 'c': ['a']}}")

# %%
try:
    topological_sort({'a': ['b'], 'b': ['c'], 'c': ['a', 'a'], '': ['a', 'a']})
except ValueError as e:
    assert str(e) == 'graph has a cycle', str(e)
else:
    raise AssertionError(f"cycle not detected in { {'a': ['b'], 'b': ['c'], 'c': ['a']}}")

# %%
try:
    topological_sort({'a': ['b'], 'b': ['c'], 'c': ['a', 'a'], '': ['a']})
except ValueError as e:
    assert str(e) == 'graph has a cycle', str(e)
else:
    raise AssertionError(f"cycle not detected in { {'a': ['b'], 'b': ['c'], 'c': ['a']}}")

# %%
try:
    topological_sort({'x': ['x', 'x', 'x']})
except ValueError as e:
    assert str(e) == 'graph has a cycle', str(e)
else:
    raise AssertionError(f"cycle not detected in { {'x': ['x']}}")

# %%
try:
    topological_sort({'x': ['x', 'x'], '': ['x', 'x']})
except ValueError as e:
    assert str(e) == 'graph has a cycle', str(e)
else:
    raise AssertionError(f"cycle not detected in { {'x': ['x']}}")

# %%
try:
    topological_sort({'x': ['x'], '': ['x', 'x']})
except ValueError as e:
    assert str(e) == 'graph has a cycle', str(e)
else:
    raise AssertionError(f"cycle not detected in { {'x': ['x']}}")

# %%
try:
    topological_sort({'x': ['x'], '': []})
except ValueError as e:
    assert str(e) == 'graph has a cycle', str(e)
else:
    raise AssertionError(f"cycle not detected in { {'x': ['x']}}")

# %%
try:
    topological_sort({1: [2], 2: [1], 0: [2]})
except ValueError as e:
    assert str(e) == 'graph has a cycle', str(e)
else:
    raise AssertionError(f'cycle not detected in { {1: [2], 2: [1], 3: []}}')

# %%
try:
    topological_sort({1: [2], 2: [1], 3: [], 0: [2], 4: []})
except ValueError as e:
    assert str(e) == 'graph has a cycle', str(e)
else:
    raise AssertionError(f'cycle not detected in { {1: [2], 2: [1], 3: []}}')

# %%
try:
    topological_sort({1: [2, 2], 2: [1, 1], 3: []})
except ValueError as e:
    assert str(e) == 'graph has a cycle', str(e)
else:
    raise AssertionError(f'cycle not detected in { {1: [2], 2: [1], 3: []}}')

# %%
try:
    topological_sort({1: [2, 2], 2: [1], 3: [1]})
except ValueError as e:
    assert str(e) == 'graph has a cycle', str(e)
else:
    raise AssertionError(f'cycle not detected in { {1: [2], 2: [1], 3: []}}')

# %%
try:
    topological_sort({1: [1], 2: [1], 3: []})
except ValueError as e:
    assert str(e) == 'graph has a cycle', str(e)
else:
    raise AssertionError(f'cycle not detected in { {1: [2], 2: [1], 3: []}}')

# %%
try:
    topological_sort({1: [2], 2: [2], 3: [], 4: []})
except ValueError as e:
    assert str(e) == 'graph has a cycle', str(e)
else:
    raise AssertionError(f'cycle not detected in { {1: [2], 2: [1], 3: []}}')

# %%
try:
    topological_sort({1: [2], 2: [2]})
except ValueError as e:
    assert str(e) == 'graph has a cycle', str(e)
else:
    raise AssertionError(f'cycle not detected in { {1: [2], 2: [1], 3: []}}')

# %%
try:
    topological_sort({'a': ['b', 'b'], 'b': ['c'], 'c': ['a'], '': ['b']})
except ValueError as e:
    assert str(e) == 'graph has a cycle', str(e)
else:
    raise AssertionError(f"cycle not detected in { {'a': ['b'], 'b': ['c'], 'c': ['a']}}")

# %%
try:
    topological_sort({'a': ['b', 'b', 'b'], 'b': ['c'], 'c': ['a']})
except ValueError as e:
    assert str(e) == 'graph has a cycle', str(e)
else:
    raise AssertionError(f"cycle not detected in { {'a': ['b'], 'b': ['c'], 'c': ['a']}}")

# %%
try:
    topological_sort({'a': ['b', 'b'], 'b': ['c'], 'c': ['a'], '': ['b', 'b']})
except ValueError as e:
    assert str(e) == 'graph has a cycle', str(e)
else:
    raise AssertionError(f"cycle not detected in { {'a': ['b'], 'b': ['c'], 'c': ['a']}}")

# %%
try:
    topological_sort({'a': ['b'], 'b': ['c'], 'c': ['a', 'a', 'a'], '': ['b']})
except ValueError as e:
    assert str(e) == 'graph has a cycle', str(e)
else:
    raise AssertionError(f"cycle not detected in { {'a': ['b'], 'b': ['c'], 'c': ['a']}}")

# %%
try:
    topological_sort({'a': ['b', 'b'], 'b': ['c'], 'c': ['a', 'a', 'a']})
except ValueError as e:
    assert str(e) == 'graph has a cycle', str(e)
else:
    raise AssertionError(f"cycle not detected in { {'a': ['b'], 'b': ['c'], 'c': ['a']}}")

# %%
try:
    topological_sort({'a': ['b'], 'b': ['c'], 'c': ['a', 'a'], '': ['b']})
except ValueError as e:
    assert str(e) == 'graph has a cycle', str(e)
else:
    raise AssertionError(f"cycle not detected in { {'a': ['b'], 'b': ['c'], 'c': ['a']}}")

# %%
try:
    topological_sort({'a': ['b', 'b'], 'b': ['c'], 'c': ['a', 'a'], '': ['a', 'a']})
except ValueError as e:
    assert str(e) == 'graph has a cycle', str(e)
else:
    raise AssertionError(f"cycle not detected in { {'a': ['b'], 'b': ['c'], 'c': ['a']}}")

# %%
try:
    topological_sort({'a': ['b', 'b'], 'b': ['c'], 'c': ['a', 'a'], '': ['a']})
except ValueError as e:
    assert str(e) == 'graph has a cycle', str(e)
else:
    raise AssertionError(f"cycle not detected in { {'a': ['b'], 'b': ['c'], 'c': ['a']}}")

# %%
try:
    topological_sort({'x': ['x', 'x', 'x', 'x']})
except ValueError as e:
    assert str(e) == 'graph has a cycle', str(e)
else:
    raise AssertionError(f"cycle not detected in { {'x': ['x']}}")

# %%
try:
    topological_sort({'x': ['x', 'x', 'x'], '': ['x', 'x', 'x']})
except ValueError as e:
    assert str(e) == 'graph has a cycle', str(e)
else:
    raise AssertionError(f"cycle not detected in { {'x': ['x']}}")

# %%
try:
    topological_sort({'x': ['x', 'x'], '': ['x']})
except ValueError as e:
    assert str(e) == 'graph has a cycle', str(e)
else:
    raise AssertionError(f"cycle not detected in { {'x': ['x']}}")

# %%
try:
    topological_sort({'x': ['x', 'x'], '': ['x', 'x', 'x']})
except ValueError as e:
    assert str(e) == 'graph has a cycle', str(e)
else:
    raise AssertionError(f"cycle not detected in { {'x': ['x']}}")

# %%
try:
    topological_sort({'x': ['x', 'x'], '': []})
except ValueError as e:
    assert str(e) == 'graph has a cycle', str(e)
else:
    raise AssertionError(f"cycle not detected in { {'x': ['x']}}")

# %%
try:
    topological_sort({1: [2, 2], 2: [1], 0: [2]})
except ValueError as e:
    assert str(e) == 'graph has a cycle', str(e)
else:
    raise AssertionError(f'cycle not detected in { {1: [2], 2: [1], 3: []}}')

# %%
try:
    topological_sort({1: [2], 2: [2], 0: [2]})
except ValueError as e:
    assert str(e) == 'graph has a cycle', str(e)
else:
    raise AssertionError(f'cycle not detected in { {1: [2], 2: [1], 3: []}}')

# %%
try:
    topological_sort({1: [2], 2: [1], 3: [], 4: []})
except ValueError as e:
    assert str(e) == 'graph has a cycle', str(e)
else:
    raise AssertionError(f'cycle not detected in { {1: [2], 2: [1], 3: []}}')

# %%
try:
    topological_sort({1: [2], 2: [1], 3: [], 0: [2, 2], 4: []})
except ValueError as e:
    assert str(e) == 'graph has a cycle', str(e)
else:
    raise AssertionError(f'cycle not detected in { {1: [2], 2: [1], 3: []}}')

# %%
try:
    topological_sort({1: [2], 2: [1], 3: [], 0: [], 4: []})
except ValueError as e:
    assert str(e) == 'graph has a cycle', str(e)
else:
    raise AssertionError(f'cycle not detected in { {1: [2], 2: [1], 3: []}}')

# %%
try:
    topological_sort({1: [2], 2: [1], 3: [], 0: [2], 4: [], -1: [2]})
except ValueError as e:
    assert str(e) == 'graph has a cycle', str(e)
else:
    raise AssertionError(f'cycle not detected in { {1: [2], 2: [1], 3: []}}')

# %%
try:
    topological_sort({1: [2, 2], 2: [1, 1], 3: [1, 1]})
except ValueError as e:
    assert str(e) == 'graph has a cycle', str(e)
else:
    raise AssertionError(f'cycle not detected in { {1: [2], 2: [1], 3: []}}')

# %%
try:
    topological_sort({1: [2, 2], 2: [1, 1, 1], 3: []})
except ValueError as e:
    assert str(e) == 'graph has a cycle', str(e)
else:
    raise AssertionError(f'cycle not detected in { {1: [2], 2: [1], 3: []}}')

# %%
try:
    topological_sort({1: [1, 1], 2: [1, 1], 3: []})
except ValueError as e:
    assert str(e) == 'graph has a cycle', str(e)
else:
    raise AssertionError(f'cycle not detected in { {1: [2], 2: [1], 3: []}}')

# %%
try:
    topological_sort({1: [2, 2, 2], 2: [1], 3: [1]})
except ValueError as e:
    assert str(e) == 'graph has a cycle', str(e)
else:
    raise AssertionError(f'cycle not detected in { {1: [2], 2: [1], 3: []}}')

# %%
try:
    topological_sort({1: [2, 2], 2: [2, 2], 3: [1]})
except ValueError as e:
    assert str(e) == 'graph has a cycle', str(e)
else:
    raise AssertionError(f'cycle not detected in { {1: [2], 2: [1], 3: []}}')

# %%
try:
    topological_sort({1: [2], 2: [1], 3: [1]})
except ValueError as e:
    assert str(e) == 'graph has a cycle', str(e)
else:
    raise AssertionError(f'cycle not detected in { {1: [2], 2: [1], 3: []}}')

# %%
try:
    topological_sort({1: [2, 2], 2: [1], 3: [1], 0: [2, 2]})
except ValueError as e:
    assert str(e) == 'graph has a cycle', str(e)
else:
    raise AssertionError(f'cycle not detected in { {1: [2], 2: [1], 3: []}}')

# %%
try:
    topological_sort({1: [1], 2: [1], 3: [], 4: []})
except ValueError as e:
    assert str(e) == 'graph has a cycle', str(e)
else:
    raise AssertionError(f'cycle not detected in { {1: [2], 2: [1], 3: []}}')

# %%
try:
    topological_sort({1: [1], 2: [], 3: []})
except ValueError as e:
    assert str(e) == 'graph has a cycle', str(e)
else:
    raise AssertionError(f'cycle not detected in { {1: [2], 2: [1], 3: []}}')

# %%
try:
    topological_sort({1: [1], 2: [1]})
except ValueError as e:
    assert str(e) == 'graph has a cycle', str(e)
else:
    raise AssertionError(f'cycle not detected in { {1: [2], 2: [1], 3: []}}')

# %%
try:
    topological_sort({1: [2], 2: [2], 4: []})
except ValueError as e:
    assert str(e) == 'graph has a cycle', str(e)
else:
    raise AssertionError(f'cycle not detected in { {1: [2], 2: [1], 3: []}}')

# %%
try:
    topological_sort({2: [2]})
except ValueError as e:
    assert str(e) == 'graph has a cycle', str(e)
else:
    raise AssertionError(f'cycle not detected in { {1: [2], 2: [1], 3: []}}')

# %%
try:
    topological_sort({1: [], 2: [2]})
except ValueError as e:
    assert str(e) == 'graph has a cycle', str(e)
else:
    raise AssertionError(f'cycle not detected in { {1: [2], 2: [1], 3: []}}')

# %%
try:
    topological_sort({1: [2, 2], 2: [2]})
except ValueError as e:
    assert str(e) == 'graph has a cycle', str(e)
else:
    raise AssertionError(f'cycle not detected in { {1: [2], 2: [1], 3: []}}')
