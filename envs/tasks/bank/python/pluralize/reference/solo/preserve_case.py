def pluralize(word):
    w=word.lower()
    if w.endswith(('s','x','z','ch','sh')):
        p=w+'es'
    elif w.endswith('y') and len(w)>1 and w[-2] not in 'aeiou':
        p=w[:-1]+'ies'
    else:
        p=w+'s'
    if word.isupper() and len(word)>1:
        return p.upper()
    return p.capitalize() if word[0].isupper() else p
