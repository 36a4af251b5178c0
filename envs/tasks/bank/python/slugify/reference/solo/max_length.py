def slugify(title, max_length=None):
    if max_length is not None and max_length < 1:
        raise ValueError('max_length must be positive')
    slug = ''
    for ch in title.lower():
        if ch.isalnum():
            slug += ch
        elif not slug.endswith('-'):  # any other character becomes a hyphen, one per run
            slug += '-'
    slug = slug.strip('-')
    if max_length is not None:
        slug = slug[:max_length].rstrip('-')
    return slug
