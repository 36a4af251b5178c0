def camel_to_snake(name):
    out=''
    for i,c in enumerate(name):
        if c.isupper() and i>0 and name[i-1]!='_':
            out+='_'
        out+=c.lower()
    return out
