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
