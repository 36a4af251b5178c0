def slugify(title):
    slug=''
    for ch in title.lower():
        if ch.isalnum():
            slug+=ch
        elif not slug.endswith('-'):  # any other character becomes a hyphen, one per run
            slug+='-'
    return slug.strip('-')
