def _parse_line(line,n):
    key,sep,value=line.partition('=')
    if not sep or not key.strip():
        raise ValueError(f'line {n}: expected key = value')
    value=value.strip()
    if len(value)>=2 and value[0]==value[-1] and value[0] in '"\'':
        value=value[1:-1]
    return key.strip(),value

def parse_config(text):
    result={}
    for n,line in enumerate(text.removeprefix('\ufeff').splitlines(),1):
        line=line.strip()
        if line and not line.startswith('#'):
            key,value=_parse_line(line,n)
            result[key]=value
    return result
