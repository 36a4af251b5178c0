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
