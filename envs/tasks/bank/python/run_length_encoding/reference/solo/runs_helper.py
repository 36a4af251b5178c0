def iter_runs(text):
    start=0
    for i in range(1,len(text)+1):
        if i==len(text) or text[i]!=text[start]:
            yield text[start],i-start
            start=i


def rle_encode(text):
    return ''.join(str(n)+ch for ch,n in iter_runs(text))
