def dedupe_preserve_order(items):
    result=[]
    markers=[]
    for x in items:
        if (type(x), x) not in markers:
            markers.append((type(x), x))
            result.append(x)
    return result
