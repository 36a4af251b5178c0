def camel_to_snake(name, separator='_'):
    """Converts camelCase to snake_case (or another separator).

    Args:
        name: A camelCase name.
        separator: Put between words.

    Returns:
        The converted name.
    """
    out = ''
    for i, c in enumerate(name):
        if c.isupper() and i > 0:
            out += separator
        out += c.lower()
    return out
