SMALL=['a','an','and','at','but','for','in','of','on','or','the','to']

def title_case(text):
    words=text.split()
    out=[]
    for i,w in enumerate(words):
        if 0<i<len(words)-1 and w.lower() in SMALL:
            out.append(w.lower())
        else:
            out.append(w[:1].upper()+w[1:].lower())
    return ' '.join(out)
