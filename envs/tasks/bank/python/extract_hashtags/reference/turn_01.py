def extract_hashtags(text):
    tags=[]
    i=0
    while i<len(text):
        if text[i]=='#':
            j=i+1
            while j<len(text) and (text[j].isalnum() or text[j]=='_'):
                j+=1
            if j>i+1:
                tags.append(text[i+1:j])
            i=j
        else:
            i+=1
    return tags
