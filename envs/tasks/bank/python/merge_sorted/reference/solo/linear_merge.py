def merge_sorted(a, b):
    if not a: return b
    if not b: return a
    result=[]
    i=j=0
    while i<len(a) and j<len(b):
        if a[i]<=b[j]:
            result.append(a[i])
            i+=1
        else:
            result.append(b[j])
            j+=1
    return result+a[i:]+b[j:]
