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
