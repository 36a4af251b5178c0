def render(template, values):
    out=''
    i=0
    while i<len(template):
        if template[i]=='{':
            j=template.index('}',i)  # the placeholder name runs up to the next closing brace
            out+=str(values[template[i+1:j]])
            i=j+1
        else:
            out+=template[i]
            i+=1
    return out
