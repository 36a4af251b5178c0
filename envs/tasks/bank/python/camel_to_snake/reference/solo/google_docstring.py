def camel_to_snake(name):
    """Converts camelCase to snake_case.

    Args:
        name: A camelCase name.

    Returns:
        The snake_case name.
    """
    return ''.join('_'+c.lower() if c.isupper() and i>0 else c.lower() for i,c in enumerate(name))
