def slugify(title):
    slug=''
    for ch in title.lower():
        if ch.isascii() and ch.isalnum():
            slug+=ch
        elif not slug.endswith('-'):  # any other character becomes a hyphen, one per run
            slug+='-'
    if not slug.strip('-'):
        raise ValueError('title has no usable characters')
    return slug.strip('-')
