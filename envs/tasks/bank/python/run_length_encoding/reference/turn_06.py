from itertools import groupby

def iter_runs(text):
    for ch,group in groupby(text):
        yield ch,len(list(group))

def rle_encode(text):
    if not isinstance(text,str):
        raise TypeError('text must be a str')
    if any(c.isdigit() for c in text):
        raise ValueError('digits cannot be encoded')
    out=''
    for ch,n in iter_runs(text):
        out+=('9'+ch)*(n//9)
        if n%9:
            out+=str(n%9)+ch
    return out
