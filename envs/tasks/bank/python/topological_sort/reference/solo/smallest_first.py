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
