def parse_config(text):
    result={}
    for n,line in enumerate(text.splitlines(),1):
        line=line.strip()
        if line=='' or line.startswith('#'):
            continue
        key,sep,value=line.partition('=')
        if not sep or not key.strip():
            raise ValueError(f'line {n}: expected key = value')
        result[key.strip()]=value.strip()
    return result
