def dedupe_preserve_order(items):
    seen=set()
    result=[]
    for x in items:
        if x not in seen:
            seen.add(x)
            result.append(x)
    return result
