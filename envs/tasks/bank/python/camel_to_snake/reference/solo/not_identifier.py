def camel_to_snake(name):
    if not name.isidentifier():
        raise ValueError(f'not an identifier: {name!r}')
    return ''.join('_'+c.lower() if c.isupper() and i>0 else c.lower() for i,c in enumerate(name))
