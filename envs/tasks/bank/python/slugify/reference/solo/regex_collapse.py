import re


def slugify(title):
    return re.sub(r'[\W_]+', '-', title.lower()).strip('-')
