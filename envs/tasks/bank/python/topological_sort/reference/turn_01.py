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
