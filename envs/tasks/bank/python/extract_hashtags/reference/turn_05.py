import re

def extract_hashtags(text):
    if not isinstance(text,str):
        raise TypeError('text must be a str')
    first={}
    for tag in re.findall(r'(?<![\w#])#(\w*[^\W\d_]\w*)',text):
        first.setdefault(tag.lower(),tag)
    return list(first.values())
