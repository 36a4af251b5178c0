def iter_runs(text):
    i=0
    while i<len(text):
        j=i
        while j<len(text) and text[j]==text[i]:
            j+=1
        yield text[i],j-i
        i=j

def rle_encode(text):
    if not isinstance(text,str):
        raise TypeError('text must be a str')
    if any(c.isdigit() for c in text):
        raise ValueError('digits cannot be encoded')
    out=''
    for ch,n in iter_runs(text):
        while n>9:
            out+='9'+ch
            n-=9
        out+=str(n)+ch
    return out
