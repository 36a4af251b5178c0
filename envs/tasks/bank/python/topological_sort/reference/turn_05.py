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
