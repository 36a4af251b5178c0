"""Bank task: topological sort of a dependency graph."""

from codeloop.envs.tasks.bank_src import code, tests

_VALID = '''
def _valid(graph):
    order = topological_sort(graph)
    nodes = set(graph) | {m for succ in graph.values() for m in succ}
    assert len(order) == len(nodes) and set(order) == nodes, order
    pos = {n: i for i, n in enumerate(order)}
    for n, succ in graph.items():
        for m in succ:
            assert pos[n] < pos[m], (n, m, order)
'''

TASK = {
    "id": "bank/topological_sort",
    "entry_point": "topological_sort",
    "prompt": (
        "Write a Python function `topological_sort(graph)` where `graph` is a dict mapping "
        "each node to the list of nodes that must come after it. Return a list of all the "
        "nodes (including those that only appear in the lists) in an order where every node "
        "comes before all the nodes listed for it."
    ),
    "base_checks": [tests(
        _VALID + """
def test_clothes():
    _valid({'shirt': ['tie', 'belt'], 'tie': ['jacket'], 'pants': ['shoes', 'belt'],
            'belt': ['jacket'], 'shoes': [], 'socks': ['shoes']})
""",
        _VALID + "\ndef test_chain():\n    _valid({1: [2], 2: [3], 4: [3]})\n",
        "assert topological_sort({}) == []",
        "assert topological_sort({'a': ['b']}) == ['a', 'b']",
    )],
    "instructions": [
        {
            "id": "cycle",
            "category": "exception_handling",
            "text": "A graph with a cycle has no valid order; today the function quietly "
                    "returns a wrong one. Raise ValueError('graph has a cycle') instead "
                    "(a node listing itself is a cycle too).",
            "checks": [tests(
                """
for g in ({'a': ['b'], 'b': ['c'], 'c': ['a']}, {'x': ['x']}, {1: [2], 2: [1], 3: []}):
    try:
        topological_sort(g)
    except ValueError as e:
        assert str(e) == 'graph has a cycle', str(e)
    else:
        raise AssertionError(f'cycle not detected in {g}')
""",
            )],
        },
        {
            "id": "two_params",
            "category": "max_params",
            "text": "The recursive helper drags four parameters around. No function in the "
                    "module, private helpers included, may take more than 2 parameters "
                    "(Kahn's algorithm needs none of that).",
            "checks": [{"kind": "max_params", "params": {"max": 2, "include_private": True}}],
        },
        {
            "id": "smallest_first",
            "category": "input_output_conditions",
            "text": "Make the order deterministic: whenever several nodes could come next, "
                    "output the smallest one (by `<`) first.",
            "checks": [tests(
                "assert topological_sort({'a': [], 'b': [], 'c': []}) == ['a', 'b', 'c']",
                "assert topological_sort({'d': ['a'], 'c': [], 'b': []}) == ['b', 'c', 'd', 'a']",
                "assert topological_sort({3: [1], 2: [], 1: []}) == [2, 3, 1]",
            )],
        },
        {
            "id": "short_functions",
            "category": "function_length",
            "text": "Break the function up: every function, private helpers included, must "
                    "be at most 10 lines long, counting the `def` line but not blank lines, "
                    "comments or the docstring.",
            "checks": [{"kind": "function_length", "params": {"max_lines": 10,
                                                              "include_private": True}}],
        },
        {
            "id": "type_hints",
            "category": "annotation_coverage",
            "text": "Annotate `topological_sort(graph: dict[Hashable, list[Hashable]]) -> "
                    "list[Hashable]`, with `Hashable` from `collections.abc`.",
            "checks": [{"kind": "type_hints", "params": {"names": ["topological_sort"],
                                                         "exact": {"topological_sort": {
                "graph": "dict[Hashable, list[Hashable]]", "return": "list[Hashable]"}}}}],
        },
        {
            "id": "docstring",
            "category": "docstring",
            "text": "Add a Google-style docstring to `topological_sort` with Args:, Returns: "
                    "and Raises: sections.",
            "checks": [{"kind": "docstring", "params": {"names": ["topological_sort"],
                                                        "style": "google"}}],
        },
        {
            "id": "levels",
            "category": "functionality_extension",
            "text": "The scheduler wants to run independent nodes in parallel. Return levels "
                    "instead of a flat list: a list of lists where the first level holds the "
                    "nodes nothing points to, and each later level holds the nodes whose "
                    "predecessors have all appeared in earlier levels. Each level is sorted "
                    "ascending. The return annotation becomes `list[list[Hashable]]`; cycle "
                    "detection and the structural limits still apply.",
            "checks": [
                tests(
                    "assert topological_sort({'a': ['c'], 'b': ['c'], 'c': ['d']}) == "
                    "[['a', 'b'], ['c'], ['d']]",
                    "assert topological_sort({'a': ['b'], 'c': []}) == [['a', 'c'], ['b']]",
                    "assert topological_sort({}) == []",
                    "assert topological_sort({1: [2, 3], 2: [3]}) == [[1], [2], [3]]",
                ),
                {"kind": "type_hints", "params": {"names": ["topological_sort"], "exact": {
                    "topological_sort": {"graph": "dict[Hashable, list[Hashable]]",
                                         "return": "list[list[Hashable]]"}}}},
            ],
            "supersedes": ["base", "smallest_first", "type_hints"],
        },
    ],
    "references": [
        code("""
def topological_sort(graph):
    # every node, including those that only appear in the lists
    nodes=[]
    for node, nexts in graph.items():
        if node not in nodes:
            nodes.append(node)
        for nxt in nexts:
            if nxt not in nodes:
                nodes.append(nxt)
    visited=set()
    order=[]
    for node in nodes:
        visit(node, graph, visited, order)
    return order[::-1]

def visit(node, graph, visited, order):
    if node in visited:
        return
    visited.add(node)
    for nxt in graph.get(node, []):
        visit(nxt, graph, visited, order)
    order.append(node)
"""),
        code("""
def topological_sort(graph):
    # every node, including those that only appear in the lists
    nodes=[]
    for node, nexts in graph.items():
        if node not in nodes:
            nodes.append(node)
        for nxt in nexts:
            if nxt not in nodes:
                nodes.append(nxt)
    state={}
    order=[]
    for node in nodes:
        visit(node, graph, state, order)
    return order[::-1]

def visit(node, graph, state, order):
    if state.get(node)=='done':
        return
    if state.get(node)=='active':
        raise ValueError('graph has a cycle')
    state[node]='active'
    for nxt in graph.get(node, []):
        visit(nxt, graph, state, order)
    state[node]='done'
    order.append(node)
"""),
        code("""
def topological_sort(graph):
    indegree={}
    for node, succs in graph.items():
        indegree.setdefault(node, 0)
        for s in succs:
            indegree[s]=indegree.get(s, 0)+1
    ready=[n for n, d in indegree.items() if d==0]
    order=[]
    while ready:
        node=ready.pop()
        order.append(node)
        for s in graph.get(node, []):
            indegree[s]-=1
            if indegree[s]==0:
                ready.append(s)
    if len(order)<len(indegree):
        raise ValueError('graph has a cycle')
    return order
"""),
        code("""
import heapq

def topological_sort(graph):
    indegree={}
    for node, succs in graph.items():
        indegree.setdefault(node, 0)
        for s in succs:
            indegree[s]=indegree.get(s, 0)+1
    ready=[n for n, d in indegree.items() if d==0]
    heapq.heapify(ready)
    order=[]
    while ready:
        node=heapq.heappop(ready)
        order.append(node)
        for s in graph.get(node, []):
            indegree[s]-=1
            if indegree[s]==0:
                heapq.heappush(ready, s)
    if len(order)<len(indegree):
        raise ValueError('graph has a cycle')
    return order
"""),
        code("""
import heapq

def _indegrees(graph):
    indegree={}
    for node, succs in graph.items():
        indegree.setdefault(node, 0)
        for s in succs:
            indegree[s]=indegree.get(s, 0)+1
    return indegree

def _drop(indegree, succs):
    # Removes one incoming edge from each successor; returns those now free.
    freed=[]
    for s in succs:
        indegree[s]-=1
        if indegree[s]==0:
            freed.append(s)
    return freed

def _checked(order, indegree):
    if len(order)<len(indegree):
        raise ValueError('graph has a cycle')
    return order

def topological_sort(graph):
    indegree=_indegrees(graph)
    ready=[n for n, d in indegree.items() if d==0]
    heapq.heapify(ready)
    order=[]
    while ready:
        order.append(heapq.heappop(ready))
        for s in _drop(indegree, graph.get(order[-1], [])):
            heapq.heappush(ready, s)
    return _checked(order, indegree)
"""),
        code("""
import heapq
from collections.abc import Hashable

def _indegrees(graph):
    indegree={}
    for node, succs in graph.items():
        indegree.setdefault(node, 0)
        for s in succs:
            indegree[s]=indegree.get(s, 0)+1
    return indegree

def _drop(indegree, succs):
    # Removes one incoming edge from each successor; returns those now free.
    freed=[]
    for s in succs:
        indegree[s]-=1
        if indegree[s]==0:
            freed.append(s)
    return freed

def _checked(order, indegree):
    if len(order)<len(indegree):
        raise ValueError('graph has a cycle')
    return order

def topological_sort(graph: dict[Hashable, list[Hashable]]) -> list[Hashable]:
    indegree=_indegrees(graph)
    ready=[n for n, d in indegree.items() if d==0]
    heapq.heapify(ready)
    order=[]
    while ready:
        order.append(heapq.heappop(ready))
        for s in _drop(indegree, graph.get(order[-1], [])):
            heapq.heappush(ready, s)
    return _checked(order, indegree)
"""),
        code("""
import heapq
from collections.abc import Hashable

def _indegrees(graph):
    indegree={}
    for node, succs in graph.items():
        indegree.setdefault(node, 0)
        for s in succs:
            indegree[s]=indegree.get(s, 0)+1
    return indegree

def _drop(indegree, succs):
    # Removes one incoming edge from each successor; returns those now free.
    freed=[]
    for s in succs:
        indegree[s]-=1
        if indegree[s]==0:
            freed.append(s)
    return freed

def _checked(order, indegree):
    if len(order)<len(indegree):
        raise ValueError('graph has a cycle')
    return order

def topological_sort(graph: dict[Hashable, list[Hashable]]) -> list[Hashable]:
    \"\"\"Orders the nodes of a DAG (Kahn's algorithm, smallest ready node first).

    Args:
        graph: Node -> nodes that must come after it.

    Returns:
        Every node, each before all of its successors.

    Raises:
        ValueError: If the graph has a cycle.
    \"\"\"
    indegree=_indegrees(graph)
    ready=[n for n, d in indegree.items() if d==0]
    heapq.heapify(ready)
    order=[]
    while ready:
        order.append(heapq.heappop(ready))
        for s in _drop(indegree, graph.get(order[-1], [])):
            heapq.heappush(ready, s)
    return _checked(order, indegree)
"""),
        code("""
from collections.abc import Hashable

def _indegrees(graph):
    indegree={}
    for node, succs in graph.items():
        indegree.setdefault(node, 0)
        for s in succs:
            indegree[s]=indegree.get(s, 0)+1
    return indegree

def _drop(indegree, succs):
    # Removes one incoming edge from each successor; returns those now free.
    freed=[]
    for s in succs:
        indegree[s]-=1
        if indegree[s]==0:
            freed.append(s)
    return freed

def topological_sort(graph: dict[Hashable, list[Hashable]]) -> list[list[Hashable]]:
    \"\"\"Layers the nodes of a DAG for parallel processing.

    Args:
        graph: Node -> nodes that must come after it.

    Returns:
        Levels, each sorted; a node's predecessors are all in earlier levels.

    Raises:
        ValueError: If the graph has a cycle.
    \"\"\"
    indegree=_indegrees(graph)
    level=sorted(n for n, d in indegree.items() if d==0)
    levels=[]
    while level:
        levels.append(level)
        level=sorted(s for n in level for s in _drop(indegree, graph.get(n, [])))
    if sum(map(len, levels))<len(indegree):
        raise ValueError('graph has a cycle')
    return levels
"""),
    ],
    "solo": {
        "cycle": code("""
def topological_sort(graph):
    # every node, including those that only appear in the lists
    nodes=[]
    for node, nexts in graph.items():
        if node not in nodes:
            nodes.append(node)
        for nxt in nexts:
            if nxt not in nodes:
                nodes.append(nxt)
    state={}
    order=[]
    for node in nodes:
        visit(node, graph, state, order)
    return order[::-1]

def visit(node, graph, state, order):
    if state.get(node)=='done':
        return
    if state.get(node)=='active':
        raise ValueError('graph has a cycle')
    state[node]='active'
    for nxt in graph.get(node, []):
        visit(nxt, graph, state, order)
    state[node]='done'
    order.append(node)
"""),
        "two_params": code("""
def topological_sort(graph):
    indegree={}
    for node, succs in graph.items():
        indegree.setdefault(node, 0)
        for s in succs:
            indegree[s]=indegree.get(s, 0)+1
    ready=[n for n, d in indegree.items() if d==0]
    order=[]
    while ready:
        node=ready.pop()
        order.append(node)
        for s in graph.get(node, []):
            indegree[s]-=1
            if indegree[s]==0:
                ready.append(s)
    return order
"""),
        "smallest_first": code("""
import heapq

def topological_sort(graph):
    indegree={}
    for node, succs in graph.items():
        indegree.setdefault(node, 0)
        for s in succs:
            indegree[s]=indegree.get(s, 0)+1
    ready=[n for n, d in indegree.items() if d==0]
    heapq.heapify(ready)
    order=[]
    while ready:
        node=heapq.heappop(ready)
        order.append(node)
        for s in graph.get(node, []):
            indegree[s]-=1
            if indegree[s]==0:
                heapq.heappush(ready, s)
    return order
"""),
        "short_functions": code("""
def topological_sort(graph):
    visited=set()
    order=[]
    for node in graph:
        visit(node, graph, visited, order)
    return order[::-1]

def visit(node, graph, visited, order):
    if node in visited:
        return
    visited.add(node)
    for nxt in graph.get(node, []):
        visit(nxt, graph, visited, order)
    order.append(node)
"""),
        "type_hints": code("""
from collections.abc import Hashable

def topological_sort(graph: dict[Hashable, list[Hashable]]) -> list[Hashable]:
    # every node, including those that only appear in the lists
    nodes=[]
    for node, nexts in graph.items():
        if node not in nodes:
            nodes.append(node)
        for nxt in nexts:
            if nxt not in nodes:
                nodes.append(nxt)
    visited=set()
    order=[]
    for node in nodes:
        visit(node, graph, visited, order)
    return order[::-1]

def visit(node, graph, visited, order):
    if node in visited:
        return
    visited.add(node)
    for nxt in graph.get(node, []):
        visit(nxt, graph, visited, order)
    order.append(node)
"""),
        "docstring": code("""
def topological_sort(graph):
    \"\"\"Topological order.

    Args:
        graph: Node -> successors.

    Returns:
        The nodes in dependency order.

    Raises:
        RecursionError: If the graph is very deep.
    \"\"\"
    # every node, including those that only appear in the lists
    nodes=[]
    for node, nexts in graph.items():
        if node not in nodes:
            nodes.append(node)
        for nxt in nexts:
            if nxt not in nodes:
                nodes.append(nxt)
    visited=set()
    order=[]
    for node in nodes:
        visit(node, graph, visited, order)
    return order[::-1]

def visit(node, graph, visited, order):
    if node in visited:
        return
    visited.add(node)
    for nxt in graph.get(node, []):
        visit(nxt, graph, visited, order)
    order.append(node)
"""),
        "levels": code("""
from collections.abc import Hashable

def topological_sort(graph: dict[Hashable, list[Hashable]]) -> list[list[Hashable]]:
    indegree={}
    for node, succs in graph.items():
        indegree.setdefault(node, 0)
        for s in succs:
            indegree[s]=indegree.get(s, 0)+1
    level=sorted(n for n, d in indegree.items() if d==0)
    levels=[]
    while level:
        levels.append(level)
        nxt=[]
        for node in level:
            for s in graph.get(node, []):
                indegree[s]-=1
                if indegree[s]==0:
                    nxt.append(s)
        level=sorted(nxt)
    if sum(len(x) for x in levels)<len(indegree):
        raise ValueError('graph has a cycle')
    return levels
"""),
    },
}
