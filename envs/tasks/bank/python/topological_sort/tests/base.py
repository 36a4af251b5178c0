# %%
def _valid(graph):
    order = topological_sort(graph)
    nodes = set(graph) | {m for succ in graph.values() for m in succ}
    assert len(order) == len(nodes) and set(order) == nodes, order
    pos = {n: i for i, n in enumerate(order)}
    for n, succ in graph.items():
        for m in succ:
            assert pos[n] < pos[m], (n, m, order)

def test_clothes():
    _valid({'shirt': ['tie', 'belt'], 'tie': ['jacket'], 'pants': ['shoes', 'belt'],
            'belt': ['jacket'], 'shoes': [], 'socks': ['shoes']})

# %% held-out
def _valid(graph):
    order = topological_sort(graph)
    nodes = set(graph) | {m for succ in graph.values() for m in succ}
    assert len(order) == len(nodes) and set(order) == nodes, order
    pos = {n: i for i, n in enumerate(order)}
    for n, succ in graph.items():
        for m in succ:
            assert pos[n] < pos[m], (n, m, order)

def test_chain():
    _valid({1: [2], 2: [3], 4: [3]})

# %% held-out
assert topological_sort({}) == []

# %% held-out
assert topological_sort({'a': ['b']}) == ['a', 'b']
