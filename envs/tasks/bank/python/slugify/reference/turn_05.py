import re
import unicodedata

def slugify(title):
    if not isinstance(title,str):
        raise TypeError('title must be a str')
    text=''.join(c for c in unicodedata.normalize('NFKD',title) if not unicodedata.combining(c))
    slug=re.sub(r'[^a-z0-9]+','-',text.lower()).strip('-')
    if not slug:
        raise ValueError('title has no usable characters')
    return slug
