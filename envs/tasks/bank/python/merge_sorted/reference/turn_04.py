def merge_sorted(a, b):
    if not isinstance(a, list) or not isinstance(b, list):
        raise TypeError('a and b must be lists')
    if any(x>y for x, y in zip(a, a[1:])) or any(x>y for x, y in zip(b, b[1:])):
        raise ValueError('inputs must be sorted')
    if not a:
        return b
    if not b:
        return a
    result=[]
    i=j=0
    while i<len(a) and j<len(b):
        if a[i]<=b[j]:
            result.append(a[i])
            i+=1
        else:
            result.append(b[j])
            j+=1
    result.extend(a[i:])
    result.extend(b[j:])
    return result
