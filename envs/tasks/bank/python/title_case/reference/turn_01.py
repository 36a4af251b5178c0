def title_case(text):
    out=[]
    for w in text.split():
        out.append(w[:1].upper()+w[1:].lower())
    return ' '.join(out)
