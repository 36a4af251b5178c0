def camel_to_snake(name):
    out=''
    for i,c in enumerate(name):
        prev=name[i-1] if i>0 else ''
        nxt=name[i+1] if i+1<len(name) else ''
        if c.isupper() and i>0 and (prev.islower() or nxt.islower()):
            out+='_'
        out+=c.lower()
    return out
