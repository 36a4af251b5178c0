import unicodedata


def slugify(title):
    slug = ''
    for ch in unicodedata.normalize('NFKD', title.lower()):
        if unicodedata.combining(ch):
            continue
        if ch.isascii() and ch.isalnum():
            slug += ch
        elif not slug.endswith('-'):  # any other character becomes a hyphen, one per run
            slug += '-'
    return slug.strip('-')
