import unicodedata

def slugify(title):
    if not isinstance(title,str):
        raise TypeError('title must be a str')
    text=''.join(c for c in unicodedata.normalize('NFKD',title) if not unicodedata.combining(c))
    slug=''
    for ch in text.lower():
        if ch.isascii() and ch.isalnum():
            slug+=ch
        elif not slug.endswith('-'):  # any other character becomes a hyphen, one per run
            slug+='-'
    return slug.strip('-')
