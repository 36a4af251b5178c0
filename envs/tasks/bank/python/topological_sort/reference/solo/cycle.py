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
