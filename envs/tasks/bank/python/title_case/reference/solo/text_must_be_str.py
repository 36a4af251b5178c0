def title_case(text):
    if type(text) is not str:
        raise TypeError('text must be a str')
    out=[]
    for w in text.split():
        out.append(w[:1].upper()+w[1:].lower())
    return ' '.join(out)
