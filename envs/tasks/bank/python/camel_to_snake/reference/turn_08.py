import re


def camel_to_snake(name, separator='_'):
    """Converts a camelCase or PascalCase identifier to snake_case.

    Args:
        name: The identifier.
        separator: What to put between words ('-' gives kebab case).

    Returns:
        The converted name.

    Raises:
        ValueError: If name is not empty and not an identifier.
    """
    if name and not name.isidentifier():
        raise ValueError(f'not an identifier: {name!r}')

    def join(match):
        # A function, so that a backslash in separator is literal.
        return match[1] + separator + match[2]

    s = re.sub(r'([A-Z]+)([A-Z][a-z])', join, name)
    s = re.sub(r'([a-z0-9])([A-Z])', join, s)
    return s.lower()
