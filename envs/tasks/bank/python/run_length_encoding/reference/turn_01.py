def rle_encode(text):
    out=''
    i=0
    while i<len(text):
        j=i
        while j<len(text) and text[j]==text[i]:
            j+=1
        out+=str(j-i)+text[i]
        i=j
    return out
