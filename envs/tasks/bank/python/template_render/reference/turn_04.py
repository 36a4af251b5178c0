import re

def render(template, values):
    placeholder=re.compile(r'\{\s*(\w+)\s*\}')
    out=''
    i=0
    while i<len(template):
        m=placeholder.match(template,i)
        if template.startswith(('{{','}}'),i):
            out+=template[i]
            i+=2
        elif m:
            name=m.group(1)
            if name not in values:
                raise KeyError(f'missing value for {name!r}')
            out+=str(values[name])
            i=m.end()
        else:
            out+=template[i]
            i+=1
    return out
