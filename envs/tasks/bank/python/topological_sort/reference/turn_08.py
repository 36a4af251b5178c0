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
    """Layers the nodes of a DAG for parallel processing.

    Args:
        graph: Node -> nodes that must come after it.

    Returns:
        Levels, each sorted; a node's predecessors are all in earlier levels.

    Raises:
        ValueError: If the graph has a cycle.
    """
    indegree=_indegrees(graph)
    level=sorted(n for n, d in indegree.items() if d==0)
    levels=[]
    while level:
        levels.append(level)
        level=sorted(s for n in level for s in _drop(indegree, graph.get(n, [])))
    if sum(map(len, levels))<len(indegree):
        raise ValueError('graph has a cycle')
    return levels
