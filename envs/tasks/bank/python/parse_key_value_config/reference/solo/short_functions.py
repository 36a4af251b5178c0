def parse_config(text):
    result={}
    for line in text.splitlines():
        line=line.strip()
        if line=='' or line.startswith('#'):
            continue
        key,value=line.split('=',1)
        result[key.strip()]=value.strip()
    return result
