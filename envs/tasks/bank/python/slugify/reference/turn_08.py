"""Slugs for URLs."""
import re
import unicodedata


def slugify(title, max_length=None):
    """Turns a title into an ASCII URL slug, optionally cut short."""
    if not isinstance(title, str):
        raise TypeError('title must be a str')
    if max_length is not None and max_length < 1:
        raise ValueError('max_length must be positive')
    text = unicodedata.normalize('NFKD', title)
    text = ''.join(c for c in text if not unicodedata.combining(c))
    slug = re.sub(r'[^a-z0-9]+', '-', text.lower()).strip('-')
    if not slug:
        raise ValueError('title has no usable characters')
    if max_length is not None:
        slug = slug[:max_length].rstrip('-')
    return slug
