def title_case(text):
    out=[]
    for w in text.split():
        out.append('-'.join(p[:1].upper()+p[1:].lower() for p in w.split('-')))
    return ' '.join(out)
