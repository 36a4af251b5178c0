def parse_config(text):
    result={}
    for n,line in enumerate(text.splitlines(),1):
        line=line.strip()
        if line=='' or line.startswith('#'):
            continue
        if '=' not in line or line.startswith('='):
            raise ValueError(f'line {n}: expected key = value')
        key,value=line.split('=',1)
        if not key.strip():
            raise ValueError(f'line {n}: expected key = value')
        result[key.strip()]=value.strip()
    return result
