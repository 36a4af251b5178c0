def title_case(text):
    small={'a','an','and','at','but','for','in','of','on','or','the','to'}
    words=text.split()
    out=[]
    for i,w in enumerate(words):
        if i not in (0,len(words)-1) and w.lower() in small:
            out.append(w.lower())
        else:
            out.append(w.capitalize())
    return ' '.join(out)
