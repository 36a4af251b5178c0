# %%
for g in ({'a': ['b'], 'b': ['c'], 'c': ['a']}, {'x': ['x']}, {1: [2], 2: [1], 3: []}):
    try:
        topological_sort(g)
    except ValueError as e:
        assert str(e) == 'graph has a cycle', str(e)
    else:
        raise AssertionError(f'cycle not detected in {g}')
