import unicodedata

def levenshtein(a: str, b: str) -> int:
    if not isinstance(a,str) or not isinstance(b,str):
        raise TypeError('both arguments must be str')
    a=unicodedata.normalize('NFC',a)
    b=unicodedata.normalize('NFC',b)
    prev=list(range(len(b)+1))
    for i,ca in enumerate(a,1):
        cur=[i]
        for j,cb in enumerate(b,1):
            cur.append(min(prev[j]+1,cur[j-1]+1,prev[j-1]+(ca!=cb)))
        prev=cur
    return prev[-1]
